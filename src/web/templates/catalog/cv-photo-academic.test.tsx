import { describe, expect, it } from "vitest";
import type { ResumeContent } from "#shared/resume";
import { sampleResume } from "../sample-resume";
import { renderTemplate, textOf } from "../test-support/rendered-text";
import { cvPhotoAcademicTemplate } from "./cv-photo-academic";

const render = (resume: ResumeContent) => renderTemplate(cvPhotoAcademicTemplate, resume);

describe("cv-photo-academic layout", () => {
  it("puts education first and numbers projects like publications", () => {
    const text = textOf(render(sampleResume));
    expect(text.indexOf("Education")).toBeLessThan(text.indexOf("Experience"));
    expect(text.indexOf("Experience")).toBeLessThan(text.indexOf("Research & Projects"));
    expect(text).toMatch(/\[1\]\s*Tracewind/);
    expect(text).toMatch(/\[2\]\s*Ledgerly/);
  });

  it("sets the page in a serif with a square photo", () => {
    const markup = render(sampleResume);
    expect(markup).toContain("font-serif");
    expect(markup).not.toContain("rounded-full");
  });
});
