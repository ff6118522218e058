import type { ResumeDraft } from "#shared/ai";
import { RESUME_LIMITS } from "#shared/limits";
import { SKILL_CATEGORIES, lookupSkill } from "../vocabulary";

type SkillGroupDraft = ResumeDraft["skills"][number];

/** Where a skill the vocabulary does not know goes when its own group has no name. */
const OTHER_CATEGORY = "Other";

const hasRoom = (group: SkillGroupDraft) => group.items.length < RESUME_LIMITS.skillItems;

/**
 * The skills merged into the vocabulary's categories, in its order (technical first, soft skills
 * last), then the resume's own categories for the skills the vocabulary does not know. A skill
 * listed twice, or under two spellings ('JS', 'JavaScript'), is kept once, as first written. Null
 * when the merged categories would be more, or fuller, than a resume holds: the skills then stay
 * as they were, none lost.
 */
export function restructureSkills(groups: readonly SkillGroupDraft[]): SkillGroupDraft[] | null {
  const byCategory = new Map<string, string[]>();
  const seen = new Set<string>();
  for (const group of groups) {
    for (const item of group.items.map((value) => value.trim()).filter((value) => value !== "")) {
      const skill = lookupSkill(item);
      const key = (skill?.name ?? item).toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      const category = skill?.category ?? (group.category.trim() || OTHER_CATEGORY);
      byCategory.set(category, [...(byCategory.get(category) ?? []), item]);
    }
  }
  const rank = (category: string) => {
    const index = SKILL_CATEGORIES.indexOf(category);
    return index === -1 ? SKILL_CATEGORIES.length : index;
  };
  if (byCategory.size > RESUME_LIMITS.listEntries || [...byCategory.values()].some((items) => items.length > RESUME_LIMITS.skillItems)) {
    return null;
  }
  return [...byCategory.entries()]
    .map(([category, items], order) => ({ category, items, order }))
    .sort((a, b) => rank(a.category) - rank(b.category) || a.order - b.order)
    .map(({ category, items }) => ({ category, items }));
}

/**
 * Skills added to a group of their vocabulary category with room for them, or to a new group of it
 * while the resume has room for one; a skill with no room left is not added. `added` lists the
 * skills that were.
 */
export function addSkills(groups: readonly SkillGroupDraft[], skills: readonly string[]): { groups: SkillGroupDraft[]; added: string[] } {
  const result = groups.map((group) => ({ ...group, items: [...group.items] }));
  const added: string[] = [];
  for (const name of skills) {
    const category = lookupSkill(name)?.category ?? OTHER_CATEGORY;
    const home =
      result.find((group) => hasRoom(group) && group.items.some((item) => lookupSkill(item)?.category === category)) ??
      result.find((group) => hasRoom(group) && group.category === category);
    if (home) home.items.push(name);
    else if (result.length < RESUME_LIMITS.listEntries) result.push({ category, items: [name] });
    else continue;
    added.push(name);
  }
  return { groups: result, added };
}
