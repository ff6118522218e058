import { useNavigate } from "react-router";
import { authClient } from "../lib/auth-client";

/** Signs out everywhere (the server ends all of the user's sessions) and returns to the landing page. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    // Leave the page first: a protected page that sees the session vanish would send the user to /auth.
    // At once, not in a transition, which the session's change could overtake on a busy device.
    navigate("/", { replace: true, flushSync: true });
    const { error } = await authClient.signOut();
    if (error) {
      const { toast } = await import("../components/ui/toaster");
      toast.error("Sign out failed", { description: error.message ?? "An error occurred" });
    }
  };
}
