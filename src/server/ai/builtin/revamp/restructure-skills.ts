import type { ResumeDraft } from "../../../../shared/ai";
import { SKILL_CATEGORIES, lookupSkill } from "../vocabulary";

type SkillGroupDraft = ResumeDraft["skills"][number];

/** Where a skill the vocabulary does not know goes when its own group has no name. */
const OTHER_CATEGORY = "Other";

/**
 * The skills merged into the vocabulary's categories, in its order (technical first, soft skills
 * last), then the resume's own categories for the skills the vocabulary does not know. A skill
 * listed twice, or under two spellings ('JS', 'JavaScript'), is kept once, as first written.
 */
export function restructureSkills(groups: readonly SkillGroupDraft[]): SkillGroupDraft[] {
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
  return [...byCategory.entries()]
    .map(([category, items], order) => ({ category, items, order }))
    .sort((a, b) => rank(a.category) - rank(b.category) || a.order - b.order)
    .map(({ category, items }) => ({ category, items }));
}

/** Skills added to the group of their vocabulary category, or to a new group of it. */
export function addSkills(groups: readonly SkillGroupDraft[], skills: readonly string[]): SkillGroupDraft[] {
  const result = groups.map((group) => ({ ...group, items: [...group.items] }));
  for (const name of skills) {
    const category = lookupSkill(name)?.category ?? OTHER_CATEGORY;
    const home =
      result.find((group) => group.items.some((item) => lookupSkill(item)?.category === category)) ??
      result.find((group) => group.category === category);
    if (home) home.items.push(name);
    else result.push({ category, items: [name] });
  }
  return result;
}
