import { describe, expect, it } from "vitest";
import { emptyResumeContent, type ResumeContent } from "#shared/resume";
import { sampleResume } from "../sample-resume";
import { renderTemplate } from "../test-support/rendered-text";
import { corporateTemplate } from "./corporate";

const render = (resume: ResumeContent) => renderTemplate(corporateTemplate, resume);

describe("corporate layout", () => {
  it("leaves out the personal website link", () => {
    expect(render(sampleResume)).not.toContain('href="https://jordanellis.dev"');
  });

  it("uses the first position as headline, 'Professional' without one", () => {
    expect(render(sampleResume)).toMatch(/<h1[^>]*>Jordan Ellis<\/h1><p[^>]*>Senior Software Engineer<\/p>/);
    const resume = emptyResumeContent();
    resume.experience.push({
      id: "e1",
      company: "Acme",
      position: " ",
      location: "",
      startDate: "",
      endDate: "",
      current: false,
      description: "",
    });
    expect(render(resume)).toMatch(/<p[^>]*>Professional<\/p>/);
  });
});
