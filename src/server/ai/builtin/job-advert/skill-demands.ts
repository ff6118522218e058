import { findSkills, type Skill } from "../vocabulary";
import type { AdvertSection } from "./sections";

// Cues in a clause that make what it names a wish rather than a need.
const PREFERRED_CUE =
  /\b(preferred|preferably|(a|big|huge|definite|major|real) plus|plus if|nice[ -]to[ -]have|bonus|desirable|desired|ideally|advantageous|an advantage|an asset|would be (great|nice|helpful)|good to have|not (required|essential|mandatory)|is helpful|are helpful|optional)\b/i;
const REQUIRED_CUE = /\b(required|requires?|must|mandatory|essential|minimum|at least|need to have|you have|you will have|proven)\b/i;

/** Sections whose skills are about the company or the offer, not the job. */
const IGNORED = new Set(["about", "benefits", "apply", "equal-opportunity"]);

export interface SkillDemands {
  required: Skill[];
  preferred: Skill[];
}

type Strength = "required" | "preferred" | "implied";

function clauses(line: string): string[] {
  return line.split(/;|\.\s+|\s+[–—]\s+/);
}

function strengthOf(clause: string, section: AdvertSection): Strength {
  if (PREFERRED_CUE.test(clause)) return "preferred";
  if (REQUIRED_CUE.test(clause)) return "required";
  if (section.kind === "required" || section.kind === "preferred") return section.kind;
  return "implied";
}

/**
 * Which skills the advert requires and which it would like. A skill is required when a
 * requirements section or a clause such as "must have" or "required" names it, preferred when a
 * "Nice to have" section or a clause such as "a plus" or "preferred" does, and required when the
 * duties use it without saying either. Named both ways, the stronger word wins.
 */
export function skillDemands(sections: readonly AdvertSection[]): SkillDemands {
  const strength = new Map<Skill, Strength>();
  const rank: Record<Strength, number> = { implied: 0, preferred: 1, required: 2 };
  for (const section of sections) {
    if (IGNORED.has(section.kind)) continue;
    for (const line of section.lines) {
      for (const clause of clauses(line.text)) {
        const level = strengthOf(clause, section);
        for (const { skill } of findSkills(clause)) {
          const known = strength.get(skill);
          if (!known || rank[level] > rank[known]) strength.set(skill, level);
        }
      }
    }
  }
  const skills = [...strength];
  return {
    required: skills.filter(([, level]) => level !== "preferred").map(([skill]) => skill),
    preferred: skills.filter(([, level]) => level === "preferred").map(([skill]) => skill),
  };
}
