import { stripListMarker } from "./split-bullets";
import { removeFirstPerson } from "./style";
import { termsOf } from "./terms";
import { knownVerb } from "./verb-forms";

/**
 * Whether a line opens with an action verb in any tense: a vocabulary verb, or a past tense
 * compromise recognises ('Mentored'), but not a weak verb ('Helped', 'Worked', 'Was').
 */
export function startsWithActionVerb(line: string): boolean {
  const first = termsOf(removeFirstPerson(stripListMarker(line)))[0];
  if (!first) return false;
  const known = knownVerb(first.text);
  if (known) return known.kind !== null;
  return first.tags.includes("PastTense") && first.tags.includes("Verb") && !first.tags.includes("Copula");
}
