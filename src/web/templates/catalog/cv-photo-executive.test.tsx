import { describe, expect, it } from "vitest";
import type { ResumeContent } from "#shared/resume";
import { sampleResume } from "../sample-resume";
import { renderTemplate, textOf } from "../test-support/rendered-text";
import { cvPhotoExecutiveTemplate } from "./cv-photo-executive";

const render = (resume: ResumeContent) => renderTemplate(cvPhotoExecutiveTemplate, resume);

describe("cv-photo-executive layout", () => {
  it("leads with the executive summary and key achievements before the experience", () => {
    const text = textOf(render(sampleResume));
    expect(text.indexOf("Executive Summary")).toBeLessThan(text.indexOf("Key Achievements"));
    expect(text.indexOf("Key Achievements")).toBeLessThan(text.indexOf("Tracewind"));
    expect(text.indexOf("Tracewind")).toBeLessThan(text.indexOf("Professional Experience"));
  });

  it("shows the first position as the headline under the name", () => {
    expect(render(sampleResume)).toMatch(/<h1[^>]*>Jordan Ellis<\/h1><p[^>]*>Senior Software Engineer<\/p>/);
  });
});
