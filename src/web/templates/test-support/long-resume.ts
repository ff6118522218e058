import type { ResumeContent } from "../../../shared/resume";
import { sampleResume } from "../sample-resume";

const EXTRA_PARAGRAPH =
  "Led a cross-functional effort to rebuild the billing pipeline, cutting failed charges by 38% and support tickets by half while mentoring four engineers on the team.";

/**
 * The sample resume with its experience repeated `rounds` more times, each copy with a longer
 * description (bullets and a paragraph): three rounds fill about three pages in most layouts.
 */
export function longResume(rounds = 3): ResumeContent {
  const resume = structuredClone(sampleResume);
  const originals = [...resume.experience];
  for (let round = 1; round <= rounds; round++)
    for (const entry of originals)
      resume.experience.push({
        ...entry,
        id: `${entry.id}-${round}`,
        current: false,
        endDate: entry.endDate || "Dec 2024",
        description: `${entry.description}\n\n${EXTRA_PARAGRAPH} ${EXTRA_PARAGRAPH}`,
      });
  return resume;
}
