import { describe, expect, it } from "vitest";
import type { ResumeContent } from "#shared/resume";
import { sampleResume } from "../sample-resume";
import { renderTemplate, textOf } from "../test-support/rendered-text";
import { creativeTemplate } from "./creative";

const render = (resume: ResumeContent) => renderTemplate(creativeTemplate, resume);

describe("creative layout", () => {
  it("keeps education and certifications before skills and languages in reading order", () => {
    const text = textOf(render(sampleResume));
    expect(text.indexOf("Certifications")).toBeLessThan(text.indexOf("Skills"));
    expect(text.indexOf("CKAD")).toBeLessThan(text.indexOf("Skills"));
  });

  it("prints the name as one heading with the surname in the accent colour", () => {
    expect(render(sampleResume)).toMatch(/<h1[^>]*>Jordan <span class="text-orange-500">Ellis<\/span><\/h1>/);
  });
});
