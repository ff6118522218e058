import { createAuthClient } from "better-auth/react";

/**
 * The web app's Better Auth client, for the pages that sign in, sign up and reset a password; it
 * talks to /api/auth on the page's own origin. The shell reads the session without it (app/session.ts).
 */
export const authClient = createAuthClient({ basePath: "/api/auth" });

/** The service's own message where it gave one (Better Auth's or the API's error body), else the spec's fallback. */
export function authErrorMessage(error: unknown): string {
  if (error && typeof error === "object") {
    const { message, error: nested } = error as { message?: unknown; error?: { message?: unknown } };
    if (typeof message === "string" && message.trim() !== "") return message;
    if (nested && typeof nested.message === "string" && nested.message.trim() !== "") return nested.message;
  }
  return "An error occurred";
}
