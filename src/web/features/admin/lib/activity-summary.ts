import { aiFunctions, type AiFunctionName } from "#shared/ai";
import type { AdminActivity, OutcomeCount } from "#shared/api/admin";

export type DayPoint = AdminActivity["days"][number];
export type DailySeries = "signUps" | "activeUsers" | "pdfExports";

const dayFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/** 'Nov 24' for '2026-11-24': the days are UTC days, so they are read as UTC. */
export const formatDay = (day: string): string => dayFormat.format(new Date(`${day}T00:00:00Z`));

export interface SeriesSummary {
  total: number;
  peak: number;
  peakDay: string | undefined;
}

export function summarise(days: DayPoint[], series: DailySeries): SeriesSummary {
  let total = 0;
  let peak = 0;
  let peakDay: string | undefined;
  for (const point of days) {
    total += point[series];
    if (point[series] > peak) {
      peak = point[series];
      peakDay = point.day;
    }
  }
  return { total, peak, peakDay };
}

// The outcomes an AI call or an export is recorded with, in the words an operator reads.
const OUTCOME_LABELS: Record<string, string> = {
  success: "succeeded",
  throttled: "throttled",
  payment_required: "out of credits",
  rate_limited: "rate limited by the provider",
  all_providers_failed: "no provider answered",
  error: "failed",
  refused: "refused by a limit",
  cancelled: "cancelled",
  failed: "failed",
};

// The AI functions by the tool a user knows them from (each definition's label); the id stays beside it for the logs.
export const aiFunctionLabel = (name: string): string => aiFunctions[name as AiFunctionName]?.label ?? name;
export const exportKindLabel = (kind: string): string => (kind === "letter" ? "Letters" : kind === "resume" ? "Resumes" : kind);

export const outcomeLabel = (outcome: string): string => OUTCOME_LABELS[outcome] ?? outcome;

export interface OutcomeRow {
  name: string;
  total: number;
  succeeded: number;
  /** The other outcomes, most frequent first: '2 throttled, 1 failed'. */
  others: { outcome: string; count: number }[];
}

/** One row per name (AI function or export kind), the busiest first. */
export function outcomeRows(counts: OutcomeCount[]): OutcomeRow[] {
  const rows = new Map<string, OutcomeRow>();
  for (const { name, outcome, count } of counts) {
    const row = rows.get(name) ?? { name, total: 0, succeeded: 0, others: [] };
    row.total += count;
    if (outcome === "success") row.succeeded += count;
    else row.others.push({ outcome, count });
    rows.set(name, row);
  }
  return [...rows.values()]
    .map((row) => ({ ...row, others: row.others.sort((a, b) => b.count - a.count || a.outcome.localeCompare(b.outcome)) }))
    .sort((a, b) => b.total - a.total || a.name.localeCompare(b.name));
}
