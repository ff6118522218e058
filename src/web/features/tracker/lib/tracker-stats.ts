import type { JobApplication } from "#shared/applications";
import { calendarDaysSince } from "./applied-when";
import { normalizeForMatch } from "./search-applications";

/** Seed 001 section 9: 'This Week' is 7 days or fewer since creation. */
export const THIS_WEEK_DAYS = 7;

/**
 * Applications made 7 calendar days ago or later, counted like the cards' 'Applied' time: every card
 * that reads Today, Yesterday or up to '7 days ago' is in the week, and no other.
 */
export function countThisWeek(applications: readonly Pick<JobApplication, "created_at">[], now: Date): number {
  return applications.filter((application) => {
    const days = calendarDaysSince(application.created_at, now);
    return days !== null && days <= THIS_WEEK_DAYS;
  }).length;
}

/**
 * Distinct companies. 'Acme Corp', 'acme corp' and 'Acme  Corp' are one company (names are typed by
 * hand, so case and spacing vary); 'Acme' and 'Acme Corp' stay two, as nothing tells they are one.
 */
export function countCompanies(applications: readonly Pick<JobApplication, "company_name">[]): number {
  const companies = new Set(applications.map((application) => normalizeForMatch(application.company_name)));
  companies.delete("");
  return companies.size;
}
