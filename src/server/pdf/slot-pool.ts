interface Waiter<T> {
  owner: string;
  resolve(slot: T): void;
  reject(error: unknown): void;
}

export type AcquireRefusal = "queue-full" | "owner-limit";

/**
 * A fixed set of slots handed out one render at a time, with a bounded queue for callers that find
 * every slot busy. The queue is fair between owners: an owner may hold at most `maxPerOwner` slots
 * and places at once, and a freed slot goes to the waiting owner with the fewest slots in use (the
 * earliest of them on a tie), so one owner's burst cannot keep the others waiting. A waiter whose
 * signal aborts leaves the queue. Plain bookkeeping: it knows nothing of browsers.
 */
export class SlotPool<T> {
  private readonly idle: T[];
  private readonly waiting: Waiter<T>[] = [];
  private readonly inUseBy = new Map<string, number>();
  private inUse = 0;

  constructor(
    slots: readonly T[],
    private readonly limits: { maxQueue: number; maxPerOwner: number },
  ) {
    this.idle = [...slots];
  }

  get busy(): number {
    return this.inUse;
  }

  get queued(): number {
    return this.waiting.length;
  }

  /** Slots in use and places in the queue held by one owner. */
  heldBy(owner: string): number {
    return (this.inUseBy.get(owner) ?? 0) + this.waiting.filter((waiter) => waiter.owner === owner).length;
  }

  /**
   * A slot now, or once one is free and it is this caller's turn; a refusal when the owner already
   * holds its share or the queue has no room left. The promise rejects with the signal's reason if
   * the signal aborts while waiting.
   */
  tryAcquire(owner: string, signal?: AbortSignal): Promise<T> | AcquireRefusal {
    if (this.heldBy(owner) >= this.limits.maxPerOwner) return "owner-limit";
    if (signal?.aborted) return Promise.reject(signal.reason);
    const slot = this.idle.shift();
    if (slot !== undefined) {
      this.take(owner);
      return Promise.resolve(slot);
    }
    if (this.waiting.length >= this.limits.maxQueue) return "queue-full";
    return new Promise<T>((resolve, reject) => {
      const leave = () => {
        const index = this.waiting.indexOf(waiter);
        if (index !== -1) this.waiting.splice(index, 1);
        reject(signal!.reason);
      };
      const waiter: Waiter<T> = {
        owner,
        resolve: (next) => {
          signal?.removeEventListener("abort", leave);
          this.take(owner);
          resolve(next);
        },
        reject: (error) => {
          signal?.removeEventListener("abort", leave);
          reject(error);
        },
      };
      signal?.addEventListener("abort", leave, { once: true });
      this.waiting.push(waiter);
    });
  }

  release(slot: T, owner: string): void {
    this.inUse--;
    const held = (this.inUseBy.get(owner) ?? 1) - 1;
    if (held > 0) this.inUseBy.set(owner, held);
    else this.inUseBy.delete(owner);
    const next = this.nextWaiter();
    if (next) next.resolve(slot);
    else this.idle.push(slot);
  }

  /** Fails every caller still waiting (on shutdown). */
  rejectWaiting(error: () => unknown): void {
    for (const waiter of this.waiting.splice(0)) waiter.reject(error());
  }

  private take(owner: string): void {
    this.inUse++;
    this.inUseBy.set(owner, (this.inUseBy.get(owner) ?? 0) + 1);
  }

  /** Removes and returns the waiter whose owner has the fewest slots in use, the earliest on a tie. */
  private nextWaiter(): Waiter<T> | undefined {
    let best = -1;
    for (let i = 0; i < this.waiting.length; i++) {
      if (best === -1 || (this.inUseBy.get(this.waiting[i]!.owner) ?? 0) < (this.inUseBy.get(this.waiting[best]!.owner) ?? 0)) best = i;
    }
    return best === -1 ? undefined : this.waiting.splice(best, 1)[0];
  }
}
