import type { Token } from "../text/tokenize";
import type { PhraseHit } from "./phrase-index";

/**
 * When a skill whose name is also an everyday word ("Go", "Swift", "Excel", "Spring") really is
 * the skill. Its capital alone is not enough (a sentence may start "Go to market" or "Excel in"),
 * so it needs evidence from around it: a neighbouring skill in the same list, a word that names
 * what it is ("Go developer", "Excel spreadsheets", "Rust is a plus"), a line labelled as skills ("Languages: Go"),
 * or "in/with/using" before it with the phrase ending or going on with a function word after it
 * ("proficient in Excel.", "charting in Epic and").
 */

const QUALIFIERS = new Set([
  "language",
  "languages",
  "programming",
  "developer",
  "developers",
  "development",
  "engineer",
  "engineers",
  "framework",
  "code",
  "codebase",
  "library",
  "libraries",
  "microservices",
  "services",
  "apps",
  "application",
  "applications",
  "spreadsheets",
  "spreadsheet",
  "formulas",
  "macros",
  "database",
  "databases",
  "skills",
  "experience",
  "proficiency",
  "expertise",
  "certification",
  "certified",
  "knowledge",
  "preferred",
  "required",
]);
const LABELS = new Set([
  "skills",
  "skill",
  "languages",
  "language",
  "tools",
  "technologies",
  "technology",
  "tech",
  "stack",
  "software",
  "frameworks",
  "platforms",
  "programs",
  "proficiencies",
  "proficient",
  "competencies",
  "expertise",
  "toolkit",
  "systems",
]);
const LEAD_INS = new Set(["in", "with", "using", "including", "like", "of"]);
// After "in Excel" the phrase may go on with a function word: "in Epic and", "using Excel to track".
const CLAUSE_WORDS = new Set(["and", "or", "to", "for", "at", "on", "as", "is", "are", "would", "will"]);
// "Rust is a plus", "Go is preferred": what follows says the word is a skill asked for.
const VERDICT = /^(is|are) (a|an|preferred|required|essential|desirable|helpful|highly|strongly|nice|mandatory|must)$/;
const LIST_WORDS = new Set(["and", "or"]);
const LIST_MARKS = new Set([",", ";", "/", "|", "&", "(", ")", "+", "•", "·"]);
// Joined to a word by these, the capitalised word is part of another phrase: "Go-to-market", "R&D", "C-suite".
const BINDING_JOINERS = new Set(["-", "&", "'", "’"]);

function isListSeparator(token: Token): boolean {
  return token.kind === "punct" || token.kind === "joiner"
    ? LIST_MARKS.has(token.text)
    : token.kind === "word" && LIST_WORDS.has(token.lower);
}

// A year after the word makes it a season or a date: "Spring 2025".
const YEAR = /^(19|20)\d\d$/;

function partOfOtherPhrase(tokens: readonly Token[], hit: PhraseHit<unknown>): boolean {
  const before = tokens[hit.firstToken - 1];
  const after = tokens[hit.lastToken + 1];
  const first = tokens[hit.firstToken]!;
  return (
    (before !== undefined && before.kind === "joiner" && BINDING_JOINERS.has(before.text) && !first.spaceBefore) ||
    (after !== undefined && after.kind === "joiner" && BINDING_JOINERS.has(after.text) && !after.spaceBefore) ||
    (after !== undefined && YEAR.test(after.text))
  );
}

function inLabelledLine(tokens: readonly Token[], hit: PhraseHit<unknown>): boolean {
  let colon = -1;
  for (let i = hit.firstToken - 1; i >= 0 && tokens[i]!.kind !== "break"; i -= 1) {
    if (tokens[i]!.text === ":") colon = i;
  }
  if (colon < 0) return false;
  for (let i = colon - 1; i >= 0 && tokens[i]!.kind !== "break"; i -= 1) {
    if (LABELS.has(tokens[i]!.lower)) return true;
  }
  return false;
}

function hasOwnEvidence(tokens: readonly Token[], hit: PhraseHit<unknown>): boolean {
  const before = tokens[hit.firstToken - 1];
  const after = tokens[hit.lastToken + 1];
  if (after?.kind === "word" && QUALIFIERS.has(after.lower)) return true;
  const verdict = tokens[hit.lastToken + 2];
  if (after?.kind === "word" && verdict?.kind === "word" && VERDICT.test(`${after.lower} ${verdict.lower}`)) return true;
  if (
    before?.kind === "word" &&
    LEAD_INS.has(before.lower) &&
    (after === undefined || after.kind !== "word" || CLAUSE_WORDS.has(after.lower))
  ) {
    return true;
  }
  return inLabelledLine(tokens, hit);
}

const BULLET_MARKS = new Set(["-", "*", "•", "·", "–", "—", "▪", "◦"]);

const isLineEdge = (token: Token | undefined): boolean => token === undefined || token.kind === "break";

/** A hit that is its line's whole text, bullet aside: an item of a bulleted list ("- Airflow"). */
function fillsItsLine(tokens: readonly Token[], hit: PhraseHit<unknown>): boolean {
  let before = hit.firstToken - 1;
  if (before >= 0 && BULLET_MARKS.has(tokens[before]!.text)) before -= 1;
  return isLineEdge(tokens[before]) && isLineEdge(tokens[hit.lastToken + 1]);
}

/**
 * The token index of the nearest hit's edge across list separators only, in one direction. For a
 * bullet that holds nothing but the skill, the line breaks and bullets of its list separate too.
 */
function listNeighbour(tokens: readonly Token[], from: number, step: 1 | -1, acrossLines: boolean): number {
  const separates = (token: Token) => isListSeparator(token) || (acrossLines && (token.kind === "break" || BULLET_MARKS.has(token.text)));
  let i = from + step;
  while (i >= 0 && i < tokens.length && separates(tokens[i]!)) i += step;
  return i;
}

/** The hits that stand as skills: every hit of a plain form, and the everyday-word forms with evidence. */
export function confirmedHits<T>(
  tokens: readonly Token[],
  hits: readonly PhraseHit<T>[],
  needsContext: (hit: PhraseHit<T>) => boolean,
): PhraseHit<T>[] {
  const confirmed = new Set<PhraseHit<T>>();
  const pending: PhraseHit<T>[] = [];
  for (const hit of hits) {
    if (!needsContext(hit)) confirmed.add(hit);
    else if (!partOfOtherPhrase(tokens, hit)) {
      if (hasOwnEvidence(tokens, hit)) confirmed.add(hit);
      else pending.push(hit);
    }
  }
  // A list of everyday-word skills confirms itself from one plain member: "Python, Go and Rust", or
  // a bulleted list whose items are skills.
  let changed = true;
  while (changed) {
    changed = false;
    const endsAt = new Map<number, PhraseHit<T>>();
    const startsAt = new Map<number, PhraseHit<T>>();
    for (const hit of confirmed) {
      endsAt.set(hit.lastToken, hit);
      startsAt.set(hit.firstToken, hit);
    }
    for (const hit of pending) {
      if (confirmed.has(hit)) continue;
      const acrossLines = fillsItsLine(tokens, hit);
      if (
        endsAt.has(listNeighbour(tokens, hit.firstToken, -1, acrossLines)) ||
        startsAt.has(listNeighbour(tokens, hit.lastToken, 1, acrossLines))
      ) {
        confirmed.add(hit);
        changed = true;
      }
    }
  }
  return hits.filter((hit) => confirmed.has(hit));
}
