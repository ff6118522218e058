import { describe, expect, it } from "vitest";
import { aiFunctions, type JobData } from "#shared/ai";
import { DEFAULT_REVAMP_CHOICES, findChoicesProblem, jobDescriptionToParse, revampRequestOf, toggleGoal } from "./revamp-choices";
import { uploadedResume } from "./test-resumes";

const jobData: JobData = {
  title: "Compiler Engineer",
  company: "Navy",
  location: "",
  seniority: "senior",
  required_skills: ["COBOL"],
  preferred_skills: [],
  keywords: ["COBOL", "compilers"],
  responsibilities: [],
};

describe("the revamp's choices", () => {
  it("start at the seed's defaults: level mid, goals ats, impact and keywords, tone professional", () => {
    expect(DEFAULT_REVAMP_CHOICES).toEqual({
      jobDescription: "",
      targetTitle: "",
      industry: "",
      level: "mid",
      goals: ["ats", "impact", "keywords"],
      tone: "professional",
    });
  });

  it("with a job description, send its parsed data and no target role", () => {
    const choices = { ...DEFAULT_REVAMP_CHOICES, jobDescription: "  We need a compiler engineer.  ", targetTitle: "Ignored" };
    expect(jobDescriptionToParse(choices)).toBe("We need a compiler engineer.");
    const body = revampRequestOf(uploadedResume(), choices, jobData);
    expect(body).toMatchObject({
      jobData,
      targetRole: null,
      optimizationGoals: ["ats", "impact", "keywords"],
      tonePreference: "professional",
      qualityMode: "fast",
    });
    expect(aiFunctions["revamp-cv-content"].request.safeParse(body).success).toBe(true);
  });

  it("without one, send the title, industry and level, trimmed, and no job data", () => {
    const choices = {
      ...DEFAULT_REVAMP_CHOICES,
      jobDescription: "   ",
      targetTitle: " Staff Engineer ",
      industry: "Defense ",
      level: "senior" as const,
      tone: "executive" as const,
    };
    expect(jobDescriptionToParse(choices)).toBeNull();
    const body = revampRequestOf(uploadedResume(), choices, null);
    expect(body).toMatchObject({
      jobData: null,
      targetRole: { title: "Staff Engineer", industry: "Defense", level: "senior" },
      tonePreference: "executive",
    });
    expect(aiFunctions["revamp-cv-content"].request.safeParse(body).success).toBe(true);
  });

  it("keep goals in the seed's order and need at least one", () => {
    expect(toggleGoal(["keywords", "ats"], "quantify", true)).toEqual(["ats", "keywords", "quantify"]);
    expect(toggleGoal(["ats", "keywords"], "ats", false)).toEqual(["keywords"]);
    expect(findChoicesProblem({ ...DEFAULT_REVAMP_CHOICES, goals: [] })).toBe("Choose at least one optimization goal.");
    expect(findChoicesProblem(DEFAULT_REVAMP_CHOICES)).toBeNull();
  });
});
