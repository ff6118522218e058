import { createContext, useContext } from "react";
import type { RouteMatch } from "react-router";
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

export interface PageTraits {
  pageWidth: PageWidth;
  siteFooter: boolean;
  serverRendered: boolean;
}

/** The matched routes' answers, the deepest route that names one winning. */
export function pageTraitsOf(matches: readonly RouteMatch[]): PageTraits {
  const handles = matches.map((match) => (match.route.handle ?? {}) as RouteHandle);
  const deepest = <T>(pick: (handle: RouteHandle) => unknown, is: (value: unknown) => value is T): T | undefined =>
    handles.map(pick).filter(is).at(-1);
  const isBoolean = (value: unknown): value is boolean => typeof value === "boolean";
  return {
    pageWidth: deepest((handle) => handle.pageWidth, isPageWidth) ?? "boxed",
    siteFooter: deepest((handle) => handle.siteFooter, isBoolean) ?? false,
    serverRendered: deepest((handle) => handle.serverRendered, isBoolean) ?? false,
  };
}

/** Provided by AppRoutes (routes.tsx) for the page being shown. */
export const PageTraitsContext = createContext<PageTraits>(pageTraitsOf([]));

export function useRouteHandle(): PageTraits {
  return useContext(PageTraitsContext);
}
