import { findJobTitles, findSkillMentions, lookupSkillForm, phraseKey, SOFT_SKILLS, type Skill } from "../vocabulary";
import { isBoilerplate } from "./stop-words";
import { isHyphen, tokenize, type Token } from "./tokenize";
import { canBeVerb, readWords, type Word } from "./words";

/** Noun phrases after the skills and titles: enough to cover an advert's subject, few enough to stay meaningful. */
const MAX_PHRASES = 20;
const MAX_PHRASE_WORDS = 4;
/** Parts of speech that never belong to a keyword phrase: names, places, numbers, dates and function words. */
const EXCLUDED_TAGS = [
  "ProperNoun",
  "Person",
  "Place",
  "Organization",
  "Value",
  "Date",
  "Money",
  "Pronoun",
  "Determiner",
  "Preposition",
  "Conjunction",
  "Adverb",
  "Modal",
  "Auxiliary",
  "Copula",
  "QuestionWord",
];
const WORD_SHAPE = /^\p{L}[\p{L}'-]*\p{L}$/u;
// Between two words of one phrase there is only space or a hyphen: a comma, a full stop or a line break ends it.
const PHRASE_GAP = /^[ \t-]*$/;

interface Candidate {
  text: string;
  index: number;
  words: number;
  count: number;
}

function overlaps(word: Word, ranges: readonly [number, number][]): boolean {
  return ranges.some(([start, end]) => word.start < end && word.end > start);
}

function isContentWord(word: Word, covered: readonly [number, number][], excluded: ReadonlySet<string>): boolean {
  return (
    WORD_SHAPE.test(word.normal) &&
    !isBoilerplate(word.normal) &&
    !isBoilerplate(word.stem) &&
    !excluded.has(word.normal) &&
    !EXCLUDED_TAGS.some((tag) => word.tags.has(tag)) &&
    !overlaps(word, covered)
  );
}

const COORDINATORS = new Set(["and", "or", "then"]);

/**
 * Whether a phrase starting at this word would start with a verb. Duties are lists of verbs
 * ("Load and unload trucks", "Pick, pack and ship orders") that compromise often reads as nouns, so
 * a word that can be a verb is taken for one where verbs stand: first in a clause or after "and".
 */
function startsWithVerb(word: Word, previous: Word | undefined): boolean {
  if (word.tags.has("Verb")) return true;
  const verbPlace = previous === undefined || !PHRASE_GAP.test(previous.after) || COORDINATORS.has(previous.normal);
  return verbPlace && canBeVerb(word.normal);
}

/** Runs of content words, trimmed to begin with no verb and end on no adjective: "acute care", "data pipelines". */
function phraseRuns(words: readonly Word[], covered: readonly [number, number][], excluded: ReadonlySet<string>): Word[][] {
  const runs: Word[][] = [];
  let run: Word[] = [];
  const close = () => {
    while (run.length > 0 && (run.at(-1)!.tags.has("Adjective") || run.at(-1)!.tags.has("Verb"))) run.pop();
    if (run.length > 0 && run.length <= MAX_PHRASE_WORDS) runs.push(run);
    run = [];
  };
  words.forEach((word, i) => {
    const previous = words[i - 1];
    const joined = previous !== undefined && PHRASE_GAP.test(previous.after);
    if (!joined) close();
    // The tail of a hyphenated compound ("go-to-market") is no phrase of its own.
    const compoundTail = run.length === 0 && previous?.after === "-";
    if (!isContentWord(word, covered, excluded) || compoundTail) close();
    else if (run.length > 0 || !startsWithVerb(word, previous)) run.push(word);
  });
  close();
  return runs;
}

function nounPhrases(
  text: string,
  covered: readonly [number, number][],
  excluded: ReadonlySet<string>,
  taken: ReadonlySet<string>,
): string[] {
  const candidates = new Map<string, Candidate>();
  for (const run of phraseRuns(readWords(text), covered, excluded)) {
    const key = run.map((word) => word.stem).join(" ");
    const existing = candidates.get(key);
    if (existing) existing.count += 1;
    else candidates.set(key, { text: text.slice(run[0]!.start, run.at(-1)!.end), index: run[0]!.start, words: run.length, count: 1 });
  }
  // A single word counts when the advert repeats it; a phrase of several words is specific enough once.
  const kept = [...candidates].filter(([, candidate]) => candidate.words > 1 || candidate.count > 1);
  const inLongerPhrase = (key: string) => kept.some(([other, candidate]) => candidate.words > 1 && other.split(" ").includes(key));
  return kept
    .filter(([key, candidate]) => !(candidate.words === 1 && inLongerPhrase(key)) && !taken.has(phraseKey(candidate.text)))
    .sort(([, a], [, b]) => b.count - a.count || b.words - a.words || a.index - b.index)
    .slice(0, MAX_PHRASES)
    .map(([, candidate]) => candidate.text);
}

/**
 * A text's important words and phrases, most important first: the skills it names (technical
 * skills by how often they are named, then soft skills), its first job title, then its significant
 * noun phrases. Each keyword is the text's own spelling of it; boilerplate never is one.
 * `exclude` names words that must not start a phrase of their own, such as the advert's company
 * and town.
 */
export function extractKeywords(text: string, options: { exclude?: readonly string[] } = {}): string[] {
  const mentions = findSkillMentions(text);
  const titles = findJobTitles(text);
  const bySkill = new Map<Skill, { matched: string; index: number; count: number }>();
  for (const mention of mentions) {
    const entry = bySkill.get(mention.skill);
    if (entry) entry.count += 1;
    else bySkill.set(mention.skill, { matched: mention.matched, index: mention.index, count: 1 });
  }
  const skills = [...bySkill].sort(
    ([a, x], [b, y]) => Number(a.category === SOFT_SKILLS) - Number(b.category === SOFT_SKILLS) || y.count - x.count || x.index - y.index,
  );
  const covered: [number, number][] = [
    ...mentions.map((mention): [number, number] => [mention.index, mention.index + mention.matched.length]),
    ...titles.map((title): [number, number] => [title.index, title.index + title.matched.length]),
  ];
  const excluded = new Set((options.exclude ?? []).flatMap((phrase) => tokenize(phrase).map((token) => token.lower)));
  const keywords: string[] = [];
  const taken = new Set<string>();
  const add = (keyword: string) => {
    const key = phraseKey(keyword);
    if (key === "" || taken.has(key)) return;
    taken.add(key);
    keywords.push(keyword);
  };
  for (const [, entry] of skills) add(entry.matched);
  // The first title is the text's own (an advert's job, a resume's role); later ones are people it names ("reports to the CFO").
  if (titles[0]) add(titles[0].titleMatched);
  for (const phrase of nounPhrases(text, covered, excluded, taken)) add(phrase);
  return keywords;
}

export type KeywordMatch = "exact" | "alias" | "stem" | null;

interface PhraseWord {
  token: Token;
  /** Punctuation or a line break stands between this word and the one before. */
  broken: boolean;
}

/** The words of a text in order, each marked where a clause breaks before it. */
function phraseWords(tokens: readonly Token[]): PhraseWord[] {
  const words: PhraseWord[] = [];
  let broken = false;
  for (const token of tokens) {
    if (token.kind === "punct" || token.kind === "break") broken = true;
    else if (!isHyphen(token)) {
      words.push({ token, broken });
      broken = false;
    }
  }
  return words;
}

/** Whether the text's words hold the phrase's words in a row within one clause; letters compared as written when `caseSensitive`. */
function containsPhrase(words: readonly PhraseWord[], phrase: string, caseSensitive: boolean): boolean {
  const value = (token: Token) => (caseSensitive ? token.text : token.lower);
  const wanted = phraseWords(tokenize(phrase)).map((word) => value(word.token));
  if (wanted.length === 0) return false;
  return words.some((_, i) =>
    wanted.every((text, k) => words[i + k] !== undefined && value(words[i + k]!.token) === text && (k === 0 || !words[i + k]!.broken)),
  );
}

/** Whether the haystack has the phrase's words in a row by their dictionary forms ("managed budgets" ~ "manage budget"). */
function containsStems(haystack: readonly Word[], phrase: string): boolean {
  const wanted = readWords(phrase).map((word) => word.stem);
  if (wanted.length === 0) return false;
  return haystack.some((_, i) =>
    wanted.every((stem, k) => haystack[i + k]?.stem === stem && (k === 0 || PHRASE_GAP.test(haystack[i + k - 1]!.after))),
  );
}

/**
 * Which keywords a text (a resume) contains, and how: the same phrase ("exact"), another name of
 * the same skill ("alias": "k8s" for Kubernetes), or the same words in another form ("stem":
 * "managed budgets" for "manage budgets"). Case-insensitive and whole words only, except that
 * acronyms match only in capitals and everyday-word skills ("Go", "Excel") only where the
 * vocabulary sees them as skills.
 */
export function matchKeywords(haystack: string, keywords: readonly string[]): { keyword: string; match: KeywordMatch }[] {
  const words = phraseWords(tokenize(haystack));
  const mentions = findSkillMentions(haystack);
  let stems: Word[] | undefined;
  return keywords.map((keyword) => {
    const rule = lookupSkillForm(keyword);
    if (rule) {
      const ofSkill = mentions.filter((mention) => mention.skill === rule.skill);
      if (ofSkill.some((mention) => phraseKey(mention.matched) === phraseKey(keyword))) return { keyword, match: "exact" };
      if (ofSkill.length > 0) return { keyword, match: "alias" };
      if (rule.needsContext) return { keyword, match: null };
    }
    if (containsPhrase(words, keyword, rule?.caseSensitive ?? false)) return { keyword, match: "exact" };
    if (rule?.caseSensitive) return { keyword, match: null };
    stems ??= readWords(haystack);
    return { keyword, match: containsStems(stems, keyword) ? "stem" : null };
  });
}
