import { createAuthClient } from "better-auth/react";

/** The one Better Auth client of the web app; it talks to /api/auth on the page's own origin. */
export const authClient = createAuthClient({ basePath: "/api/auth" });

export type AuthSession = NonNullable<ReturnType<typeof authClient.useSession>["data"]>;

/** The service's own message where it gave one (Better Auth's or the API's error body), else the spec's fallback. */
export function authErrorMessage(error: unknown): string {
  if (error && typeof error === "object") {
    const { message, error: nested } = error as { message?: unknown; error?: { message?: unknown } };
    if (typeof message === "string" && message.trim() !== "") return message;
    if (nested && typeof nested.message === "string" && nested.message.trim() !== "") return nested.message;
  }
  return "An error occurred";
}
