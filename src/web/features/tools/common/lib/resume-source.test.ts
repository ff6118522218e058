import { describe, expect, it } from "vitest";
import type { ResumeSections } from "../../../../../shared/ai";
import { emptyResumeContent, type Resume } from "../../../../../shared/resume";
import { initialResumeSource, resumeForLetter, savedResumeId, senderOf, sourceOfSavedLetter, type ResumeSource } from "./resume-source";

const stored: Resume = {
  ...emptyResumeContent("classic"),
  id: "r1",
  title: "Engineering Resume",
  personal_info: {
    fullName: " Ada Lovelace ",
    email: "ada@example.com",
    phone: "",
    location: "London",
    summary: "",
    linkedin: "linkedin.com/in/ada",
  },
  created_at: "2026-01-01T00:00:00Z",
  updated_at: "2026-01-02T00:00:00Z",
  save_id: null,
};

const uploaded: ResumeSections = {
  personal_info: { fullName: "Grace Hopper", email: "grace@example.com", phone: "+1 555 0100", location: "", summary: "" },
  experience: [],
  education: [],
  skills: [],
  projects: [],
  certifications: [],
  languages: [],
  custom_sections: [],
};

const both = (kind: ResumeSource["kind"]): ResumeSource => ({ kind, stored, uploaded });

describe("the resume source of a letter", () => {
  it("writes from the stored resume picked, without its id and timestamps, and names it when saved", () => {
    const resume = resumeForLetter(both("database"));
    expect(resume).toMatchObject({ title: "Engineering Resume", template_id: "classic", personal_info: stored.personal_info });
    expect(resume).not.toHaveProperty("id");
    expect(resume).not.toHaveProperty("updated_at");
    expect(savedResumeId(both("database"))).toBe("r1");
  });

  it("writes from the job description alone when My Resumes has none picked", () => {
    expect(resumeForLetter(initialResumeSource)).toBeNull();
    expect(savedResumeId(initialResumeSource)).toBeNull();
  });

  it("writes from the uploaded resume when Upload Resume is chosen, and a saved letter then names no resume", () => {
    expect(resumeForLetter(both("upload"))).toBe(uploaded);
    expect(savedResumeId(both("upload"))).toBeNull();
    expect(resumeForLetter({ kind: "upload", stored, uploaded: undefined })).toBeNull();
  });

  it("writes from nothing with No Resume, whatever the other sources hold", () => {
    expect(resumeForLetter(both("none"))).toBeNull();
    expect(savedResumeId(both("none"))).toBeNull();
  });

  it("heads the printed letter with the candidate of the resume it is written from, trimmed, and with nobody without one", () => {
    expect(senderOf(both("database"))).toEqual({
      fullName: "Ada Lovelace",
      email: "ada@example.com",
      phone: "",
      location: "London",
      linkedin: "linkedin.com/in/ada",
      website: "",
    });
    expect(senderOf(both("upload"))).toMatchObject({ fullName: "Grace Hopper", phone: "+1 555 0100", linkedin: "" });
    expect(senderOf(both("none"))).toEqual({ fullName: "", email: "", phone: "", location: "", linkedin: "", website: "" });
  });

  it("reopens a saved letter on its stored resume, or on no resume when it named none or the resume is gone, keeping the upload", () => {
    const current: ResumeSource = { kind: "upload", stored: undefined, uploaded };
    expect(sourceOfSavedLetter(current, "r1", [stored])).toEqual({ kind: "database", stored, uploaded });
    expect(sourceOfSavedLetter(current, null, [stored])).toEqual({ kind: "none", stored: undefined, uploaded });
    expect(sourceOfSavedLetter(current, "deleted", [stored])).toEqual({ kind: "none", stored: undefined, uploaded });
    expect(sourceOfSavedLetter(current, "r1", undefined)).toEqual({ kind: "none", stored: undefined, uploaded });
  });
});
