import { describe, expect, it } from "vitest";
import type { ResumeContent } from "#shared/resume";
import { sampleResume } from "../sample-resume";
import { renderTemplate } from "../test-support/rendered-text";
import { boldTemplate } from "./bold";

const render = (resume: ResumeContent) => renderTemplate(boldTemplate, resume);

describe("bold layout", () => {
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
