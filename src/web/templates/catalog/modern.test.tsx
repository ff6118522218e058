import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { emptyResumeContent, type ResumeContent } from "../../../shared/resume";
import { formatDateRange, formatDateValue } from "../primitives/date-range";
import { parseRichText } from "../primitives/rich-text";
import { ResumeDocument } from "../resume-document";
import { sampleResume } from "../sample-resume";
import { ModernPage } from "./modern";

/** The visible text of the markup, entities decoded, so values can be searched as typed. */
function textOf(markup: string): string {
  return markup
    .replace(/<br\s*\/?>/g, "\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
}

const render = (resume: ResumeContent) => renderToStaticMarkup(<ModernPage resume={resume} />);

const richTextStrings = (text: string) =>
  parseRichText(text).flatMap((block) => (block.type === "list" ? block.items : block.lines));

const SECTION_TITLES = ["Professional Summary", "Experience", "Education", "Skills", "Projects", "Certifications", "Languages"];

describe("modern layout", () => {
  it("prints every filled value of the sample resume", () => {
    const markup = render(sampleResume);
    const text = textOf(markup);
    const info = sampleResume.personal_info;
    const expected: string[] = [
      info.fullName,
      info.email,
      info.phone,
      info.location,
      "linkedin.com/in/jordanellis",
      "jordanellis.dev",
      ...richTextStrings(info.summary),
      ...SECTION_TITLES,
    ];
    for (const e of sampleResume.experience) {
      expected.push(e.company, e.position, e.location, formatDateRange(e.startDate, e.endDate, e.current));
      expected.push(...richTextStrings(e.description));
    }
    for (const e of sampleResume.education) {
      expected.push(e.institution, e.degree, e.field, e.location, formatDateRange(e.startDate, e.endDate));
      if (e.gpa) expected.push(e.gpa);
    }
    for (const g of sampleResume.skills) expected.push(g.category, ...g.items);
    for (const p of sampleResume.projects) {
      expected.push(p.name, ...p.technologies, ...richTextStrings(p.description), formatDateRange(p.startDate, p.endDate));
    }
    for (const c of sampleResume.certifications) expected.push(c.name, c.issuer, c.date, c.credentialId);
    for (const l of sampleResume.languages) expected.push(l.name, l.proficiency);
    for (const s of sampleResume.custom_sections) {
      expected.push(s.title);
      for (const item of s.items) {
        for (const field of s.fields) {
          const value = item[field.name] ?? "";
          if (field.type === "textarea") expected.push(...richTextStrings(value));
          else if (field.type === "date") expected.push(formatDateValue(value));
          else expected.push(value);
        }
      }
    }
    for (const value of expected) {
      expect(value.trim(), "sample values are non-empty").not.toBe("");
      expect(text, value).toContain(value);
    }
    expect(text).toContain("Jordan Ellis");
    expect(text).toContain("Senior Software Engineer");
    expect(text).toContain("Volunteering");
  });

  it("links contacts and projects with safe, absolute URLs", () => {
    const markup = render(sampleResume);
    expect(markup).toContain('href="mailto:jordan.ellis@example.com"');
    expect(markup).toContain('href="https://jordanellis.dev"');
    expect(markup).toContain('href="https://linkedin.com/in/jordanellis"');
    expect(markup).toContain('href="https://github.com/jordanellis/tracewind"');
    expect(markup).toContain('href="https://ledgerly.app"');
  });

  it("renders description bullets as list items", () => {
    const markup = render(sampleResume);
    expect(markup).toContain("<li");
    expect(textOf(markup)).not.toMatch(/^- /m);
  });

  it("shows the first position as the headline", () => {
    const markup = render(sampleResume);
    expect(markup).toMatch(/<h1[^>]*>Jordan Ellis<\/h1><p[^>]*>Senior Software Engineer<\/p>/);
  });

  it("renders no section for an empty resume", () => {
    const text = textOf(render(emptyResumeContent()));
    for (const title of [...SECTION_TITLES, "Additional Information"]) expect(text).not.toContain(title);
    expect(text.trim()).toBe("");
  });

  it("hides blank entries the editor adds", () => {
    const resume = emptyResumeContent();
    resume.experience.push({
      id: "e1",
      company: " ",
      position: "",
      location: "",
      startDate: "",
      endDate: "",
      current: false,
      description: "",
    });
    resume.skills.push({ id: "s1", category: "Tools", items: [" ", ""] });
    resume.custom_sections.push({
      id: "c1",
      title: "Awards",
      fields: [{ id: "f1", name: "award", label: "Award", type: "text" }],
      items: [{ id: "i1", award: "  " }],
    });
    const text = textOf(render(resume));
    expect(text).not.toContain("Experience");
    expect(text).not.toContain("Skills");
    expect(text).not.toContain("Awards");
  });

  it("shows Present for a current role", () => {
    const resume = emptyResumeContent();
    resume.experience.push({
      id: "e1",
      company: "Acme",
      position: "Engineer",
      location: "",
      startDate: "Jan 2020",
      endDate: "Dec 2021",
      current: true,
      description: "",
    });
    const text = textOf(render(resume));
    expect(text).toContain("Jan 2020 – Present");
    expect(text).not.toContain("Dec 2021");
  });

  it("keeps long unbroken text wrappable", () => {
    const resume = emptyResumeContent();
    resume.personal_info.summary = "x".repeat(2000);
    resume.personal_info.website = `example.com/${"a".repeat(400)}`;
    const markup = render(resume);
    expect(markup).toContain("x".repeat(2000));
    expect(markup).toContain("wrap-anywhere");
  });
});

describe("ResumeDocument", () => {
  it("renders the layout of the resume's template inside an A4 sheet", () => {
    const markup = renderToStaticMarkup(<ResumeDocument resume={sampleResume} id="resume-preview" />);
    expect(markup).toContain("w-[210mm]");
    expect(markup).toContain("min-h-[297mm]");
    expect(markup).toContain('id="resume-preview"');
    expect(markup).toContain("Jordan Ellis");
  });

  it("renders unknown template ids as modern", () => {
    const markup = renderToStaticMarkup(<ResumeDocument resume={{ ...sampleResume, template_id: "retro-wave" }} />);
    expect(markup).toContain("Professional Summary");
    expect(markup).toContain('data-template-id="retro-wave"');
  });
});
