import { lookupSkill } from "../vocabulary";

/**
 * The vocabulary's category of people skills (communication, leadership). Composed texts name tools
 * and technical skills first: they say more about a person, and a project's technologies are never
 * soft skills.
 */
export const SOFT_SKILLS = "Soft Skills";

/** Whether a skill, by its vocabulary name or any alias, is a soft skill. */
export function isSoftSkill(skill: string): boolean {
  return lookupSkill(skill)?.category === SOFT_SKILLS;
}
