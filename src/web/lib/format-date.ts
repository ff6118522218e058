const shortDate = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });

/** en-US short month, day, year ("Nov 22, 2026"), the date format of the dashboard and tracker. */
export function formatShortDate(iso: string): string {
  return shortDate.format(new Date(iso));
}
