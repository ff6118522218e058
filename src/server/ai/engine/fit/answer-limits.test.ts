import { describe, expect, it } from "vitest";
import { z } from "zod";
import { changesSummarySchema, jobDataSchema, linkedinContentSchema, optimizationSchema } from "#shared/ai";
import { ANSWER_LIMITS } from "./answer-limits";

interface JsonSchema {
  maxLength?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
}

const json = (schema: z.ZodType) => z.toJSONSchema(schema, { io: "input" }) as JsonSchema;

describe("ANSWER_LIMITS", () => {
  it("are the answer schemas' limits", () => {
    const optimization = json(optimizationSchema).properties!;
    const improvement = optimization.improvements!.items!.properties!;
    const linkedin = json(linkedinContentSchema).properties!;
    const job = json(jobDataSchema).properties!;
    const actual: Record<keyof typeof ANSWER_LIMITS, number | undefined> = {
      improvements: optimization.improvements!.maxItems,
      atsIssues: optimization.ats_issues!.maxItems,
      missingKeywords: optimization.keywords_missing!.maxItems,
      missingKeyword: optimization.keywords_missing!.items!.maxLength,
      improvementSection: improvement.section!.maxLength,
      improvementText: Math.min(improvement.current!.maxLength!, improvement.suggested!.maxLength!),
      improvementReason: improvement.reason!.maxLength,
      linkedinDescription: linkedin.experience_suggestions!.items!.properties!.description!.maxLength,
      linkedinSkill: linkedin.skills_recommendations!.items!.maxLength,
      featuredTitle: linkedin.featured_content!.items!.properties!.title!.maxLength,
      featuredDescription: linkedin.featured_content!.items!.properties!.description!.maxLength,
      keyImprovement: json(changesSummarySchema).properties!.key_improvements!.items!.maxLength,
      jobList: Math.min(job.required_skills!.maxItems!, job.preferred_skills!.maxItems!, job.keywords!.maxItems!),
      responsibilities: job.responsibilities!.maxItems,
      responsibility: job.responsibilities!.items!.maxLength,
    };
    expect(actual).toEqual(ANSWER_LIMITS);
  });
});
