import { formatMonthYear, parseMonthYear } from "#shared/month-year";
import { rememberedByText } from "./memo";
import { withoutEnds } from "./text-ends";

// Month names in the other languages whose headings the parser knows (French, German, Spanish,
// Portuguese, Italian, Dutch), month by month; abbreviations that are English words ('set', 'out',
// 'ago', 'gen', 'mag') are left out, as a resume's prose would turn into dates.
const FOREIGN_MONTH_NAMES = [
  "janvier janv januar jänner enero janeiro gennaio januari",
  "février fevrier févr fevr februar febrero fevereiro fev febbraio februari",
  "mars märz maerz marzo março marco maart mrt",
  "avril avr abril aprile",
  "mai mayo maio maggio mei",
  "juin juni junio junho giugno giu",
  "juillet juil juli julio julho luglio lug",
  "août aout agosto augustus",
  "septembre septiembre setiembre setembro settembre",
  "octobre oktober okt octubre outubro ottobre ott",
  "novembre noviembre novembro",
  "décembre decembre déc dezember dez diciembre dic dezembro dicembre",
].map((names) => names.split(" "));
const FOREIGN_MONTH_NUMBER = new Map(FOREIGN_MONTH_NAMES.flatMap((names, month) => names.map((name) => [name, month] as const)));
const ENGLISH_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
// Longest first, so that 'juillet' is not read as 'juil' and a rest.
const FOREIGN_MONTH = [...FOREIGN_MONTH_NUMBER.keys()].sort((a, b) => b.length - a.length).join("|");

