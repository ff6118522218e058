/** Joins the non-empty parts of an entry into a one-line card title such as 'Senior Engineer · Acme'. */
export function joinSummary(parts: readonly (string | undefined)[], separator = " · "): string {
  return parts
    .map((part) => part?.trim() ?? "")
    .filter((part) => part !== "")
    .join(separator);
}

/** 'Jan 2020 – Present', 'Jan 2020 – Mar 2022', or whichever end is known. */
export function dateRange(start: string, end: string, current = false): string {
  const to = current ? "Present" : end.trim();
  return joinSummary([start, to], " – ");
}
