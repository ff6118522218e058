import nlp from "compromise";
import { stripListMarker } from "./split-bullets";
import { removeFirstPerson } from "./style";
import { firstWord, knownVerb } from "./verb-forms";

/**
 * Whether a line opens with an action verb in any tense: a vocabulary verb, or a past tense
 * compromise recognises ('Spearheaded'), but not a weak verb ('Helped', 'Worked', 'Was').
 */
export function startsWithActionVerb(line: string): boolean {
  const text = removeFirstPerson(stripListMarker(line));
  const word = firstWord(text);
  if (word === "" || !text.startsWith(word)) return false;
  const known = knownVerb(word);
  if (known) return known.kind !== null;
  return nlp(word).has("#PastTense") && !nlp(word).has("#Copula");
}
