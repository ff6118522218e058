/**
 * The id of the one row that counts a user's refusals of one function (or export kind) and outcome
 * within one UTC hour (migration 009): refusals cost no work, and a row each let one user's flood
 * write hundreds of rows a second. The row keeps the time of the hour's first refusal.
 */
export const hourlyRefusalId = (userId: string, what: string, outcome: string, at: string): string =>
  `refused:${userId}:${what}:${outcome}:${at.slice(0, "YYYY-MM-DDTHH".length)}`;
