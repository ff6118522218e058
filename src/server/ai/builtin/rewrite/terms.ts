import nlp from "compromise";

/** A word of a line as compromise reads it; pre + text + post of every term give the line back exactly. */
export interface Term {
  text: string;
  pre: string;
  post: string;
  tags: readonly string[];
  /** The singular of a noun, the base form of a verb, else the lower-case word. */
  root: string;
}

interface CompromiseTerm {
  text: string;
  pre: string;
  post: string;
  tags: string[];
  normal: string;
  root?: string;
}

export function termsOf(text: string): Term[] {
  const doc = nlp(text);
  doc.compute("root");
  const sentences = doc.json() as { terms: CompromiseTerm[] }[];
  return sentences.flatMap((sentence) =>
    sentence.terms.map(({ text: word, pre, post, tags, normal, root }) => ({ text: word, pre, post, tags, root: root ?? normal })),
  );
}

export function joinTerms(terms: readonly Term[]): string {
  return terms.map((term) => term.pre + term.text + term.post).join("");
}
