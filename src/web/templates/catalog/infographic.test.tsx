import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { emptyResumeContent, type ResumeContent } from "../../../shared/resume";
import { formatDateValue } from "../primitives/date-range";
import { parseRichText } from "../primitives/rich-text";
import { sampleResume } from "../sample-resume";
import { InfographicPage, languageLevel, skillBarWidth } from "./infographic";

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

const render = (resume: ResumeContent) => renderToStaticMarkup(<InfographicPage resume={resume} />);
const TITLES = ["Contact", "Skills", "Languages", "Profile", "Experience", "Education", "Projects", "Certifications"];

describe("infographic layout", () => {
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

  it("sizes skill bars by position in the group, not by any level, keeping the names as text", () => {
    expect([0, 1, 2, 5, 6, 20].map(skillBarWidth)).toEqual([95, 85, 75, 45, 40, 40]);
    const resume = { ...sampleResume, skills: [{ id: "g", category: "Tools", items: ["Zeta", "Alpha", "Mid"] }] };
    const markup = render(resume);
    expect(markup).toMatch(/>Zeta<\/span><span aria-hidden="true"[^>]*><span data-skill-bar="95"[^>]*style="width:95%"/);
    expect(markup).toMatch(/>Alpha<\/span><span aria-hidden="true"[^>]*><span data-skill-bar="85"/);
    expect(markup).toMatch(/>Mid<\/span><span aria-hidden="true"[^>]*><span data-skill-bar="75"/);
  });

  it("shows language proficiency as five dots beside the typed words", () => {
    expect(["Native", "Fluent", "B2", "Intermediate", "Basic", "Beginner", "Klingon-ish"].map(languageLevel)).toEqual([
      5, 4, 4, 3, 2, 1, undefined,
    ]);
    const resume = { ...sampleResume, languages: [{ id: "l", name: "German", proficiency: "Intermediate" }] };
    const markup = render(resume);
    expect(markup.match(/data-language-dot="on"/g)).toHaveLength(3);
    expect(markup.match(/data-language-dot="off"/g)).toHaveLength(2);
    expect(textOf(markup)).toContain("Intermediate");
    const unknown = render({ ...sampleResume, languages: [{ id: "l", name: "Latin", proficiency: "Reading" }] });
    expect(unknown).not.toContain("data-language-dot");
    expect(textOf(unknown)).toContain("Reading");
  });
});
