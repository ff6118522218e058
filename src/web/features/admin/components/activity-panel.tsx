import { useQuery } from "@tanstack/react-query";
import type { AdminActivity, OutcomeCount } from "#shared/api/admin";
import { ADMIN_ACTIVITY_DAYS } from "#shared/api/admin";
import { ListLoadFailure } from "#web/components/list-load-failure";
import { adminActivityQuery } from "../api/admin";
import {
  aiFunctionLabel,
  exportKindLabel,
  formatDay,
  outcomeLabel,
  outcomeRows,
  summarise,
  type DailySeries,
  type DayPoint,
} from "../lib/activity-summary";

const numberFormat = new Intl.NumberFormat("en-US");
const CHART_HEIGHT = 64;

interface SeriesChartProps {
  days: DayPoint[];
  series: DailySeries;
  title: string;
  /** The figure beside the title: the total, or for active users the average day (a sum of days counts people twice). */
  headline: "total" | "average";
  /** One day's figure in words: '3 sign-ups'. */
  describe: (count: number) => string;
  barClass: string;
}

/** A day-by-day bar chart of one series; each bar tells its day and figure on hover. */
function SeriesChart({ days, series, title, headline, describe, barClass }: SeriesChartProps) {
  const { total, peak, peakDay } = summarise(days, series);
  const figure =
    headline === "total" ? numberFormat.format(total) : `${numberFormat.format(Math.round(total / Math.max(days.length, 1)))} a day`;
  const scale = Math.max(peak, 1);
  const summary = `${title}: ${headline === "total" ? `${numberFormat.format(total)} in ${days.length} days` : `${figure} on average over ${days.length} days`}${peakDay ? `, most on ${formatDay(peakDay)} (${numberFormat.format(peak)})` : ""}.`;
  return (
    <figure className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <figcaption className="flex items-baseline justify-between gap-2">
        <span className="text-sm font-medium text-slate-700">{title}</span>
        <span className="text-lg font-semibold text-slate-900">{figure}</span>
      </figcaption>
      <svg
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${days.length} ${CHART_HEIGHT}`}
        preserveAspectRatio="none"
        className="mt-3 h-16 w-full"
      >
        {days.map((point, index) => {
          const height = (point[series] / scale) * CHART_HEIGHT;
          return (
            <rect key={point.day} x={index + 0.15} width={0.7} y={CHART_HEIGHT - height} height={height} className={barClass}>
              <title>{`${formatDay(point.day)}: ${describe(point[series])}`}</title>
            </rect>
          );
        })}
      </svg>
      <div className="mt-1 flex justify-between text-xs text-slate-500" aria-hidden="true">
        <span>{days[0] && formatDay(days[0].day)}</span>
        <span>{days.at(-1) && formatDay(days.at(-1)!.day)}</span>
      </div>
    </figure>
  );
}

const plural = (count: number, one: string, many: string) => `${numberFormat.format(count)} ${count === 1 ? one : many}`;

interface OutcomeListProps {
  title: string;
  counts: OutcomeCount[];
  labelOf: (name: string) => string;
  empty: string;
}

/** Requests by name (an AI function, a kind of PDF), busiest first, and how they ended. */
function OutcomeList({ title, counts, labelOf, empty }: OutcomeListProps) {
  const rows = outcomeRows(counts);
  return (
    <section aria-label={title} className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h3 className="text-sm font-medium text-slate-700">{title}</h3>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">{empty}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100 text-sm">
          {rows.map((row) => (
            <li key={row.name} className="py-2">
              <div className="flex items-baseline justify-between gap-3">
                <span className="min-w-0">
                  <span className="font-medium text-slate-900">{labelOf(row.name)}</span>{" "}
                  <span className="font-mono text-xs text-slate-400">{row.name}</span>
                </span>
                <span className="shrink-0 tabular-nums text-slate-900">{numberFormat.format(row.total)}</span>
              </div>
              <p className="mt-0.5 text-slate-500">
                <span className="text-emerald-700">{numberFormat.format(row.succeeded)} succeeded</span>
                {row.others.map(({ outcome, count }) => `, ${numberFormat.format(count)} ${outcomeLabel(outcome)}`).join("")}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function DailyFigures({ days }: { days: DayPoint[] }) {
  return (
    <details className="rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm">
      <summary className="cursor-pointer font-medium text-slate-700">Daily figures</summary>
      <div className="mt-2 max-h-80 overflow-auto">
        <table aria-label="Daily figures" className="w-full text-left">
          <thead className="sticky top-0 bg-white text-xs text-slate-500">
            <tr>
              <th scope="col" className="py-1 pr-3 font-medium">
                Day (UTC)
              </th>
              <th scope="col" className="py-1 pr-3 text-right font-medium">
                Sign-ups
              </th>
              <th scope="col" className="py-1 pr-3 text-right font-medium">
                Active users
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                PDFs exported
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 tabular-nums">
            {[...days].reverse().map((point) => (
              <tr key={point.day}>
                <th scope="row" className="py-1 pr-3 font-normal">
                  {formatDay(point.day)}
                </th>
                <td className="py-1 pr-3 text-right">{numberFormat.format(point.signUps)}</td>
                <td className="py-1 pr-3 text-right">{numberFormat.format(point.activeUsers)}</td>
                <td className="py-1 text-right">{numberFormat.format(point.pdfExports)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

// The three day-by-day series, each with its own scale and colour.
const CHARTS: Omit<SeriesChartProps, "days">[] = [
  { series: "signUps", title: "Sign-ups", headline: "total", describe: (n) => plural(n, "sign-up", "sign-ups"), barClass: "fill-blue-500" },
  {
    series: "activeUsers",
    title: "Active users",
    headline: "average",
    describe: (n) => plural(n, "active user", "active users"),
    barClass: "fill-emerald-500",
  },
  {
    series: "pdfExports",
    title: "PDFs exported",
    headline: "total",
    describe: (n) => plural(n, "PDF", "PDFs"),
    barClass: "fill-violet-500",
  },
];

function ActivityFigures({ activity }: { activity: AdminActivity }) {
  return (
    <>
      <div className="grid gap-4 md:grid-cols-3">
        {CHARTS.map((chart) => (
          <SeriesChart key={chart.series} days={activity.days} {...chart} />
        ))}
      </div>
      <DailyFigures days={activity.days} />
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <OutcomeList title="AI requests" counts={activity.aiRequests} labelOf={aiFunctionLabel} empty="No AI requests in these days." />
        <OutcomeList title="PDF exports" counts={activity.pdfExports} labelOf={exportKindLabel} empty="No PDF exports in these days." />
      </div>
    </>
  );
}

/** The last 90 days of use: sign-ups, active users and exports per day, AI requests and exports by outcome. */
export function ActivityPanel() {
  const activity = useQuery(adminActivityQuery);
  return (
    <section aria-labelledby="activity-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="activity-heading" className="text-xl font-semibold text-slate-900">
          Last {ADMIN_ACTIVITY_DAYS} days
        </h2>
        <p className="text-xs text-slate-500">Days in UTC. Active: signed in or used the app that day.</p>
      </div>
      {activity.isPending ? (
        <p role="status" className="text-sm text-slate-500">
          Loading activity...
        </p>
      ) : activity.isError ? (
        <ListLoadFailure
          title="Could not load the activity"
          error={activity.error}
          isRetrying={activity.isFetching}
          onRetry={() => void activity.refetch()}
        />
      ) : (
        <ActivityFigures activity={activity.data} />
      )}
    </section>
  );
}
