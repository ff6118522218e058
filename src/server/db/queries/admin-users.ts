import { sql, type Kysely, type SqlBool } from "kysely";
import type { AdminUserRow, AdminUserSortField, SortDirection } from "#shared/api/admin";
import type { Database } from "../schema";
import { toIso } from "../timestamps";

export interface AdminUsersFilter {
  /** Part of a username or an email; empty matches everyone. */
  search: string;
  sort: { field: AdminUserSortField; direction: SortDirection };
  limit: number;
  offset: number;
}

// LIKE's own wildcards in the search are literal characters ('_' is common in usernames).
const likePattern = (search: string): string => `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Emails are stored in lower case and usernames can only be lower case, so a lower-cased pattern
 * matches in any case on both dialects (PostgreSQL's LIKE is case-sensitive, SQLite's is not).
 * Each table is searched on its own and the ids united, so each side can use its own index (the
 * trigram indexes of migration 007 on PostgreSQL) instead of filtering the joined rows one by one.
 */
function matching(db: Kysely<Database>, search: string) {
  const base = db.selectFrom("user as u").leftJoin("profiles as p", "p.user_id", "u.id");
  if (!search) return base;
  const pattern = likePattern(search);
  const ids = db
    .selectFrom("user")
    .select("id")
    .where(sql<SqlBool>`email like ${pattern} escape '\\'`)
    .union(
      db
        .selectFrom("profiles")
        .select("user_id as id")
        .where(sql<SqlBool>`username like ${pattern} escape '\\'`),
    );
  return base.where("u.id", "in", ids);
}

export async function countMatchingUsers(db: Kysely<Database>, search: string): Promise<number> {
  // Everyone: the users alone, without the profiles a count does not need.
  const query = search ? matching(db, search) : db.selectFrom("user as u");
  const row = await query.select((eb) => eb.fn.countAll<number | string>().as("count")).executeTakeFirstOrThrow();
  return Number(row.count);
}

interface PageRow {
  id: string;
  email: string;
  username: string | null;
  createdAt: Date | string;
  resume_count?: number | string | null;
}

const resumeCounts = (db: Kysely<Database>) =>
  db
    .selectFrom("resumes")
    .select(["user_id", (eb) => eb.fn.countAll<number | string>().as("resume_count")])
    .groupBy("user_id");

/**
 * One page of users. Sorted by resume count, the page needs every user's count (one grouped pass
 * over resumes); sorted otherwise, the page is cut first and only its users' resumes are counted.
 * The user id breaks ties so pages never overlap.
 */
export async function listUsersPage(db: Kysely<Database>, filter: AdminUsersFilter): Promise<AdminUserRow[]> {
  const { field, direction } = filter.sort;
  const columns = ["u.id", "u.email", "p.username", "u.createdAt"] as const;
  let rows: PageRow[];
  if (field === "resume_count") {
    const count = sql<number>`coalesce(${sql.ref("rc.resume_count")}, 0)`;
    rows = await matching(db, filter.search)
      .leftJoin(resumeCounts(db).as("rc"), "rc.user_id", "u.id")
      .select([...columns, count.as("resume_count")])
      .orderBy(count, direction)
      .orderBy("u.id", direction)
      .limit(filter.limit)
      .offset(filter.offset)
      .execute();
  } else {
    let query = matching(db, filter.search).select(columns);
    query =
      field === "username"
        ? // Users without a username come last in both directions, as nothing to read.
          query.orderBy(sql`${sql.ref("p.username")} is null`).orderBy("p.username", direction)
        : query.orderBy("u.createdAt", direction);
    rows = await query.orderBy("u.id", direction).limit(filter.limit).offset(filter.offset).execute();
    const ids = rows.map((row) => row.id);
    const counts = ids.length === 0 ? [] : await resumeCounts(db).where("user_id", "in", ids).execute();
    const byUser = new Map(counts.map((row) => [row.user_id, row.resume_count]));
    rows = rows.map((row) => ({ ...row, resume_count: byUser.get(row.id) ?? 0 }));
  }
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    email: row.email,
    created_at: toIso(row.createdAt),
    resumeCount: Number(row.resume_count ?? 0),
  }));
}
