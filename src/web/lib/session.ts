import { queryOptions, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { SignedInUser } from "#shared/auth";

/**
 * The session as the shell knows it, read from Better Auth's /get-session with a plain request:
 * Better Auth's browser client (about 11 KB gzip) loads only with the pages that sign in, sign up
 * or reset a password, so the pages every visitor opens first stay light (decision 029).
 */

/** Who is signed in, as /get-session answers it (the fields the web app reads). */
export interface SignedInSession {
  user: SignedInUser;
}

export interface SessionState {
  /** Null: no one is signed in. */
  session: SignedInSession | null;
  /** This tab's Sign Out ended the session: a protected page still showing goes home, not to /auth. */
  signedOutHere: boolean;
}

const SESSION_KEY = ["session"] as const;

/** The session check's answer for a page the server rendered for this user (entry-server.tsx). */
export function setSignedInSession(client: QueryClient, user: SignedInUser): void {
  client.setQueryData<SessionState>(SESSION_KEY, { session: { user }, signedOutHere: false });
}

export const sessionQuery = queryOptions({
  queryKey: SESSION_KEY,
  queryFn: async (): Promise<SessionState> => {
    const response = await fetch("/api/auth/get-session", { credentials: "same-origin", headers: { accept: "application/json" } });
    if (!response.ok) throw new Error(`The session check answered ${response.status}`);
    return { session: (await response.json()) as SignedInSession | null, signedOutHere: false };
  },
  // As Better Auth's client did: checked again when the tab is shown, at most every 5 seconds.
  staleTime: 5_000,
  refetchOnWindowFocus: true,
});

// One channel per tab: a BroadcastChannel hears every other channel of its name, its own tab's
// included, but never itself, so this tab does not check again after its own announcement.
let channel: BroadcastChannel | undefined;
const sessionChannel = () => (channel ??= new BroadcastChannel("vitae.session"));

/** The other tabs check the session again: this one signed in or out. */
const announceSessionChange = () => sessionChannel().postMessage("changed");

/** The session check, kept live: on sign-in and sign-out here or in another tab, and when the tab is shown. */
export function useSessionCheck() {
  const client = useQueryClient();
  useEffect(() => {
    const recheck = () => void client.invalidateQueries({ queryKey: SESSION_KEY });
    const listened = sessionChannel();
    listened.addEventListener("message", recheck);
    return () => listened.removeEventListener("message", recheck);
  }, [client]);
  return useQuery(sessionQuery);
}

/**
 * After a sign-in or a password reset (which ends the user's sessions): this tab checks the
 * session again, its guards then moving the user on, and so do the other tabs.
 */
export async function sessionChanged(client: QueryClient): Promise<void> {
  await client.refetchQueries({ queryKey: SESSION_KEY });
  announceSessionChange();
}

/** Ends every session of the user (the server's sign-out does); resolves with the server's message if it failed. */
export async function endSession(client: QueryClient): Promise<string | null> {
  const response = await fetch("/api/auth/sign-out", {
    method: "POST",
    credentials: "same-origin",
    headers: { accept: "application/json", "content-type": "application/json" },
    body: "{}",
  }).catch(() => null);
  // The answer is read to its end before the page says "signed out": a navigation right after
  // would otherwise cut a response still arriving, and the browser reports the sign-out as aborted.
  const body = (await response?.json().catch(() => null)) as { message?: unknown } | null;
  if (!response?.ok) {
    return typeof body?.message === "string" && body.message !== "" ? body.message : "An error occurred";
  }
  client.setQueryData(SESSION_KEY, { session: null, signedOutHere: true });
  announceSessionChange();
  return null;
}

/** Drops every cached answer but the session itself: they belonged to whoever was signed in. */
export function forgetViewerData(client: QueryClient): void {
  client.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY[0] });
  client.getMutationCache().clear();
}
