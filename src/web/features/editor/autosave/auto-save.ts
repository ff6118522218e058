import { computeCompletion } from "../../../../shared/completion";
import { SAVE_THRESHOLD } from "../../../../shared/limits";
import type { Resume, ResumeContent } from "../../../../shared/resume";
import { ApiError } from "../../../lib/api-client";
import { deleteDraft, writeCurrentDocument, writeDraft } from "../../../lib/resume-drafts";
import type { EditorStore } from "../store/editor-store";
import type { SaveState } from "./save-status";

export const AUTO_SAVE_DELAY_MS = 2000;
const LOCAL_COPY_DELAY_MS = 250;
const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 15000, 30000];

export interface ResumeGateway {
  create(id: string, content: ResumeContent): Promise<Resume>;
  update(id: string, content: ResumeContent, lastSeenUpdatedAt: string, options?: { keepalive?: boolean }): Promise<Resume>;
  fetch(id: string): Promise<Resume>;
}

interface StoreApi {
  getState(): EditorStore;
  subscribe(listener: (state: EditorStore, previous: EditorStore) => void): () => void;
}

export interface AutoSaveOptions {
  store: StoreApi;
  gateway: ResumeGateway;
  onStatus(state: SaveState, savedAt?: string): void;
  delayMs?: number;
  /** The opened content came from a local copy the server may not have: save it without waiting for an edit. */
  startsDirty?: boolean;
}

export interface AutoSave {
  /** Saves pending changes now (leaving the editor, hiding the page); resolves when done or failed. */
  flush(options?: { keepalive?: boolean }): Promise<void>;
  /** After a conflict: take the server's copy, or save this tab's content over it. */
  resolveConflict(choice: "reload" | "keep-mine"): Promise<void>;
  stop(): void;
}

const isConflict = (error: unknown, code: string) => error instanceof ApiError && error.status === 409 && error.code === code;

/**
 * Seed 001 "Auto-save": 2 s after the last change, if the completion score is 80 or more, the
 * resume is updated when the server has it, else inserted. Beyond the seed: every change is
 * copied locally first (session copy for this tab, a draft until the server confirms), a failed
 * save is retried with backoff, and a stale write stops for the user to choose.
 */
export function startAutoSave({ store, gateway, onStatus, delayMs = AUTO_SAVE_DELAY_MS, startsDirty = false }: AutoSaveOptions): AutoSave {
  let savedRevision = store.getState().revision - (startsDirty ? 1 : 0);
  let saveTimer: ReturnType<typeof setTimeout> | undefined;
  let copyTimer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: Promise<void> | null = null;
  let attempt = 0;
  let isInConflict = false;
  let isStopped = false;

  const hasUnsavedChanges = () => store.getState().revision !== savedRevision;

  const keepLocalCopies = () => {
    const { document } = store.getState();
    if (!document) return;
    writeCurrentDocument({ id: document.id, content: document.content, serverUpdatedAt: document.serverUpdatedAt });
    if (hasUnsavedChanges()) writeDraft({ id: document.id, content: document.content, serverUpdatedAt: document.serverUpdatedAt });
  };

  const schedule = (ms: number) => {
    clearTimeout(saveTimer);
    saveTimer = setTimeout(() => void save(), ms);
  };

  async function send(options: { keepalive?: boolean }): Promise<void> {
    const { document, revision } = store.getState();
    if (!document) return;
    const { id, content, serverUpdatedAt } = document;
    onStatus("saving");
    let saved: Resume;
    try {
      saved = serverUpdatedAt === null ? await gateway.create(id, content) : await gateway.update(id, content, serverUpdatedAt, options);
    } catch (error) {
      if (serverUpdatedAt === null && isConflict(error, "CONFLICT")) {
        // An earlier insert reached the server but its answer was lost: continue as an update.
        const existing = await gateway.fetch(id);
        saved = await gateway.update(id, content, existing.updated_at, options);
      } else {
        throw error;
      }
    }
    store.getState().markSaved(saved.updated_at);
    if (store.getState().revision === revision) {
      savedRevision = revision;
      deleteDraft(id);
    }
    attempt = 0;
    onStatus("saved", saved.updated_at);
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
        if (isConflict(error, "RESUME_CONFLICT")) {
          isInConflict = true;
          onStatus("conflict");
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
    if (!isStopped && !isInConflict && attempt === 0 && hasUnsavedChanges()) schedule(delayMs);
  }

  const unsubscribe = store.subscribe((state, previous) => {
    if (state.revision === previous.revision || !state.document) return;
    clearTimeout(copyTimer);
    copyTimer = setTimeout(keepLocalCopies, LOCAL_COPY_DELAY_MS);
    if (isInConflict) return;
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
        const { id: _id, created_at: _created, updated_at, ...content } = server;
        store.getState().replaceFromServer(content, updated_at);
        savedRevision = store.getState().revision;
        deleteDraft(document.id);
        keepLocalCopies();
        onStatus("saved", updated_at);
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
