import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Outlet } from "react-router";
import { authClient } from "../lib/auth-client";
import { Navbar } from "./navbar";
import { SessionContext } from "./session-context";
import { useSignOut } from "./use-sign-out";

/**
 * Holds the page until the first session check ends, then keeps the session live: Better Auth's
 * client refetches it on sign-in, sign-out, focus, and when another tab signs out.
 */
export function Shell() {
  const { data: session, isPending } = authClient.useSession();
  // Later refetches (after sign-up, on focus) also report pending; only the first one may hide the page.
  const [hasChecked, setHasChecked] = useState(false);
  if (!isPending && !hasChecked) setHasChecked(true);
  const signOut = useSignOut();
  const queryClient = useQueryClient();
  const userId = session?.user.id;

  // Cached server data belongs to one user: drop it whenever the signed-in user changes.
  useEffect(() => {
    return () => queryClient.clear();
  }, [userId, queryClient]);

  if (!hasChecked && !session) {
    return (
      <div className="flex min-h-screen items-center justify-center text-slate-500" role="status">
        Loading...
      </div>
    );
  }
  return (
    <SessionContext.Provider value={session ?? null}>
      <div className="flex min-h-screen flex-col bg-white">
        <Navbar isSignedIn={Boolean(session)} onSignOut={() => void signOut()} />
        <main className="flex flex-1 flex-col">
          <Outlet />
        </main>
      </div>
    </SessionContext.Provider>
  );
}
