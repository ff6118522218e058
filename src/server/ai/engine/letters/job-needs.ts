import nlp from "compromise";
import { knownVerb, startsWithActionVerb } from "../rewrite";
import { parseJobDescription } from "../../functions/parse-job-description/builtin";
import { findSkills, isSoftSkill, lookupSkill } from "../vocabulary";
import { lowerFirst } from "../prose/english";

export interface Requirement {
  name: string;
  written: string;
}

/** What a letter answers to in a job advert. */
export interface JobNeeds {
  /** The person the advert says to write to ('Ms. Jane Smith'), when it names one. */
  addressee: string;
  /** Skills the advert names, technical ones first: the vocabulary's name, and the advert's spelling for prose. */
  requirements: Requirement[];
  /** The advert's duties, each as a phrase that follows 'to' ('develop and maintain REST APIs'). */
  duties: string[];
}

const NAME = String.raw`(?:(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof)\.?\s+)?[A-Z][a-z'’-]+(?:\s+[A-Z][a-z'’-]+){1,2}`;
const ADDRESSEE = new RegExp(
  String.raw`\b(?:contact(?:\s+person)?|hiring\s+manager|recruiter|attn|attention|(?:send|submit|address|email)\s+(?:your\s+)?(?:application|cv|resume|letter)s?\s+to|apply\s+to|questions\s+to)\s*[:,-]?\s*(${NAME})\b`,
  "i",
);

/**
 * Reads the advert with the engine's job-description parser: its required then preferred skills
 * (soft skills last, each in the advert's own spelling for prose, none the title names) and its
 * duties that open with a verb; and, beyond the parser, the person to write to.
 */
export function jobNeeds(jobDescription: string, jobTitle: string): JobNeeds {
  const job = parseJobDescription({ jobDescription });
  const spelling = new Map(findSkills(jobDescription).map((match) => [match.skill.name, match.matched]));
  // A skill the title names ('Frontend' in 'Frontend Developer') is the role itself, which the letter names already.
  const inTitle = new Set(findSkills(jobTitle).map((match) => match.skill.name));
  const skills = [...new Set([...job.required_skills, ...job.preferred_skills])].filter((skill) => !inTitle.has(skill));
  const ordered = [...skills.filter((skill) => !isSoftSkill(skill)), ...skills.filter(isSoftSkill)];
  return {
    addressee: addresseeOf(jobDescription),
    requirements: ordered.map((name) => ({ name, written: spelling.get(name) ?? name })),
    duties: job.responsibilities.filter(opensWithVerb).map(asInfinitivePhrase),
  };
}

/**
 * A duty opens with a verb in any form ('Design', 'Mentors', 'Own'): one the rewrite vocabulary
 * knows, or one compromise reads as a verb after a subject ('They own...'), where a line's first
 * word alone is often read as a noun or adjective.
 */
function opensWithVerb(line: string): boolean {
  const [first = ""] = line.split(/\s+/);
  if (startsWithActionVerb(line) || knownVerb(first)) return true;
  const terms = (nlp(`They ${lowerFirst(line)}`).json()[0] as { terms: { tags: string[] }[] } | undefined)?.terms;
  return terms?.[1]?.tags.includes("Verb") ?? false;
}

/** The name after 'Contact:', 'Hiring manager:' or 'send your application to', without a following word in lower case. */
function addresseeOf(text: string): string {
  const match = ADDRESSEE.exec(text);
  if (!match?.[1]) return "";
  const words = match[1].split(/\s+/);
  // The pattern is case-insensitive for its lead words, so the name's words are checked here.
  const named = words.filter((word) => /^[A-Z]/.test(word));
  return named.length >= 2 && named.length === words.length ? match[1] : "";
}

/**
 * 'Develops scalable services.' → 'develop scalable services', to follow 'the chance to'. Only verbs
 * the rewrite vocabulary knows change form: compromise's way back from other words is unreliable
 * ('cached' → 'cach').
 */
function asInfinitivePhrase(duty: string): string {
  const [verb = "", ...rest] = duty
    .replace(/[.;:]+$/, "")
    .trim()
    .split(/\s+/);
  return [knownVerb(verb)?.infinitive ?? verb.toLowerCase(), ...rest].join(" ");
}

/** Whether a skill the resume lists is one of the advert's requirements, by vocabulary name or spelling. */
export function requirementMatches(requirement: Requirement, skill: string): boolean {
  const canonical = lookupSkill(skill)?.name ?? skill;
  return canonical.toLowerCase() === requirement.name.toLowerCase();
}
