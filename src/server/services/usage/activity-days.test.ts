import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../logger";
import { createApp } from "../../app";
import { TestClient, signUpUser } from "../../test-support/http-client";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { ActivityDays } from "./activity-days";

let t: TestApp;
let userId: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ userId } = await signUpUser(t, `active-${Date.now()}@example.com`));
});
afterAll(async () => {
  await t?.close();
});

const daysOf = async (id: string) =>
  (await t.services.database.db.selectFrom("user_activity_days").select("day").where("user_id", "=", id).orderBy("day").execute()).map(
    (row) => row.day,
  );

describe("ActivityDays", () => {
  it("keeps each UTC day a user was active once, however many requests, from any instance", async () => {
    const db = t.services.database.db;
    await db.deleteFrom("user_activity_days").where("user_id", "=", userId).execute();
    const one = new ActivityDays({ db, logger: createLogger("silent") });
    const other = new ActivityDays({ db, logger: createLogger("silent") });
    await one.record({ userId, now: new Date("2026-03-01T08:00:00Z") });
    await one.record({ userId, now: new Date("2026-03-01T23:59:59Z") });
    await other.record({ userId, now: new Date("2026-03-01T12:00:00Z") });
    await one.record({ userId, now: new Date("2026-03-02T00:00:01Z") });
    expect(await daysOf(userId)).toEqual(["2026-03-01", "2026-03-02"]);
  });

  it("counts signing in, and every signed-in request of the API, as activity of the day", async () => {
    const db = t.services.database.db;
    const email = `request-${Date.now()}@example.com`;
    const { userId: id } = await signUpUser(t, email);
    const today = new Date().toISOString().slice(0, 10);
    expect(await daysOf(id)).toEqual([today]);

    // A second instance of the app on the same database, which has not yet written the user's day.
    const second = new TestClient(createApp({ ...t.services, activityDays: new ActivityDays({ db, logger: createLogger("silent") }) }));
    expect((await second.post("/api/auth/sign-in/email", { email, password: "secret-pass" })).status).toBe(200);
    await db.deleteFrom("user_activity_days").where("user_id", "=", id).execute();
    expect((await second.get("/api/resumes")).status).toBe(200);
    expect(await daysOf(id)).toEqual([today]);
  });
});
