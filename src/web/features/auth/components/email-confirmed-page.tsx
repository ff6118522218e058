import { useEffect } from "react";
import { Navigate, useSearchParams } from "react-router";
import { toast } from "#web/lib/toast";
import type { AuthNotice } from "./auth-notice";

/**
 * Where the confirmation link lands (EMAIL_CONFIRMED_PATH). The link signs the user in, so a
 * session means the email was just confirmed. Without one the link was used before (or opened in
 * another browser) and the email is confirmed all the same; Better Auth adds ?error= when the
 * link was broken or expired. Either way the sign-in form says which.
 */
export function EmailConfirmedPage({ isSignedIn }: { isSignedIn: boolean }) {
  const [params] = useSearchParams();
  const error = params.get("error");
  const isWelcome = isSignedIn && !error;

  useEffect(() => {
    // One id: React's development double effects and a re-render must not stack two toasts.
    if (isWelcome) toast.success("Email confirmed", { id: "email-confirmed", description: "You are signed in. Welcome to Vitae!" });
  }, [isWelcome]);

  if (isSignedIn) return <Navigate to="/dashboard" replace />;
  const notice: AuthNotice = !error ? "email-confirmed" : error === "TOKEN_EXPIRED" ? "link-expired" : "link-invalid";
  return <Navigate to="/auth" replace state={{ notice }} />;
}
