import nlp from "compromise";
import type { Plugin } from "compromise/misc";
import { ACTION_VERBS, WEAK_VERBS, type VerbKind } from "./action-verbs";

export type VerbForm = "base" | "past" | "present" | "gerund";
/** Past roles take the past tense; a current role takes the base form ('Manage a team of 5'). */
export type BulletTense = "past" | "present";

export interface KnownVerb {
  infinitive: string;
  form: VerbForm;
  /** Null for a weak verb. */
  kind: VerbKind | null;
}

/**
 * Verbs compromise's suffix rules conjugate wrongly ('mentor' -> past 'mentor', 'program' ->
 * gerund 'programing'), given to it as irregulars through its plugin API (typed without that
 * field); every other form of every verb is compromise's own.
 */
const IRREGULARS = {
  mentor: { pastTense: "mentored" },
  tutor: { pastTense: "tutored" },
  budget: { pastTense: "budgeted" },
  program: { pastTense: "programmed", gerund: "programming" },
  "co-lead": { pastTense: "co-led" },
};
const irregularsPlugin: Plugin = { irregulars: IRREGULARS } as Plugin;
nlp.plugin(irregularsPlugin);

/**
 * compromise's verb transforms, called directly (nlp.methods(), typed by the library as a bare
 * object): conjugating a known base form needs no parse, which for the whole vocabulary is 1 ms
 * instead of 4 s.
 */
interface VerbTransforms {
  conjugate: (infinitive: string, model: object) => { PastTense: string; PresentTense: string; Gerund: string };
  toInfinitive: (word: string, model: object, tense: "Gerund" | "PresentTense") => string;
}
const VERB = (nlp.methods() as { two: { transform: { verb: VerbTransforms } } }).two.transform.verb;
const MODEL = nlp.model();

type Conjugation = Record<Exclude<VerbForm, "base">, string>;

/** compromise's forms of a verb given in its base form. */
function conjugate(infinitive: string): Conjugation {
  const forms = VERB.conjugate(infinitive, MODEL);
  return { past: forms.PastTense, present: forms.PresentTense, gerund: forms.Gerund };
}

/** The vocabulary's verbs and weak verbs, each with its forms, conjugated once. */
const VOCABULARY: readonly { infinitive: string; kind: VerbKind | null; forms: Conjugation }[] = [
  ...(Object.entries(ACTION_VERBS) as [VerbKind, readonly string[]][]).flatMap(([kind, verbs]) =>
    verbs.map((infinitive) => ({ infinitive, kind, forms: conjugate(infinitive) })),
  ),
  ...[...WEAK_VERBS].map((infinitive) => ({ infinitive, kind: null, forms: conjugate(infinitive) })),
];

const CONJUGATIONS: ReadonlyMap<string, Conjugation> = new Map(VOCABULARY.map(({ infinitive, forms }) => [infinitive, forms]));

/**
 * Every form of every vocabulary and weak verb, to its base form. Built from compromise's
 * conjugation of the base form, because its way back from a past or gerund is less reliable
 * ('cached' -> 'cach', 'upselling' -> 'upselling').
 */
const KNOWN_FORMS: ReadonlyMap<string, KnownVerb> = (() => {
  const known = new Map<string, KnownVerb>();
  for (const { infinitive, kind, forms } of VOCABULARY) {
    const entries: [VerbForm, string][] = [["base", infinitive], ...(Object.entries(forms) as [VerbForm, string][])];
    for (const [form, word] of entries) {
      if (!known.has(word)) known.set(word, { infinitive, form, kind });
    }
  }
  return known;
})();

/** A line's first word, hyphenated words whole ('Co-founded'), list markers and spaces skipped. */
export function firstWord(line: string): string {
  return /[\p{L}][\p{L}'’-]*/u.exec(line)?.[0] ?? "";
}

/** The vocabulary's reading of a word: which verb, in which form, of which kind; null when not one of ours. */
export function knownVerb(word: string): KnownVerb | null {
  return KNOWN_FORMS.get(word.toLowerCase()) ?? null;
}

/** The base form of a verb compromise tags in a gerund or present tense outside the vocabulary. */
export function infinitiveOf(word: string, form: "gerund" | "present"): string {
  return knownVerb(word)?.infinitive ?? VERB.toInfinitive(word.toLowerCase(), MODEL, form === "gerund" ? "Gerund" : "PresentTense");
}

/** A verb (its base form, or a phrase led by one such as 'contribute to') in the tense a bullet takes. */
export function inTense(infinitive: string, tense: BulletTense): string {
  if (tense === "present") return infinitive;
  const [verb = "", ...rest] = infinitive.split(" ");
  return [(CONJUGATIONS.get(verb) ?? conjugate(verb)).past, ...rest].join(" ");
}

/** The gerund of a verb in its base form ('reduce' -> 'reducing'). */
export function gerundOf(infinitive: string): string {
  return (CONJUGATIONS.get(infinitive) ?? conjugate(infinitive)).gerund;
}
