import { useEffect, useState } from "react";

/**
 * Whole seconds since `startedAt` (a Date.now() value), ticking every second while it is set; 0
 * when it is null. Long AI calls show it so a wait of 30 s never looks like a frozen page.
 */
export function useElapsedSeconds(startedAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (startedAt === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [startedAt]);
  // `now` is the last tick, which may predate a start made since.
  return startedAt === null ? 0 : Math.max(0, Math.floor((now - startedAt) / 1000));
}

/** A wait of whole seconds that began at a Date.now() value (a retry's countdown). */
export interface Wait {
  startedAt: number;
  seconds: number;
}

/** Whole seconds left of the wait, ticking down every second; 0 once it is over or when there is none. */
export function useSecondsLeft(wait: Wait | null): number {
  const elapsed = useElapsedSeconds(wait?.startedAt ?? null);
  return wait ? Math.max(0, wait.seconds - elapsed) : 0;
}
