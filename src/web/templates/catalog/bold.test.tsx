import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { emptyResumeContent, type ResumeContent } from "../../../shared/resume";
import { formatDateValue } from "../primitives/date-range";
import { parseRichText } from "../primitives/rich-text";
import { sampleResume } from "../sample-resume";
import { BoldPage } from "./bold";

/** The visible text of the markup, entities decoded, so values can be searched as typed. */
const textOf = (markup: string): string =>
  markup
    .replace(/<br\s*\/?>/g, "\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

const lines = (text: string) => parseRichText(text).flatMap((b) => (b.type === "list" ? b.items : b.lines));

/** Every value of the sample resume a reader should find on the page. */
function sampleValues(r: ResumeContent): string[] {
  const values = [r.personal_info.fullName, r.personal_info.email, r.personal_info.phone, r.personal_info.location];
  values.push("jordanellis.dev", "linkedin.com/in/jordanellis", ...lines(r.personal_info.summary));
  for (const e of r.experience) values.push(e.company, e.position, e.location, ...lines(e.description));
  for (const e of r.education) values.push(e.institution, e.degree, e.field, e.location);
  for (const g of r.skills) values.push(g.category, ...g.items);
  for (const p of r.projects) values.push(p.name, ...p.technologies, ...lines(p.description));
  for (const c of r.certifications) values.push(c.name, c.issuer, c.date, c.credentialId);
  for (const l of r.languages) values.push(l.name, l.proficiency);
  for (const s of r.custom_sections) {
    values.push(s.title);
    for (const item of s.items)
      for (const f of s.fields) {
        const value = item[f.name] ?? "";
        values.push(...(f.type === "textarea" ? lines(value) : [f.type === "date" ? formatDateValue(value) : value]));
      }
  }
  return values;
}

const render = (resume: ResumeContent) => renderToStaticMarkup(<BoldPage resume={resume} />);
const TITLES = ["Profile", "Experience", "Skills", "Education", "Projects", "Certifications", "Languages"];

describe("bold layout", () => {
  it("prints every filled value of the sample resume under its section titles", () => {
    const text = textOf(render(sampleResume));
    for (const value of [...sampleValues(sampleResume), ...TITLES]) expect(text, value).toContain(value);
  });

  it("renders nothing for an empty resume", () => {
    const text = textOf(render(emptyResumeContent()));
    for (const title of [...TITLES, "Additional Information"]) expect(text).not.toContain(title);
    expect(text.trim()).toBe("");
  });

  it("says Present for a current role", () => {
    expect(textOf(render(sampleResume))).toContain("Mar 2021 – Present");
  });

  it("sets the name oversized in the black header and titles the summary Profile", () => {
    const markup = render(sampleResume);
    expect(markup).toMatch(/<header class="[^"]*bg-slate-950[^"]*"><h1 class="[^"]*text-\[38pt\][^"]*">Jordan Ellis<\/h1>/);
    expect(markup).toMatch(/<h2[^>]*>Profile<\/h2>/);
    expect(markup).not.toContain("Professional Summary");
  });

  it("links email, website and LinkedIn", () => {
    const markup = render(sampleResume);
    for (const href of ["mailto:jordan.ellis@example.com", "https://jordanellis.dev", "https://linkedin.com/in/jordanellis"])
      expect(markup).toContain(`href="${href}"`);
  });
});
