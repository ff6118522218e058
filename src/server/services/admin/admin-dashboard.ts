import { ADMIN_ACTIVITY_DAYS, type AdminActivity, type AdminMetrics, type AdminUsersPage, type AdminUsersQuery } from "#shared/api/admin";
import {
  aiRequestsByFunctionAndOutcome,
  pdfExportsByKindAndOutcome,
  pdfExportsPerDay,
  signUpsPerDay,
} from "../../db/queries/admin-activity";
import { countResumes, countUsers, mostUsedTemplateId } from "../../db/queries/admin-metrics";
import { activeUsersPerDay, countActiveUsersFrom } from "../../db/queries/user-activity";
import { countMatchingUsers, listUsersPage } from "../../db/queries/admin-users";
import { hasRole } from "../../db/queries/user-roles";
import { utcDay } from "../../db/utc-day";
import type { DbDeps, DatabaseDeps } from "../deps";

const DAY_MS = 24 * 60 * 60 * 1000;
const ACTIVE_WINDOW_DAYS = 30;

/** The UTC days of a window that ends today, oldest first. */
function lastDays(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, i) => utcDay(new Date(now.getTime() - (count - 1 - i) * DAY_MS)));
}

export const isAdmin = ({ db }: DbDeps, { userId }: { userId: string }): Promise<boolean> => hasRole(db, userId, "admin");

export async function getAdminMetrics({ db }: DbDeps, { now }: { now: Date }): Promise<AdminMetrics> {
  const [totalUsers, activeUsers30d, totalResumes, popularTemplateId] = await Promise.all([
    countUsers(db),
    countActiveUsersFrom(db, lastDays(now, ACTIVE_WINDOW_DAYS)[0]!),
    countResumes(db),
    mostUsedTemplateId(db),
  ]);
  return { totalUsers, activeUsers30d, totalResumes, popularTemplateId };
}

export async function listAdminUsers({ db }: DbDeps, query: AdminUsersQuery): Promise<AdminUsersPage> {
  const { search, page, pageSize, sort } = query;
  const [users, total] = await Promise.all([
    listUsersPage(db, { search, sort, limit: pageSize, offset: (page - 1) * pageSize }),
    countMatchingUsers(db, search),
  ]);
  return { users, total, page, pageSize };
}

export async function getAdminActivity({ database }: DatabaseDeps, { now }: { now: Date }): Promise<AdminActivity> {
  const { db, dialect } = database;
  const days = lastDays(now, ADMIN_ACTIVITY_DAYS);
  const since = `${days[0]!}T00:00:00.000Z`;
  const [signUps, active, exports, aiRequests, pdfExports] = await Promise.all([
    signUpsPerDay(db, dialect, since),
    activeUsersPerDay(db, days[0]!),
    pdfExportsPerDay(db, dialect, since),
    aiRequestsByFunctionAndOutcome(db, since),
    pdfExportsByKindAndOutcome(db, since),
  ]);
  return {
    days: days.map((day) => ({
      day,
      signUps: signUps.get(day) ?? 0,
      activeUsers: active.get(day) ?? 0,
      pdfExports: exports.get(day) ?? 0,
    })),
    aiRequests,
    pdfExports,
  };
}
