import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { emptyResumeContent, type ResumeContent } from "#shared/resume";
import { ResumeDocument } from "../resume-document";
import { sampleResume } from "../sample-resume";
import { renderTemplate, textOf } from "../test-support/rendered-text";
import { modernTemplate } from "./modern";

const render = (resume: ResumeContent) => renderTemplate(modernTemplate, resume);

describe("modern layout", () => {
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
