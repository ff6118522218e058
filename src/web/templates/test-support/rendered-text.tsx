import { renderToStaticMarkup } from "react-dom/server";
import type { ResumeContent } from "#shared/resume";
import type { TemplateDefinition } from "../define-template";
import { displayUrl, getContactItems } from "../primitives/contact-line";
import { formatDateRange, formatDateValue } from "../primitives/date-range";
import { parseRichText } from "../primitives/rich-text";

/** A template's page as the static markup React would send, outside any A4 sheet. */
export function renderTemplate(template: Pick<TemplateDefinition, "Page">, resume: ResumeContent): string {
  const { Page } = template;
  return renderToStaticMarkup(<Page resume={resume} />);
}

/** The entities React's server renderer escapes text and attributes with. */
const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#x27;": "'", "&#39;": "'" };

/**
 * The visible text of markup, entities decoded, so values can be searched as typed. Tags (and the
 * `<!-- -->` separators React puts between text nodes) vanish without adding space, so text split
 * over inline elements reads as one string; `<br>` is a line break. CSS such as `uppercase` never
 * changes the text: values stay as the user typed them.
 */
export function textOf(markup: string): string {
  return markup
    .replace(/<br\s*\/?>/g, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity] ?? entity);
}

/** A textarea's text as it prints: one string per line, bullet markers dropped. */
export const richTextLines = (text: string | null | undefined): string[] =>
  parseRichText(text).flatMap((block) => (block.type === "list" ? block.items : block.lines));

/**
 * Every non-empty value of a resume as a layout prints it, using the primitives' own formatting:
 * contacts as their labels (URLs without scheme), date ranges and dates formatted ('Sep 2019'),
 * rich text line by line without bullet markers, every skill item and technology, and each custom
 * item's values by field type. A current role reads 'Present' unless the layout passes its own
 * `presentLabel` to the date range primitive (creative layouts say 'Now').
 */
export function printedValues(resume: ResumeContent, { presentLabel = "Present" }: { presentLabel?: string } = {}): string[] {
  const info = resume.personal_info;
  const values: string[] = [info.fullName, ...getContactItems(info).map((item) => item.label), ...richTextLines(info.summary)];
  for (const e of resume.experience)
    values.push(
      e.company,
      e.position,
      e.location,
      formatDateRange(e.startDate, e.endDate, e.current, presentLabel),
      ...richTextLines(e.description),
    );
  for (const e of resume.education)
    values.push(e.institution, e.degree, e.field, e.location, e.gpa ?? "", formatDateRange(e.startDate, e.endDate));
  for (const g of resume.skills) values.push(g.category, ...g.items);
  for (const p of resume.projects)
    values.push(
      p.name,
      displayUrl(p.link ?? ""),
      ...p.technologies,
      formatDateRange(p.startDate, p.endDate),
      ...richTextLines(p.description),
    );
  for (const c of resume.certifications) values.push(c.name, c.issuer, formatDateValue(c.date), c.credentialId);
  for (const l of resume.languages) values.push(l.name, l.proficiency);
  for (const s of resume.custom_sections) {
    values.push(s.title);
    for (const item of s.items)
      for (const field of s.fields) {
        const value = item[field.name] ?? "";
        if (field.type === "textarea") values.push(...richTextLines(value));
        else values.push(field.type === "date" ? formatDateValue(value) : value);
      }
  }
  return values.map((value) => value.trim()).filter((value) => value !== "");
}

/** The resume with a profile photo set, for the photo layouts. */
export const withPhoto = (resume: ResumeContent, url: string): ResumeContent => ({
  ...resume,
  personal_info: { ...resume.personal_info, photo_url: url },
});
