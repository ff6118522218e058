import { SKILL_CATEGORIES, findSkills, lookupSkill } from "../vocabulary";
import { answerLines, listItems } from "./answer-text";
import { capitalize } from "../prose/english";

export interface SkillGroup {
  category: string;
  items: string[];
}

/** Items the vocabulary does not know and the user gave no group for. */
export const OTHER_SKILLS = "Other Skills";
const USER_GROUP = /^([\p{L} &/+-]{2,40}?)\s*:\s*(.+)$/u;

/**
 * Groups the skills answer (and gives each skill with its group in the order typed, most important
 * first as people list them): a line the user labelled ('Tools: Jira, Figma') keeps its label; other
 * items go to their vocabulary category by the vocabulary's name for them ('JS' → JavaScript), and
 * items it does not know, as typed, to 'Other Skills'. Skills the vocabulary finds in the rest of the
 * interview (`mentioned`) join their categories after the typed ones.
 */
export function groupSkills(answer: string, mentioned: string): { groups: SkillGroup[]; inOrder: SkillGroup[] } {
  const groups = new Map<string, string[]>();
  const inOrder: SkillGroup[] = [];
  const seen = new Set<string>();
  /** `key` is the vocabulary's name when it knows the skill, so 'JS' typed and 'JavaScript' found are one. */
  const add = (category: string, item: string, key = item) => {
    if (item === "" || seen.has(key.toLowerCase())) return;
    seen.add(key.toLowerCase());
    groups.set(category, [...(groups.get(category) ?? []), item]);
    inOrder.push({ category, items: [item] });
  };

  for (const { text } of answerLines(answer)) {
    const labelled = USER_GROUP.exec(text);
    const label = labelled && !lookupSkill(labelled[1] ?? "") ? capitalize((labelled[1] ?? "").trim()) : "";
    for (const item of listItems(label ? (labelled?.[2] ?? "") : text)) {
      const known = lookupSkill(item);
      const found = known ? [known] : findSkills(item).map((match) => match.skill);
      const [only] = found;
      if (label) add(label, known?.name ?? item, only?.name);
      else if (known) add(known.category, known.name);
      // A phrase around one known skill ('Advanced Excel') keeps the user's words in that skill's group.
      else if (only && found.length === 1) add(only.category, item, only.name);
      else if (found.length > 1) found.forEach((skill) => add(skill.category, skill.name));
      else add(OTHER_SKILLS, item);
    }
  }
  for (const { skill } of findSkills(mentioned)) add(skill.category, skill.name);

  const rank = (category: string) => {
    const index = SKILL_CATEGORIES.indexOf(category);
    if (category === OTHER_SKILLS) return SKILL_CATEGORIES.length + 1;
    return index === -1 ? -1 : index;
  };
  return {
    groups: [...groups].map(([category, items]) => ({ category, items })).sort((a, b) => rank(a.category) - rank(b.category)),
    inOrder,
  };
}
