import { createContext, useContext } from "react";
import type { SessionState, SignedInSession } from "../lib/session";

/** The session once the first check has ended (until then: no one); provided by the shell. */
export const SessionContext = createContext<SessionState>({ session: null, signedOutHere: false });

export function useSessionState(): SessionState {
  return useContext(SessionContext);
}

/** The signed-in user's session, or null for a visitor. */
export function useCurrentSession(): SignedInSession | null {
  return useSessionState().session;
}
