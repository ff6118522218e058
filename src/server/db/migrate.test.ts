import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { migrateToLatest } from "./migrate";

let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  // Two apps alive at once: on PostgreSQL two schemas of one database, each migrated on its own.
  first = await createTestApp();
  second = await createTestApp();
});
afterAll(async () => {
  await first?.close();
  await second?.close();
});

describe("migrateToLatest", () => {
  it("gives each database (or PostgreSQL schema) its own tables, even when another already has them", async () => {
    const db1 = first.services.database.db;
    const db2 = second.services.database.db;
    await db1.insertInto("attempt_counts").values({ key: "k1", count: 1, reset_at: Date.now() }).execute();
    expect(await db1.selectFrom("attempt_counts").select("key").execute()).toEqual([{ key: "k1" }]);
    expect(await db2.selectFrom("attempt_counts").select("key").execute()).toEqual([]);
  });

  it("does nothing on an up-to-date database, as on every restart", async () => {
    await migrateToLatest(first.services.database);
    const applied = await first.services.database.db
      .selectFrom("kysely_migration" as never)
      .select("name" as never)
      .execute();
    expect(applied).toEqual([
      { name: "001-initial" },
      { name: "002-attempt-counters" },
      { name: "003-resume-save-id" },
      { name: "004-admin-indexes" },
      { name: "005-disabled-sign-ins" },
      { name: "006-usage-records" },
      { name: "007-user-search" },
      { name: "008-account-limits" },
      { name: "009-refusal-counts" },
    ]);
  });
});
