import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { emptyResumeContent, type ResumeContent } from "../../../shared/resume";
import { formatDateRange, formatDateValue } from "../primitives/date-range";
import { parseRichText } from "../primitives/rich-text";
import { sampleResume } from "../sample-resume";
import { TechnicalPage } from "./technical";

const textOf = (markup: string) =>
  markup.replace(/<[^>]+>/g, " ").replace(/&amp;/g, "&").replace(/&#x27;/g, "'").replace(/\s+/g, " ");
const render = (resume: ResumeContent) => renderToStaticMarkup(<TechnicalPage resume={resume} />);
const rich = (t: string) => parseRichText(t).flatMap((b) => (b.type === "list" ? b.items : b.lines));

/** Every filled value of a resume as it prints: dates formatted, bullets without their markers. */
function printedValues(r: ResumeContent): string[] {
  const i = r.personal_info;
  return [
    ...[i.fullName, i.email, i.phone, i.location, "jordanellis.dev", "linkedin.com/in/jordanellis", ...rich(i.summary)],
    ...r.experience.flatMap((e) => [e.company, e.position, e.location, ...rich(e.description)]),
    ...r.experience.map((e) => formatDateRange(e.startDate, e.endDate, e.current)),
    ...r.education.flatMap((e) => [e.institution, e.degree, e.field, e.location, e.gpa ?? ""]),
    ...r.education.map((e) => formatDateRange(e.startDate, e.endDate)),
    ...r.skills.flatMap((g) => [g.category, ...g.items]),
    ...r.projects.flatMap((p) => [p.name, ...p.technologies, ...rich(p.description)]),
    ...r.projects.map((p) => formatDateRange(p.startDate, p.endDate)),
    ...r.certifications.flatMap((c) => [c.name, c.issuer, c.date, c.credentialId]),
    ...r.languages.flatMap((l) => [l.name, l.proficiency]),
    ...r.custom_sections.flatMap((s) => [
      s.title,
      ...s.items.flatMap((item) =>
        s.fields.flatMap((f) => (f.type === "textarea" ? rich(item[f.name] ?? "") : [formatDateValue(item[f.name])])),
      ),
    ]),
  ].filter((value) => value.trim() !== "");
}

const TITLES = ["Summary", "Experience", "Notable Projects", "Tech Stack", "Education", "Certifications", "Languages"];

describe("technical layout", () => {
  it("prints every filled sample value under its tech titles", () => {
    const text = textOf(render(sampleResume));
    for (const value of [...printedValues(sampleResume), ...TITLES]) expect(text, value).toContain(value);
  });

  it("renders no section for an empty resume", () => {
    const text = textOf(render(emptyResumeContent()));
    for (const title of TITLES) expect(text).not.toContain(title);
    expect(text.trim()).toBe("");
  });

  it("shows Present for a current role", () => {
    expect(textOf(render(sampleResume))).toContain("Mar 2021 – Present");
  });

  it("links website and LinkedIn first, ahead of the other contacts", () => {
    const markup = render(sampleResume);
    const website = markup.indexOf('href="https://jordanellis.dev"');
    const linkedin = markup.indexOf('href="https://linkedin.com/in/jordanellis"');
    expect(website).toBeGreaterThan(-1);
    expect(linkedin).toBeGreaterThan(website);
    expect(markup.indexOf('href="mailto:jordan.ellis@example.com"')).toBeGreaterThan(linkedin);
  });
});
