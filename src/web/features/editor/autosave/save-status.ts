import { create } from "zustand";

/**
 * What the editor tells the user about saving: below the threshold edits stay a local draft;
 * a failed save is retried; a conflict waits for the user's choice.
 */
export type SaveState = "idle" | "waiting" | "saving" | "saved" | "below-threshold" | "retrying" | "conflict";

export interface SaveStatus {
  state: SaveState;
  lastSavedAt: string | null;
  setState(state: SaveState): void;
  setSaved(at: string): void;
}

export const useSaveStatus = create<SaveStatus>()((set) => ({
  state: "idle",
  lastSavedAt: null,
  setState: (state) => set({ state }),
  setSaved: (at) => set({ state: "saved", lastSavedAt: at }),
}));
