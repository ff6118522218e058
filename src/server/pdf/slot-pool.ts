/**
 * A fixed set of slots handed out one render at a time, with a bounded first-in first-out queue
 * for callers that find every slot busy. Plain bookkeeping: it knows nothing of browsers.
 */
export class SlotPool<T> {
  private readonly idle: T[];
  private readonly waiting: Array<{ resolve(slot: T): void; reject(error: unknown): void }> = [];
  private inUse = 0;

  constructor(
    slots: readonly T[],
    private readonly maxQueue: number,
  ) {
    this.idle = [...slots];
  }

  get busy(): number {
    return this.inUse;
  }

  get queued(): number {
    return this.waiting.length;
  }

  /** A slot now or after the callers ahead of this one; "full" when the queue has no room left. */
  tryAcquire(): Promise<T> | "full" {
    const slot = this.idle.shift();
    if (slot !== undefined) {
      this.inUse++;
      return Promise.resolve(slot);
    }
    if (this.waiting.length >= this.maxQueue) return "full";
    return new Promise<T>((resolve, reject) => {
      this.waiting.push({
        resolve: (next) => {
          this.inUse++;
          resolve(next);
        },
        reject,
      });
    });
  }

  release(slot: T): void {
    this.inUse--;
    const next = this.waiting.shift();
    if (next) next.resolve(slot);
    else this.idle.push(slot);
  }

  /** Fails every caller still waiting (on shutdown). */
  rejectWaiting(error: () => unknown): void {
    for (const waiter of this.waiting.splice(0)) waiter.reject(error());
  }
}
