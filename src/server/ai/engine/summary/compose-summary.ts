import type { AiResume, CareerLevel } from "#shared/ai";
import { RESUME_LIMITS } from "#shared/limits";
import { rewriteWithin } from "../fit";
import { article, capitalize, lowerFirst } from "../prose/english";
import { joinAsList, splitBullets, startsWithActionVerb, tidySentence } from "../rewrite";

export interface SummaryTarget {
  /** The role aimed at; empty when none is given. */
  title: string;
  industry: string;
  level: CareerLevel | null;
  /** Skills to name first: the job's keywords the resume shows. */
  leadingSkills: readonly string[];
  /** A result the resume states, to close the summary with. */
  result: string | null;
}

/** Titles that already say the level; 'Senior' is not put before them. */
const LEVEL_IN_TITLE =
  /\b(?:senior|sr\.?|lead|principal|staff|head|chief|director|vp|vice president|manager|executive|junior|jr\.?|intern|graduate|trainee)\b/i;

/** How each career level introduces its skills, inside the opening and at the start of a sentence; no level claims more than the resume shows. */
const SKILLS_PHRASE: Record<CareerLevel, { inline: string; start: string }> = {
  entry: { inline: "with a grounding in", start: "Grounded in" },
  mid: { inline: "skilled in", start: "Skilled in" },
  senior: { inline: "with expertise in", start: "Expertise in" },
  executive: { inline: "with expertise in", start: "Expertise in" },
};

/** 'Reduced costs' -> 'reduced costs'; a result that opens with a name ('Python scripts cut...') keeps its case. */
const lowerFirstVerb = (text: string): string => (startsWithActionVerb(text) ? lowerFirst(text) : text);

/** Up to three skills: the leading ones first, then the resume's skills section in its order. */
function topSkills(resume: AiResume, leading: readonly string[]): string[] {
  const seen = new Set<string>();
  const skills: string[] = [];
  for (const skill of [...leading, ...resume.skills.flatMap((group) => group.items)]) {
    const key = skill.trim().toLowerCase();
    if (key === "" || seen.has(key)) continue;
    seen.add(key);
    skills.push(skill.trim());
  }
  return skills.slice(0, 3);
}

interface Opening {
  /** Who the candidate is: the latest position (the target title when there is none), with the level; empty when the resume says neither. */
  identity: string;
  industry: string;
  skills: string;
  /** The target role when it is not the identity: 'an Accessibility Engineer role'. */
  aim: string;
}

/**
 * The parts of the summary's opening, from the resume's latest position (the target title when it
 * has none), the career level, the industry and the resume's own skills, and the target role when
 * that is another. It claims no title the resume does not hold and states no figure.
 */
function composeOpening(resume: AiResume, target: SummaryTarget): Opening {
  const position = resume.experience[0]?.position.trim() ?? "";
  const title = target.title.trim();
  const identity = position || title;
  const senior = identity !== "" && target.level === "senior" && !LEVEL_IN_TITLE.test(identity);
  return {
    identity: capitalize(`${senior ? "Senior " : ""}${identity}`),
    industry: target.industry.trim(),
    skills: joinAsList(topSkills(resume, target.leadingSkills)),
    aim: title && title.toLowerCase() !== identity.toLowerCase() ? `${article(title)} ${title} role` : "",
  };
}

/** 'Senior web developer in retail with expertise in A, B and C, targeting a Frontend Engineer role.' */
function openingSentence(opening: Opening, level: CareerLevel): string {
  // With neither a role nor a skill there is nothing true to say.
  if (opening.identity === "" && opening.skills === "") return "";
  const identity = opening.identity || "Professional";
  const industry = opening.industry ? ` in ${opening.industry}` : "";
  const skills = opening.skills ? ` ${SKILLS_PHRASE[level].inline} ${opening.skills}` : "";
  const aim = opening.aim ? `, targeting ${opening.aim}` : "";
  return `${identity}${industry}${skills}${aim}.`;
}

/** The opening without its identity, for a summary that already says who the candidate is: 'Expertise in A and B, targeting a Frontend Engineer role in retail.' */
function followUpSentence(opening: Opening, level: CareerLevel): string {
  const industry = opening.industry ? ` in ${opening.industry}` : "";
  const aim = opening.aim ? `targeting ${opening.aim}${industry}` : "";
  const skills = opening.skills ? `${SKILLS_PHRASE[level].start} ${opening.skills}${aim ? "" : industry}` : "";
  const sentence = [skills, aim].filter((part) => part !== "").join(", ");
  return sentence === "" ? "" : `${capitalize(sentence)}.`;
}

/**
 * A summary for the target: the resume's own summary tidied sentence by sentence, with a composed
 * sentence for a target title it does not name (after its own opening when that already says who
 * the candidate is); without a summary, the composed opening and one result the resume states.
 * Within the summary's limit: a composed sentence or result with no room is left out, and a summary
 * that tidied would be too long stays as written.
 */
export function composeSummary(resume: AiResume, target: SummaryTarget): string {
  return rewriteWithin(resume.personal_info.summary, summaryRewrites(resume, target), RESUME_LIMITS.summary);
}

/** The summaries composeSummary can write, the fullest first. */
function summaryRewrites(resume: AiResume, target: SummaryTarget): string[] {
  const sentences = splitBullets(resume.personal_info.summary)
    .map(tidySentence)
    .filter((sentence) => sentence !== "");
  const opening = composeOpening(resume, target);
  const level = target.level ?? "mid";
  const title = target.title.trim().toLowerCase();
  if (sentences.length === 0) {
    const first = openingSentence(opening, level);
    // The result is a line of the resume, which can be as long as a description.
    const result = first && target.result ? tidySentence(`Recent results include: ${lowerFirstVerb(target.result)}`) : "";
    return [[first, result].filter((sentence) => sentence !== "").join(" "), first];
  }
  const tidied = sentences.join(" ");
  if (title === "" || sentences.some((sentence) => sentence.toLowerCase().includes(title))) return [tidied];
  const [first = "", ...others] = sentences;
  const position = resume.experience[0]?.position.trim().toLowerCase() ?? "";
  if (position === "" || !first.toLowerCase().startsWith(position))
    return [[openingSentence(opening, level), ...sentences].join(" "), tidied];
  return [[first, followUpSentence(opening, level), ...others].filter((sentence) => sentence !== "").join(" "), tidied];
}
