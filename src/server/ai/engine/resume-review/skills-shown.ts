import type { AiResume } from "#shared/ai";
import { matchKeywords } from "../text/keywords";
import { lookupSkill } from "../vocabulary";

/**
 * The job's skills the resume shows (in its experience, projects or summary) that its skills
 * section does not list: safe to add there, since the resume already claims them.
 */
export function skillsToList(resume: AiResume, shownKeywords: readonly string[]): string[] {
  const skills = shownKeywords.filter((keyword) => lookupSkill(keyword) !== undefined);
  if (skills.length === 0) return [];
  // Written as a skills section prints, a line per group: the vocabulary reads a skill that is also an everyday word ('React') by its neighbours.
  const listed = resume.skills.map((group) => `${group.category}: ${group.items.join(", ")}`).join("\n");
  return matchKeywords(listed, skills)
    .filter((match) => match.match === null)
    .map((match) => match.keyword);
}
