import { useSyncExternalStore } from "react";

/*
 * Whether a page has asked for toasts: the toast module (toast.ts) marks it when it first loads,
 * that is when some code imports `toast`. The shell mounts the Toaster only then, so pages that
 * never show a toast (the landing page and most marketing pages) do not load sonner at all.
 */
let isNeeded = false;
const listeners = new Set<() => void>();

export function markToasterNeeded(): void {
  if (isNeeded) return;
  isNeeded = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** False on the server and while hydrating, so a server-rendered page never carries the Toaster's markup. */
export function useToasterNeeded(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isNeeded,
    () => false,
  );
}
