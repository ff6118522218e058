interface Spent {
  at: number;
  ms: number;
}

/**
 * Render time each owner has used over a sliding window. An owner who used up the budget waits
 * until enough of it is older than the window. Kept in memory: it bounds what one user costs this
 * server's browser, which is per process too.
 */
export class RenderBudget {
  private readonly spent = new Map<string, Spent[]>();

  constructor(private readonly limits: { budgetMs: number; windowMs: number }) {}

  /** Milliseconds until the owner may render again; 0 when it has budget left now. */
  waitMs(owner: string, now: number): number {
    const recent = this.recent(owner, now);
    let total = recent.reduce((sum, entry) => sum + entry.ms, 0);
    for (const entry of recent) {
      if (total < this.limits.budgetMs) break;
      // Once this entry leaves the window, the owner is that much further from the limit.
      total -= entry.ms;
      if (total < this.limits.budgetMs) return entry.at + this.limits.windowMs - now;
    }
    return 0;
  }

  record(owner: string, ms: number, now: number): void {
    // Owners who stopped rendering are forgotten here, so the map holds only the window's users.
    for (const other of this.spent.keys()) if (other !== owner) this.recent(other, now);
    this.spent.set(owner, [...this.recent(owner, now), { at: now, ms }]);
  }

  /** The owner's renders still inside the window, oldest first; forgets the rest. */
  private recent(owner: string, now: number): Spent[] {
    const recent = (this.spent.get(owner) ?? []).filter((entry) => entry.at > now - this.limits.windowMs);
    if (recent.length > 0) this.spent.set(owner, recent);
    else this.spent.delete(owner);
    return recent;
  }
}
