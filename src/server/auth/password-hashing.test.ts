import { hashPassword, verifyPassword } from "better-auth/crypto";
import { describe, expect, it } from "vitest";
import { createPasswordHashing } from "./password-hashing";

describe("password hashing", () => {
  it("makes hashes Better Auth's default verifies, and verifies hashes it made", async () => {
    const hashing = createPasswordHashing({ concurrency: 1, queue: 4 });
    const ours = await hashing.hash("correct horse");
    expect(ours).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await verifyPassword({ hash: ours, password: "correct horse" })).toBe(true);
    const theirs = await hashPassword("battery staple");
    expect(await hashing.verify({ hash: theirs, password: "battery staple" })).toBe(true);
    expect(await hashing.verify({ hash: theirs, password: "battery stable" })).toBe(false);
  });

  it("runs at most `concurrency` hashes and refuses one more than the queue holds with 503", async () => {
    const hashing = createPasswordHashing({ concurrency: 1, queue: 2 });
    const admitted = [hashing.hash("one"), hashing.hash("two"), hashing.hash("three")];
    let refusal: unknown;
    try {
      await hashing.hash("four");
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toMatchObject({
      statusCode: 503,
      body: { code: "SERVICE_UNAVAILABLE", message: "The server is busy. Please try again in a moment." },
    });
    expect(await Promise.all(admitted)).toHaveLength(3);
    // Once the queue has drained there is room again.
    expect(await hashing.hash("five")).toMatch(/:/);
  });
});
