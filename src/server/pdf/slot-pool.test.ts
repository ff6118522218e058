import { describe, expect, it } from "vitest";
import { SlotPool } from "./slot-pool";

/** Acquires, failing the test on a refusal. */
const acquire = (pool: SlotPool<string>, owner: string, signal?: AbortSignal) => {
  const slot = pool.tryAcquire(owner, signal);
  if (typeof slot === "string") throw new Error(`refused: ${slot}`);
  return slot;
};

describe("SlotPool", () => {
  it("hands a freed slot to the waiting owner with the fewest slots in use, the earliest of them on a tie", async () => {
    const pool = new SlotPool(["a", "b"], { maxQueue: 10, maxPerOwner: 5 });
    const order: string[] = [];
    const first = await acquire(pool, "flooder");
    await acquire(pool, "flooder");
    const waiting = [
      acquire(pool, "flooder").then(() => order.push("flooder 3")),
      acquire(pool, "flooder").then(() => order.push("flooder 4")),
      acquire(pool, "alice").then(() => order.push("alice")),
      acquire(pool, "bob").then(() => order.push("bob")),
    ];
    pool.release(first, "flooder");
    await Promise.resolve();
    expect(order).toEqual(["alice"]);
    pool.release("a", "alice");
    await Promise.resolve();
    // bob has none in use, the flooder one: bob first although the flooder came earlier.
    expect(order).toEqual(["alice", "bob"]);
    pool.release("a", "bob");
    pool.release("b", "flooder");
    await Promise.all(waiting);
    expect(order).toEqual(["alice", "bob", "flooder 3", "flooder 4"]);
  });

  it("refuses an owner past its share, and anyone once the queue is full", () => {
    const pool = new SlotPool(["a"], { maxQueue: 2, maxPerOwner: 2 });
    acquire(pool, "ada");
    acquire(pool, "ada");
    expect(pool.tryAcquire("ada")).toBe("owner-limit");
    acquire(pool, "bob");
    expect(pool.heldBy("ada")).toBe(2);
    expect(pool.tryAcquire("carol")).toBe("queue-full");
  });

  it("takes a waiter whose signal aborts out of the queue, rejecting it with the signal's reason", async () => {
    const pool = new SlotPool(["a"], { maxQueue: 1, maxPerOwner: 2 });
    await acquire(pool, "ada");
    const client = new AbortController();
    const waiting = acquire(pool, "bob", client.signal);
    expect(pool.queued).toBe(1);
    client.abort(new Error("client gone"));
    await expect(waiting).rejects.toThrow("client gone");
    expect(pool.queued).toBe(0);
    expect(pool.heldBy("bob")).toBe(0);
    // The freed place is usable, and a release with nobody waiting makes the slot idle again.
    pool.release("a", "ada");
    expect(await acquire(pool, "carol")).toBe("a");
  });
});
