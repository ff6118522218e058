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

interface Cue {
  strength: "required" | "preferred";
  start: number;
  end: number;
}

function cuesIn(clause: string): Cue[] {
  const found = (pattern: RegExp, strength: Cue["strength"]) =>
    [...clause.matchAll(new RegExp(pattern.source, "gi"))].map((match) => ({
      strength,
      start: match.index,
      end: match.index + match[0].length,
    }));
  const preferred = found(PREFERRED_CUE, "preferred");
  // "not required" is a preferred cue that contains a required one.
  const required = found(REQUIRED_CUE, "required").filter(
    (cue) => !preferred.some((other) => cue.start >= other.start && cue.end <= other.end),
  );
  return [...preferred, ...required];
}

/**
 * The cue that governs a skill is the nearest one in its clause: "GDC registration is essential
 * and experience with orthodontics is desirable" requires the first and prefers the second.
 */
function strengthAt(cues: readonly Cue[], start: number, end: number, section: AdvertSection): Strength {
  const distance = (cue: Cue) => (cue.start >= end ? cue.start - end : cue.end <= start ? start - cue.end + 0.5 : 0);
  const nearest = [...cues].sort((a, b) => distance(a) - distance(b))[0];
  if (nearest) return nearest.strength;
  if (section.kind === "required" || section.kind === "preferred") return section.kind;
  return "implied";
}

/**
 * The skills of a section read as the bulleted list it is: an everyday-word skill that is a whole
 * item of it ("- Airflow" under "Requirements") stands as a skill there, not in a clause alone.
 */
function skillsListedIn(section: AdvertSection): Map<string, Skill> {
  const listed = new Map<string, Skill>();
  for (const { skill, matched } of findSkills(section.lines.map((line) => `- ${line.text}`).join("\n"))) {
    listed.set(matched.toLowerCase(), skill);
  }
  return listed;
}

function listedItem(clause: string, listed: ReadonlyMap<string, Skill>) {
  const item = clause.trim().replace(/[.;,]+$/, "");
  const skill = listed.get(item.toLowerCase());
  return skill && findSkills(clause).every((hit) => hit.skill !== skill) ? [{ skill, matched: item, index: clause.indexOf(item) }] : [];
}

/**
 * Which skills the advert requires and which it would like. A skill is required when a
 * requirements section or a cue such as "must have" or "required" next to it names it, preferred
 * when a "Nice to have" section or a cue such as "a plus" or "preferred" does, and required when
 * the duties use it without saying either. A cue outweighs the section ("Bonus points for Canva"
 * under the requirements); named several times, the strongest wins.
 */
export function skillDemands(sections: readonly AdvertSection[]): SkillDemands {
  const strength = new Map<Skill, Strength>();
  const rank: Record<Strength, number> = { implied: 0, preferred: 1, required: 2 };
  for (const section of sections) {
    if (IGNORED.has(section.kind)) continue;
    const listed = skillsListedIn(section);
    for (const line of section.lines) {
      for (const clause of clauses(line.text)) {
        const cues = cuesIn(clause);
        for (const { skill, matched, index } of [...findSkills(clause), ...listedItem(clause, listed)]) {
          const level = strengthAt(cues, index, index + matched.length, section);
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
