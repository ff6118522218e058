import { describe, expect, it } from "vitest";
import { emptyResumeContent, type ResumeContent } from "#shared/resume";
import { sampleResume } from "../sample-resume";
import { renderTemplate } from "../test-support/rendered-text";
import { simpleTemplate } from "./simple";

const render = (resume: ResumeContent) => renderTemplate(simpleTemplate, resume);

describe("simple layout", () => {
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
