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

  it("with one slot, serves a waiting owner after at most one task of each other owner", async () => {
    const pool = new SlotPool(["only"], { maxQueue: 10, maxPerOwner: 5 });
    const order: string[] = [];
    const served = (owner: string, label = owner) => acquire(pool, owner).then(() => order.push(label));
    await acquire(pool, "flooder");
    const waiting = [
      served("flooder", "flooder 2"),
      served("flooder", "flooder 3"),
      served("flooder", "flooder 4"),
      served("flooder", "flooder 5"),
      served("alice"),
      served("bob"),
    ];
    const finish = async (owner: string) => {
      pool.release("only", owner);
      await Promise.resolve();
    };
    // Everyone has none in use when the only slot frees: the owners served longest ago go first.
    await finish("flooder");
    expect(order).toEqual(["alice"]);
    await finish("alice");
    expect(order).toEqual(["alice", "bob"]);
    await finish("bob");
    expect(order).toEqual(["alice", "bob", "flooder 2"]);
    // Alice comes back while the flooder still has three waiting: she is next again.
    const again = served("alice", "alice again");
    await finish("flooder");
    expect(order.at(-1)).toBe("alice again");
    await finish("alice");
    await finish("flooder");
    await finish("flooder");
    await Promise.all([...waiting, again]);
    expect(order).toEqual(["alice", "bob", "flooder 2", "alice again", "flooder 3", "flooder 4", "flooder 5"]);
  });

  it("keeps a slot for the others when an owner may run fewer tasks than there are slots", async () => {
    const pool = new SlotPool(["a", "b"], { maxQueue: 10, maxPerOwner: 4, maxRunningPerOwner: 1 });
    const order: string[] = [];
    const first = await acquire(pool, "flooder");
    // An idle slot, but the flooder runs its one: its next tasks wait.
    const waiting = [1, 2].map((n) => acquire(pool, "flooder").then((slot) => (order.push(`flooder ${n}`), slot)));
    expect(pool.queued).toBe(2);
    // Anyone else gets the idle slot at once.
    expect(await acquire(pool, "alice")).toBe("b");
    pool.release("b", "alice");
    await Promise.resolve();
    expect(order).toEqual([]);
    pool.release(first, "flooder");
    const second = await waiting[0]!;
    expect(order).toEqual(["flooder 1"]);
    pool.release(second, "flooder");
    await waiting[1];
    expect(order).toEqual(["flooder 1", "flooder 2"]);
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
