const shortDate = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });

/** en-US short month, day, year ("Nov 22, 2026"), the date format of the dashboard and tracker. */
export function formatShortDate(iso: string): string {
  return shortDate.format(new Date(iso));
}

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/** The date and the time of day in the reader's time zone ("Nov 22, 2026, 3:04 PM"), for moments such as a last activity. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}
