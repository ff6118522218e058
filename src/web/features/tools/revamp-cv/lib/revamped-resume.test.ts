import { describe, expect, it } from "vitest";
import { resumeContentSchema } from "#shared/resume";
import { revampedResumeContent, revampedResumeTitle, revampedSections } from "./revamped-resume";
import { revampedAnswer, uploadedResume } from "./test-resumes";

describe("the saved revamped CV", () => {
  it("is titled 'Revamped CV' and the date in en-US short form", () => {
    expect(revampedResumeTitle(new Date(2026, 2, 1, 12))).toBe("Revamped CV Mar 1, 2026");
    expect(revampedResumeTitle(new Date(2025, 10, 22, 9))).toBe("Revamped CV Nov 22, 2025");
  });

  it("takes the revamped sections and keeps the upload's custom sections and whatever the answer left out", () => {
    const uploaded = uploadedResume();
    const answer = revampedAnswer();
    const sections = revampedSections(uploaded, answer);
    expect(sections.experience).toEqual(answer.experience);
    expect(sections.skills).toEqual(answer.skills);
    expect(sections.personal_info.summary).toBe("Senior software engineer who built the first compiler.");
    expect(sections.personal_info.linkedin).toBe("linkedin.com/in/gracehopper");
    expect(sections.languages).toEqual(uploaded.languages);
    expect(sections.custom_sections).toEqual(uploaded.custom_sections);
    expect(sections.projects).toEqual([]);
  });

  it("is a valid resume in the modern template", () => {
    const content = revampedResumeContent(revampedSections(uploadedResume(), revampedAnswer()), new Date(2026, 2, 1, 12));
    expect(content.title).toBe("Revamped CV Mar 1, 2026");
    expect(content.template_id).toBe("modern");
    expect(content.custom_sections[0]!.title).toBe("Awards");
    expect(resumeContentSchema.safeParse(content).success).toBe(true);
  });
});
