import { describeAppliedAgo, formatAppliedDate } from "../lib/applied-when";

/** 'Today · Nov 24, 2026': when the application was made, relative and as a date (the date left out when unknown). */
export function AppliedWhen({ createdAt, now, withDate = true }: { createdAt: string; now: Date; withDate?: boolean }) {
  const date = formatAppliedDate(createdAt);
  return (
    <span>
      {describeAppliedAgo(createdAt, now)}
      {withDate && date ? (
        <>
          {" "}
          <span aria-hidden="true" className="text-slate-400">
            ·
          </span>{" "}
          <time dateTime={createdAt}>{date}</time>
        </>
      ) : null}
    </span>
  );
}
