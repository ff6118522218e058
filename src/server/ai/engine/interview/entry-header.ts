/**
 * The parts of an entry's heading typed as free text: 'Software Engineer at Acme, Berlin',
 * 'Acme Corp - sales associate', 'Globex | Marketing Manager | Remote'. Each part keeps the answer's
 * own words.
 */
import nlp from "compromise";
import { knownVerb, startsWithActionVerb } from "../rewrite";
import { PLACE_NAME, US_CITY_STATE, WORK_MODES } from "../text/places";
import { findJobTitles } from "../vocabulary";

/** Legal-form words that belong to the company name before them ('Acme, Inc.'). */
const COMPANY_FORM = /^(?:inc|llc|ltd|limited|co|corp|corporation|gmbh|plc|llp|ag|sa|bv|pty|srl|sarl|oy|ab|as)\.?$/i;
const COMPANY_WORD =
  /\b(?:inc|llc|ltd|limited|corp|corporation|company|co|group|gmbh|plc|llp|ag|holdings|partners|bank|agency|studio|labs?)\b\.?/i;
const WORK_MODE = new RegExp(String.raw`^(?:${WORK_MODES})$`, "i");
const IN_PLACE = new RegExp(String.raw`\s+(?:based\s+)?in\s+(${PLACE_NAME}(?:,\s?${PLACE_NAME})?)\s*$`, "u");
const PLACE_ONLY = new RegExp(String.raw`^${PLACE_NAME}$`, "u");
const EMPLOYMENT_TYPE = /^(?:full[- ]time|part[- ]time|contract(?:or)?|freelance|temporary|seasonal|internship|volunteer)$/i;
const SEGMENT_SEPARATOR = /\s+[-–—|•·]\s+|\s*[|•·]\s*|,\s*|;\s*|:\s+|\s+[–—]|[–—]\s+/;
const AT_COMPANY = /^(.+?)\s+(?:at|@)\s+(.+)$/i;
/** 'at Walmart as a cashier', after the lead-in 'Worked' is gone. */
const COMPANY_AS = /^(?:at|for|with)\s+(.+?)\s+as\s+(?:an?\s+)?(.+)$/i;
/** 'for 2 years' after a company: a length of time, not part of the name; the heading's dates say when. */
const HOW_LONG =
  /\s+for\s+(?:about\s+|over\s+|almost\s+)?(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|several|many)\+?\s+(?:years?|months?)\b/gi;
/** 'Worked as', 'Then I was a', 'I have been working as' before the job itself. */
const LEAD_IN =
  /^(?:(?:then|after that|afterwards|later|next|now|most recently|recently|previously|before that|since then)\s*,?\s+)?(?:i\s+)?(?:currently\s+)?(?:(?:have\s+)?(?:been\s+)?(?:work(?:ed|ing|s)?|employed|served|was|am)\s+)?(?:as\s+)?(?:an?\s+)?/i;

/** A part of a heading is a few words; a longer one, or one led by a verb, is a sentence about the job. */
const PART_WORDS = 6;
const TITLE_WORDS = 5;
const NOT_IN_TITLES = /\b(?:a|an|the|my|our|their|his|her|its|i|we|you|they|this|these)\b/i;

export interface HeaderParts {
  position: string;
  company: string;
  location: string;
  /** Part-time, contract, internship: kept beside the position. */
  employmentType: string;
  /** Parts that were neither of the above, kept so nothing typed is lost. */
  extras: string[];
}

/** How much of a part of a heading the vocabulary knows as a job title, 0 to 1. */
function jobTitleScore(part: string): number {
  const longest = findJobTitles(part).reduce((most, hit) => Math.max(most, hit.matched.length), 0);
  return part.length === 0 ? 0 : longest / part.length;
}

/**
 * Whether a part of a heading reads as a job title: one the vocabulary knows, or a few words with no
 * article or pronoun that end in a person ('Teaching assistant') or do not open with a verb in the
 * past or a gerund, as compromise reads them in context ('Nurse', 'Marketing intern', though 'nurse'
 * and 'marketing' can be verbs; not 'Trained staff' or 'Managing projects').
 */
export function looksLikeTitle(part: string): boolean {
  if (jobTitleScore(part) > 0) return true;
  const words = part.trim().split(/\s+/);
  if (words.length > TITLE_WORDS || NOT_IN_TITLES.test(part)) return false;
  const tags = ((nlp(part).json()[0] as { terms: { tags: string[] }[] } | undefined)?.terms ?? []).map((term) => term.tags);
  if (tags.at(-1)?.includes("Actor")) return true;
  const first = tags[0] ?? [];
  // compromise reads a first 'Managed' as an adjective; the rewrite vocabulary knows it is a past tense.
  return !first.includes("Gerund") && !first.includes("PastTense") && knownVerb(words[0] ?? "")?.form !== "past";
}

