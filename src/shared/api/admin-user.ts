import { z } from "zod";
import { defineEndpoint, jsonAnswer, jsonBody, noContent } from "./endpoint";

const USER = "/api/admin/users/:id";

export const adminUserParams = z.object({ id: z.string().min(1).max(200) });

export const adminUserResumeSchema = z.object({
  id: z.string(),
  title: z.string(),
  template_id: z.string(),
  updated_at: z.string(),
});

export const adminUserDetailsSchema = z.object({
  id: z.string(),
  username: z.string().nullable(),
  email: z.string(),
  emailVerified: z.boolean(),
  created_at: z.string(),
  isAdmin: z.boolean(),
  signInDisabled: z.boolean(),
  /** The latest of a session created or extended and a resume saved; null when the user has none. */
  lastActivityAt: z.string().nullable(),
  /** Every resume of the user, newest save first. */
  resumes: z.array(adminUserResumeSchema),
});

export type AdminUserDetails = z.infer<typeof adminUserDetailsSchema>;

/**
 * What an operator types to confirm deleting a user: the username, or the email when the user has
 * none. The server refuses the deletion unless the request carries exactly this.
 */
export const deletionConfirmationOf = (user: { username: string | null; email: string }): string => user.username ?? user.email;

const ACCOUNT_ERRORS = ["UNAUTHORIZED", "FORBIDDEN", "NOT_FOUND", "VALIDATION_FAILED"] as const;

/**
 * One user's details and the operator's actions on them (issue 13). Admins only: 401 without a
 * session, 403 without the admin role. An action that would lock the acting admin out (their own
 * role, sign-in or account) answers SELF_LOCKOUT; revoking the role of, disabling or deleting the
 * only admin left who can sign in answers LAST_ADMIN.
 */
export const adminUserApi = {
  details: defineEndpoint({
    method: "GET",
    path: USER,
    params: adminUserParams,
    answer: jsonAnswer(adminUserDetailsSchema),
    status: 200,
    errors: ACCOUNT_ERRORS,
  }),
  /** Grants or revokes the admin role; answers the user's details as they now are. */
  setAdmin: defineEndpoint({
    method: "PUT",
    path: `${USER}/admin`,
    params: adminUserParams,
    body: jsonBody(z.object({ admin: z.boolean() })),
    answer: jsonAnswer(adminUserDetailsSchema),
    status: 200,
    errors: [...ACCOUNT_ERRORS, "SELF_LOCKOUT", "LAST_ADMIN"],
  }),
  /** Disables sign-in (and ends the user's sessions at once) or enables it again; answers the details as they now are. */
  setSignIn: defineEndpoint({
    method: "PUT",
    path: `${USER}/sign-in`,
    params: adminUserParams,
    body: jsonBody(z.object({ disabled: z.boolean() })),
    answer: jsonAnswer(adminUserDetailsSchema),
    status: 200,
    errors: [...ACCOUNT_ERRORS, "SELF_LOCKOUT", "LAST_ADMIN"],
  }),
  /** Deletes the user and everything they own; `confirmation` must be deletionConfirmationOf(user), else 422. */
  delete: defineEndpoint({
    method: "DELETE",
    path: USER,
    params: adminUserParams,
    body: jsonBody(z.object({ confirmation: z.string().max(300) })),
    answer: noContent,
    status: 204,
    errors: [...ACCOUNT_ERRORS, "SELF_LOCKOUT", "LAST_ADMIN"],
  }),
};
