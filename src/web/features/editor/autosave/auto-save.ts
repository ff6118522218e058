import { computeCompletion } from "#shared/completion";
import { newSaveId } from "#shared/ids";
import { AUTO_SAVE_DELAY_MS, SAVE_THRESHOLD } from "#shared/limits";
import { contentOf, type Resume, type ResumeContent } from "#shared/resume";
import { resumesApi } from "#shared/api/resumes";
import { ApiError, isApiError } from "#web/lib/api-client";
import { deleteDraft, writeCurrentDocument, writeDraft } from "#web/lib/resume-drafts";
import type { SaveOptions } from "#web/lib/api/resumes";
import type { EditorStore } from "../store/editor-store";
import type { SaveState } from "./save-status";

const LOCAL_COPY_DELAY_MS = 250;
const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 15000, 30000];
// Saves whose answers went unseen rarely number more than two (one in flight, one sent on unload).
const MAX_SENT_SAVE_IDS = 10;

export interface ResumeGateway {
  create(id: string, content: ResumeContent, options: SaveOptions): Promise<Resume>;
  update(id: string, content: ResumeContent, lastSeenUpdatedAt: string, options: SaveOptions): Promise<Resume>;
  fetch(id: string): Promise<Resume>;
}

interface StoreApi {
  getState(): EditorStore;
  subscribe(listener: (state: EditorStore, previous: EditorStore) => void): () => void;
}

export interface AutoSaveOptions {
  store: StoreApi;
  gateway: ResumeGateway;
  /** `savedAt` comes with "saved", the server's words with "refused". */
  onStatus(state: SaveState, detail?: { savedAt?: string; problem?: string }): void;
  delayMs?: number;
  /** The opened content came from a local copy the server may not have: save it without waiting for an edit. */
  startsDirty?: boolean;
  /** Saves the local copy says were sent without their answer being seen (a reload cut them off). */
  sentSaveIds?: string[];
}

export interface AutoSave {
  /** Saves pending changes now (leaving the editor, hiding the page); resolves when done or failed. */
  flush(options?: { keepalive?: boolean }): Promise<void>;
  /** After a conflict: take the server's copy, or save this tab's content over it. */
  resolveConflict(choice: "reload" | "keep-mine"): Promise<void>;
  stop(): void;
}

/** The server holds a version this editor has not seen, written by another tab or device: a newer save (RESUME_CONFLICT) or, for a first save, the resume itself (CONFLICT). */
const isStaleWrite = (error: unknown) =>
  isApiError(error, resumesApi.update, "RESUME_CONFLICT") || isApiError(error, resumesApi.create, "CONFLICT");

/**
 * The server refused this content or this user (invalid, too large, signed out, the resume deleted
 * elsewhere): sending the same save again cannot succeed, so it waits for the next edit. Timeouts
 * and rate limits pass with time and are retried.
 */
const isRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;

/**
 * Seed 001 "Auto-save": 2 s after the last change, if the completion score is 80 or more, the
 * resume is updated when the server has it, else inserted. Beyond the seed: every change is
 * copied locally first (session copy for this tab, a draft until the server confirms), a failed
 * save is retried with backoff, and a stale write stops for the user to choose, unless the newer
 * version is this editor's own save whose answer it never saw (each save carries an id for that).
 */
