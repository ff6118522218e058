import type { TemplateId } from "#web/lib/template-ids";

/** The five styles the footer's Templates column links to, each a page at /templates/{style}. */
export const TEMPLATE_STYLES = ["modern", "professional", "creative", "executive", "entry-level"] as const;
export type TemplateStyle = (typeof TEMPLATE_STYLES)[number];

export interface TemplateStyleInfo {
  name: string;
  /** One line for the links between the template pages. */
  summary: string;
  /**
   * The layouts shown, chosen from the catalogue's own descriptions and taglines (catalog/*.tsx).
   * A layout may suit more than one style; every layout suits at least one (template-styles.test.ts).
   */
  templateIds: readonly TemplateId[];
}

export const TEMPLATE_STYLE_INFO: Record<TemplateStyle, TemplateStyleInfo> = {
  modern: {
    name: "Modern",
    summary: "Clean lines and one confident accent colour, for tech, startups and fast-moving teams.",
    templateIds: ["modern", "minimalist", "technical", "infographic", "cv-photo-modern", "cv-photo-minimalist", "cv-photo-tech"],
  },
  professional: {
    name: "Professional",
    summary: "Conservative structure that reads at a glance, for corporate, public-sector and academic roles.",
    templateIds: [
      "professional",
      "corporate",
      "classic",
      "simple",
      "academic",
      "cv-photo-professional",
      "cv-photo-business",
      "cv-photo-academic",
    ],
  },
  creative: {
    name: "Creative",
    summary: "Colour, bold type and visual skill markers, for design, marketing and media.",
    templateIds: ["creative", "bold", "infographic", "cv-photo-creative"],
  },
  executive: {
    name: "Executive",
    summary: "Commanding headers, an executive summary and room for a long career, for senior leaders.",
    templateIds: ["executive", "corporate", "compact", "classic", "cv-photo-executive", "cv-photo-business", "cv-photo-elegant"],
  },
  "entry-level": {
    name: "Entry-Level",
    summary: "Plain, uncluttered layouts that let education, projects and skills carry the page.",
    templateIds: ["simple", "modern", "minimalist", "academic", "cv-photo-modern", "cv-photo-minimalist"],
  },
};

export const templateStylePath = (style: TemplateStyle) => `/templates/${style}`;
