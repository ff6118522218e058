import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { useSessionState } from "./session-context";

/** Signed-out visitors of a protected route go to /auth; a user who just signed out in this tab goes home. */
export function RequireSession({ children }: { children: ReactNode }) {
  const { session, signedOutHere } = useSessionState();
  // Sign Out leaves for "/" first, but the session may end before that navigation is shown.
  return session ? children : <Navigate to={signedOutHere ? "/" : "/auth"} replace />;
}

/** A signed-in user who opens /auth goes to /dashboard. */
export function RedirectSignedIn({ children }: { children: ReactNode }) {
  return useSessionState().session ? <Navigate to="/dashboard" replace /> : children;
}
