import { describe, expect, it } from "vitest";
import type { ResumeSections } from "#shared/ai";
import type { ResumeSummary } from "#shared/api/resumes";
import { emptyResumeContent, type Resume } from "#shared/resume";
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

const summary: ResumeSummary = {
  id: "r1",
  title: "Engineering Resume",
  template_id: "classic",
  completion_score: 20,
  updated_at: stored.updated_at,
};

const both = (kind: ResumeSource["kind"]): ResumeSource => ({ kind, storedId: "r1", uploaded });

describe("the resume source of a letter", () => {
  it("writes from the stored resume picked once it is fetched, without its id and timestamps, and names it when saved", () => {
    const resume = resumeForLetter(both("database"), stored);
    expect(resume).toMatchObject({ title: "Engineering Resume", template_id: "classic", personal_info: stored.personal_info });
    expect(resume).not.toHaveProperty("id");
    expect(resume).not.toHaveProperty("updated_at");
    expect(savedResumeId(both("database"))).toBe("r1");
  });

  it("writes from no resume while the one picked is not fetched, nor from another one fetched before", () => {
    expect(resumeForLetter(both("database"), undefined)).toBeNull();
    expect(resumeForLetter({ kind: "database", storedId: "r2", uploaded }, stored)).toBeNull();
  });

  it("writes from the job description alone when My Resumes has none picked", () => {
    expect(resumeForLetter(initialResumeSource, stored)).toBeNull();
    expect(savedResumeId(initialResumeSource)).toBeNull();
  });

  it("writes from the uploaded resume when Upload Resume is chosen, and a saved letter then names no resume", () => {
    expect(resumeForLetter(both("upload"), stored)).toBe(uploaded);
    expect(savedResumeId(both("upload"))).toBeNull();
    expect(resumeForLetter({ kind: "upload", storedId: "r1", uploaded: undefined }, stored)).toBeNull();
  });

  it("writes from nothing with No Resume, whatever the other sources hold", () => {
    expect(resumeForLetter(both("none"), stored)).toBeNull();
    expect(savedResumeId(both("none"))).toBeNull();
  });

  it("heads the printed letter with the candidate of the resume it is written from, trimmed, and with nobody without one", () => {
    expect(senderOf(resumeForLetter(both("database"), stored))).toEqual({
      fullName: "Ada Lovelace",
      email: "ada@example.com",
      phone: "",
      location: "London",
      linkedin: "linkedin.com/in/ada",
      website: "",
    });
    expect(senderOf(resumeForLetter(both("upload"), stored))).toMatchObject({
      fullName: "Grace Hopper",
      phone: "+1 555 0100",
      linkedin: "",
    });
    expect(senderOf(resumeForLetter(both("none"), stored))).toEqual({
      fullName: "",
      email: "",
      phone: "",
      location: "",
      linkedin: "",
      website: "",
    });
  });

  it("reopens a saved letter on its stored resume, or on no resume when it named none or the resume is gone, keeping the upload", () => {
    const current: ResumeSource = { kind: "upload", storedId: null, uploaded };
    expect(sourceOfSavedLetter(current, "r1", [summary])).toEqual({ kind: "database", storedId: "r1", uploaded });
    expect(sourceOfSavedLetter(current, null, [summary])).toEqual({ kind: "none", storedId: null, uploaded });
    expect(sourceOfSavedLetter(current, "deleted", [summary])).toEqual({ kind: "none", storedId: null, uploaded });
    expect(sourceOfSavedLetter(current, "r1", undefined)).toEqual({ kind: "none", storedId: null, uploaded });
  });
});
