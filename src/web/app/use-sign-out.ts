import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { endSession } from "../lib/session";

/** Signs out everywhere (the server ends all of the user's sessions) and returns to the landing page. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const client = useQueryClient();
  return async () => {
    // Leave the page first, so a protected page does not flash its signed-out state.
    navigate("/", { replace: true });
    const failure = await endSession(client);
    if (failure) {
      const { toast } = await import("../lib/toast");
      toast.error("Sign out failed", { description: failure });
    }
  };
}
