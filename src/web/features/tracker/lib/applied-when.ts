import { formatShortDate } from "#web/lib/format-date";

/**
 * When an application was made, as the tracker shows it. Days are calendar days in the user's own
 * time zone: something saved at 23:50 reads 'Yesterday' ten minutes later, as the user would say it.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

function parseDate(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Local calendar days from `iso` to `now`; null when the date is missing or not a date. A date ahead of `now` (a clock apart) is 0. */
export function calendarDaysSince(iso: string | null | undefined, now: Date): number | null {
  const date = parseDate(iso);
  if (!date) return null;
  const startOf = (day: Date) => new Date(day.getFullYear(), day.getMonth(), day.getDate()).getTime();
  // Rounded: a day that changes to or from daylight saving time lasts 23 or 25 hours.
  return Math.max(0, Math.round((startOf(now) - startOf(date)) / DAY_MS));
}

/** Seed 001's 'Applied' time: Today, Yesterday, N days ago, or Unknown without a valid date. */
export function describeAppliedAgo(iso: string | null | undefined, now: Date): string {
  const days = calendarDaysSince(iso, now);
  if (days === null) return "Unknown";
  if (days === 0) return "Today";
  if (days === 1) return "Yesterday";
  return `${days} days ago`;
}

/** 'Nov 24, 2026', or null when there is no valid date to show. */
export function formatAppliedDate(iso: string | null | undefined): string | null {
  return parseDate(iso) ? formatShortDate(iso!) : null;
}
