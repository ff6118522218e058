import { describe, expect, it } from "vitest";
import type { ResumeContent } from "#shared/resume";
import { sampleResume } from "../sample-resume";
import { renderTemplate } from "../test-support/rendered-text";
import { technicalTemplate } from "./technical";

const render = (resume: ResumeContent) => renderTemplate(technicalTemplate, resume);

describe("technical layout", () => {
  it("links website and LinkedIn first, ahead of the other contacts", () => {
    const markup = render(sampleResume);
    const website = markup.indexOf('href="https://jordanellis.dev"');
    const linkedin = markup.indexOf('href="https://linkedin.com/in/jordanellis"');
    expect(website).toBeGreaterThan(-1);
    expect(linkedin).toBeGreaterThan(website);
    expect(markup.indexOf('href="mailto:jordan.ellis@example.com"')).toBeGreaterThan(linkedin);
  });
});
