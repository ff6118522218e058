import { fireEvent, screen, within } from "@testing-library/react";
import type { ComponentType } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readCurrentDocument } from "#web/lib/resume-drafts";
import { getTemplate } from "#web/templates/registry";
import { templateCounts } from "#web/lib/template-ids";
import { marketingPage, type MarketingPageProps } from "../pages/marketing-pages";
import { CreativeTemplatesPage } from "./creative-templates-page";
import { EntryLevelTemplatesPage } from "./entry-level-templates-page";
import { ExecutiveTemplatesPage } from "./executive-templates-page";
import { renderMarketingPage, withScrolling } from "./gallery-test-support";
import { ModernTemplatesPage } from "./modern-templates-page";
import { ProfessionalTemplatesPage } from "./professional-templates-page";
import { TEMPLATE_STYLE_INFO, TEMPLATE_STYLES, templateStylePath, type TemplateStyle } from "./template-styles";

const pages: Record<TemplateStyle, { Page: ComponentType<MarketingPageProps>; heading: string }> = {
  modern: { Page: ModernTemplatesPage, heading: "Modern resume templates" },
  professional: { Page: ProfessionalTemplatesPage, heading: "Professional resume templates" },
  creative: { Page: CreativeTemplatesPage, heading: "Creative resume templates" },
  executive: { Page: ExecutiveTemplatesPage, heading: "Executive resume templates" },
  "entry-level": { Page: EntryLevelTemplatesPage, heading: "Entry-Level resume templates" },
};

const wordsOf = (text: string) => text.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length;

let scrolling: ReturnType<typeof withScrolling>;
beforeEach(() => {
  scrolling = withScrolling();
  sessionStorage.clear();
});
afterEach(() => scrolling.restore());

describe.each(TEMPLATE_STYLES)("/templates/%s", (style) => {
  const path = templateStylePath(style);
  const { Page, heading } = pages[style];
  const render = (isSignedIn: boolean) => renderMarketingPage(Page, path, isSignedIn);

  it("is titled for the tab and search results, with its own heading", () => {
    render(false);
    expect(screen.getByRole("heading", { level: 1, name: new RegExp(`^${heading}$`, "i") })).toBeInTheDocument();
    expect(document.title).toBe(marketingPage(path)!.title);
  });

  it("shows exactly the layouts the style's mapping names, in its order", () => {
    render(false);
    const gallery = screen.getByRole("list", { name: new RegExp(`^${TEMPLATE_STYLE_INFO[style].templateIds.length} `) });
    const names = within(gallery)
      .getAllByRole("article")
      .map((card) => within(card).getByRole("heading", { level: 3 }).textContent);
    expect(names).toEqual(TEMPLATE_STYLE_INFO[style].templateIds.map((id) => getTemplate(id).name));
  });

  it("gives 400 to 800 words of advice under a table of contents whose links all lead to a section", () => {
    const { container } = render(false);
    const contents = screen.getByRole("navigation", { name: "On this page" });
    const links = within(contents).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringMatching(/^Who .* suits$/),
      "What to put first",
      "How long it should be",
      "Fonts and colour",
      "ATS notes",
    ]);
    for (const link of links) {
      const target = container.querySelector(link.getAttribute("href")!);
      expect(target?.tagName, link.textContent!).toBe("H2");
      expect(target).toHaveTextContent(link.textContent!);
    }
    const words = wordsOf(container.querySelector("[data-style-advice] article")!.textContent!);
    expect(words).toBeGreaterThanOrEqual(400);
    expect(words).toBeLessThanOrEqual(800);
  });

  it("links to the other four styles and the whole gallery", () => {
    render(false);
    const others = within(screen.getByRole("list", { name: "Other styles" })).getAllByRole("link");
    expect(others.map((link) => link.getAttribute("href"))).toEqual(
      TEMPLATE_STYLES.filter((other) => other !== style).map(templateStylePath),
    );
    expect(screen.getByRole("link", { name: `all ${templateCounts.all} templates` })).toHaveAttribute("href", "/resume-templates");
  });

  it("sends a visitor to sign in, and a signed-in user to the template picker", () => {
    render(false);
    expect(screen.getByRole("link", { name: "Start building" })).toHaveAttribute("href", "/auth");
    for (const link of screen.getAllByRole("link", { name: /^Use this template: / })) expect(link).toHaveAttribute("href", "/auth");
  });

  it("starts a signed-in user's resume in the style's first layout", async () => {
    render(true);
    expect(screen.getByRole("link", { name: "Start building" })).toHaveAttribute("href", "/dashboard/templates");
    const first = getTemplate(TEMPLATE_STYLE_INFO[style].templateIds[0]!);
    fireEvent.click(screen.getByRole("button", { name: `Use this template: ${first.name}` }));
    expect(await screen.findByTestId("landed")).toHaveTextContent(/^\/dashboard\/editor\//);
    expect(readCurrentDocument()?.content.template_id).toBe(first.id);
  });
});
