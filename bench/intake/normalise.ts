/**
 * How a parsed value is compared with the printed one. These rules are part of the benchmark's
 * honesty: they forgive differences of form that no reader would call an error, and nothing else.
 *
 * - Text (company, title, school, degree, location, skills): Unicode compatibility forms folded
 *   (ligatures, full-width letters), case ignored, every kind of dash read as '-', '&' read as
 *   'and', punctuation and runs of whitespace read as one space. Letters keep their accents: a
 *   file decoded in the wrong encoding is an error.
 * - Name: as text, and titles before it (Dr, Prof, Mr, Mrs, Ms, Mx) or letters after a comma
 *   (', CPA', ', LMSW') are ignored on both sides: a parser may keep or drop them.
 * - Email: case ignored, a 'mailto:' prefix dropped.
 * - Phone: the digits only, all of them ('+1 617-555-0104' is not '617-555-0104').
 * - Dates: the same period in any form is the same date: 'Jan 2020', 'January 2020', 'Jan. 2020',
 *   '01/2020', '1/2020', '2020-01', '01.2020', "Jan '20" and 'Jan ’20' are January 2020; '2018' is only 2018;
 *   seasons are their own period ('Summer 2019'; 'Fall' is 'Autumn'); 'Present', 'Current',
 *   'Now', 'Today', 'Ongoing', 'To date' all mean the entry is current, and so does a parsed entry
 *   marked current with no end date. Anything else is compared as text.
 */

const DASHES = /[\u2010-\u2015\u2212]/g;

export function normaliseText(value: string): string {
  return value
    .normalize("NFKC")
    .toLowerCase()
    .replace(DASHES, "-")
    .replace(/&/g, " and ")
    .replace(/[^\p{L}\p{N}+#]+/gu, " ")
    .trim();
}

const HONORIFIC = /^(?:dr|prof|professor|mr|mrs|ms|mx)\.?\s+/i;

export function normaliseName(value: string): string {
  const withoutLetters = value.split(",")[0] ?? "";
  return normaliseText(withoutLetters.trim().replace(HONORIFIC, ""));
}

export const normaliseEmail = (value: string): string =>
  value
    .trim()
    .toLowerCase()
    .replace(/^mailto:/, "");

export const normalisePhone = (value: string): string => value.replace(/\D/g, "");

const MONTH_NAMES = new Set([
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
]);
const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const PRESENT = new Set(["present", "current", "currently", "now", "today", "ongoing", "to date", "till date"]);
const SEASONS: Record<string, string> = { spring: "spring", summer: "summer", autumn: "autumn", fall: "autumn", winter: "winter" };

const fullYear = (year: string): string => (year.length === 2 ? `20${year}` : year);
const monthKey = (year: string, month: number): string => `${fullYear(year)}-${String(month).padStart(2, "0")}`;

/** A date as the period it names ('2020-01', '2018', 'summer 2019', 'present'), or its text when it is no date form we know. */
export function normaliseDate(value: string): string {
  const text = value
    .normalize("NFKC")
    .toLowerCase()
    .replace(DASHES, "-")
    .replace(/^[\s(,]+|[\s),.]+$/g, "")
    .replace(/\s+/g, " ");
  if (PRESENT.has(text)) return "present";
  const named = /^([a-z]+)\.? ['’‘]?(\d{4}|\d{2})$/.exec(text);
  if (named) {
    const [, word = "", year = ""] = named;
    const season = SEASONS[word];
    if (season) return `${season} ${fullYear(year)}`;
    const month = MONTHS.indexOf(word.slice(0, 3));
    if (month >= 0 && (word.length === 3 || word === "sept" || MONTH_NAMES.has(word))) return monthKey(year, month + 1);
  }
  const monthFirst = /^(\d{1,2})[/.-](\d{4})$/.exec(text);
  if (monthFirst && Number(monthFirst[1]) >= 1 && Number(monthFirst[1]) <= 12) return monthKey(monthFirst[2]!, Number(monthFirst[1]));
  const yearFirst = /^(\d{4})[/.-](\d{1,2})$/.exec(text);
  if (yearFirst && Number(yearFirst[2]) >= 1 && Number(yearFirst[2]) <= 12) return monthKey(yearFirst[1]!, Number(yearFirst[2]));
  if (/^\d{4}$/.test(text)) return text;
  return normaliseText(text);
}
