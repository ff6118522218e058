import { APPLICATION_STATUSES, type ApplicationStatus, type JobApplication } from "#shared/applications";

/** The board's columns: every status, in the seed's order, each keeping the list's order (newest first). */
export function groupByStatus<T extends Pick<JobApplication, "status">>(applications: readonly T[]): Record<ApplicationStatus, T[]> {
  const columns = Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, [] as T[]])) as Record<ApplicationStatus, T[]>;
  for (const application of applications) columns[application.status].push(application);
  return columns;
}
