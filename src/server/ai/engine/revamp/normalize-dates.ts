import { formatMonthYear, parseMonthYear } from "#shared/month-year";

/**
 * A date with a month in the one form the app and ATS parsers read best, 'Jan 2020'; a year
 * alone, 'Present' and anything unreadable stay as written. Only the writing changes, never the date.
 */
export function normalizeDate(text: string): string {
  const parsed = parseMonthYear(text);
  if (!parsed || parsed.month === null) return text;
  return formatMonthYear({ year: parsed.year, month: parsed.month });
}
