import type { Kysely } from "kysely";
import type { AdminMetrics, AdminUsersPage, AdminUsersQuery } from "../../../shared/api/admin";
import { countActiveUsersSince, countResumes, countUsers, mostUsedTemplateId } from "../../db/queries/admin-metrics";
import { countMatchingUsers, listUsersPage } from "../../db/queries/admin-users";
import { hasRole } from "../../db/queries/user-roles";
import type { Database } from "../../db/schema";

const ACTIVE_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

export const isAdmin = (db: Kysely<Database>, userId: string): Promise<boolean> => hasRole(db, userId, "admin");

export async function getAdminMetrics(db: Kysely<Database>, now: Date): Promise<AdminMetrics> {
  const since = new Date(now.getTime() - ACTIVE_WINDOW_MS).toISOString();
  const [totalUsers, activeUsers30d, totalResumes, popularTemplateId] = await Promise.all([
    countUsers(db),
    countActiveUsersSince(db, since),
    countResumes(db),
    mostUsedTemplateId(db),
  ]);
  return { totalUsers, activeUsers30d, totalResumes, popularTemplateId };
}

export async function listAdminUsers(db: Kysely<Database>, query: AdminUsersQuery): Promise<AdminUsersPage> {
  const { search, page, pageSize, sort } = query;
  const [users, total] = await Promise.all([
    listUsersPage(db, { search, sort, limit: pageSize, offset: (page - 1) * pageSize }),
    countMatchingUsers(db, search),
  ]);
  return { users, total, page, pageSize };
}
