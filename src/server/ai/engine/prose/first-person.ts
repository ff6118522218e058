import nlp from "compromise";
import { knownVerb } from "../rewrite";
import { article, lowerFirst } from "./english";

/** A relative pronoun ends the noun phrase that names the person ('Engineer who...'). */
const RELATIVE = /^(?:who|that|which|whose)$/i;

/**
 * A resume summary's sentences are written without a subject ('Senior engineer with nine years...',
 * 'Led teams...', 'Experience includes...'); a LinkedIn About speaks as 'I'. Each sentence gets the
 * subject its first words call for, by their part of speech (compromise):
 * - a noun phrase before a preposition: 'I am a senior engineer with...';
 * - a noun phrase followed by its verb: 'My experience includes...';
 * - a verb: 'I led...', 'I hold...' (third person 'Leads' becomes 'lead');
 * - a gerund or adjective: 'I am looking...', 'I am skilled in...';
 * - an adverb before a past verb: 'I recently focused...'; before anything else: 'I am currently at...'.
 * Sentences that already have a subject are kept.
 */
export function toFirstPerson(sentence: string): string {
  const text = sentence.trim();
  if (/^(?:i|i'm|i’m|my|we|our)\b/i.test(text)) return text;
  const terms: { text: string; tags: string[] }[] = nlp(text)
    .terms()
    .json()
    .map((term: { text: string; terms: { tags: string[] }[] }) => ({ text: term.text, tags: term.terms[0]?.tags ?? [] }));
  const [first, second] = terms;
  if (!first) return text;
  const is = (term: { tags: string[] } | undefined, tag: string) => term?.tags.includes(tag) ?? false;

  if (is(first, "Adverb")) return is(second, "PastTense") ? `I ${lowerFirst(text)}` : `I am ${lowerFirst(text)}`;
  if (is(first, "Gerund")) return `I am ${lowerFirst(text)}`;
  // compromise reads a sentence's first 'Leads' as a plural noun; the rewrite vocabulary knows it as a verb.
  const known = knownVerb(first.text);
  const conjugated = known?.form === "past" || known?.form === "present";
  if (conjugated || (is(first, "Verb") && !is(first, "Participle"))) {
    // 'Leads' is the third person; after 'I' it is 'lead'.
    const verb = known?.form === "present" ? known.infinitive : lowerFirst(first.text);
    return `I ${verb}${text.slice(first.text.length)}`;
  }
  const inPhrase = (term: { text: string; tags: string[] }) =>
    !RELATIVE.test(term.text) &&
    (is(term, "Noun") || is(term, "Adjective") || is(term, "Determiner") || is(term, "Value") || is(term, "Hyphenated"));
  const phraseEnd = terms.findIndex((term) => !inPhrase(term));
  const lead = phraseEnd === -1 ? terms : terms.slice(0, phraseEnd);
  const next = phraseEnd === -1 ? undefined : terms[phraseEnd];
  // 'Experience includes' is the summary's own subject; 'Engineer who has' names the person.
  const person = lead.some((term) => is(term, "Actor"));
  if (!person && lead.some((term) => is(term, "Noun")) && is(next, "Verb")) return `My ${lowerFirst(text)}`;
  // A job title in Title Case ('Software Engineer with...') keeps its capitals.
  const title = /^\p{Lu}\p{Ll}*\s+\p{Lu}/u.test(text) ? text : lowerFirst(text);
  if (lead.some((term) => is(term, "Noun") && !is(term, "Plural"))) return `I am ${article(text)} ${title}`;
  return `I am ${lowerFirst(text)}`;
}
