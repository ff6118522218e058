// @vitest-environment node
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { marketingPage } from "../pages/marketing-pages";
import { AtsResumeCheckerPage } from "./ats-resume-checker-page";
import { CoverLetterGeneratorPage } from "./cover-letter-generator-page";
import { CvMakerPage } from "./cv-maker-page";
import { ResumeBuilderPage } from "./resume-builder-page";

const pages = [
  ["/resume-builder", ResumeBuilderPage],
  ["/cv-maker", CvMakerPage],
  ["/cover-letter-generator", CoverLetterGeneratorPage],
  ["/ats-resume-checker", AtsResumeCheckerPage],
] as const;

/**
 * The pages will be pre-rendered to static HTML at build time, where there is no window or
 * document: each must render on the server, and render the same markup every time.
 */
describe("the tool pages on the server", () => {
  for (const [path, Page] of pages) {
    it(`renders ${path} without a browser, the same each time`, () => {
      const html = () =>
        renderToString(
          <StaticRouter location={path}>
            <Page isSignedIn={false} />
          </StaticRouter>,
        );
      expect(typeof document).toBe("undefined");
      const first = html();
      expect(marketingPage(path)).toBeDefined();
      expect(first).toContain("<h1");
      expect(first).toContain('href="/auth"');
      expect(html()).toBe(first);
    });
  }
});
