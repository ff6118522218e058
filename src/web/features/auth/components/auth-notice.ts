import { toMessage, type AuthMessageState } from "./auth-message";

/** What another page asks the sign-in form to say when it sends the user there (router state). */
export type AuthNotice = "email-confirmed" | "link-expired" | "link-invalid";

const notices: Record<AuthNotice, AuthMessageState> = {
  "email-confirmed": toMessage("Email confirmed. Sign in to continue.", true),
  "link-expired": toMessage("This confirmation link has expired. Sign in to get a new one by email."),
  "link-invalid": toMessage("This confirmation link is not valid. Sign in to get a new one by email."),
};

export function noticeMessage(state: unknown): AuthMessageState | null {
  const notice = (state as { notice?: unknown } | null)?.notice;
  return typeof notice === "string" && notice in notices ? notices[notice as AuthNotice] : null;
}
