import type { RevampTone } from "#shared/ai";

const words = (list: string): readonly string[] => list.trim().split(/\s+/);

/**
 * What a duty is about, told by the nouns of its object ('Responsible for the payroll of 200
 * staff' is about money): the verb a weak opening becomes depends on it. Singular forms; a plural
 * is matched through its singular.
 */
const OBJECT_NOUNS = {
  people: words(`
    team staff employee engineer developer designer analyst intern volunteer group department crew
    associate representative agent nurse teacher worker contractor squad unit personnel workforce
    apprentice trainee cashier people colleague hire recruit`),
  money: words(`
    budget p&l revenue spend spending payroll cost fund funding finance expense invoice cash billing
    pricing portfolio capital forecast margin ledger tax`),
  project: words(`
    project program programme initiative launch migration rollout implementation transformation
    redesign release upgrade integration campaign product feature roadmap pilot`),
  system: words(`
    system software website site app application platform tool api service pipeline infrastructure
    database server network codebase cluster environment stack backend frontend repository`),
  relationship: words(`
    customer client account relationship stakeholder vendor supplier partner patient guest user
    community donor tenant sponsor`),
  document: words(`
    report documentation proposal content newsletter presentation policy procedure manual guide
    article blog copy brief contract specification spec plan dashboard minute correspondence`),
  operations: words(`
    operation inventory stock logistics schedule store shop warehouse facility office process workflow
    shipment order supply fleet maintenance compliance quality safety reception desk kitchen floor`),
  event: words(`event meeting conference workshop webinar seminar fundraiser trip ceremony exhibition`),
  training: words(`training onboarding mentoring coaching induction course curriculum lesson class tutoring`),
} as const satisfies Record<string, readonly string[]>;

type ObjectKind = keyof typeof OBJECT_NOUNS | "general";

/**
 * The verb (base form, a phrase when it needs its preposition) a duty opens with, by what it is
 * about and the tone asked for: professional plain and safe, technical precise about ownership,
 * creative livelier, executive the language of scope and direction. Every verb is in the
 * vocabulary (action-verbs.ts).
 */
export const VERB_BY_TONE: Record<ObjectKind, Record<RevampTone, string>> = {
  people: { professional: "manage", technical: "lead", creative: "guide", executive: "direct" },
  money: { professional: "manage", technical: "control", creative: "manage", executive: "oversee" },
  project: { professional: "deliver", technical: "lead", creative: "drive", executive: "spearhead" },
  system: { professional: "maintain", technical: "administer", creative: "run", executive: "oversee" },
  relationship: { professional: "manage", technical: "support", creative: "cultivate", executive: "oversee" },
  document: { professional: "prepare", technical: "author", creative: "craft", executive: "produce" },
  operations: { professional: "oversee", technical: "run", creative: "run", executive: "direct" },
  event: { professional: "organize", technical: "coordinate", creative: "orchestrate", executive: "oversee" },
  training: { professional: "deliver", technical: "run", creative: "lead", executive: "direct" },
  general: { professional: "manage", technical: "run", creative: "drive", executive: "oversee" },
};

/**
 * For a share in someone else's work ('Worked on', 'Helped with'): a phrase that keeps the claim
 * a contribution, never ownership.
 */
export const CONTRIBUTION_BY_TONE: Record<RevampTone, string> = {
  professional: "contribute to",
  technical: "contribute to",
  creative: "collaborate on",
  executive: "partner on",
};

const KIND_OF_NOUN: ReadonlyMap<string, ObjectKind> = new Map(
  (Object.entries(OBJECT_NOUNS) as [ObjectKind, readonly string[]][]).flatMap(([kind, nouns]) =>
    nouns.map((noun) => [noun, kind] as const),
  ),
);

/** The kind of the first noun of an object phrase that says one, given the phrase's words as singulars. */
function objectKind(singularWords: readonly string[]): ObjectKind {
  for (const word of singularWords) {
    const kind = KIND_OF_NOUN.get(word.toLowerCase());
    if (kind) return kind;
  }
  return "general";
}

/** Whether a verb repeats a word of its object ('maintain' before 'website maintenance'). */
function echoes(verb: string, objectWords: readonly string[]): boolean {
  const stem = verb.slice(0, 5).toLowerCase();
  return objectWords.some((word) => word.toLowerCase().startsWith(stem));
}

/**
 * The verb for a duty's object, given the object's words as singulars: the tone's verb for what it
 * is about, else, when that verb would repeat a word of the object, the kind's verb of another
 * tone, then a general one.
 */
export function verbForObject(singularWords: readonly string[], tone: RevampTone): string {
  const kind = objectKind(singularWords);
  const candidates = [VERB_BY_TONE[kind][tone], ...Object.values(VERB_BY_TONE[kind]), ...Object.values(VERB_BY_TONE.general)];
  return candidates.find((verb) => !echoes(verb, singularWords)) ?? VERB_BY_TONE[kind][tone];
}
