import { MONTH } from "./dates";
import { isDegree, isSchool } from "./vocabulary";
import { withoutEnds } from "./text-ends";

// Words a name keeps between its capitalised words ('University of Wales College of Cardiff', 'Universidad de Chile').
const JOINING = new Set([
  "of",
  "and",
  "the",
  "for",
  "at",
  "&",
  "de",
  "del",
  "des",
  "du",
  "la",
  "le",
  "di",
  "della",
  "da",
  "do",
  "van",
  "von",
  "der",
  "für",
]);
const MONTH_WORD = new RegExp(String.raw`^${MONTH}$`, "i");
// A word that can stand in a name: capitalised ('Mount', '(LSHTM)'), a joining word, or CJK.
const isNameWord = (word: string) =>
  (/^[(\p{Lu}\p{Script=Han}]/u.test(word) && !/\d/.test(word) && !MONTH_WORD.test(word.replace(/[,.:;]$/, ""))) ||
  JOINING.has(word.toLowerCase());
// A word that closes a phrase: 'Health.', 'Communication,', 'University:' (not 'St.' or 'T.H.').
const closesPhrase = (word: string) => /[,:;]$/.test(word) || /\p{L}{4,}\.$/u.test(word) || /\)\.$/.test(word);
const bare = (word: string) => word.replace(/[,.:;]+$/, "");

/**
 * The school's name inside a text that also holds the degree ('MSc. Public Health. London School
 * of Hygiene and Tropical Medicine', 'University of Mount Olive 2014 Bachelors of Science'): the
 * run of name words around a school word, stopped by a degree, a date or the end of a phrase. A
 * school word that belongs to a degree ('High School Diploma') names no school. Null when no
 * school stands apart from the degree.
 */
export function schoolWithin(text: string): { school: string; rest: string } | null {
  const words = text.split(/\s+/).filter(Boolean);
  for (let index = 0; index < words.length; index++) {
    const word = bare(words[index]!);
    if (!isSchool(word) || isDegree(word) || (words[index + 1] !== undefined && isDegree(bare(words[index + 1]!)))) continue;
    let start = index;
    while (start > 0 && isNameWord(words[start - 1]!) && !closesPhrase(words[start - 1]!) && !isDegree(bare(words[start - 1]!))) start--;
    let end = index + 1;
    if (!closesPhrase(words[index]!))
      while (end < words.length && isNameWord(words[end]!) && !isDegree(bare(words[end]!))) {
        end++;
        if (closesPhrase(words[end - 1]!)) break;
      }
    while (start < index && JOINING.has(words[start]!.toLowerCase())) start++;
    while (end > index + 1 && JOINING.has(bare(words[end - 1]!).toLowerCase())) end--;
    const school = bare(words.slice(start, end).join(" "));
    const rest = withoutEnds([...words.slice(0, start), ...words.slice(end)].join(" "), /^[\s,;:|–—.-]$/, /^[\s,;:|–—-]$/);
    if (rest === "" || !isDegree(rest)) return null;
    return { school, rest };
  }
  return null;
}
