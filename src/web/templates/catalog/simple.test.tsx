import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { emptyResumeContent, type ResumeContent } from "../../../shared/resume";
import { formatDateRange, formatDateValue } from "../primitives/date-range";
import { parseRichText } from "../primitives/rich-text";
import { sampleResume } from "../sample-resume";
import { SimplePage } from "./simple";

const textOf = (markup: string) =>
  markup.replace(/<[^>]+>/g, " ").replace(/&amp;/g, "&").replace(/&#x27;/g, "'").replace(/\s+/g, " ");
const render = (resume: ResumeContent) => renderToStaticMarkup(<SimplePage resume={resume} />);
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

const TITLES = ["Summary", "Experience", "Education", "Skills", "Projects", "Certifications", "Languages"];

describe("simple layout", () => {
  it("prints every filled sample value under plain titles", () => {
    const text = textOf(render(sampleResume));
    for (const value of [...printedValues(sampleResume), ...TITLES]) expect(text, value).toContain(value);
  });

  it("renders no section for an empty resume, only the name placeholder", () => {
    const text = textOf(render(emptyResumeContent()));
    for (const title of TITLES) expect(text).not.toContain(title);
    expect(text.trim()).toBe("Your Name");
  });

  it("shows Present for a current role", () => {
    expect(textOf(render(sampleResume))).toContain("Mar 2021 – Present");
  });

  it("shows 'Your Name' only when the name is blank", () => {
    const resume = emptyResumeContent();
    resume.personal_info.fullName = "   ";
    expect(render(resume)).toMatch(/<h1[^>]*>Your Name<\/h1>/);
    expect(render(sampleResume)).not.toContain("Your Name");
  });

  it("stays black and white with no icons", () => {
    const markup = render(sampleResume);
    expect(markup).not.toContain("<svg");
    expect(markup).not.toMatch(/(text|bg|border)-(blue|slate|emerald|indigo)-/);
  });
});
