import type { Kysely } from "kysely";
import type { Database } from "../schema";

export async function findUserIdByEmail(db: Kysely<Database>, email: string): Promise<string | undefined> {
  const row = await db.selectFrom("user").select("id").where("email", "=", email.toLowerCase()).executeTakeFirst();
  return row?.id;
}

export async function deleteUserSessions(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom("session").where("userId", "=", userId).execute();
}

export async function userExists(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db.selectFrom("user").select("id").where("id", "=", userId).executeTakeFirst();
  return row !== undefined;
}
