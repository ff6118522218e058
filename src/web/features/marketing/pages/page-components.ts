import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { MarketingPageProps } from "./marketing-pages";

/**
 * Each marketing page's component by its path, loaded when the page is opened, so the landing
 * page carries none of them. Every page of MARKETING_PAGES has one (marketing-pages.test.ts).
 */
export const MARKETING_PAGE_COMPONENTS: Record<string, LazyExoticComponent<ComponentType<MarketingPageProps>>> = {
  // Build: the tools

  // Templates

  // Resources: examples and guides
  "/resume-examples": lazy(() => import("../examples/resume-examples-page").then((m) => ({ default: m.ResumeExamplesPage }))),
  "/cv-examples": lazy(() => import("../examples/cv-examples-page").then((m) => ({ default: m.CvExamplesPage }))),

  // Company
};
