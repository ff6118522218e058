import type { ResumeContent } from "#shared/resume";
import { sampleResume } from "../sample-resume";

const EXTRA_PARAGRAPH =
  "Led a cross-functional effort to rebuild the billing pipeline, cutting failed charges by 38% and support tickets by half while mentoring four engineers on the team.";

/** Words no line can hold whole, to prove layouts wrap them instead of running off the page. */
const UNBREAKABLE = `${"Supercalifragilisticexpialidocious".repeat(4)} https://example.com/${"a-very-long-path-segment".repeat(8)}`;

/**
 * The sample resume with its experience repeated `rounds` more times, each copy with a longer
 * description (bullets and a paragraph): three rounds fill about three pages in most layouts. It
 * also carries the worst cases for the page width: a very long website URL and a 2,000-character
 * description with unbreakable words.
 */
export function longResume(rounds = 3): ResumeContent {
  const resume = structuredClone(sampleResume);
  resume.personal_info.website = `https://jordanellis.dev/${"portfolio-and-writing/".repeat(8)}`;
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
  const longest = resume.experience[0]!;
  longest.description = `${longest.description}\n${`${UNBREAKABLE} ${EXTRA_PARAGRAPH} `.repeat(8)}`.slice(
    0,
    2_000 + longest.description.length,
  );
  return resume;
}
