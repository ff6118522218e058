import { useQuery } from "@tanstack/react-query";
import type { AdminActivity, OutcomeCount } from "../../../../shared/api/admin";
import { ADMIN_ACTIVITY_DAYS } from "../../../../shared/api/admin";
import { ListLoadFailure } from "../../../components/list-load-failure";
import { cn } from "../../../lib/cn";
import { adminActivityQuery } from "../api/admin";
import { formatDay, outcomeLabel, outcomeRows, summarise, type DailySeries, type DayPoint } from "../lib/activity-summary";

const numberFormat = new Intl.NumberFormat("en-US");
const CHART_HEIGHT = 64;

interface SeriesChartProps {
  days: DayPoint[];
  series: DailySeries;
  title: string;
  /** One day's figure in words: '3 sign-ups'. */
  describe: (count: number) => string;
  barClass: string;
}

/** A day-by-day bar chart of one series; each bar tells its day and figure on hover. */
function SeriesChart({ days, series, title, describe, barClass }: SeriesChartProps) {
  const { total, peak, peakDay } = summarise(days, series);
  const scale = Math.max(peak, 1);
  const summary = `${title}: ${numberFormat.format(total)} in ${days.length} days${peakDay ? `, most on ${formatDay(peakDay)} (${numberFormat.format(peak)})` : ""}.`;
  return (
    <figure className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <figcaption className="flex items-baseline justify-between gap-2">
        <span className="text-sm font-medium text-slate-700">{title}</span>
        <span className="text-lg font-semibold text-slate-900">{numberFormat.format(total)}</span>
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

interface OutcomeTableProps {
  caption: string;
  nameHeader: string;
  counts: OutcomeCount[];
  empty: string;
}

/** Requests by name (an AI function, a kind of PDF) and how they ended. */
function OutcomeTable({ caption, nameHeader, counts, empty }: OutcomeTableProps) {
  const rows = outcomeRows(counts);
  return (
    <div className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h3 className="text-sm font-medium text-slate-700">{caption}</h3>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">{empty}</p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table aria-label={caption} className="w-full text-left text-sm">
            <thead className="text-xs text-slate-500">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {nameHeader}
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  Total
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  Succeeded
                </th>
                <th scope="col" className="py-2 font-medium">
                  Other outcomes
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((row) => (
                <tr key={row.name}>
                  <th scope="row" className="py-2 pr-3 font-mono text-xs font-normal break-all text-slate-800">
                    {row.name}
                  </th>
                  <td className="py-2 pr-3 text-right tabular-nums">{numberFormat.format(row.total)}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{numberFormat.format(row.succeeded)}</td>
                  <td className={cn("py-2", row.others.length === 0 && "text-slate-400")}>
                    {row.others.length === 0
                      ? "none"
                      : row.others.map(({ outcome, count }) => `${numberFormat.format(count)} ${outcomeLabel(outcome)}`).join(", ")}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
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

function ActivityFigures({ activity }: { activity: AdminActivity }) {
  return (
    <>
      <div className="grid gap-4 md:grid-cols-3">
        <SeriesChart
          days={activity.days}
          series="signUps"
          title="Sign-ups"
          describe={(n) => plural(n, "sign-up", "sign-ups")}
          barClass="fill-blue-500"
        />
        <SeriesChart
          days={activity.days}
          series="activeUsers"
          title="Active users per day"
          describe={(n) => plural(n, "active user", "active users")}
          barClass="fill-emerald-500"
        />
        <SeriesChart
          days={activity.days}
          series="pdfExports"
          title="PDFs exported"
          describe={(n) => plural(n, "PDF", "PDFs")}
          barClass="fill-violet-500"
        />
      </div>
      <DailyFigures days={activity.days} />
      <div className="grid gap-4 lg:grid-cols-2">
        <OutcomeTable caption="AI requests" nameHeader="Function" counts={activity.aiRequests} empty="No AI requests in these days." />
        <OutcomeTable caption="PDF exports" nameHeader="Document" counts={activity.pdfExports} empty="No PDF exports in these days." />
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
