import { FEATURES_PAGE_META, LANDING_PAGE_META, MARKETING_PAGES } from "#web/features/marketing/pages/marketing-pages";
import { expect, expectProblems, test } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import { layoutShiftSoFar, watchLayoutShifts } from "./support/layout-shift";

/**
 * Every public page a visitor or a search engine reaches: the landing page, /features and each
 * footer page of the registry. Each has its own title, one h1, a footer whose links all answer, no
 * sideways scrolling at 360 px, no accessibility violations axe-core can find (WCAG 2.1 A/AA), and
 * holds still on a phone while it loads.
 */
const PAGES = [
  { path: "/", ...LANDING_PAGE_META },
  { path: "/features", ...FEATURES_PAGE_META },
  ...MARKETING_PAGES.map(({ path, title, description }) => ({ path, title, description })),
];

/** The footer links this worker has seen answer 200. */
const answeredFooterLinks = new Set<string>();

for (const { path, title } of PAGES) {
  test(`${path}: its title, one h1, a footer of working links, no sideways scroll at 360 px, no axe violations, no layout shift`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await watchLayoutShifts(page);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page).toHaveTitle(title);
    // Served as a visitor sees it, hydrated, then told the session: none of that moves the page.
    // (The navbar's Sign In link, hidden at this width, comes once the session is known.)
    await expect(page.locator('nav[aria-label="Main"] a[href="/auth"]')).toBeAttached();
    expect(await layoutShiftSoFar(page), "cumulative layout shift while loading").toBeLessThan(0.05);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, "no sideways scrolling at 360 px").toBeLessThanOrEqual(0);

    const footer = page.getByRole("contentinfo");
    await expect(footer).toHaveCount(1);
    const links = await footer.getByRole("link").evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).pathname));
    expect(links.length).toBeGreaterThan(3);
    // Every page has the same footer: a link is fetched once per worker, all of a page's new ones at once.
    const unchecked = [...new Set(links)].filter((link) => !answeredFooterLinks.has(link));
    const statuses = await Promise.all(unchecked.map(async (link) => [link, (await request.get(link)).status()] as const));
    for (const [link, status] of statuses) {
      expect(status, link).toBe(200);
      answeredFooterLinks.add(link);
    }

    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page, `at ${width} px`);
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

/**
 * What a search engine or a link preview reads before any script runs: the server sends each page
 * with its content, its own title and description, its address and its Open Graph tags.
 */
test.describe("served with their content", () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, title, description } of PAGES) {
    test(`${path} reads whole with JavaScript off`, async ({ page, baseURL }) => {
      // With scripting off, Chromium refuses the app's module preloads; nothing else may fail.
      expectProblems(page, /^request failed: GET .*\/assets\/[\w-]+\.js csp$/);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      // A visitor's copy, the same for everyone, which a signed-in user's request never gets (decision 031).
      expect(response?.headers()["cache-control"]).toBe("no-cache");
      expect(response?.headers()["vary"]).toContain("Cookie");
      await expect(page).toHaveTitle(title);
      const head = page.locator("head");
      const url = new URL(path, baseURL).href;
      await expect(head.locator('meta[name="description"]')).toHaveAttribute("content", description);
      await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", url);
      await expect(head.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
      await expect(head.locator('meta[property="og:description"]')).toHaveAttribute("content", description);
      await expect(head.locator('meta[property="og:url"]')).toHaveAttribute("content", url);
      // Styled by the stylesheet linked in its head, which needs no script (decision 030).
      await expect(head.locator('link[rel="stylesheet"]')).toHaveCount(1);
      await expect(page.locator("body")).toHaveCSS("font-family", /^"?Inter Variable/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("main")).not.toContainText("Loading...");
      expect((await page.getByRole("main").innerText()).length, "the page's text is in the HTML").toBeGreaterThan(400);
      await expect(page.getByRole("contentinfo").getByRole("link", { name: "Resume Tips" })).toHaveAttribute("href", "/resume-tips");
    });
  }

  test("robots.txt and sitemap.xml list every one of them at the site's address", async ({ request, baseURL }) => {
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${new URL("/sitemap.xml", baseURL).href}`);
    expect(robots).toContain("Disallow: /dashboard");
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.headers()["content-type"]).toContain("application/xml");
    const listed = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    expect(listed).toEqual(expect.arrayContaining(PAGES.map((page) => page.path)));
  });
});
