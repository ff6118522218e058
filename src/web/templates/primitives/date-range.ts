import { MONTH_ABBREVIATIONS } from "#shared/month-year";

/**
 * Dates are free text ('Jan 2020'), but month and date inputs store ISO strings ('2020-01',
 * '2020-01-15'); those print as 'Jan 2020' because resumes conventionally show month and year.
 * Anything else is printed as typed.
 */
export function formatDateValue(value: string | null | undefined): string {
  const text = (value ?? "").trim();
  const iso = /^(\d{4})-(\d{2})(?:-\d{2})?$/.exec(text);
  if (!iso) return text;
  const month = MONTH_ABBREVIATIONS[Number(iso[2]) - 1];
  return month ? `${month} ${iso[1]}` : text;
}

/** 'Jan 2020 – Present'; either side may be missing, and a range within one period collapses to it. */
export function formatDateRange(
  start: string | null | undefined,
  end: string | null | undefined,
  current = false,
  presentLabel = "Present",
): string {
  const from = formatDateValue(start);
  const to = current ? presentLabel : formatDateValue(end);
  if (from && to) return from === to ? from : `${from} – ${to}`;
  return from || to;
}
