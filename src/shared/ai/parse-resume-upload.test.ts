import { describe, expect, it } from "vitest";
import { parseResumeUploadFunction, unsureFieldsWithIds } from "./parse-resume-upload";
import { resumeDraftSchema, sectionsFromDraft } from "./resume-sections";

describe("unsureFieldsWithIds", () => {
  it("names each field's entry by the id the answer gave it, and drops a field of an entry the answer does not have", () => {
    const ids = ["id-job-1", "id-job-2", "id-school-1"];
    const sections = sectionsFromDraft(
      resumeDraftSchema.parse({ experience: [{ company: "Initech" }, { company: "Hooli" }], education: [{ institution: "Hogwarts" }] }),
      () => ids.shift()!,
    );
    const reason = "Told apart by order.";
    expect(
      unsureFieldsWithIds(
        [
          { section: "personal_info", field: "fullName", reason },
          { section: "experience", entry: 1, field: "company", reason },
          { section: "education", entry: 0, field: "institution", reason },
          { section: "experience", entry: 2, field: "position", reason },
        ],
        sections,
      ),
    ).toEqual([
      { section: "personal_info", field: "fullName", reason },
      { section: "experience", entryId: "id-job-2", field: "company", reason },
      { section: "education", entryId: "id-school-1", field: "institution", reason },
    ]);
  });

  it("is optional in the answer, so a provider may say nothing of it", () => {
    const answer = {
      success: true,
      resumeData: sectionsFromDraft(resumeDraftSchema.parse({}), () => "id"),
      unplaced: [],
      provider: "openai",
    };
    expect(parseResumeUploadFunction.answer.safeParse(answer).success).toBe(true);
  });
});
