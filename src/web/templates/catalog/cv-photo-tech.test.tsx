import { describe, expect, it } from "vitest";
import type { ResumeContent } from "#shared/resume";
import { sampleResume } from "../sample-resume";
import { renderTemplate, textOf } from "../test-support/rendered-text";
import { cvPhotoTechTemplate } from "./cv-photo-tech";

const render = (resume: ResumeContent) => renderTemplate(cvPhotoTechTemplate, resume);

describe("cv-photo-tech layout", () => {
  it("prints the tech stack as chips and the links before the main column", () => {
    const markup = render(sampleResume);
    for (const item of sampleResume.skills.flatMap((g) => g.items)) expect(markup).toMatch(new RegExp(`<li[^>]*>${item}</li>`));
    const text = textOf(markup);
    // Sidebar first, complete, then the main column.
    expect(text.indexOf("jordanellis.dev")).toBeLessThan(text.indexOf("About Me"));
    expect(text.indexOf("Languages")).toBeLessThan(text.indexOf("About Me"));
    expect(markup).toContain('href="https://jordanellis.dev"');
    expect(markup).toContain('href="https://linkedin.com/in/jordanellis"');
    expect(markup).toContain('href="https://github.com/jordanellis/tracewind"');
  });
});
