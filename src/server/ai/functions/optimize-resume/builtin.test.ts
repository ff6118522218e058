import { describe, expect, it } from "vitest";
import type { AiResume, Improvement, OptimizationGoal } from "#shared/ai";
import { RESUME_LIMITS } from "#shared/limits";
import { ANSWER_LIMITS } from "../../engine/fit";
import { optimizeResume } from "./builtin";
import { resumeText } from "../../engine/resume-review";
import { wordsOf } from "../../engine/test-support/inputs-at-limits";
import { FRONTEND_JOB, developerResume } from "../../engine/test-support/resumes";

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

  it("offers only whole suggestions within the answer's limits, naming a long entry up to a word", () => {
    const resume = developerResume();
    const company = wordsOf(RESUME_LIMITS.shortText, "Northwind");
    // A line whose rewrite ('Contributed to ...', 'JavaScript') would be longer than a suggestion holds.
    const long = `Worked on the JS design system ${wordsOf(RESUME_LIMITS.description - 40, "and")}`;
    resume.experience[1] = { ...resume.experience[1]!, company, description: `${long}\n• Worked on the JS booking flow` };
    const { improvements } = optimize(resume);
    expect(improvements.some((improvement) => improvement.current === long)).toBe(false);
    const short = improvements.find((improvement) => improvement.current === "Worked on the JS booking flow");
    expect(short?.suggested).toMatch(/^Contributed to the JavaScript booking flow/);
    expect(short?.section.length).toBeLessThanOrEqual(ANSWER_LIMITS.improvementSection);
    expect(short?.section).toMatch(/^Experience: Northwind0 Northwind1 .* Northwind\d+…$/);
  });

  it("adds to the skills list as many of the job's skills as the suggestion holds, and suggests none for a list too long to quote", () => {
    const skillsSuggestion = (resume: AiResume) => optimize(resume).improvements.find((improvement) => improvement.section === "Skills");
    const added = (suggestion: Improvement | undefined) => suggestion?.suggested.slice(suggestion.current.length + ", ".length).split(", ");
    const resume = developerResume();
    const all = added(skillsSuggestion(resume))!;
    expect(all.length).toBeGreaterThan(1);
    // A list with room for the first skill to add (', ' and its name) and one character more.
    const long = Array.from({ length: 25 }, (_, index) => wordsOf(190, `tool${index}z`));
    const filler = "x".repeat(RESUME_LIMITS.description - [...long, ""].join(", ").length - `, ${all[0]!}`.length - 1);
    resume.skills = [{ id: "s1", category: "Tools", items: [...long, filler] }];
    const suggestion = skillsSuggestion(resume);
    expect(suggestion?.suggested.length).toBeLessThanOrEqual(ANSWER_LIMITS.improvementText);
    expect(added(suggestion)).toEqual(all.slice(0, 1));
    expect(suggestion?.reason).toMatch(new RegExp(`^The job asks for ${all[0]!}, which`));
    resume.skills = [{ id: "s1", category: "Tools", items: [...long, filler, "x".repeat(RESUME_LIMITS.shortText)] }];
    expect(skillsSuggestion(resume)).toBeUndefined();
  });
});
