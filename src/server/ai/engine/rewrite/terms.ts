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

/**
 * The words of a line. compromise splits a hyphenated word in two ('co-led' is 'co' and 'led');
 * here it is one word again, tagged as its last part, so 'Co-founded' reads as one verb.
 */
export function termsOf(text: string): Term[] {
  const doc = nlp(text);
  doc.compute("root");
  const sentences = doc.json() as { terms: CompromiseTerm[] }[];
  const terms: Term[] = [];
  for (const { text: word, pre, post, tags, normal, root } of sentences.flatMap((sentence) => sentence.terms)) {
    const term = { text: word, pre, post, tags, root: root ?? normal };
    const previous = terms.at(-1);
    if (previous && previous.post === "-" && pre === "") {
      terms[terms.length - 1] = { text: `${previous.text}-${word}`, pre: previous.pre, post, tags, root: `${previous.root}-${term.root}` };
    } else {
      terms.push(term);
    }
  }
  return terms;
}

export function joinTerms(terms: readonly Term[]): string {
  return terms.map((term) => term.pre + term.text + term.post).join("");
}
