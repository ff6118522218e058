import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { useCurrentSession } from "./session-context";

/** Signed-out visitors of a protected route go to /auth. */
export function RequireSession({ children }: { children: ReactNode }) {
  return useCurrentSession() ? children : <Navigate to="/auth" replace />;
}

/** A signed-in user who opens /auth goes to /dashboard. */
export function RedirectSignedIn({ children }: { children: ReactNode }) {
  return useCurrentSession() ? <Navigate to="/dashboard" replace /> : children;
}
