import type { AiResume } from "#shared/ai";
import { MONTH_NAMES, parseMonthYear } from "#shared/month-year";
import { countOf } from "../rewrite";
import type { CheckResult } from "./check";
import { experienceLabel, isOngoing } from "./resume-parts";

/** A break between two jobs longer than this reads as a gap a recruiter asks about. */
const GAP_MONTHS = 6;
/** What mixed date formats cost the dates score: readable, but an ATS may misread one of them. */
const MIXED_FORMATS_PENALTY = 0.15;

type DateFormat = "Jan 2020" | "January 2020" | "01/2020" | "2020-01" | "2020";

const FULL_MONTH_NAMES = new Set(MONTH_NAMES.map((name) => name.toLowerCase()));

/** How a date is written; null when unreadable or when 'May 2020' fits both the short and the long form. */
function formatOf(text: string): DateFormat | null {
  const value = text.trim();
  if (/^\d{4}$/.test(value)) return "2020";
  if (/^\d{4}-\d{1,2}/.test(value)) return "2020-01";
  if (/^\d{1,2}\/\d{4}$/.test(value)) return "01/2020";
  const named = /^([A-Za-z]+)\.?,?\s+\d{4}$/.exec(value);
  const word = named?.[1]?.toLowerCase();
  if (!word || word === "may") return null;
  return FULL_MONTH_NAMES.has(word) ? "January 2020" : "Jan 2020";
}

/** Months since year 0, a month-less year counting as its January (start) or December (end). */
function monthNumber(text: string, edge: "start" | "end"): number | null {
  const parsed = parseMonthYear(text);
  if (!parsed) return null;
  return parsed.year * 12 + (parsed.month ?? (edge === "start" ? 0 : 11));
}

interface DatedEntry {
  kind: "Experience" | "Education";
  label: string;
  startDate: string;
  endDate: string;
  ongoing: boolean;
}

function datedEntries(resume: AiResume): DatedEntry[] {
  return [
    ...resume.experience.map((entry) => ({
      kind: "Experience" as const,
      label: experienceLabel(entry),
      startDate: entry.startDate.trim(),
      endDate: entry.endDate.trim(),
      ongoing: entry.current || isOngoing(entry.endDate),
    })),
    ...resume.education.map((entry) => ({
      kind: "Education" as const,
      label: entry.institution.trim() || entry.degree.trim() || "Untitled",
      startDate: entry.startDate.trim(),
      endDate: entry.endDate.trim(),
      ongoing: isOngoing(entry.endDate),
    })),
  ];
}

/** An entry's date problems, and its share of the score: 1 when fully and readably dated. */
function reviewEntry(entry: DatedEntry): { points: number; issues: string[] } {
  const name = `${entry.kind} entry "${entry.label}"`;
  const hasEnd = entry.endDate !== "" || entry.ongoing;
  if (entry.startDate === "" && !hasEnd) return { points: 0, issues: [`${name} has no dates.`] };
  // A degree is often dated by its graduation alone.
  if (entry.startDate === "" && entry.kind === "Education") return { points: 1, issues: [] };
  if (entry.startDate === "") return { points: 0.5, issues: [`${name} has no start date.`] };
  if (!hasEnd) return { points: 0.5, issues: [`${name} has no end date; write 'Present' if it is current.`] };
  const unreadable = [entry.startDate, entry.ongoing ? "" : entry.endDate].filter((date) => date !== "" && !parseMonthYear(date));
  if (unreadable.length > 0) {
    return {
      points: 0.5,
      issues: unreadable.map((date) => `${name} has the date "${date}", which an ATS cannot read; write it as 'Jan 2020'.`),
    };
  }
  const start = monthNumber(entry.startDate, "start");
  const end = entry.ongoing ? null : monthNumber(entry.endDate, "end");
  if (start !== null && end !== null && end < start) return { points: 0.5, issues: [`${name} ends before it starts.`] };
  return { points: 1, issues: [] };
}

/** Breaks of more than GAP_MONTHS between consecutive jobs, oldest first. */
function employmentGaps(resume: AiResume): string[] {
  const spans = resume.experience
    .map((entry) => ({
      label: experienceLabel(entry),
      start: monthNumber(entry.startDate, "start"),
      end: entry.current || isOngoing(entry.endDate) ? Number.POSITIVE_INFINITY : monthNumber(entry.endDate, "end"),
      endText: entry.endDate.trim(),
    }))
    .filter((span): span is typeof span & { start: number; end: number } => span.start !== null && span.end !== null)
    .sort((a, b) => a.start - b.start);
  const gaps: string[] = [];
  let latest = spans[0];
  for (const span of spans.slice(1)) {
    if (!latest) break;
    const months = span.start - latest.end - 1;
    if (months > GAP_MONTHS) {
      gaps.push(
        `A gap of ${months} months between "${latest.label}" (ended ${latest.endText}) and "${span.label}"; a line on it answers the question before it is asked.`,
      );
    }
    if (span.end > latest.end) latest = span;
  }
  return gaps;
}

export function checkDates(resume: AiResume): CheckResult {
  const entries = datedEntries(resume);
  if (entries.length === 0) return { score: 0, finding: "The resume has no dated entries.", issues: [] };
  const reviews = entries.map(reviewEntry);
  const issues = reviews.flatMap((review) => review.issues);
  const formats = new Set(
    entries.flatMap((entry) =>
      [entry.startDate, entry.ongoing ? "" : entry.endDate]
        .flatMap((date) => formatOf(date) ?? [])
        // A degree dated by its years beside jobs dated by month is the convention, not an inconsistency.
        .filter((format) => !(entry.kind === "Education" && format === "2020")),
    ),
  );
  const mixed = formats.size > 1;
  if (mixed) issues.push(`Dates are written in ${formats.size} formats (${[...formats].join(", ")}); use one throughout.`);
  issues.push(...employmentGaps(resume));
  const points = reviews.reduce((sum, review) => sum + review.points, 0) / entries.length;
  const score = Math.max(0, points - (mixed ? MIXED_FORMATS_PENALTY : 0));
  const fullyDated = reviews.filter((review) => review.points === 1).length;
  return { score, finding: `${fullyDated} of ${countOf(entries.length, "entry", "entries")} are fully and clearly dated.`, issues };
}
