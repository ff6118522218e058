import { answerLines } from "./answer-text";
import { findDateRange, findSingleDate, withoutSpan, type Span } from "./dates";
import { splitSegments, takeCityState } from "./entry-header";
import { capitalize } from "../prose/english";

/** One school read from the education answer, in the answer's words. */
export interface EducationEntry {
  institution: string;
  degree: string;
  field: string;
  location: string;
  startDate: string;
  endDate: string;
  gpa: string;
  /** Honours, minors and other words that fit no field, kept for the resume's additional section. */
  notes: string[];
}

const SUBJECT = String.raw`(?:science|arts|engineering|business administration|fine arts|laws?|education|commerce|technology|applied science|philosophy|medicine|nursing|music|architecture|public health|social work|public administration|information technology|computer science|economics|accountancy)`;
const DEGREE = new RegExp(
  [
    String.raw`\b(?:bachelor|master|doctor|associate)(?:'?s|’s)?(?:\s+of\s+${SUBJECT})?(?:\s+degree)?`,
    String.raw`\b(?:ph\.?\s?d|d\.?phil|ed\.?d|pharm\.?d|m\.?d|j\.?d|ll\.?[bm]|mba|emba|mph|mpa|msw|mfa|bfa|bba|dvm|hnd|hnc|ged)\b\.?`,
    String.raw`\b(?:b|m)\.?\s?(?:sc|eng|tech|com|ed|arch|phil|res|a|s)\b\.?(?:\s*\(hons\.?\)|\s+hons\b\.?)?`,
    String.raw`\b(?:pgce|pgde|pgdip|pgcert|qts|certhe|diphe|nvq(?:\s+level\s+\d)?|btec|gnvq|sqa|higher national diploma)\b`,
    String.raw`\ba\.?\s?[as]\.(?!\w)|\ba[as]\b(?=\s+(?:in|degree))`,
    String.raw`\b(?:high school diploma|secondary school diploma|a[- ]levels?|gcses?|ib diploma|international baccalaureate|(?:postgraduate |graduate |advanced )?diploma|(?:postgraduate |graduate )?certificate|bootcamp|apprenticeship)\b`,
  ].join("|"),
  "i",
);
const INSTITUTION_WORD =
  /\b(?:university|universit[éeyà]|universidad|universität|college|institute|institut|school|academy|polytechnic|conservatory|conservatoire|seminary|hochschule|école|bootcamp)\b/i;
const GPA =
  /\b(?:gpa|grade point average|cgpa)\s*(?:of|:|-)?\s*(\d(?:\.\d{1,2})?(?:\s*\/\s*\d(?:\.\d{1,2})?)?)|(\d\.\d{1,2}(?:\s*\/\s*\d(?:\.\d{1,2})?)?)\s*(?:gpa|cgpa)\b/i;
const HONOURS =
  /\b(?:summa cum laude|magna cum laude|cum laude|with (?:first[- ]class |high |highest )?hono(?:u)?rs|first[- ]class(?: hono(?:u)?rs)?|second[- ]class|upper second|2:1|dean'?s list|valedictorian|with distinction|with merit)\b/i;
/** 'Currently studying Nursing', 'pursuing a BSc in Biology': the studies are under way. */
const STUDYING = /\b(?:currently\s+)?(?:studying|pursuing|completing|enrolled in|majoring in|working towards)\s+(?:an?\s+|my\s+)?(.+)/i;
const FIELD_AFTER = /^\s*(?:degree\s+)?(?:in|of)\s+(.+)$/i;

/**
 * Splits the education answer into schools: one per paragraph or line; a line with no degree and no
 * school of its own (dates, 'GPA 3.8') belongs to the entry above it.
 */
export function splitEducation(answer: string): EducationEntry[] {
  const blocks: string[][] = [];
  for (const line of answerLines(answer)) {
    const current = blocks.at(-1);
    if (current && !line.paragraphStart && !sharesKind(current, line.text)) current.push(line.text);
    else blocks.push([line.text]);
  }
  return blocks
    .map((block) => parseSchool(block.join(" | ")))
    .filter((entry) => entry.institution !== "" || entry.degree !== "" || entry.field !== "");
}

/** Two degree lines, or two school lines, are two entries; a school under a degree is the same one. */
function sharesKind(block: string[], text: string): boolean {
  const hasDegree = block.some((line) => DEGREE.test(line));
  const hasSchool = block.some((line) => INSTITUTION_WORD.test(line));
  return (hasDegree && DEGREE.test(text)) || (hasSchool && INSTITUTION_WORD.test(text));
}

function cut(text: string, span: Span | undefined): string {
  return span ? withoutSpan(text, span) : text;
}

function parseSchool(text: string): EducationEntry {
  const entry: EducationEntry = { institution: "", degree: "", field: "", location: "", startDate: "", endDate: "", gpa: "", notes: [] };
  let rest = text;

  const gpa = GPA.exec(rest);
  if (gpa) {
    entry.gpa = (gpa[1] ?? gpa[2] ?? "").replace(/\s+/g, "");
    rest = cut(rest, { index: gpa.index, length: gpa[0].length });
  }
  const honours = HONOURS.exec(rest);
  if (honours) {
    entry.notes.push(capitalize(honours[0]));
    rest = cut(rest, { index: honours.index, length: honours[0].length });
  }
  const range = findDateRange(rest);
  const single = range ? undefined : findSingleDate(rest);
  if (range) {
    entry.startDate = range.startDate;
    entry.endDate = range.current ? "Present" : range.endDate;
  } else if (single) {
    entry.endDate = single.date;
  }
  rest = cut(rest, range ?? single);
  const located = takeCityState(rest);
  entry.location = located.location;
  rest = located.rest;

  const fromSchool = /\s+(?:from|at)\s+([^,;|]+)/i.exec(rest);
  if (fromSchool && INSTITUTION_WORD.test(fromSchool[1] ?? "")) {
    entry.institution = (fromSchool[1] ?? "").trim();
    rest = withoutSpan(rest, { index: fromSchool.index, length: fromSchool[0].length });
  }
  const studying = STUDYING.exec(rest);
  if (studying) {
    rest = rest.replace(studying[0], studying[1] ?? "").trim();
    if (!entry.endDate) entry.endDate = "Present";
  }
  const segments = splitSegments(rest.replace(/\((?!hons)([^()]*)\)/gi, " $1 "));
  for (const segment of segments) {
    const degree = DEGREE.exec(segment);
    if (degree && !entry.degree && !INSTITUTION_WORD.test(segment.replace(degree[0], ""))) {
      entry.degree = degree[0].trim();
      const after = segment.slice(degree.index + degree[0].length);
      const before = segment.slice(0, degree.index).trim();
      entry.field = (FIELD_AFTER.exec(after)?.[1] ?? after).trim() || before.replace(/\s+degree$/i, "");
    } else if (!entry.institution && INSTITUTION_WORD.test(segment)) {
      entry.institution = segment;
    } else if (!entry.field && (entry.degree || studying) && segment === segment.replace(/\d/g, "")) {
      entry.field = segment;
    } else if (!entry.institution && /^\p{Lu}/u.test(segment)) {
      entry.institution = segment;
    } else {
      entry.notes.push(segment);
    }
  }
  entry.field = capitalize(entry.field.replace(/^(?:in|of)\s+/i, ""));
  return entry;
}
