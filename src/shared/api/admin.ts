import { z } from "zod";
import { defineEndpoint, jsonAnswer } from "./endpoint";

const ADMIN = "/api/admin";

/** The columns the users table sorts by, each in either direction: `created_at:desc`, `username:asc`, ... */
export const ADMIN_USER_SORT_FIELDS = ["created_at", "username", "resume_count"] as const;
export type AdminUserSortField = (typeof ADMIN_USER_SORT_FIELDS)[number];
export type SortDirection = "asc" | "desc";

export const ADMIN_USERS_MAX_PAGE_SIZE = 100;
export const ADMIN_USERS_DEFAULT_PAGE_SIZE = 25;

const sortSchema = z
  .string()
  .regex(/^(created_at|username|resume_count):(asc|desc)$/, "Sort by created_at, username or resume_count, then :asc or :desc.")
  .transform((value) => {
    const [field, direction] = value.split(":") as [AdminUserSortField, SortDirection];
    return { field, direction };
  });

export const adminUsersQuerySchema = z.object({
  /** Part of a username or an email, in any case; empty lists everyone. */
  search: z.string().trim().max(200, "The search can be at most 200 characters.").default(""),
  page: z.coerce.number().int("The page must be a whole number.").min(1, "The page starts at 1.").default(1),
  pageSize: z.coerce
    .number()
    .int("The page size must be a whole number.")
    .min(1, "The page size must be at least 1.")
    .max(ADMIN_USERS_MAX_PAGE_SIZE, `The page size can be at most ${ADMIN_USERS_MAX_PAGE_SIZE}.`)
    .default(ADMIN_USERS_DEFAULT_PAGE_SIZE),
  sort: sortSchema.default({ field: "created_at", direction: "desc" }),
});

export type AdminUsersQuery = z.output<typeof adminUsersQuerySchema>;

export const adminMetricsSchema = z.object({
  totalUsers: z.number(),
  /** Users who made a signed-in request in the last 30 UTC days, today included (decision 024). */
  activeUsers30d: z.number(),
  totalResumes: z.number(),
  /** The template id used by the most resumes, or null without resumes; the web shows its name, or 'N/A'. */
  popularTemplateId: z.string().nullable(),
});

export type AdminMetrics = z.infer<typeof adminMetricsSchema>;

export const adminUserRowSchema = z.object({
  id: z.string(),
  username: z.string().nullable(),
  email: z.string(),
  created_at: z.string(),
  resumeCount: z.number(),
});

export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

export const adminUsersPageSchema = z.object({
  users: z.array(adminUserRowSchema),
  /** How many users match the search, over all pages. */
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;

/** The chart's span: this many UTC days, today included. */
export const ADMIN_ACTIVITY_DAYS = 90;

const outcomeCountSchema = z.object({ name: z.string(), outcome: z.string(), count: z.number() });

export const adminActivitySchema = z.object({
  /** One entry per UTC day ('YYYY-MM-DD'), oldest first, today last; days without activity hold zeros. */
  days: z.array(
    z.object({
      day: z.string(),
      signUps: z.number(),
      /** Users who made a signed-in request that day (decision 024). */
      activeUsers: z.number(),
      /** PDFs printed that day, resumes and letters. */
      pdfExports: z.number(),
    }),
  ),
  /** AI function calls over the days, by function (name) and outcome (success, throttled, ...). */
  aiRequests: z.array(outcomeCountSchema),
  /** PDF exports over the days, by kind (name: resume or letter) and outcome (success, refused, cancelled, failed). */
  pdfExports: z.array(outcomeCountSchema),
});

export type AdminActivity = z.infer<typeof adminActivitySchema>;
export type OutcomeCount = z.infer<typeof outcomeCountSchema>;

/** Admins only: 401 without a session, 403 for a signed-in user without the admin role. */
export const adminApi = {
  metrics: defineEndpoint({
    method: "GET",
    path: `${ADMIN}/metrics`,
    answer: jsonAnswer(adminMetricsSchema),
    status: 200,
    errors: ["UNAUTHORIZED", "FORBIDDEN"],
  }),
  activity: defineEndpoint({
    method: "GET",
    path: `${ADMIN}/activity`,
    answer: jsonAnswer(adminActivitySchema),
    status: 200,
    errors: ["UNAUTHORIZED", "FORBIDDEN"],
  }),
  users: defineEndpoint({
    method: "GET",
    path: `${ADMIN}/users`,
    query: adminUsersQuerySchema,
    answer: jsonAnswer(adminUsersPageSchema),
    status: 200,
    errors: ["UNAUTHORIZED", "FORBIDDEN", "VALIDATION_FAILED"],
  }),
};
