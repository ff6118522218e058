import type { JobApplication } from "#shared/applications";

/** Case and spacing left out: what the user typed, as the tracker compares it. */
export function normalizeForMatch(text: string): string {
  return text.normalize("NFKC").trim().replace(/\s+/g, " ").toLowerCase();
}

/** The applications whose company or job title contains the query (seed 001: case-insensitive contains); all for a blank query. */
export function searchApplications<T extends Pick<JobApplication, "company_name" | "job_title">>(
  applications: readonly T[],
  query: string,
): T[] {
  const wanted = normalizeForMatch(query);
  if (!wanted) return [...applications];
  return applications.filter(
    (application) =>
      normalizeForMatch(application.company_name).includes(wanted) || normalizeForMatch(application.job_title).includes(wanted),
  );
}
