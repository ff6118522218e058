import { useNavigate } from "react-router";
import { toast } from "../components/ui/toaster";
import { authClient } from "../lib/auth-client";

/** Signs out everywhere (the server ends all of the user's sessions) and returns to the landing page. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    const { error } = await authClient.signOut();
    if (error) {
      toast.error("Sign out failed", { description: error.message ?? "An error occurred" });
      return;
    }
    navigate("/", { replace: true });
  };
}
