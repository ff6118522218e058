import { describe, expect, it } from "vitest";
import type { ResumeContent } from "#shared/resume";
import { sampleResume } from "../sample-resume";
import { renderTemplate, textOf } from "../test-support/rendered-text";
import { languageLevel, skillBarWidth } from "../primitives/scales";
import { infographicTemplate } from "./infographic";

const render = (resume: ResumeContent) => renderTemplate(infographicTemplate, resume);

describe("infographic layout", () => {
  it("sizes skill bars by position in the group, not by any level, keeping the names as text", () => {
    expect([0, 1, 2, 5, 6, 20].map(skillBarWidth)).toEqual([95, 85, 75, 45, 40, 40]);
    const resume = { ...sampleResume, skills: [{ id: "g", category: "Tools", items: ["Zeta", "Alpha", "Mid"] }] };
    const markup = render(resume);
    expect(markup).toMatch(/>Zeta<\/span><span aria-hidden="true"[^>]*><span data-skill-bar="95"[^>]*style="width:95%"/);
    expect(markup).toMatch(/>Alpha<\/span><span aria-hidden="true"[^>]*><span data-skill-bar="85"/);
    expect(markup).toMatch(/>Mid<\/span><span aria-hidden="true"[^>]*><span data-skill-bar="75"/);
  });

  it("shows language proficiency as five dots beside the typed words", () => {
    expect(["Native", "Fluent", "B2", "Intermediate", "Basic", "Beginner", "Klingon-ish"].map(languageLevel)).toEqual([
      5,
      4,
      4,
      3,
      2,
      1,
      undefined,
    ]);
    const resume = { ...sampleResume, languages: [{ id: "l", name: "German", proficiency: "Intermediate" }] };
    const markup = render(resume);
    expect(markup.match(/data-language-dot="on"/g)).toHaveLength(3);
    expect(markup.match(/data-language-dot="off"/g)).toHaveLength(2);
    expect(textOf(markup)).toContain("Intermediate");
    const unknown = render({ ...sampleResume, languages: [{ id: "l", name: "Latin", proficiency: "Reading" }] });
    expect(unknown).not.toContain("data-language-dot");
    expect(textOf(unknown)).toContain("Reading");
  });
});
