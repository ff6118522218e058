import { describe, expect, it } from "vitest";
import { jobDataSchema } from "#shared/ai";
import { calculateCvScores } from "./builtin";
import { developerResume } from "../../engine/test-support/resumes";

const job = jobDataSchema.parse({
  title: "Senior Frontend Engineer",
  required_skills: ["JavaScript", "React", "TypeScript", "GraphQL", "Next.js"],
  preferred_skills: ["Storybook", "AWS"],
});

describe("calculateCvScores", () => {
  it("raises the impact score when bullets give figures", () => {
    const plain = developerResume();
    const measured = developerResume();
    measured.experience[1]!.description = [
      "- Maintained 14 client websites with 99.9% uptime",
      "- Built an online booking flow used by 1,200 customers a month",
      "- Wrote 300 unit tests and reviewed 40 pull requests a month",
    ].join("\n");
    const before = calculateCvScores({ resumeData: plain, jobData: job });
    const after = calculateCvScores({ resumeData: measured, jobData: job });
    expect(after.impact_score).toBeGreaterThan(before.impact_score);
  });

  it("raises the ATS score when the resume shows the job's keywords", () => {
    const without = developerResume();
    const withKeywords = developerResume();
    withKeywords.skills.push({ id: "s3", category: "Frameworks", items: ["GraphQL", "Next.js", "Storybook"] });
    expect(calculateCvScores({ resumeData: withKeywords, jobData: job }).ats_score).toBeGreaterThan(
      calculateCvScores({ resumeData: without, jobData: job }).ats_score,
    );
  });

  it("lowers the ATS score for missing contact details and dates", () => {
    const broken = developerResume();
    broken.personal_info.phone = "";
    broken.personal_info.email = "";
    broken.experience.forEach((entry) => Object.assign(entry, { startDate: "", endDate: "", current: false }));
    expect(calculateCvScores({ resumeData: broken, jobData: null }).ats_score).toBeLessThan(
      calculateCvScores({ resumeData: developerResume(), jobData: null }).ats_score,
    );
  });
});
