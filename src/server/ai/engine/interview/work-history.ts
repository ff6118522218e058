import { answerLines, titleCaseIfLower, type AnswerLine } from "./answer-text";
import { findDateRange, findSingleDate, withoutSpan } from "./dates";
import { looksLikeTitle, opensWithAction, parseHeader } from "./entry-header";
import { capitalize, sentences } from "../prose/english";

/** One job read from the work-history answer, in the answer's words; details are not yet rewritten. */
export interface WorkEntry {
  company: string;
  position: string;
  location: string;
  startDate: string;
  endDate: string;
  current: boolean;
  /** The job's bullets and sentences, one per item, as typed. */
  details: string[];
}

interface Draft {
  heading: string[];
  details: string[];
}

/** A heading is a few words: longer text is a sentence about the job. */
const HEADING_WORDS = 12;
const SHORT_LINE_WORDS = 8;
const AT_HEADING = /^(.+?)\s+(?:at|@)\s+\S/i;

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * Splits the work-history answer into jobs, however they were typed: one per paragraph, one per
 * line ('Software Engineer at Acme, Jan 2020 - Present. Built X...'), a heading over several lines
 * ('Acme Corp' / 'Engineer' / '2019-2021'), or bulleted, with the job's bullets or sentences below.
 */
export function splitWorkHistory(answer: string): WorkEntry[] {
  const drafts: Draft[] = [];
  for (const line of answerLines(answer).flatMap(splitThen)) {
    const current = drafts.at(-1);
    const [first = "", ...rest] = sentences(line.text);
    const role = headingRole(line, first, current);
    if (role === "detail" && current) {
      current.details.push(...(line.bullet ? [line.text] : sentences(line.text)));
      continue;
    }
    const draft = role === "new" || !current ? { heading: [], details: [] } : current;
    if (draft !== current) drafts.push(draft);
    draft.heading.push(first);
    for (const sentence of rest) {
      if (draft.details.length === 0 && isOnlyDates(sentence)) draft.heading.push(sentence);
      else draft.details.push(sentence);
    }
  }
  return drafts.map(toEntry).filter((entry) => entry.company !== "" || entry.position !== "" || entry.details.length > 0);
}

/** 'then', between two jobs told in one sentence: 'a waiter at Joe's and then a line cook at Olive Garden since 2021'. */
const THEN = /,?\s+(?:and\s+)?then\s+(?:i\s+)?(?:was\s+|worked\s+|became\s+|moved\s+on\s+to\s+be\s+)?(?:as\s+)?(?:an?\s+)?/i;

/** A line telling two jobs ('... at X and then ... at Y') as two lines, each a job's heading. */
function splitThen(line: AnswerLine): AnswerLine[] {
  const parts = line.text.split(THEN);
  if (parts.length < 2 || !parts.every((part) => AT_HEADING.test(part))) return [line];
  return parts.map((text, i) => ({ text, bullet: line.bullet, paragraphStart: line.paragraphStart && i === 0 }));
}

/** Whether a line starts a job, continues the current job's heading, or describes the job. */
function headingRole(line: AnswerLine, first: string, current: Draft | undefined): "new" | "heading" | "detail" {
  if (!current) return "new";
  const range = findDateRange(first);
  const withoutDates = range ? withoutSpan(first, range) : first;
  const shortHeading = wordCount(withoutDates) <= HEADING_WORDS && !opensWithAction(withoutDates);
  const dated = range !== undefined && shortHeading;
  const atHeading = AT_HEADING.test(withoutDates) && shortHeading && looksLikeTitle(AT_HEADING.exec(withoutDates)?.[1] ?? "");
  const shortLine = !line.bullet && wordCount(line.text) <= SHORT_LINE_WORDS && !/[.!?]$/.test(line.text) && !opensWithAction(line.text);
  if (!dated && !atHeading && !shortLine) return line.paragraphStart && !line.bullet ? "new" : "detail";
  if (line.paragraphStart || current.details.length > 0) return "new";

  const heading = current.heading.join(" | ");
  const headingHasDates = findDateRange(heading) !== undefined || findSingleDate(heading) !== undefined;
  const parts = parseHeader(withoutDatesOf(heading));
  const headingComplete = parts.company !== "" && parts.position !== "";
  if (dated) return headingHasDates || (headingComplete && withoutDates !== "") ? "new" : "heading";
  return headingComplete ? "new" : "heading";
}

function isOnlyDates(sentence: string): boolean {
  const range = findDateRange(sentence);
  return (
    range !== undefined &&
    withoutSpan(sentence, range)
      .replace(/[.!?]$/, "")
      .trim() === ""
  );
}

function withoutDatesOf(text: string): string {
  const range = findDateRange(text);
  return range ? withoutSpan(text, range) : text;
}

/** Reads dates from the heading (or else the first detail that has them) and the heading's parts. */
function toEntry(draft: Draft): WorkEntry {
  const heading = draft.heading.join(" | ").replace(/[.]$/, "");
  const details = [...draft.details];
  let dates = { startDate: "", endDate: "", current: false };
  let rest = heading;
  const range = findDateRange(heading);
  if (range) {
    dates = range;
    rest = withoutSpan(heading, range);
  } else {
    const inDetail = details.findIndex((detail) => findDateRange(detail) !== undefined);
    const detailRange = inDetail >= 0 ? findDateRange(details[inDetail] ?? "") : undefined;
    const single = findSingleDate(heading);
    if (detailRange) {
      dates = detailRange;
      details[inDetail] = withoutSpan(details[inDetail] ?? "", detailRange);
    } else if (single) {
      dates = { startDate: single.date, endDate: "", current: false };
      rest = withoutSpan(heading, single);
    }
  }
  const parts = parseHeader(rest);
  const position = titleCaseIfLower(parts.position);
  return {
    company: capitalize(parts.company),
    position: parts.employmentType ? `${position} (${capitalize(parts.employmentType)})` : position,
    location: capitalize(parts.location),
    startDate: dates.startDate,
    endDate: dates.endDate,
    current: dates.current,
    details: [...parts.extras, ...details].map(asDetail).filter((detail) => /\p{L}/u.test(detail)),
  };
}

/** A clause cut from a sentence ('where I trained new staff') as a detail of its own. */
function asDetail(text: string): string {
  return text.trim().replace(/^(?:where|in which|during which|and|then|there)\s+/i, "");
}
