import { useCallback, useEffect, useRef, useState } from "react";
import { useElapsedSeconds } from "#web/lib/use-elapsed-seconds";

/**
 * One AI call at a time for a tool screen: whether it runs, for how many seconds (shown, so a long
 * wait never looks frozen), and its abort when the screen is left, since nobody would read the answer.
 */
export function useGeneration() {
  const running = useRef<AbortController | null>(null);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const elapsed = useElapsedSeconds(startedAt);

  useEffect(() => () => running.current?.abort(), []);

  /** Runs `call` unless one is running; its errors reach `onError` unless the screen was left meanwhile. */
  const generate = useCallback(async (call: (signal: AbortSignal) => Promise<void>, onError: (error: unknown) => void) => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setStartedAt(Date.now());
    try {
      await call(controller.signal);
    } catch (error) {
      if (!controller.signal.aborted) onError(error);
    } finally {
      running.current = null;
      setStartedAt(null);
    }
  }, []);

  return { isGenerating: startedAt !== null, elapsed, generate };
}

/** Today in the user's own calendar, as a letter is dated (YYYY-MM-DD). */
export function todayIsoDate(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
