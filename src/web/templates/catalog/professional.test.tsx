import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { emptyResumeContent, type ResumeContent } from "../../../shared/resume";
import { formatDateRange, formatDateValue } from "../primitives/date-range";
import { parseRichText } from "../primitives/rich-text";
import { sampleResume } from "../sample-resume";
import { ProfessionalPage } from "./professional";

const render = (resume: ResumeContent) => renderToStaticMarkup(<ProfessionalPage resume={resume} />);

const textOf = (markup: string) =>
  markup.replace(/<[^>]+>/g, " ").replace(/&amp;/g, "&").replace(/&#x27;/g, "'").replace(/\s+/g, " ");

const lines = (text: string) => parseRichText(text).flatMap((b) => (b.type === "list" ? b.items : b.lines));

/** Every value the sample resume fills, as it prints. */
function sampleValues(r: ResumeContent): string[] {
  const { personal_info: p } = r;
  const values = [p.fullName, p.email, p.phone, p.location, ...lines(p.summary)];
  for (const e of r.experience) values.push(e.company, e.position, e.location, ...lines(e.description));
  for (const e of r.education) values.push(e.institution, e.degree, e.field, e.location, formatDateRange(e.startDate, e.endDate));
  for (const g of r.skills) values.push(g.category, ...g.items);
  for (const x of r.projects) values.push(x.name, ...x.technologies, ...lines(x.description));
  for (const c of r.certifications) values.push(c.name, c.issuer, c.date, c.credentialId);
  for (const l of r.languages) values.push(l.name, l.proficiency);
  for (const s of r.custom_sections) {
    values.push(s.title);
    for (const item of s.items)
      for (const f of s.fields) {
        const v = item[f.name] ?? "";
        values.push(...(f.type === "textarea" ? lines(v) : [f.type === "date" ? formatDateValue(v) : v]));
      }
  }
  return values;
}

const TITLES = ["Contact", "Skills", "Languages", "Certifications", "Profile", "Experience", "Education", "Projects"];

describe("professional layout", () => {
  it("prints every filled value of the sample and all five contacts", () => {
    const text = textOf(render(sampleResume));
    for (const value of [...sampleValues(sampleResume), ...TITLES, "jordanellis.dev", "linkedin.com/in/jordanellis"])
      expect(text, value).toContain(value);
  });

  it("renders no section titles for an empty resume", () => {
    expect(textOf(render(emptyResumeContent())).trim()).toBe("");
  });

  it("shows Present for a current role", () => {
    expect(textOf(render(sampleResume))).toContain("Mar 2021 – Present");
  });

  it("reads name, then the whole sidebar, then the main column", () => {
    const markup = render(sampleResume);
    const aside = markup.slice(markup.indexOf("<aside"), markup.indexOf("</aside>"));
    const main = markup.slice(markup.indexOf('data-column="main"'));
    expect(markup.indexOf("<h1")).toBeLessThan(markup.indexOf("<aside"));
    expect(markup.indexOf("</aside>")).toBeLessThan(markup.indexOf('data-column="main"'));
    for (const inSidebar of ["jordan.ellis@example.com", "Kubernetes", "Spanish", "CKAD"]) expect(aside).toContain(inSidebar);
    for (const inMain of ["Profile", "Northwind Labs", "University of Washington", "Tracewind", "Volunteering"])
      expect(main).toContain(inMain);
  });
});
