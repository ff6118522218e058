import { firstWord, inTense, infinitiveOf, knownVerb, type BulletTense, type VerbForm } from "./verb-forms";
import { joinTerms, termsOf, type Term } from "./terms";

interface VerbReading {
  infinitive: string;
  form: VerbForm;
}

/**
 * A word read as a verb: from the vocabulary in any form, else from compromise's tags for a
 * gerund or a third-person present ('develops'), the forms it conjugates back reliably.
 */
function readVerb(term: Term): VerbReading | null {
  const known = knownVerb(term.text);
  if (known) return known;
  if (!term.tags.includes("Verb")) return null;
  if (term.tags.includes("Gerund")) return { infinitive: infinitiveOf(term.text, "gerund"), form: "gerund" };
  if (term.tags.includes("PresentTense") && !term.tags.includes("Infinitive") && /s$/i.test(term.text)) {
    return { infinitive: infinitiveOf(term.text, "present"), form: "present" };
  }
  return null;
}

const TARGET_FORM: Record<BulletTense, VerbForm> = { past: "past", present: "base" };

/**
 * Whether the first word could be a verb to put in another tense, read without parsing the line:
 * most bullets already open in their tense, and parsing is the costly step.
 */
function mayNeedTense(line: string, tense: BulletTense): boolean {
  const word = firstWord(line);
  const known = knownVerb(word);
  if (known) return known.form !== TARGET_FORM[tense] && !(tense === "present" && known.form === "past");
  return /(?:ing|s)$/i.test(word);
}

/** A word after a comma, semicolon or 'and' starts the next item of a list. */
function startsListItem(terms: readonly Term[], index: number): boolean {
  const previous = terms[index - 1];
  if (!previous) return false;
  return /[,;]\s*$/.test(previous.post) || /^(?:and|&|or)$/i.test(previous.text);
}

function withCaseOf(original: string, word: string): string {
  return /^[A-Z]/.test(original) ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

/**
 * A line opening with a verb in another tense, put in the bullet's tense ('Managing a team' ->
 * 'Managed a team' for a past role, 'Manage a team' for a current one, where a past tense stays), with the activities listed
 * after it in the same form ('answering phones, filing records' -> 'answered phones, filed
 * records'). Only the verbs change; every other character is kept.
 */
export function alignTense(line: string, tense: BulletTense): string {
  if (!mayNeedTense(line, tense)) return line;
  const terms = termsOf(line);
  const first = terms[0];
  const opening = first ? readVerb(first) : null;
  if (!first || !opening || opening.form === TARGET_FORM[tense]) return line;
  // A result in a current role stays in the past tense: 'Reduced load time by 38%' is done.
  if (tense === "present" && opening.form === "past") return line;
  const fromPastOrBase = opening.form === "past" || opening.form === "base";
  // A past or base form converts only through the vocabulary: compromise's way back from one is unreliable.
  if (fromPastOrBase && !knownVerb(first.text)) return line;
  const rewritten = terms.map((term, index) => {
    if (index > 0 && !startsListItem(terms, index)) return term;
    const verb = readVerb(term);
    if (!verb || verb.form !== opening.form) return term;
    return { ...term, text: withCaseOf(term.text, inTense(verb.infinitive, tense)) };
  });
  return joinTerms(rewritten);
}
