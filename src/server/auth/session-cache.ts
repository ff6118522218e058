import type { SessionUser } from "./create-auth";

export const SESSION_CACHE_TTL_MS = 2000;
const MAX_ENTRIES = 10_000;

/**
 * Remembers for two seconds which user a Cookie header belongs to, so a burst of requests (auto-save,
 * a page's parallel queries) checks the session once. Whenever a session ends in this process (every
 * Better Auth session delete, and our global sign-out) its user is forgotten at once; another instance
 * may honour a revoked session for at most the TTL (decision 014).
 */
export class SessionCache {
  private readonly entries = new Map<string, { user: SessionUser; until: number }>();

  constructor(private readonly ttlMs: number = SESSION_CACHE_TTL_MS) {}

  get(cookieHeader: string, now: number): SessionUser | undefined {
    const entry = this.entries.get(cookieHeader);
    if (!entry) return undefined;
    if (entry.until > now) return entry.user;
    this.entries.delete(cookieHeader);
    return undefined;
  }

  set(cookieHeader: string, user: SessionUser, sessionExpiresAt: Date, now: number): void {
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(cookieHeader, { user, until: Math.min(now + this.ttlMs, sessionExpiresAt.getTime()) });
  }

  forgetUser(userId: string): void {
    for (const [key, entry] of this.entries) if (entry.user.id === userId) this.entries.delete(key);
  }
}
