/**
 * The built-in engine's knowledge: skills and tools by category, and job titles by field, with the
 * aliases people write ("JS", "k8s", "Postgres", "MS Excel") and the case and context rules that
 * keep everyday words ("go to market", "I lead a team") from being read as skills.
 */
export {
  SKILLS,
  SKILL_CATEGORIES,
  SOFT_SKILLS,
  findSkillMentions,
  findSkills,
  isSoftSkill,
  lookupSkill,
  lookupSkillForm,
  type Skill,
  type SkillFormRule,
  type SkillMatch,
} from "./skills";
export { JOB_TITLES, findJobTitles, lookupJobTitle, titleSeniority, type JobTitle, type JobTitleMatch } from "./job-titles";
export { phraseKey } from "./phrase-index";
