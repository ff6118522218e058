import { describe, expect, it } from "vitest";
import { templateCatalog } from "#web/templates/catalog";
import { marketingPage } from "../pages/marketing-pages";
import { TEMPLATE_STYLES, TEMPLATE_STYLE_INFO, templateStylePath } from "./template-styles";

describe("the template styles", () => {
  it("each have a page in the footer's Templates column", () => {
    for (const style of TEMPLATE_STYLES) expect(marketingPage(templateStylePath(style))?.group, style).toBe("Templates");
  });

  it("each show at least four layouts, none twice", () => {
    for (const style of TEMPLATE_STYLES) {
      const { templateIds } = TEMPLATE_STYLE_INFO[style];
      expect(templateIds.length, style).toBeGreaterThanOrEqual(4);
      expect(new Set(templateIds).size, style).toBe(templateIds.length);
    }
  });

  it("leave no layout of the catalogue without a style page", () => {
    const styled = new Set(TEMPLATE_STYLES.flatMap((style) => TEMPLATE_STYLE_INFO[style].templateIds));
    expect(templateCatalog.filter((template) => !styled.has(template.id as never)).map((template) => template.id)).toEqual([]);
  });

  it("mix resumes and CVs with a photo where the catalogue has both for the style", () => {
    const categoriesOf = (style: (typeof TEMPLATE_STYLES)[number]) =>
      new Set(TEMPLATE_STYLE_INFO[style].templateIds.map((id) => templateCatalog.find((template) => template.id === id)!.category));
    for (const style of TEMPLATE_STYLES) expect([...categoriesOf(style)].sort(), style).toEqual(["cv", "resume"]);
  });
});
