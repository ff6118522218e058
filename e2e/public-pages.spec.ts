import AxeBuilder from "@axe-core/playwright";
import { MARKETING_PAGES } from "../src/web/features/marketing/pages/marketing-pages";
import { expect, test } from "./support/test";

/**
 * Every public page a visitor or a search engine reaches: the landing page, /features and each
 * footer page of the registry. Each has its own title, one h1, a footer whose links all answer, no
 * sideways scrolling at 360 px, and no accessibility violations axe-core can find (WCAG 2.1 A/AA).
 */
const PAGES = [
  { path: "/", title: "Vitae — Resume & CV Builder" },
  { path: "/features", title: undefined },
  ...MARKETING_PAGES.map((page) => ({ path: page.path, title: page.title })),
];

for (const { path, title } of PAGES) {
  test(`${path}: its title, one h1, a footer of working links, no sideways scroll at 360 px, no axe violations`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    if (title) await expect(page).toHaveTitle(title);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, "no sideways scrolling at 360 px").toBeLessThanOrEqual(0);

    const footer = page.getByRole("contentinfo");
    await expect(footer).toHaveCount(1);
    const links = await footer.getByRole("link").evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).pathname));
    expect(links.length).toBeGreaterThan(3);
    for (const link of new Set(links)) expect((await request.get(link)).status(), link).toBe(200);

    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      expect(
        results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`),
        `axe at ${width} px`,
      ).toEqual([]);
    }
  });
}

test("a path no one could have as a username gets the not-found page, not 'Profile Not Found'", async ({ page }) => {
  for (const path of ["/no-such-page", "/privacy-policy", "/templates"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Profile Not Found" })).toHaveCount(0);
  }
});
