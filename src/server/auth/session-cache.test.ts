import { describe, expect, it } from "vitest";
import type { SessionUser } from "./create-auth";
import { SessionCache } from "./session-cache";

const user = (id: string) => ({ id, email: `${id}@example.com` }) as SessionUser;

describe("SessionCache", () => {
  it("answers within its time to live and forgets afterwards", () => {
    const cache = new SessionCache(2000);
    cache.set("cookie-a", user("a"), new Date(10_000_000), 1000);
    expect(cache.get("cookie-a", 2999)?.id).toBe("a");
    expect(cache.get("cookie-a", 3000)).toBeUndefined();
  });

  it("never outlives the session itself", () => {
    const cache = new SessionCache(2000);
    cache.set("cookie-a", user("a"), new Date(1500), 1000);
    expect(cache.get("cookie-a", 1499)?.id).toBe("a");
    expect(cache.get("cookie-a", 1500)).toBeUndefined();
  });

  it("forgets every cookie of a user at once and keeps other users", () => {
    const cache = new SessionCache(2000);
    cache.set("laptop", user("a"), new Date(10_000), 0);
    cache.set("phone", user("a"), new Date(10_000), 0);
    cache.set("other", user("b"), new Date(10_000), 0);
    cache.forgetUser("a");
    expect(cache.get("laptop", 1)).toBeUndefined();
    expect(cache.get("phone", 1)).toBeUndefined();
    expect(cache.get("other", 1)?.id).toBe("b");
  });
});