/** The words before 'at', a comma, a bracket or a dash: where a heading's title or company is. */
function firstPart(line: string): string {
  return line.split(/\s+(?:at|@)\s+|[,|;:(]|\s[-–—]\s/)[0]?.trim() ?? "";
}

/** Whether a line is a sentence about the work: led by an action verb that does not begin a title. */
export function opensWithAction(line: string): boolean {
  return startsWithActionVerb(line) && !looksLikeTitle(firstPart(line));
}

function isSentence(part: string): boolean {
  return part.split(/\s+/).length > PART_WORDS || opensWithAction(part);
}

/** Reads a heading (its dates already cut out) into position, company, location and what is left. */
export function parseHeader(heading: string): HeaderParts {
  const parts: HeaderParts = { position: "", company: "", location: "", employmentType: "", extras: [] };
  let rest = heading.replace(LEAD_IN, "").trim();

  const parenthesised: string[] = [];
  rest = rest.replace(/\(([^()]*)\)/g, (_match, inner: string) => {
    parenthesised.push(inner.trim());
    return " ";
  });
  const located = takeLocation(rest.replace(HOW_LONG, ""));
  parts.location = located.location;
  rest = located.rest;

  const segments = splitSegments(rest);
  const first = segments[0] ?? "";
  const companyAs = COMPANY_AS.exec(first);
  const at = companyAs ? null : AT_COMPANY.exec(first);
  const atCompany = at && !isSentence(at[1] ?? "") ? at : null;
  if (companyAs || atCompany) {
    parts.company = (companyAs ? companyAs[1] : atCompany?.[2]) ?? "";
    parts.position = (companyAs ? companyAs[2] : atCompany?.[1]) ?? "";
    segments.shift();
  }
  parts.extras.push(...[...segments, ...parenthesised].filter(isSentence));
  const others = [...segments, ...parenthesised].filter((segment) => !isSentence(segment));
  if (!companyAs && !atCompany) assignPositionAndCompany(parts, others);

  for (const segment of others) {
    if (segment === "" || segment === parts.position || segment === parts.company) continue;
    if (EMPLOYMENT_TYPE.test(segment) && !parts.employmentType) parts.employmentType = segment;
    else if ((WORK_MODE.test(segment) || PLACE_ONLY.test(segment)) && !parts.location) parts.location = segment;
    else parts.extras.push(segment);
  }
  return parts;
}

/** A place written as 'City, ST', and the text without it. */
export function takeCityState(text: string): { location: string; rest: string } {
  const cityState = US_CITY_STATE.exec(text);
  return cityState ? { location: cityState[0], rest: text.replace(cityState[0], " ").trim() } : { location: "", rest: text };
}

/** A place written as 'City, ST' anywhere, or after a closing 'in' ('at Acme in Berlin'), and the text without it. */
function takeLocation(text: string): { location: string; rest: string } {
  const cityState = takeCityState(text);
  if (cityState.location) return cityState;
  const inPlace = IN_PLACE.exec(text.trim());
  if (inPlace) return { location: inPlace[1] ?? "", rest: text.trim().slice(0, inPlace.index) };
  return { location: "", rest: text };
}

/** Splits on separators, rejoining a legal form with the name before it ('Acme, Inc.'). */
export function splitSegments(text: string): string[] {
  const segments: string[] = [];
  for (const raw of text.split(SEGMENT_SEPARATOR)) {
    const segment = raw
      .trim()
      .replace(/^[,;:.\-–—]+|[,;:\-–—]+$/g, "")
      .trim();
    if (segment === "") continue;
    const previous = segments.length - 1;
    if (COMPANY_FORM.test(segment) && previous >= 0) {
      const start = text.indexOf(segments[previous] ?? "");
      const end = text.indexOf(segment, start) + segment.length;
      segments[previous] = text.slice(start, end);
    } else {
      segments.push(segment);
    }
  }
  return segments;
}

/**
 * Without 'at', the job title is the part the vocabulary knows as one (or, failing that, a part typed
 * in lower case, as people type roles but not company names); the company is a part with a legal
 * form or company word, else the first part left. With nothing to tell them apart, 'Title, Company'.
 */
function assignPositionAndCompany(parts: HeaderParts, segments: string[]) {
  const candidates = segments.filter((segment) => !WORK_MODE.test(segment) && !EMPLOYMENT_TYPE.test(segment));
  const scored = candidates.map((segment) => ({ segment, score: jobTitleScore(segment) }));
  const best = scored.reduce<{ segment: string; score: number } | undefined>(
    (top, entry) => (entry.score > 0 && (!top || entry.score > top.score) ? entry : top),
    undefined,
  );
  const companyLike = candidates.find((segment) => COMPANY_WORD.test(segment));
  const lowerCase = candidates.find((segment) => segment === segment.toLowerCase() && /\p{L}/u.test(segment));
  const position = best?.segment ?? (lowerCase !== companyLike ? lowerCase : undefined);
  if (position !== undefined) {
    parts.position = position;
    parts.company = companyLike ?? candidates.find((segment) => segment !== position) ?? "";
    return;
  }
  if (companyLike !== undefined) {
    parts.company = companyLike;
    parts.position = candidates.find((segment) => segment !== companyLike) ?? "";
    return;
  }
  if (candidates.length === 1) {
    parts.company = candidates[0] ?? "";
    return;
  }
  parts.position = candidates[0] ?? "";
  parts.company = candidates[1] ?? "";
}