export function startAutoSave(options: AutoSaveOptions): AutoSave {
  const { store, gateway, onStatus, delayMs = AUTO_SAVE_DELAY_MS, startsDirty = false } = options;
  let savedRevision = store.getState().revision - (startsDirty ? 1 : 0);
  let sentSaveIds = options.sentSaveIds ?? [];
  let saveTimer: ReturnType<typeof setTimeout> | undefined;
  let copyTimer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: Promise<void> | null = null;
  let attempt = 0;
  let isInConflict = false;
  let isRefused = false;
  let isStopped = false;

  const hasUnsavedChanges = () => store.getState().revision !== savedRevision;

  const keepLocalCopies = () => {
    const { document } = store.getState();
    if (!document) return;
    const copy = { id: document.id, content: document.content, serverUpdatedAt: document.serverUpdatedAt, sentSaveIds };
    writeCurrentDocument(copy);
    if (hasUnsavedChanges()) writeDraft(copy);
  };

  const schedule = (ms: number) => {
    clearTimeout(saveTimer);
    saveTimer = setTimeout(() => void save(), ms);
  };

  /** Sends one save; its id is kept in the local copies first, so it is known even if the page dies before the answer. */
  function write(id: string, content: ResumeContent, base: string | null, keepalive: boolean | undefined): Promise<Resume> {
    const saveId = newSaveId();
    sentSaveIds = [...sentSaveIds, saveId].slice(-MAX_SENT_SAVE_IDS);
    keepLocalCopies();
    const options = { saveId, keepalive };
    return base === null ? gateway.create(id, content, options) : gateway.update(id, content, base, options);
  }

  /**
   * The version to save over. After saves whose answers went unseen (sent as the page unloaded, or
   * lost with the connection), the server may hold one of them: that version is this editor's own
   * work, so the next save builds on it instead of meeting it as a conflict. A page that is
   * closing has no time to ask; its local copy keeps the sent ids for the next load.
   */
  async function baseVersion(id: string, known: string | null, keepalive: boolean | undefined): Promise<string | null> {
    if (sentSaveIds.length === 0 || keepalive) return known;
    let server: Resume;
    try {
      server = await gateway.fetch(id);
    } catch (error) {
      // A first save whose create never landed: there is nothing to build on yet.
      if (known === null && error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
    return server.save_id !== null && sentSaveIds.includes(server.save_id) ? server.updated_at : known;
  }

  async function send({ keepalive }: { keepalive?: boolean }): Promise<void> {
    const { document, revision } = store.getState();
    if (!document) return;
    const { id, content } = document;
    onStatus("saving");
    const base = await baseVersion(id, document.serverUpdatedAt, keepalive);
    const saved = await write(id, content, base, keepalive);
    store.getState().markSaved(saved.updated_at);
    sentSaveIds = [];
    if (store.getState().revision === revision) {
      savedRevision = revision;
      deleteDraft(id);
    }
    keepLocalCopies();
    attempt = 0;
    onStatus("saved", { savedAt: saved.updated_at });
  }

  async function save(options: { keepalive?: boolean } = {}): Promise<void> {
    if (isStopped || isInConflict) return;
    if (inFlight) {
      await inFlight;
      if (hasUnsavedChanges()) schedule(0);
      return;
    }
    const { document } = store.getState();
    if (!document || !hasUnsavedChanges()) return;
    if (computeCompletion(document.content).score < SAVE_THRESHOLD) {
      onStatus("below-threshold");
      return;
    }
    inFlight = send(options)
      .catch((error: unknown) => {
        if (isStaleWrite(error)) {
          isInConflict = true;
          onStatus("conflict");
          return;
        }
        if (isRefusal(error)) {
          console.error("Auto-save refused; waiting for the next edit", error);
          isRefused = true;
          attempt = 0;
          onStatus("refused", { problem: error.message });
          return;
        }
        console.error("Auto-save failed; retrying", error);
        onStatus("retrying");
        const wait = RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)]!;
        attempt += 1;
        if (!isStopped) schedule(wait);
      })
      .finally(() => {
        inFlight = null;
      });
    await inFlight;
    if (!isStopped && !isInConflict && !isRefused && attempt === 0 && hasUnsavedChanges()) schedule(delayMs);
  }

  const unsubscribe = store.subscribe((state, previous) => {
    if (state.revision === previous.revision || !state.document) return;
    clearTimeout(copyTimer);
    copyTimer = setTimeout(keepLocalCopies, LOCAL_COPY_DELAY_MS);
    if (isInConflict) return;
    isRefused = false;
    const score = computeCompletion(state.document.content).score;
    onStatus(score < SAVE_THRESHOLD ? "below-threshold" : "waiting");
    schedule(delayMs);
  });

  if (startsDirty) schedule(0);

  return {
    async flush(options = {}) {
      clearTimeout(saveTimer);
      clearTimeout(copyTimer);
      keepLocalCopies();
      await save(options);
    },
    async resolveConflict(choice) {
      const { document } = store.getState();
      if (!document) return;
      const server = await gateway.fetch(document.id);
      isInConflict = false;
      if (choice === "reload") {
        store.getState().replaceFromServer(contentOf(server), server.updated_at);
        savedRevision = store.getState().revision;
        sentSaveIds = [];
        deleteDraft(document.id);
        keepLocalCopies();
        onStatus("saved", { savedAt: server.updated_at });
      } else {
        store.getState().markSaved(server.updated_at);
        await save();
      }
    },
    stop() {
      isStopped = true;
      clearTimeout(saveTimer);
      clearTimeout(copyTimer);
      unsubscribe();
    },
  };
}
