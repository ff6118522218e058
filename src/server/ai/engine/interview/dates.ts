/**
 * Dates as people type them in interview answers: 'Jan 2020 - Present', '(2018-2020)', 'March 2019 to
 * June 2021', '01/2020 – 03/2022', 'since 2021', 'Summer 2019'. The text of each date is kept as
 * written (only its month capitalised), so the resume shows nothing the answer did not say; the
 * intake reads the same forms but rewrites them ('Jan 2020').
 */
import { MONTH, POINT as RESUME_DATE, PRESENT, SEPARATOR as RANGE_SEPARATOR, YEAR } from "../../functions/parse-resume-upload/parser/dates";

/** A date with its day ('Jan. 5, 2020', '05/01/2020'), which answers give and resumes seldom do; every other form is the intake's. */
const DAY_DATE = String.raw`(?:${MONTH})\s+\d{1,2}(?:st|nd|rd|th)?,?\s+${YEAR}|\d{1,2}[/.]\d{1,2}[/.]${YEAR}`;
const POINT = `${DAY_DATE}|${RESUME_DATE}`;
// '2018 -- 2020': answers typed where no dash is at hand.
const SEPARATOR = String.raw`(?:\s*--\s*|${RANGE_SEPARATOR})`;

const bounded = (pattern: string) => String.raw`(?<![\w/.])(?:${pattern})(?![\w/])`;
const RANGE = new RegExp(String.raw`(?:\bfrom\s+)?(${bounded(POINT)})${SEPARATOR}(${bounded(POINT)}|\b${PRESENT}\b)`, "i");
const SINCE = new RegExp(String.raw`\b(?:since|from)\s+(${bounded(POINT)})`, "i");
const SINGLE = new RegExp(
  String.raw`(?:\b(?:(expected|anticipated|graduating(?: in)?)|in|graduated(?: in)?|class of)\s+)?(${bounded(POINT)})(?![%+])(\s*\(?\s*(?:expected|anticipated)\b\)?)?`,
  "gi",
);
/** What follows a number that is a count, not a date ('2000 units'): a word in lower case. */
const COUNTED = /^\s+[a-z]/;
const OPEN_END_ONLY = new RegExp(String.raw`^${PRESENT}$`, "i");

/** Where something was found in a text, so the caller can cut it out. */
export interface Span {
  index: number;
  length: number;
}

export interface DateRange extends Span {
  startDate: string;
  /** Empty when the range is open ('Present'). */
  endDate: string;
  current: boolean;
}

export interface SingleDate extends Span {
  /** The date as written, with 'Expected' before it when the answer said it is still to come ('graduating 2026'). */
  date: string;
}

/** Capitalises month and season names and spells an open end 'Present'. */
function tidy(date: string): string {
  const trimmed = date.trim();
  if (OPEN_END_ONLY.test(trimmed)) return "Present";
  return trimmed.replace(/^[a-z]/, (letter) => letter.toUpperCase());
}

/** The first date range written in the text ('2018 - 2020', 'Jan 2020 to present', 'since 2021'), if any. */
export function findDateRange(text: string): DateRange | undefined {
  const range = RANGE.exec(text);
  if (range) {
    const end = tidy(range[2] ?? "");
    const current = end === "Present";
    return { startDate: tidy(range[1] ?? ""), endDate: current ? "" : end, current, index: range.index, length: range[0].length };
  }
  const since = SINCE.exec(text);
  if (since) return { startDate: tidy(since[1] ?? ""), endDate: "", current: true, index: since.index, length: since[0].length };
  return undefined;
}

/** The first lone date in the text ('2019', 'graduated May 2020', 'expected 2025'), if any. */
export function findSingleDate(text: string): SingleDate | undefined {
  for (const match of text.matchAll(SINGLE)) {
    if (COUNTED.test(text.slice(match.index + match[0].length))) continue;
    const date = tidy(match[2] ?? "");
    return { date: match[1] || match[3] ? `Expected ${date}` : date, index: match.index, length: match[0].length };
  }
  return undefined;
}

/** The text with a span cut out and the punctuation left around the gap tidied. */
export function withoutSpan(text: string, span: Span): string {
  return `${text.slice(0, span.index)} ${text.slice(span.index + span.length)}`
    .replace(/\(\s*\)|\[\s*\]/g, " ")
    .replace(/\s+([,.;:)])/g, "$1")
    .replace(/([,;:])(?:\s*[,;:.])+/g, (run) => (run.endsWith(".") ? "." : (run[0] ?? "")))
    .replace(/\s{2,}/g, " ")
    .trim()
    .replace(/^[,;:|\-–—]\s*|\s*[,;:|\-–—(]$/g, "")
    .trim();
}
