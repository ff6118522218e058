import { resumeContentSchema, type ResumeContent } from "#shared/resume";

/**
 * Copies of resumes that the server has not confirmed yet, kept in the browser so that a reload,
 * a crash or a lost connection loses nothing (DESIGN.md "Departures"). The session copy restores
 * the editor of this tab; drafts survive closing the tab until the server has the same content.
 */
export interface StoredDocument {
  id: string;
  content: ResumeContent;
  /** The server version the edits started from; null when the server has never stored the resume. */
  serverUpdatedAt: string | null;
  /** Ids of saves sent since the last answer seen: a newer server version with one of them is this editor's own. */
  sentSaveIds: string[];
  savedAt: string;
}

const CURRENT_KEY = "vitae.editor.current";
const DRAFTS_KEY = "vitae.drafts";

function parseStored(value: unknown): StoredDocument | null {
  if (!value || typeof value !== "object") return null;
  const raw = value as Partial<StoredDocument>;
  const content = resumeContentSchema.safeParse(raw.content);
  if (typeof raw.id !== "string" || !content.success) return null;
  return {
    id: raw.id,
    content: content.data,
    serverUpdatedAt: typeof raw.serverUpdatedAt === "string" ? raw.serverUpdatedAt : null,
    sentSaveIds: Array.isArray(raw.sentSaveIds) ? raw.sentSaveIds.filter((saveId) => typeof saveId === "string") : [],
    savedAt: typeof raw.savedAt === "string" ? raw.savedAt : new Date(0).toISOString(),
  };
}

function readJson(storage: Storage, key: string): unknown {
  try {
    const text = storage.getItem(key);
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

function writeJson(storage: Storage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch (error) {
    // A full or disabled storage must not break editing; the server copy is still the source of truth.
    console.warn(`Could not keep a local copy (${key})`, error);
  }
}

export function readCurrentDocument(): StoredDocument | null {
  return parseStored(readJson(sessionStorage, CURRENT_KEY));
}

export function writeCurrentDocument(document: Omit<StoredDocument, "savedAt">): void {
  writeJson(sessionStorage, CURRENT_KEY, { ...document, savedAt: new Date().toISOString() });
}

/** Seed 000 section 4: leaving the editor clears the stored current resume. */
export function clearCurrentDocument(): void {
  sessionStorage.removeItem(CURRENT_KEY);
}

function readDraftMap(): Record<string, unknown> {
  const value = readJson(localStorage, DRAFTS_KEY);
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

export function listDrafts(): StoredDocument[] {
  return Object.values(readDraftMap())
    .map(parseStored)
    .filter((draft): draft is StoredDocument => draft !== null)
    .sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

export function readDraft(id: string): StoredDocument | null {
  return parseStored(readDraftMap()[id]);
}

export function writeDraft(document: Omit<StoredDocument, "savedAt">): void {
  writeJson(localStorage, DRAFTS_KEY, { ...readDraftMap(), [document.id]: { ...document, savedAt: new Date().toISOString() } });
}

export function deleteDraft(id: string): void {
  const drafts = readDraftMap();
  if (!(id in drafts)) return;
  delete drafts[id];
  writeJson(localStorage, DRAFTS_KEY, drafts);
}
