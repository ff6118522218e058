import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { Outlet } from "react-router";
import { MarketingFooter } from "../features/marketing/components/marketing-footer";
import { Navbar } from "./navbar";
import { useRouteHandle } from "./route-handle";
import { forgetViewerData, useSessionCheck, type SessionState } from "../lib/session";
import { SessionContext } from "./session-context";
import { useSignOut } from "./use-sign-out";

const NO_ONE: SessionState = { session: null, signedOutHere: false };

/**
 * Holds the page until the first session check ends, then keeps the session live (session.ts).
 * A page served with its content is shown at once, as a visitor sees it, as the server rendered it.
 */
export function Shell() {
  // A failed check counts as known: the visitor is treated as signed out, as the server will.
  const { data: state = NO_ONE, isPending } = useSessionCheck();
  const signOut = useSignOut();
  const { pageWidth, siteFooter, serverRendered } = useRouteHandle();
  const queryClient = useQueryClient();
  const { session } = state;
  const userId = session?.user.id;

  const isSessionKnown = !isPending;

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
    <SessionContext.Provider value={state}>
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
