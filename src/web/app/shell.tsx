import { useQueryClient } from "@tanstack/react-query";
import { startTransition, useEffect, useMemo, useRef, useState } from "react";
import { Outlet } from "react-router";
import { MarketingFooter } from "../features/marketing/components/marketing-footer";
import { Navbar } from "./navbar";
import { useRouteHandle } from "./route-handle";
import { forgetViewerData, useSessionCheck, type SessionState } from "../lib/session";
import { SessionContext } from "./session-context";
import { useSignOut } from "./use-sign-out";

const NO_ONE: SessionState = { session: null, signedOutHere: false };

type ShownSession = SessionState & { isKnown: boolean };

/**
 * The session check as the page shows it: from the first render, what the check already holds (a
 * page the server rendered for a signed-in user comes with it). Each change is applied in a
 * transition: a page served with its content may still be hydrating when the check answers, and an
 * urgent update that reached a part not yet hydrated would make React draw that part again from
 * scratch, showing its 'Loading...' and moving the page; a transition lets the hydration finish first.
 */
function useShownSession(): ShownSession {
  // A failed check counts as known: the visitor is treated as signed out, as the server will.
  const { data = NO_ONE, isPending } = useSessionCheck();
  const { session, signedOutHere } = data;
  const isKnown = !isPending;
  const [shown, setShown] = useState<ShownSession>(() => ({ session, signedOutHere, isKnown }));
  useEffect(() => {
    startTransition(() => setShown({ session, signedOutHere, isKnown }));
  }, [session, signedOutHere, isKnown]);
  return shown;
}

/**
 * Holds the page until the first session check ends, then keeps the session live (session.ts).
 * A page served with its content is shown at once as the server rendered it: for the signed-in
 * user it was rendered for, or as a visitor sees it.
 */
export function Shell() {
  const { session, signedOutHere, isKnown: isSessionKnown } = useShownSession();
  // The same value while the session is: the pages below do not render again for a check that changed nothing.
  const sessionState = useMemo(() => ({ session, signedOutHere }), [session, signedOutHere]);
  const signOut = useSignOut();
  const { pageWidth, siteFooter, serverRendered } = useRouteHandle();
  const queryClient = useQueryClient();
  const userId = session?.user.id;

  // Cached server data belongs to whoever was signed in (or to no one): drop it when that changes.
  // Not when the first session check ends: the data a server-rendered page came with is the same
  // for everyone.
  const viewer = isSessionKnown ? (userId ?? null) : undefined;
  const lastViewer = useRef(viewer);
  useEffect(() => {
    if (lastViewer.current !== undefined && lastViewer.current !== viewer) forgetViewerData(queryClient);
    lastViewer.current = viewer;
  }, [viewer, queryClient]);
  if (!isSessionKnown && !serverRendered) {
    return (
      <div className="flex min-h-screen items-center justify-center text-slate-500" role="status">
        Loading...
      </div>
    );
  }
  return (
    <SessionContext.Provider value={sessionState}>
      <div className="flex min-h-screen flex-col bg-white">
        <Navbar isSignedIn={isSessionKnown ? Boolean(session) : undefined} width={pageWidth} onSignOut={() => void signOut()} />
        <main className="flex flex-1 flex-col">
          <Outlet />
        </main>
        {/* After main, so it is the page's contentinfo landmark. */}
        {siteFooter ? <MarketingFooter isSignedIn={Boolean(session)} onSignOut={() => void signOut()} /> : null}
      </div>
    </SessionContext.Provider>
  );
}
