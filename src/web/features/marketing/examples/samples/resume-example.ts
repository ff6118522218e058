import type { CustomSection, ResumeContent } from "#shared/resume";

/** One sample resume of the examples pages: a fictional person, complete enough to start from. */
export interface ResumeExample {
  /** Unique across both pages; names the card's heading and its test ids. */
  slug: string;
  /** The card's heading. */
  profession: string;
  /** What makes it a good model, in a sentence or two. */
  whyItWorks: string;
  /** The resume itself, in the template it is shown in (its template_id). */
  content: ResumeContent;
}

/** A description as the templates print a list: one '- ' line per bullet. */
export const bullets = (...lines: string[]): string => lines.map((line) => `- ${line}`).join("\n");

export interface HighlightRow {
  heading: string;
  details: string;
  /** 'YYYY-MM', how the editor's date fields store a month. */
  date: string;
}

/** A custom section of titled rows (volunteering, awards, publications), the shape the editor builds. */
export function highlightsSection(key: string, title: string, rows: readonly HighlightRow[]): CustomSection {
  return {
    id: `${key}-custom`,
    title,
    fields: [
      { id: `${key}-field-heading`, name: "heading", label: "Title", type: "text" },
      { id: `${key}-field-details`, name: "details", label: "Details", type: "textarea" },
      { id: `${key}-field-date`, name: "date", label: "Date", type: "date" },
    ],
    items: rows.map((row, index) => ({ id: `${key}-custom-${index + 1}`, ...row })),
  };
}
