import { describe, expect, it } from "vitest";
import type { ResumeContent } from "#shared/resume";
import { sampleResume } from "../sample-resume";
import { renderTemplate, textOf } from "../test-support/rendered-text";
import { academicTemplate } from "./academic";

const render = (resume: ResumeContent) => renderTemplate(academicTemplate, resume);

describe("academic layout", () => {
  it("retitles the sections and puts education before experience", () => {
    const text = textOf(render(sampleResume));
    const order = [
      "Research Interests",
      "Education",
      "Academic & Professional Experience",
      "Research & Publications",
      "Skills & Expertise",
      "Awards & Certifications",
    ].map((title) => text.indexOf(title));
    expect(order.every((at, index) => at > (order[index - 1] ?? -1))).toBe(true);
    for (const plain of ["Summary", "Projects", "Tech Stack"]) expect(text).not.toContain(plain);
  });

  it("sets the whole page in serif type", () => {
    expect(render(sampleResume)).toMatch(/^<div class="[^"]*font-serif/);
  });
});
