import { create } from "zustand";

/**
 * What the editor tells the user about saving: below the threshold edits stay a local draft;
 * a failed save is retried; a conflict waits for the user's choice; a refused save waits for the
 * next edit, with the server's reason.
 */
export type SaveState = "idle" | "waiting" | "saving" | "saved" | "below-threshold" | "retrying" | "conflict" | "refused";

export interface SaveStatus {
  state: SaveState;
  lastSavedAt: string | null;
  /** Why the server refused the last save, while the state is "refused". */
  problem: string | null;
  setState(state: SaveState, problem?: string): void;
  setSaved(at: string): void;
}

export const useSaveStatus = create<SaveStatus>()((set) => ({
  state: "idle",
  lastSavedAt: null,
  problem: null,
  setState: (state, problem) => set({ state, problem: problem ?? null }),
  setSaved: (at) => set({ state: "saved", lastSavedAt: at, problem: null }),
}));
