import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Outlet, useMatches } from "react-router";
import { isPageWidth, type PageWidth } from "../components/ui/page-column";
import { MarketingFooter } from "../features/marketing/components/marketing-footer";
import { authClient } from "../lib/auth-client";
import { Navbar } from "./navbar";
import { SessionContext } from "./session-context";
import { useSignOut } from "./use-sign-out";

/** The column of the deepest route that names one (`handle: { pageWidth }`). */
function usePageWidth(): PageWidth {
  const named = useMatches()
    .map((match) => (match.handle as { pageWidth?: unknown } | undefined)?.pageWidth)
    .filter(isPageWidth);
  return named.at(-1) ?? "boxed";
}

/** Whether the deepest route that says so wants the site footer (`handle: { siteFooter: true }`). */
function useSiteFooter(): boolean {
  const said = useMatches()
    .map((match) => (match.handle as { siteFooter?: unknown } | undefined)?.siteFooter)
    .filter((value): value is boolean => typeof value === "boolean");
  return said.at(-1) ?? false;
}

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
  const pageWidth = usePageWidth();
  const siteFooter = useSiteFooter();
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
        <Navbar isSignedIn={Boolean(session)} width={pageWidth} onSignOut={() => void signOut()} />
        <main className="flex flex-1 flex-col">
          <Outlet />
        </main>
        {/* After main, so it is the page's contentinfo landmark. */}
        {siteFooter ? <MarketingFooter isSignedIn={Boolean(session)} onSignOut={() => void signOut()} /> : null}
      </div>
    </SessionContext.Provider>
  );
}
