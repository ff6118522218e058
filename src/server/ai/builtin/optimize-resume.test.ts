import { describe, expect, it } from "vitest";
import type { OptimizationGoal } from "../../../shared/ai";
import { optimizeResume } from "./optimize-resume";
import { resumeText } from "./resume-review";
import { FRONTEND_JOB, developerResume } from "./test-support/resumes";

/** Words every advert has that say nothing about the role: never a missing keyword. */
const BOILERPLATE = [
  "team",
  "experience",
  "years",
  "skills",
  "join",
  "work",
  "looking",
  "requirements",
  "strong",
  "excellent",
  "nice",
  "familiarity",
];

const optimize = (
  resume = developerResume(),
  jobDescription: string | null = FRONTEND_JOB,
  optimizationGoals: OptimizationGoal[] = ["ats", "content", "keywords"],
) => optimizeResume({ resume, jobDescription, optimizationGoals });

describe("optimizeResume", () => {
  it("lists as missing only words of the job absent from the resume, never boilerplate", () => {
    const { keywords_missing: missing } = optimize();
    const resume = resumeText(developerResume()).toLowerCase();
    expect(missing.length).toBeGreaterThan(0);
    for (const keyword of missing) {
      expect(FRONTEND_JOB.toLowerCase(), keyword).toContain(keyword.toLowerCase());
      expect(resume, keyword).not.toContain(keyword.toLowerCase());
      expect(BOILERPLATE, keyword).not.toContain(keyword.toLowerCase());
    }
    expect(missing).toEqual(expect.arrayContaining(["GraphQL", "Next.js"]));
    // The employer's name is the advert's, not a skill to claim.
    expect(missing.join(" ")).not.toMatch(/Northwind/);
  });

  it("does not report a skill the resume shows under an alias", () => {
    const resume = developerResume();
    resume.skills = [{ id: "s1", category: "Languages", items: ["JS", "TypeScript", "React"] }];
    resume.experience.forEach((entry) => (entry.description = entry.description.replace(/JavaScript/g, "JS")));
    expect(resumeText(resume)).not.toMatch(/javascript/i);
    expect(optimize(resume).keywords_missing).not.toContain("JavaScript");
  });

  it("names concrete ATS issues: the missing contact detail, the undated entry, the mixed date formats", () => {
    const resume = developerResume();
    resume.personal_info.phone = "";
    resume.experience.push({ ...resume.experience[1]!, id: "e3", company: "Acme", startDate: "", endDate: "" });
    const { ats_issues: issues } = optimize(resume);
    expect(issues).toContain("No phone number in the contact details.");
    expect(issues).toContain('Experience entry "Acme" has no dates.');
    expect(issues.some((issue) => issue.startsWith("Dates are written in"))).toBe(true);
  });

  it("suggests rewrites of the exact current lines, by the rules", () => {
    const { improvements } = optimize();
    const descriptions = developerResume().experience.map((entry) => entry.description);
    const duty = improvements.find((improvement) => improvement.current.startsWith("Responsible for building"));
    expect(duty?.section).toBe("Experience: Brightline Health");
    // A current role reads in the present tense; the job's spelling replaces the alias the line shows.
    expect(duty?.suggested).toBe("Build the patient portal in React and JavaScript [add the figure: how many, how much or how often]");
    for (const improvement of improvements.filter((item) => item.section.startsWith("Experience"))) {
      expect(descriptions.some((description) => description.includes(improvement.current))).toBe(true);
    }
  });

  it("scores and advises without a job description, with no keywords to report", () => {
    const result = optimize(developerResume(), null, ["ats", "content"]);
    expect(result.keywords_missing).toEqual([]);
    expect(result.score).toBeGreaterThan(40);
    expect(result.general_feedback).toMatch(/job description/);
    expect(result.improvements.length).toBeGreaterThan(0);
  });

  it("gives the same answer for the same input", () => {
    expect(optimize()).toEqual(optimize());
  });
});
