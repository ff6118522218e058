import { describe, expect, it } from "vitest";
import type { ResumeContent } from "#shared/resume";
import { sampleResume } from "../sample-resume";
import { renderTemplate } from "../test-support/rendered-text";
import { executiveTemplate } from "./executive";

const render = (resume: ResumeContent) => renderTemplate(executiveTemplate, resume);

describe("executive layout", () => {
  it("heads the page with the first position and omits the personal website", () => {
    const markup = render(sampleResume);
    expect(markup).toMatch(/<h1[^>]*>Jordan Ellis<\/h1><p[^>]*>Senior Software Engineer<\/p>/);
    expect(markup).not.toContain("jordanellis.dev");
  });

  it("lists each competency as its own item under its group", () => {
    const markup = render(sampleResume);
    expect(markup).toMatch(/<h3[^>]*>Cloud &amp; DevOps<\/h3><ul[^>]*><li[^>]*>AWS<\/li>/);
  });
});
