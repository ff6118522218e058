import { useMatches } from "react-router";
import { isPageWidth, type PageWidth } from "../components/ui/page-column";

/** What a route tells the shell about its page (`handle` in routes.tsx). */
export interface RouteHandle {
  /** The column of the page, which the navbar takes too. */
  pageWidth?: PageWidth;
  /** Ends with the site footer (the marketing pages). */
  siteFooter?: boolean;
  /**
   * Served with its content: the server renders the page signed out (entry-server.tsx), so the
   * browser shows it at once and hydrates it before the session is known.
   */
  serverRendered?: boolean;
}

/** The route's answers, the deepest route that names one winning. */
export function useRouteHandle(): { pageWidth: PageWidth; siteFooter: boolean; serverRendered: boolean } {
  const handles = useMatches().map((match) => (match.handle ?? {}) as RouteHandle);
  const deepest = <T>(pick: (handle: RouteHandle) => unknown, is: (value: unknown) => value is T): T | undefined =>
    handles.map(pick).filter(is).at(-1);
  const isBoolean = (value: unknown): value is boolean => typeof value === "boolean";
  return {
    pageWidth: deepest((handle) => handle.pageWidth, isPageWidth) ?? "boxed",
    siteFooter: deepest((handle) => handle.siteFooter, isBoolean) ?? false,
    serverRendered: deepest((handle) => handle.serverRendered, isBoolean) ?? false,
  };
}
