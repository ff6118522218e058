import { createContext, useContext } from "react";
import type { AuthSession } from "../lib/auth-client";

/** The signed-in user's session, or null for a visitor; provided once the first session check has ended. */
export const SessionContext = createContext<AuthSession | null>(null);

export function useCurrentSession(): AuthSession | null {
  return useContext(SessionContext);
}
