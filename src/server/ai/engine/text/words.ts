import nlp from "compromise";

/** A word as compromise reads it in its sentence: its text, its dictionary form and its part of speech. */
export interface Word {
  text: string;
  /** Lower case, punctuation trimmed. */
  normal: string;
  /**
   * The dictionary form in context: "managed" and "managing" are "manage", "pipelines" is
   * "pipeline"; "management" stays itself, being another word. Used as the stem, so two words
   * match by stem only when they are forms of one word.
   */
  stem: string;
  tags: ReadonlySet<string>;
  start: number;
  end: number;
  /** What follows the word before the next one: punctuation and spaces. */
  after: string;
}

interface CompromiseTerm {
  text: string;
  normal: string;
  root?: string;
  post: string;
  tags: string[];
  offset: { start: number; length: number };
}

const pastTenseRoots = new Map<string, string>();

/**
 * Compromise reads a past participle it takes for an adjective ("and managed budgets") as its own
 * root. Read alone as a past tense, it gives the verb ("manage").
 */
function pastTenseRoot(normal: string): string {
  let root = pastTenseRoots.get(normal);
  if (root === undefined) {
    const doc = nlp(normal);
    doc.tag("PastTense");
    doc.compute("root");
    const [sentence] = doc.json({ terms: { normal: true } }) as { terms: CompromiseTerm[] }[];
    root = sentence?.terms[0]?.root ?? normal;
    pastTenseRoots.set(normal, root);
  }
  return root;
}

function stemOf(term: CompromiseTerm): string {
  if (term.root) return term.root;
  const participle = term.normal.endsWith("ed") && (term.tags.includes("Adjective") || term.tags.includes("PastTense"));
  return participle ? pastTenseRoot(term.normal) : term.normal;
}

/** The words of a text with their stems and tags, by compromise (the engine's one NLP library). */
export function readWords(text: string): Word[] {
  const doc = nlp(text);
  doc.compute("root");
  const sentences = doc.json({ offset: true, terms: { normal: true, offset: true } }) as { terms: CompromiseTerm[] }[];
  return sentences.flatMap((sentence) =>
    sentence.terms
      .filter((term) => term.normal !== "")
      .map((term) => ({
        text: term.text,
        normal: term.normal,
        stem: stemOf(term),
        tags: new Set(term.tags),
        start: term.offset.start,
        end: term.offset.start + term.offset.length,
        after: term.post,
      })),
  );
}

const verbReadings = new Map<string, boolean>();

/** Whether a word can be a verb ("load", "ship", "review"), read the way compromise reads "to <word>". */
export function canBeVerb(normal: string): boolean {
  let verb = verbReadings.get(normal);
  if (verb === undefined) {
    verb = nlp(`to ${normal}`).has("#Infinitive");
    verbReadings.set(normal, verb);
  }
  return verb;
}
