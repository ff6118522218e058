import { describe, expect, it } from "vitest";
import { isValidUsername } from "#shared/username";
import { APP_META } from "#web/lib/use-document-meta";
import { LANDING_PAGE_META, MARKETING_PAGES } from "./marketing-pages";
import { MARKETING_PAGE_COMPONENTS } from "./page-components";

describe("the marketing pages", () => {
  it("each have a component, and every component a page", () => {
    expect(Object.keys(MARKETING_PAGE_COMPONENTS).sort()).toEqual(MARKETING_PAGES.map((page) => page.path).sort());
  });

  it("each have a path of their own, a title with the brand and a description of search-result length", () => {
    expect(new Set(MARKETING_PAGES.map((page) => page.path)).size).toBe(MARKETING_PAGES.length);
    expect(new Set(MARKETING_PAGES.map((page) => page.title)).size).toBe(MARKETING_PAGES.length);
    for (const page of MARKETING_PAGES) {
      expect(page.title, page.path).toMatch(/Vitae/);
      expect(page.description.length, page.path).toBeGreaterThanOrEqual(70);
      expect(page.description.length, page.path).toBeLessThanOrEqual(170);
    }
  });

  it("never take a name a user could take as a username, which /{username} would show instead", () => {
    for (const page of MARKETING_PAGES) expect(isValidUsername(page.path.split("/")[1]!), page.path).toBe(false);
  });

  // index.html carries the same for every other page (scripts/template-counts.test.ts).
  it("give the landing page the app's own title and description", () => {
    expect(LANDING_PAGE_META).toBe(APP_META);
  });
});
