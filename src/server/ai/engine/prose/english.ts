import nlp from "compromise";

/** Small rules of English the composed texts (summaries, letters, LinkedIn) share. */

/** Letters whose spoken name starts with a vowel sound: 'an SEO lead', 'an HR manager', 'an MBA'. */
const VOWEL_SOUND_LETTERS = new Set("AEFHILMNORSX");
/** Words spelt with a vowel but spoken with a consonant ('a university', 'a one-year'), or the reverse ('an hour'). */
const CONSONANT_SOUND = /^(?:uni|use|usu|eu|one|once|ubiq|ure|uro)/i;
const SILENT_H = /^(?:hour|honest|honou?r|heir)/i;

/** 'a' or 'an' for the word that follows. */
export function article(next: string): "a" | "an" {
  const word = next.trim().split(/[\s-]/)[0] ?? "";
  if (/^[A-Z]{2,}s?$/.test(word)) return VOWEL_SOUND_LETTERS.has(word[0] ?? "") ? "an" : "a";
  if (SILENT_H.test(word)) return "an";
  if (CONSONANT_SOUND.test(word)) return "a";
  return /^[aeiou]/i.test(word) ? "an" : "a";
}

/** 'A-Levels', 'GCSEs': a plural head noun (the last word before any 'of') takes no article. */
const PLURAL_HEAD = /(?:[^su'’]s|[A-Z]s)$/;

/** The phrase with its article: 'an Engineer', 'a UX Designer', 'a Bachelor of Arts'; none for 'A-Levels'. */
export function withArticle(phrase: string): string {
  const head =
    phrase
      .split(/\s+of\s+/i)[0]
      ?.trim()
      .split(/\s+/)
      .at(-1) ?? "";
  return PLURAL_HEAD.test(head) ? phrase : `${article(phrase)} ${phrase}`;
}

/** Lower-cases a leading capitalised word ('Built' → 'built') but not an acronym or a name in capitals ('AWS'). */
export function lowerFirst(text: string): string {
  return text.replace(/^(\p{Lu})(\p{Ll}*)(?=[\s,.;:'’-]|$)/u, (word, first: string, rest: string) =>
    rest === "" && word.length === 1 && first !== "A" ? word : first.toLowerCase() + rest,
  );
}

/** A name that ends in a full stop ('Acme Inc.') ends the sentence too: no second stop after it ('Acme Inc..'). */
export function singleFullStops(text: string): string {
  return text.replace(/(?<!\.)\.\.(?!\.)/g, ".");
}

/** The text as the end of a sentence: trailing punctuation dropped, one full stop added; an ellipsis (text cut short) ends it as it is. */
export function asSentence(text: string): string {
  const trimmed = text.trim().replace(/[.;:,!\s]+$/, "");
  return trimmed.endsWith("…") ? trimmed : `${trimmed}.`;
}

/** The sentences of a text, split by compromise so 'Inc.', 'U.S.' and 'e.g.' do not end one. */
export function sentences(text: string): string[] {
  return nlp(text)
    .sentences()
    .out("array")
    .map((sentence: string) => sentence.trim())
    .filter((sentence: string) => sentence !== "");
}

/** Upper-cases the first letter, as a resume line begins. */
export function capitalize(text: string): string {
  return text.replace(/^\p{Ll}/u, (letter) => letter.toUpperCase());
}
