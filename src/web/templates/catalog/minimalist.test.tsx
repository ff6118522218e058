import { describe, expect, it } from "vitest";
import type { ResumeContent } from "#shared/resume";
import { sampleResume } from "../sample-resume";
import { renderTemplate } from "../test-support/rendered-text";
import { minimalistTemplate } from "./minimalist";

const render = (resume: ResumeContent) => renderTemplate(minimalistTemplate, resume);

describe("minimalist layout", () => {
  it("centres the name and contacts and draws no icons", () => {
    const markup = render(sampleResume);
    expect(markup).toMatch(/<header class="[^"]*text-center[^"]*"><h1[^>]*>Jordan Ellis<\/h1>/);
    expect(markup).not.toContain("<svg");
    expect(markup).toContain('href="mailto:jordan.ellis@example.com"');
  });
});
