import { lowerFirst } from "../prose/english";

/**
 * The application's salary expectation and availability, typed as free text ('$80,000 - $90,000',
 * 'negotiable', 'immediately', '2 weeks notice', 'March 1, 2025'), as whole sentences that keep the
 * user's words.
 */

const NEGOTIABLE = /^(?:negotiable|open|flexible|competitive|to be discussed|tbd|n\/a)\b/i;
const RANGE = /\d.*(?:-|–|—|\bto\b).*\d/;
const IMMEDIATE = /^(?:immediately|immediate|now|asap|right away|straight away|at once)\b/i;
const PREPOSITION = /^(?:from|after|within|in|on|by|as of|starting|beginning|once|upon|following)\b/i;
const NOTICE = /\bnotice\b/i;
const DURATION = /^(?:\d+|one|two|three|four|six)\s*(?:weeks?|months?|days?)$/i;
const MONTH = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\b/i;
const DAY = /\b\d{1,2}(?:st|nd|rd|th)?\b(?!\s*(?:weeks?|months?|days?))|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}/i;

const trimmed = (text: string) => text.trim().replace(/[.\s]+$/, "");

export function salarySentence(salary: string): string {
  const text = trimmed(salary);
  if (text === "") return "";
  if (NEGOTIABLE.test(text)) return `My salary expectation is ${lowerFirst(text)}, and I am happy to discuss it.`;
  if (RANGE.test(text)) return `My salary expectation is in the range of ${text}.`;
  return `My salary expectation is ${text}.`;
}

export function availabilitySentence(availability: string): string {
  const text = trimmed(availability);
  if (text === "") return "";
  if (IMMEDIATE.test(text) || PREPOSITION.test(text)) return `I am available to start ${lowerFirst(text)}.`;
  if (NOTICE.test(text)) return `I am available to start after ${lowerFirst(text)}.`;
  if (DURATION.test(text)) return `I am available to start in ${lowerFirst(text)}.`;
  if (MONTH.test(text) || /\d/.test(text)) return `I am available to start ${DAY.test(text) ? "on" : "in"} ${text}.`;
  return `My preferred start date is ${lowerFirst(text)}.`;
}
