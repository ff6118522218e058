import { describe, expect, it } from "vitest";
import { aiFunctions, jobDataSchema, revampedDraftSchema, type RevampGoal } from "#shared/ai";
import { RESUME_LIMITS } from "#shared/limits";
import { parseMonthYear } from "#shared/month-year";
import { startsWithActionVerb, splitBullets } from "../../engine/rewrite";
import { revampCvContent } from "./builtin";
import { exactly } from "../../engine/test-support/inputs-at-limits";
import { developerResume } from "../../engine/test-support/resumes";

const job = jobDataSchema.parse({
  title: "Senior Frontend Engineer",
  required_skills: ["JavaScript", "React", "TypeScript", "GraphQL"],
  keywords: ["design system", "accessibility"],
});

const revamp = (overrides: Partial<Record<string, unknown>> = {}) =>
  revampCvContent(aiFunctions["revamp-cv-content"].request.parse({ resumeData: developerResume(), jobData: job, ...overrides }));

const ALL_GOALS: RevampGoal[] = ["ats", "impact", "keywords", "restructure", "quantify"];
const numbersIn = (text: string) => text.match(/\d+(?:[.,]\d+)*/g) ?? [];
const dateValue = (text: string) => JSON.stringify(parseMonthYear(text) ?? text);

describe("revampCvContent", () => {
  it("never adds an employer, a date, a degree or a number", () => {
    const input = developerResume();
    const { changes_summary: _changes, ...output } = revamp({ optimizationGoals: ALL_GOALS, targetRole: null });
    expect(output.experience.map((entry) => entry.company)).toEqual(input.experience.map((entry) => entry.company));
    expect(output.education.map((entry) => entry.degree)).toEqual(input.education.map((entry) => entry.degree));
    const inputDates = [...input.experience, ...input.education].flatMap((entry) => [entry.startDate, entry.endDate]).map(dateValue);
    const outputDates = [...output.experience, ...output.education].flatMap((entry) => [entry.startDate, entry.endDate]).map(dateValue);
    expect(outputDates).toEqual(inputDates);
    const inputNumbers = new Set(numbersIn(JSON.stringify(input)));
    for (const number of numbersIn(JSON.stringify(output))) expect(inputNumbers, number).toContain(number);
  });

  it("opens every rewritten bullet with an action verb and counts the rewrites it reports", () => {
    const result = revamp({ optimizationGoals: ["impact"] });
    const bullets = result.experience.flatMap((entry) => splitBullets(entry.description));
    expect(bullets).toContain("Build the patient portal in React and JS");
    expect(bullets.filter((bullet) => !startsWithActionVerb(bullet))).toEqual([]);
    expect(result.changes_summary.key_improvements).toContain(
      "Rewrote 4 bullets to open with action verbs (professional tone) instead of duties such as 'Responsible for'",
    );
  });

  it("weaves in a job keyword only where the resume shows the skill", () => {
    const result = revamp({ optimizationGoals: ["keywords"] });
    const text = JSON.stringify(result);
    expect(result.experience[0]!.description).toContain("React and JavaScript");
    expect(text).not.toContain("GraphQL");
  });

  it("merges the skills into categories once each and puts the strongest bullets first", () => {
    const result = revamp({ optimizationGoals: ["restructure"] });
    const items = result.skills.flatMap((group) => group.items);
    expect(items.filter((item) => /^(?:js|javascript)$/i.test(item))).toHaveLength(1);
    expect(result.skills[0]!.category).toBe("Programming Languages");
    expect(splitBullets(result.experience[0]!.description)[0]).toMatch(/38%/);
  });

  it("names the bullets that need a figure and keeps them", () => {
    const result = revamp({ optimizationGoals: ["quantify"] });
    expect(result.changes_summary.key_improvements).toContain('Add a figure to "Successfully maintained various client websites"');
    expect(result.experience[1]!.description).toContain("Successfully maintained various client websites");
  });

  it("shapes the summary by the target role and keeps the rest of the resume", () => {
    const targetRole = { title: "Accessibility Engineer", industry: "healthcare", level: "senior" };
    const result = revamp({ jobData: null, targetRole });
    // The resume's own opening says who the candidate is; the target follows it, with no title claimed.
    expect(result.personal_info.summary).toBe(
      "Frontend developer who enjoys building accessible web apps. Expertise in JS, TypeScript and HTML, targeting an Accessibility Engineer role in healthcare.",
    );
    const withoutSummary = developerResume();
    withoutSummary.personal_info.summary = "";
    expect(revamp({ resumeData: withoutSummary, jobData: null, targetRole }).personal_info.summary).toBe(
      "Senior Frontend Developer in healthcare with expertise in JS, TypeScript and HTML, targeting an Accessibility Engineer role. Recent results include: reduced page load time by 38% through code splitting.",
    );
    expect(result.personal_info).toMatchObject({
      fullName: "Dana Reyes",
      email: "dana.reyes@example.com",
      linkedin: "linkedin.com/in/danareyes",
    });
    expect(result.experience.every((entry) => !("id" in entry))).toBe(true);
    expect(revampedDraftSchema.safeParse(result).success).toBe(true);
  });

  describe("at the resume's limits", () => {
    it("keeps a summary too long to rewrite as it was written", () => {
      const resume = developerResume();
      // Each sentence gains its full stop when tidied, and the target role a sentence of its own.
      resume.personal_info.summary = exactly(RESUME_LIMITS.summary, ["Built k8s platforms"]);
      const result = revamp({ resumeData: resume, targetRole: { title: "Platform Engineer" } });
      expect(result.personal_info.summary).toBe(resume.personal_info.summary);
      expect(result.changes_summary.key_improvements.join("\n")).not.toMatch(/summary/);
    });

    it("keeps the skills as they were when merging them would overfill a category, and adds a job's skill only where there is room", () => {
      const resume = developerResume();
      const items = (group: number) => Array.from({ length: RESUME_LIMITS.skillItems }, (_, item) => `tool${group}x${item}`);
      resume.skills = Array.from({ length: RESUME_LIMITS.listEntries }, (_, group) => ({
        id: `s${group}`,
        category: "Tools",
        items: items(group),
      }));
      const result = revamp({ resumeData: resume, optimizationGoals: ["keywords", "restructure"] });
      expect(result.skills).toEqual(resume.skills.map(({ id: _id, ...group }) => group));
      expect(result.changes_summary.key_improvements.join("\n")).not.toMatch(/Added|Merged/);
    });
  });
});
