import { useSearchParams } from "react-router";

export const TRACKER_VIEWS = ["list", "board"] as const;
export type TrackerView = (typeof TRACKER_VIEWS)[number];

const STORAGE_KEY = "vitae.tracker.view";

export const isTrackerView = (value: unknown): value is TrackerView => TRACKER_VIEWS.includes(value as TrackerView);

function storedView(): TrackerView | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isTrackerView(value) ? value : null;
  } catch {
    // Storage refused (private mode, a policy): the list is the default anyway.
    return null;
  }
}

/**
 * List or board. The URL's `?view=` says it first, so a link or a reload opens the same view; the
 * user's last choice, kept on this device, answers when the URL says nothing (the navbar's link).
 */
export function useTrackerView(): [TrackerView, (view: TrackerView) => void] {
  const [params, setParams] = useSearchParams();
  const fromUrl = params.get("view");
  const view = isTrackerView(fromUrl) ? fromUrl : (storedView() ?? "list");
  const choose = (next: TrackerView) => {
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Not kept on this device; the URL still holds it.
    }
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set("view", next);
        return updated;
      },
      { replace: true },
    );
  };
  return [view, choose];
}
