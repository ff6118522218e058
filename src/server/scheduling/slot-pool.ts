interface Waiter<T> {
  owner: string;
  resolve(slot: T): void;
  reject(error: unknown): void;
}

export type AcquireRefusal = "queue-full" | "owner-limit";

/**
 * A fixed set of slots handed out one task at a time, with a bounded queue for callers that find
 * every slot busy. The queue is fair between owners: an owner may hold at most `maxPerOwner` slots
 * and places at once, and a freed slot goes to the waiting owner with the fewest slots in use, and
 * among those to the one served longest ago (an owner never served, or back after holding nothing,
 * first; then the earliest waiter). With one slot every owner has none in use when it frees, so
 * "fewest in use" alone fell back to first come, first served, and a user behind another's burst
 * waited for all of it; served longest ago makes it a round: a waiting owner is served after at
 * most one task of each other owner (decision 032). With `maxRunningPerOwner` below the number
 * of slots, one owner never holds them all: the rest stay for the others, and its further tasks
 * wait even beside an idle slot. A waiter whose signal aborts leaves the queue. Plain bookkeeping:
 * it knows nothing of browsers or workers.
 */
export class SlotPool<T> {
  private readonly idle: T[];
  private readonly waiting: Waiter<T>[] = [];
  private readonly inUseBy = new Map<string, number>();
  /** When each owner holding or awaiting a slot was last given one (a count of grants); forgotten once it holds and awaits nothing. */
  private readonly lastServed = new Map<string, number>();
  private grants = 0;
  private inUse = 0;

  constructor(
    slots: readonly T[],
    private readonly limits: { maxQueue: number; maxPerOwner: number; maxRunningPerOwner?: number },
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
    const slot = this.mayRunMore(owner) ? this.idle.shift() : undefined;
    if (slot !== undefined) {
      this.take(owner);
      return Promise.resolve(slot);
    }
    if (this.waiting.length >= this.limits.maxQueue) return "queue-full";
    return new Promise<T>((resolve, reject) => {
      const leave = () => {
        const index = this.waiting.indexOf(waiter);
        if (index !== -1) this.waiting.splice(index, 1);
        this.forgetIfIdle(owner);
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
    this.forgetIfIdle(owner);
    const next = this.nextWaiter();
    if (next) next.resolve(slot);
    else this.idle.push(slot);
  }

  /** Fails every caller still waiting (on shutdown). */
  rejectWaiting(error: () => unknown): void {
    for (const waiter of this.waiting.splice(0)) {
      waiter.reject(error());
      this.forgetIfIdle(waiter.owner);
    }
  }

  private take(owner: string): void {
    this.inUse++;
    this.inUseBy.set(owner, (this.inUseBy.get(owner) ?? 0) + 1);
    this.lastServed.set(owner, ++this.grants);
  }

  private mayRunMore(owner: string): boolean {
    return (this.inUseBy.get(owner) ?? 0) < (this.limits.maxRunningPerOwner ?? Number.POSITIVE_INFINITY);
  }

  // Keeps the map to the owners in the pool: one who comes back later is as one never served.
  private forgetIfIdle(owner: string): void {
    if (!this.inUseBy.has(owner) && !this.waiting.some((waiter) => waiter.owner === owner)) this.lastServed.delete(owner);
  }

  /**
   * Removes and returns the next waiter that may run: its owner has the fewest slots in use, then
   * was served longest ago, then waited longest. One whose owner runs its most waits for that owner's own release.
   */
  private nextWaiter(): Waiter<T> | undefined {
    const rank = (waiter: Waiter<T>) => [this.inUseBy.get(waiter.owner) ?? 0, this.lastServed.get(waiter.owner) ?? 0] as const;
    let best = -1;
    for (let i = 0; i < this.waiting.length; i++) {
      if (!this.mayRunMore(this.waiting[i]!.owner)) continue;
      if (best === -1) {
        best = i;
        continue;
      }
      const [inUse, served] = rank(this.waiting[i]!);
      const [bestInUse, bestServed] = rank(this.waiting[best]!);
      if (inUse < bestInUse || (inUse === bestInUse && served < bestServed)) best = i;
    }
    return best === -1 ? undefined : this.waiting.splice(best, 1)[0];
  }
}
