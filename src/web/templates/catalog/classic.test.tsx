import { describe, expect, it } from "vitest";
import type { ResumeContent } from "#shared/resume";
import { sampleResume } from "../sample-resume";
import { renderTemplate } from "../test-support/rendered-text";
import { classicTemplate } from "./classic";

const render = (resume: ResumeContent) => renderTemplate(classicTemplate, resume);

describe("classic layout", () => {
  it("sets a serif page with a centred name and section titles in capitals (real letters, not faked small caps)", () => {
    const markup = render(sampleResume);
    expect(markup).toMatch(/^<div class="[^"]*font-serif/);
    expect(markup).toMatch(/<header class="[^"]*text-center[^"]*">.*<h1 class="[^"]*uppercase[^"]*">Jordan Ellis<\/h1>/);
    expect(markup).toMatch(/<h2 class="[^"]*uppercase[^"]*">Professional Summary<\/h2>/);
    expect(markup).not.toContain("small-caps");
  });

  it("prints all five contacts as text, links where they are links, dots hidden from readers", () => {
    const markup = render(sampleResume);
    for (const href of ["mailto:jordan.ellis@example.com", "https://jordanellis.dev", "https://linkedin.com/in/jordanellis"])
      expect(markup).toContain(`href="${href}"`);
    expect(markup.match(/<span aria-hidden="true"[^>]*>·<\/span>/g)).toHaveLength(4);
  });
});