export const MONTH = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|${FOREIGN_MONTH})\.?`;
// A foreign month's name at the start of a date, for the English the app writes ('Juillet 2023' is 'Jul 2023').
const FOREIGN_MONTH_START = new RegExp(String.raw`^(${FOREIGN_MONTH})\.?(?![\p{L}])`, "iu");
const inEnglish = (text: string) =>
  text.replace(FOREIGN_MONTH_START, (name: string) => ENGLISH_MONTHS[FOREIGN_MONTH_NUMBER.get(name.replace(/\.$/, "").toLowerCase())!]!);
const SEASON = String.raw`(?:spring|summer|fall|autumn|winter)`;
// A quarter of a year: 'Q3 2021'.
const QUARTER = String.raw`q[1-4]`;
export const YEAR = String.raw`(?:19|20)\d{2}`;
const DAY = String.raw`\d{1,2}(?:st|nd|rd|th)?`;
// Chinese and Japanese write a month as its number after the year's: '2022 年 09 月', '2020年4月'.
const CJK_MONTH = String.raw`${YEAR}\s*年\s*(?:0?[1-9]|1[0-2])\s*月`;
/**
 * One point in time as resumes write it: 'Jan 2020', 'January, 2020', 'Jan-2020', "Jan '20",
 * '01/2020', '01-2020', '2020-01', '2020 / 01' (a LaTeX CV's year and month), 'Summer 2019', 'Q3 2021', '2020', and with a day: '15 March 2016',
 * 'March 15, 2016', '2016-03-15', '15/03/2016', and the Chinese and Japanese '2022 年 09 月'.
 */
export const POINT = String.raw`(?:${CJK_MONTH}|(?:${DAY}\s+)?${MONTH}(?:\s+${DAY},?)?(?:,?\s*|[-/])(?:${YEAR}|['’‘]\d{2})|(?:${SEASON}|${QUARTER})\s+(?:${YEAR}|['’‘]\d{2})|\d{1,2}[/.-]\d{1,2}[/.-]${YEAR}|\d{1,2}[/.-]${YEAR}|${YEAR}(?:[-/.]|\s\/\s)(?:0?[1-9]|1[0-2])(?:[-/.]\d{1,2})?(?![\d])|${YEAR})`;
// 'Present' in the words resumes use for it, in English and in the languages of the headings the parser knows.
export const PRESENT = String.raw`(?:(?:till|until|up\s+to|to)\s+)?(?:present(?:\s+day)?|pres\.|current(?:ly)?|now|today|ongoing|date|heute|jetzt|aujourd['’]hui|actuel(?:lement)?|presente|actualidad|oggi|hoy|至今|现在|現在)`;
// '\uFFFD' is a character the intake found broken in mojibake (intake/mojibake.ts): between two
// dates, what was a full-width dash ('－') that some PDF printers leave as 'ï¼'.
export const SEPARATOR = String.raw`\s*(?:--|-|–|—|‒|―|－|\uFFFD|~|→|/|to|until|till|through|thru)\s*`;
// Two-digit years stand alone only in a range: "'15 – '17", '03/19 – 05/21',
// and after a month's name without the apostrophe: 'Jan 19 – Mar 21'.
const SHORT_POINT = String.raw`(?:['’‘]\d{2}|(?:0?[1-9]|1[0-2])/\d{2}|${MONTH}\s?\d{2}(?!\d))`;

const RANGE = new RegExp(String.raw`(?<![\w/.-])(${POINT}|${SHORT_POINT})${SEPARATOR}(${POINT}|${SHORT_POINT}|${PRESENT})(?![\w/])`, "i");
// A range of years whose end keeps its last two digits: '2015–17', '2019 - 20' ('2010-12' is an ISO month).
const YEARS_SHORT_END = new RegExp(String.raw`(?<![\w/.-])(${YEAR})(?:\s*[–—]\s*|\s+-\s+)(\d{2})(?![\w/.-])`);
// A range within one year names the year once: 'Sep – Dec 2021', 'Mai – Juillet 2023'.
const MONTHS_OF_A_YEAR = new RegExp(String.raw`(?<![\w/.-])(${MONTH})${SEPARATOR}(${MONTH}),?\s*(${YEAR})(?![\w/])`, "i");
// 'Since' in the languages whose headings the parser knows: 'seit 2006', 'depuis 2019', 'desde 2020'.
const SINCE_WORDS = String.raw`since|from|seit|depuis|desde|dal|sinds`;
const SINCE = new RegExp(String.raw`(?<![\p{L}/.-])(?:${SINCE_WORDS})\s+(${POINT})(?![\w/])`, "iu");
const SINGLE = new RegExp(String.raw`(?<![\w/.-])(${POINT})(?![\w/])`, "i");
const IS_PRESENT = new RegExp(String.raw`^${PRESENT}$`, "i");
const SHORT_YEAR = /^(.*?)['’‘](\d{2})$/;
// 'Jan 19' in a range: a month's name and a two-digit year.
const MONTH_SHORT_YEAR = new RegExp(String.raw`^(${MONTH})\s?(\d{2})$`, "i");

export interface DateRange {
  start: string;
  end: string;
  current: boolean;
  /** Where the dates stand in the text they were read from, to take them out of it. */
  index: number;
  length: number;
}

/** A date as the app writes it ('Jan 2020', '2020'), or as written when it names no month of a year ('Summer 2019'). */
export function normalizeDate(text: string): string {
  const trimmed = inEnglish(text.trim().replace(/\s+/g, " "));
  const shortYear = SHORT_YEAR.exec(trimmed) ?? MONTH_SHORT_YEAR.exec(trimmed);
  // "Jan '20": a two-digit year after an apostrophe is this century's unless it lies ahead of it.
  const expanded = shortYear ? `${shortYear[1]!.trim()} ${Number(shortYear[2]) > 50 ? "19" : "20"}${shortYear[2]}`.trim() : trimmed;
  const parsed = parseMonthYear(
    expanded
      .replace(/,/g, "")
      // A day beside a month's name or in an ISO date is dropped: the app keeps months. '15/03/2016'
      // stays as written, as it could be either day or month first.
      .replace(/^\d{1,2}(?:st|nd|rd|th)?\s+(?=\p{L})/u, "")
      .replace(/^(\p{L}+\.?)\s+\d{1,2}(?:st|nd|rd|th)?\s+(\d{4})$/u, "$1 $2")
      .replace(/^(\d{4})-(\d{1,2})-\d{1,2}$/, "$1-$2")
      .replace(/^(\d{1,2})\/(\d{2})$/, (_, month: string, year: string) => `${month}/${Number(year) > 50 ? "19" : "20"}${year}`)
      .replace(/^([A-Za-z]+\.?)[-/](\d{4})$/, "$1 $2")
      .replace(/^(\d{1,2})[.-](\d{4})$/, "$1/$2")
      .replace(/^(\d{4})(?:[./]|\s\/\s)(\d{1,2})$/, "$1-$2")
      .replace(/^(\d{4})\s*年\s*(\d{1,2})\s*月$/, "$1-$2"),
  );
  if (!parsed) return trimmed;
  return parsed.month === null ? String(parsed.year) : formatMonthYear({ year: parsed.year, month: parsed.month });
}

/**
 * The first date range in a text: two points joined by a dash or a word ('Jan 2020 – Present',
 * '2018-2020', '01/2018 to 03/2021'), 'Since 2019', or a lone point ('May 2016') when
 * `allowSingle`. A lone point is an end date (a graduation, a certificate), a 'since' a start.
 */
export function findDateRange(text: string, allowSingle = true): DateRange | null {
  return allowSingle ? findDateOrRange(text) : findRangeOnly(text);
}

const findDateOrRange = rememberedByText((text) => readDates(text, true));
const findRangeOnly = rememberedByText((text) => readDates(text, false));

function readDates(text: string, allowSingle: boolean): DateRange | null {
  const range = RANGE.exec(text);
  if (range) {
    const current = IS_PRESENT.test(range[2]!.trim());
    return {
      start: normalizeDate(range[1]!),
      end: current ? "" : normalizeDate(range[2]!),
      current,
      index: range.index,
      length: range[0].length,
    };
  }
  const months = MONTHS_OF_A_YEAR.exec(text);
  if (months) {
    const [, from, to, year] = months as unknown as [string, string, string, string];
    return {
      start: normalizeDate(`${from} ${year}`),
      end: normalizeDate(`${to} ${year}`),
      current: false,
      index: months.index,
      length: months[0].length,
    };
  }
  const shortEnd = YEARS_SHORT_END.exec(text);
  if (shortEnd && Number(shortEnd[2]) > Number(shortEnd[1]!.slice(2))) {
    const end = `${shortEnd[1]!.slice(0, 2)}${shortEnd[2]}`;
    return { start: shortEnd[1]!, end, current: false, index: shortEnd.index, length: shortEnd[0].length };
  }
  const since = SINCE.exec(text);
  if (since) return { start: normalizeDate(since[1]!), end: "", current: true, index: since.index, length: since[0].length };
  if (!allowSingle) return null;
  const single = SINGLE.exec(text);
  if (!single) return null;
  return { start: "", end: normalizeDate(single[1]!), current: false, index: single.index, length: single[0].length };
}

// How long a role lasted, which profile exports print beside its dates ('(2 years 9 months)', '4 yrs 2 mos', '5 years'): the dates already say it.
// A number starts where its digits start: tried from each digit of a long run, the search would
// cost the square of the run's length.
const DURATION = String.raw`\(?\s*(?:(?<!\d)\d+\+?\s*(?:years?|yrs?|months?|mos?)\b\s*)+\)?`;
const IS_DURATION = new RegExp(String.raw`^[\s·•|,-]*${DURATION}[\s)]*$`, "i");
const DURATION_FOUND = new RegExp(DURATION, "gi");
const BEFORE_DURATION = /^[\s·•|,-]$/;

/**
 * The text with each duration and the separators before it (' · 2 years') replaced by a space, as
 * `/[\s·•|,-]*DURATION/g` would, but with the separators found back from each duration: that
 * pattern tries from every character of a long run of separators, which costs the square of its length.
 */
function replaceDurations(text: string): string {
  let result = "";
  let from = 0;
  DURATION_FOUND.lastIndex = 0;
  for (let found = DURATION_FOUND.exec(text); found; found = DURATION_FOUND.exec(text)) {
    let start = found.index;
    while (start > from && BEFORE_DURATION.test(text.charAt(start - 1))) start--;
    result += `${text.slice(from, start)} `;
    from = found.index + found[0].length;
  }
  return result + text.slice(from);
}

/** The text without the durations in it ('Forklift (10 years)' is 'Forklift'). */
export const withoutDuration = (text: string) => replaceDurations(text).replace(/\s+/g, " ").trim();

/** A text that is nothing but a duration ('5 years', '(2 years 3 months)'). */
export const isDuration = (text: string) => IS_DURATION.test(text);

/** 'Present', 'Now', 'today': the end of a range that has not ended. */
export const isPresent = (text: string) => IS_PRESENT.test(text.trim());

/** Whether a text is nothing but dates (and the words and marks around them: 'Expected', parentheses). */
export const isOnlyDate = rememberedByText(readsAsOnlyDates);

function readsAsOnlyDates(text: string): boolean {
  const found = findDateRange(text);
  if (!found) return false;
  const rest = replaceDurations(text.slice(0, found.index) + " " + text.slice(found.index + found.length));
  return DATE_WORDS_ONLY.test(rest);
}

// What may stand around dates and says nothing else: marks, and words such as 'Expected' or 'Graduated:'.
const DATE_WORDS_ONLY =
  /^[\s,;:()[\]|•·–—-]*(?:(?:expected|anticipated|graduated|graduation|completed|issued|awarded|obtained|since|from|seit|depuis|desde|dal|sinds|dates?|year)[\s,;:()[\]|•·–—-]*)*$/i;

/** A label of a date with its date elsewhere ('Graduation Date', 'Expected Graduation:'): it names nothing. */
export const isDateLabel = (text: string) => DATE_WORDS_ONLY.test(text);

/** The text without the dates found in it, and without the separators they leave behind. */
export function withoutDates(text: string, found: DateRange): string {
  const rest = text.slice(0, found.index) + " " + replaceDurations(text.slice(found.index + found.length));
  if (DATE_WORDS_ONLY.test(rest)) return "";
  return withoutEnds(rest.replace(/\(\s*\)|\[\s*\]/g, " ").replace(/\s+/g, " "), DATE_SEPARATOR, DATE_SEPARATOR).trim();
}

const DATE_SEPARATOR = /^[\s,;:|•·–—－\uFFFD-]$/;

/**
 * The texts on either side of dates set inside a line ('Company Name June 2009 to May 2012 Teacher'):
 * the dates part two names. With nothing but date words on one side, the line is one text.
 */
export function textsAroundDates(text: string, found: DateRange): string[] {
  const before = text.slice(0, found.index);
  const after = replaceDurations(text.slice(found.index + found.length));
  if (DATE_WORDS_ONLY.test(before) || DATE_WORDS_ONLY.test(after)) {
    const rest = withoutDates(text, found);
    return rest ? [rest] : [];
  }
  return [before.trim(), after.trim()];
}

const MONTH_ONLY = new RegExp(String.raw`^${MONTH}$`, "iu");
const ENDS_WITH_MONTH = new RegExp(String.raw`${MONTH}[\s,./-]*$`, "iu");
const YEARS = new RegExp(String.raw`(?<!\d)${YEAR}(?!\d)`, "g");

/**
 * A range of years whose months are printed on the line below, one under each year ('2004 – 2005'
 * over 'August  Februar', as German CV classes set them): the text with each year given its month
 * ('August 2004 – Februar 2005 …'); null when the months do not fit the years.
 */
export function withMonthsUnder(text: string, months: readonly string[]): string | null {
  if (months.length === 0 || months.length > 2 || !months.every((month) => MONTH_ONLY.test(month.trim()))) return null;
  const found = findDateRange(text);
  if (!found) return null;
  const dates = text.slice(found.index, found.index + found.length);
  const years = [...dates.matchAll(YEARS)];
  if (years.length !== months.length || years.some((year) => ENDS_WITH_MONTH.test(dates.slice(0, year.index)))) return null;
  let next = 0;
  const dated = dates.replace(YEARS, (year) => `${months[next++]!.trim()} ${year}`);
  return text.slice(0, found.index) + dated + text.slice(found.index + found.length);
}
