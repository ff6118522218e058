import type { RevampTone } from "#shared/ai";
import { gerundOf, inTense, infinitiveOf, knownVerb, type BulletTense } from "./verb-forms";
import { CONTRIBUTION_BY_TONE, verbForObject } from "./verb-choice";
import { joinTerms, termsOf, type Term } from "./terms";

/**
 * Whose work an opening describes: a duty the person owned ('Responsible for') becomes their
 * action; a share in others' work ('Helped with') stays a contribution, so no claim grows.
 */
type OpeningClaim = "ownership" | "contribution";

interface WeakOpening {
  pattern: RegExp;
  claim: OpeningClaim;
  /** Openings such as a bare 'Helped' are weak only before a verb ('Helped reduce'), not before a person ('Helped customers'). */
  needsVerb?: boolean;
}

const BE = String.raw`(?:(?:am|is|was|were|have\s+been|had\s+been)\s+)?`;

const WEAK_OPENINGS: readonly WeakOpening[] = [
  {
    pattern: new RegExp(String.raw`^${BE}(?:solely\s+|directly\s+|fully\s+)?(?:responsible|accountable)\s+for\s+`, "i"),
    claim: "ownership",
  },
  {
    pattern: /^(?:main\s+|key\s+|daily\s+)?(?:duties|responsibilities|tasks)(?:\s+(?:included|include|involved|were)\s*:?|\s*:)\s*/i,
    claim: "ownership",
  },
  { pattern: new RegExp(String.raw`^${BE}(?:tasked|charged|entrusted)\s+(?:with|to)\s+`, "i"), claim: "ownership" },
  { pattern: /^handled\s+/i, claim: "ownership" },
  { pattern: new RegExp(String.raw`^${BE}in\s+charge\s+of\s+`, "i"), claim: "ownership" },
  {
    pattern:
      /^my\s+(?:main\s+)?(?:role|job|duty|duties|responsibility|responsibilities|task)\s+(?:was|were|included|involved)\s+(?:to\s+)?/i,
    claim: "ownership",
  },
  { pattern: new RegExp(String.raw`^${BE}involved\s+(?:in|with)\s+`, "i"), claim: "contribution" },
  { pattern: /^worked\s+on\s+/i, claim: "contribution" },
  { pattern: /^(?:helped|assisted)\s+(?:with|in)\s+/i, claim: "contribution" },
  { pattern: /^(?:helped|assisted)\s+(?:to\s+)?/i, claim: "contribution", needsVerb: true },
  { pattern: /^(?:participated|took\s+part)\s+in\s+/i, claim: "contribution" },
  { pattern: new RegExp(String.raw`^${BE}(?:an?\s+)?(?:active\s+)?(?:part|member)\s+of\s+`, "i"), claim: "contribution" },
];

/** What follows an opening: an activity ('managing a team', 'to manage a team', 'manage a team') or a thing ('the payroll'). */
function leadingActivity(terms: readonly Term[]): string | null {
  const first = terms[0];
  if (!first) return null;
  const known = knownVerb(first.text);
  if (known && (known.form === "gerund" || known.form === "base")) return known.infinitive;
  if (first.tags.includes("Gerund")) return infinitiveOf(first.text, "gerund");
  return null;
}

/** Endings that make a noun of a verb: 'development', 'preparation', 'coordination'. */
const NOMINAL_ENDING = /(?:ment|ation|tion|sion|ance|ence|al)$/;

/**
 * A duty named by the noun made of its verb, 'the development of new features', read back as the
 * verb and its object ('develop', 'new features'), when the verb is in the vocabulary.
 */
function nominalActivity(rest: string): { verb: string; object: string } | null {
  const match = /^(?:the\s+)?([a-z]+)\s+of\s+(\S.*)$/i.exec(rest);
  const noun = match?.[1]?.toLowerCase();
  const object = match?.[2];
  if (!noun || !object) return null;
  // A noun that is also the verb ('the care of', 'the design of') may need its own preposition: left alone.
  if (!NOMINAL_ENDING.test(noun)) return null;
  for (let end = noun.length - 2; end >= 4; end -= 1) {
    const stem = noun.slice(0, end);
    const verb = [stem, `${stem}e`]
      .map((candidate) => knownVerb(candidate))
      .find((candidate) => candidate?.kind && candidate.form === "base");
    if (verb) return { verb: verb.infinitive, object };
  }
  return null;
}

export interface OpeningRewrite {
  text: string;
  /** 'weak-opening' always; 'action-verb' when a verb was chosen for a thing the opening named. */
  rules: ("weak-opening" | "action-verb")[];
}

/**
 * A line whose opening says a duty rather than an action, rewritten to open with the action: the
 * activity it names ('Responsible for managing a team of 5' -> 'managing a team of 5', which the
 * tense rule makes 'Managed ...'), or a verb chosen by what the duty is about and the tone
 * ('Responsible for the payroll' -> 'Managed the payroll'). Null when the line has no weak opening.
 */
export function rewriteWeakOpening(line: string, tone: RevampTone, tense: BulletTense): OpeningRewrite | null {
  for (const opening of WEAK_OPENINGS) {
    const match = opening.pattern.exec(line);
    if (!match) continue;
    const rest = line.slice(match[0].length).replace(/^to\s+/i, "");
    const terms = termsOf(rest);
    const activity = leadingActivity(terms);
    if (opening.needsVerb && !activity) continue;
    const afterActivity = joinTerms(terms.slice(1)).trimStart();
    if (opening.claim === "contribution") {
      const phrase = inTense(CONTRIBUTION_BY_TONE[tone], tense);
      const object = activity ? `${gerundOf(activity)} ${afterActivity}` : rest;
      return { text: `${phrase} ${object}`.trim(), rules: ["weak-opening"] };
    }
    // The activity keeps its words; the tense rule then puts it, and any activities listed after it, in the bullet's tense.
    if (activity) return { text: rest, rules: ["weak-opening"] };
    const nominal = nominalActivity(rest);
    if (nominal) return { text: `${inTense(nominal.verb, tense)} ${nominal.object}`, rules: ["weak-opening"] };
    const verb = verbForObject(
      terms.map((term) => term.root),
      tone,
    );
    return { text: `${inTense(verb, tense)} ${rest}`.trim(), rules: ["weak-opening", "action-verb"] };
  }
  return null;
}
