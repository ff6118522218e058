import type { SeniorityLevel } from "#shared/ai";
import { tokenize, type Token } from "../text/tokenize";
import { PhraseIndex } from "./phrase-index";
import jobTitleData from "./job-titles.json";

export interface JobTitle {
  name: string;
  /** The field or industry the title belongs to, e.g. "Healthcare". */
  field: string;
  aliases: readonly string[];
}

export const JOB_TITLES: readonly JobTitle[] = jobTitleData.fields.flatMap(({ field, titles }) =>
  titles.map(([name, ...aliases]) => Object.freeze({ name: name!, field, aliases: Object.freeze(aliases) })),
);

// Titles that are also everyday nouns ("server", "host", "buyer") count only when written with a capital.
const index = new PhraseIndex(
  JOB_TITLES.map((title) => ({ entry: title, forms: [title.name, ...title.aliases] })),
  new Set(jobTitleData.exactCase),
);

/**
 * Words in a title that say its level ("Senior Data Engineer", "Sr. Accountant", "Chief Financial
 * Officer"). "Manager" and "Executive" are not among them: an Account Manager or an Account
 * Executive leads no one.
 */
const SENIORITY_WORDS: ReadonlyMap<string, SeniorityLevel> = new Map([
  ["intern", "entry"],
  ["trainee", "entry"],
  ["graduate", "entry"],
  ["apprentice", "entry"],
  ["junior", "entry"],
  ["jr", "entry"],
  ["entry", "entry"],
  ["associate", "entry"],
  ["intermediate", "mid"],
  ["mid", "mid"],
  ["senior", "senior"],
  ["sr", "senior"],
  ["experienced", "senior"],
  ["lead", "lead"],
  ["principal", "lead"],
  ["staff", "lead"],
  ["head", "lead"],
  ["supervisor", "lead"],
  ["foreman", "lead"],
  ["superintendent", "lead"],
  ["master", "senior"],
  ["journeyman", "mid"],
  ["director", "executive"],
  ["chief", "executive"],
  ["vp", "executive"],
  ["president", "executive"],
  ["cto", "executive"],
  ["cfo", "executive"],
  ["ceo", "executive"],
  ["coo", "executive"],
  ["cmo", "executive"],
  ["cio", "executive"],
  ["ciso", "executive"],
  ["cro", "executive"],
]);
/** Only these stand before a title as a modifier; the rest are part of titles ("Engineering Manager"). */
const MODIFIERS = new Set([
  "intern",
  "trainee",
  "graduate",
  "junior",
  "jr",
  "associate",
  "intermediate",
  "senior",
  "sr",
  "experienced",
  "lead",
  "principal",
  "staff",
]);
const LEVEL_ORDER: readonly SeniorityLevel[] = ["entry", "mid", "senior", "lead", "executive"];

export interface JobTitleMatch {
  title: JobTitle;
  /** The title as written, with any level words before it ("Senior Data Engineer"). */
  matched: string;
  index: number;
  /** The title as written without its level words ("Data Engineer"). */
  titleMatched: string;
}

const ABBREVIATED = new Set(["sr", "jr"]);
const LEVEL_PREFIXES = new Set(["entry", "mid"]);

/** The previous word's index, stepping over a hyphen ("entry-level") or an abbreviation's dot ("Sr."). */
function previousWord(tokens: readonly Token[], i: number): number {
  let j = i - 1;
  const token = tokens[j];
  if (token && (token.text === "-" || (token.text === "." && ABBREVIATED.has(tokens[j - 1]?.lower ?? "")))) j -= 1;
  return tokens[j]?.kind === "word" ? j : -1;
}

/** Where a title's level words begin: "Senior", "Sr.", "Entry-level", "Mid Level" before it. */
function modifierStart(tokens: readonly Token[], first: number): number {
  let start = first;
  for (let i = previousWord(tokens, first); i >= 0; i = previousWord(tokens, i)) {
    const word = tokens[i]!.lower;
    if (word === "level") {
      const prefix = previousWord(tokens, i);
      if (prefix < 0 || !LEVEL_PREFIXES.has(tokens[prefix]!.lower)) break;
      i = prefix;
    } else if (!MODIFIERS.has(word)) break;
    start = i;
  }
  return start;
}

/** Every job title the text names, once each, in order of first appearance. */
export function findJobTitles(text: string): JobTitleMatch[] {
  const tokens = tokenize(text);
  const seen = new Set<JobTitle>();
  const matches: JobTitleMatch[] = [];
  for (const hit of index.scan(text, tokens)) {
    if (seen.has(hit.form.entry)) continue;
    seen.add(hit.form.entry);
    const start = tokens[modifierStart(tokens, hit.firstToken)]!.start;
    matches.push({
      title: hit.form.entry,
      matched: text.slice(start, tokens[hit.lastToken]!.end),
      index: start,
      titleMatched: hit.matched,
    });
  }
  return matches;
}

export function lookupJobTitle(term: string): JobTitle | undefined {
  return index.lookup(term.trim())?.entry;
}

// Level words only when they stand before a title: a Staff Accountant or an Associate Professor is no lead or beginner.
const MODIFIER_ONLY = new Set(["staff", "associate"]);

function highest(levels: readonly (SeniorityLevel | undefined)[]): SeniorityLevel | "" {
  return levels.reduce<SeniorityLevel | "">(
    (best, level) => (level && (best === "" || LEVEL_ORDER.indexOf(level) > LEVEL_ORDER.indexOf(best)) ? level : best),
    "",
  );
}

/**
 * The level a title's words say ("Senior", "Chief", "Junior"); the highest when several do; ""
 * when none. "Staff" and "Associate" count only before a title the vocabulary knows ("Staff
 * Engineer"), not inside one ("Staff Accountant").
 */
export function titleSeniority(title: string): SeniorityLevel | "" {
  const [match] = findJobTitles(title);
  const modifiers = match ? title.slice(0, match.index + match.matched.length - match.titleMatched.length) : "";
  const inside = match ? match.titleMatched : title;
  return highest([
    ...tokenize(modifiers).map((token) => SENIORITY_WORDS.get(token.lower)),
    ...tokenize(inside)
      .filter((token) => !MODIFIER_ONLY.has(token.lower))
      .map((token) => SENIORITY_WORDS.get(token.lower)),
    // Words after the title ("Engineer, Senior") read as everywhere else.
    ...(match ? tokenize(title.slice(match.index + match.matched.length)).map((token) => SENIORITY_WORDS.get(token.lower)) : []),
  ]);
}
