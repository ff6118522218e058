import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Outlet } from "react-router";
import { MarketingFooter } from "../features/marketing/components/marketing-footer";
import { authClient } from "../lib/auth-client";
import { Navbar } from "./navbar";
import { useRouteHandle } from "./route-handle";
import { SessionContext } from "./session-context";
import { useSignOut } from "./use-sign-out";

/**
 * Holds the page until the first session check ends, then keeps the session live: Better Auth's
 * client refetches it on sign-in, sign-out, focus, and when another tab signs out. A page served
 * with its content is shown at once, as a visitor sees it, as the server rendered it.
 */
export function Shell() {
  const { data: session, isPending } = authClient.useSession();
  // Later refetches (after sign-up, on focus) also report pending; only the first one may hide the page.
  const [hasChecked, setHasChecked] = useState(false);
  if (!isPending && !hasChecked) setHasChecked(true);
  const signOut = useSignOut();
  const { pageWidth, siteFooter, serverRendered } = useRouteHandle();
  const queryClient = useQueryClient();
  const userId = session?.user.id;

  const isSessionKnown = hasChecked || Boolean(session);

  // Cached server data belongs to whoever was signed in (or to no one): drop it when that changes.
  // Not when the first session check ends: the data a server-rendered page came with is the same
  // for everyone.
  const viewer = isSessionKnown ? (userId ?? null) : undefined;
  const lastViewer = useRef(viewer);
  useEffect(() => {
    if (lastViewer.current !== undefined && lastViewer.current !== viewer) queryClient.clear();
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
    <SessionContext.Provider value={session ?? null}>
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
