import type { Kysely } from "kysely";
import type { Database } from "../schema";

/** Keeps that the user was active on the day; a second call for the same day changes nothing. */
export async function insertActivityDay(db: Kysely<Database>, userId: string, day: string): Promise<void> {
  await db
    .insertInto("user_activity_days")
    .values({ day, user_id: userId })
    .onConflict((conflict) => conflict.columns(["day", "user_id"]).doNothing())
    .execute();
}

/** Distinct users active on any day from `fromDay` on (a range of the primary key). */
export async function countActiveUsersFrom(db: Kysely<Database>, fromDay: string): Promise<number> {
  const row = await db
    .selectFrom("user_activity_days")
    .select((eb) => eb.fn.count<number | string>("user_id").distinct().as("count"))
    .where("day", ">=", fromDay)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Active users of each day from `fromDay` on; days without any are left out. */
export async function activeUsersPerDay(db: Kysely<Database>, fromDay: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("user_activity_days")
    .select(["day", (eb) => eb.fn.countAll<number | string>().as("count")])
    .where("day", ">=", fromDay)
    .groupBy("day")
    .execute();
  return new Map(rows.map((row) => [row.day, Number(row.count)]));
}
