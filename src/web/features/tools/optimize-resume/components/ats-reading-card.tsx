import { CheckCircle2, CircleMinus, CircleX, FileSearch, RefreshCw, TriangleAlert } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { countOutcomes, type AtsField, type AtsOutcome, type AtsReading } from "#shared/ats-read";
import type { Resume } from "#shared/resume";
import { Alert, AlertDescription } from "#web/components/ui/alert";
import { Badge } from "#web/components/ui/badge";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { ApiError } from "#web/lib/api-client";
import { cn } from "#web/lib/cn";
import { ToolProgress } from "../../common/tool-progress";
import { readResumeAsAts } from "../api/ats-read";

type Reading =
  | { status: "idle" }
  | { status: "reading"; startedAt: number }
  | { status: "failed"; message: string }
  /** `version` is the updated_at of the resume that was read: a later save makes the reading stale. */
  | { status: "read"; reading: AtsReading; version: string };

const OUTCOMES: Record<AtsOutcome, { label: string; badge: "success" | "warning" | "destructive"; Icon: typeof CheckCircle2 }> = {
  kept: { label: "Kept", badge: "success", Icon: CheckCircle2 },
  changed: { label: "Changed", badge: "warning", Icon: CircleMinus },
  lost: { label: "Lost", badge: "destructive", Icon: CircleX },
};

/**
 * The templates that set every section in one column, by name: what an older ATS reads most surely.
 * A test keeps the list equal to the catalog's one-column layouts; the names are written out so the
 * tool page does not load every template to say them.
 */
export const ONE_COLUMN_TEMPLATES = [
  "Classic",
  "Simple",
  "Minimalist",
  "Modern",
  "Corporate",
  "Executive",
  "Bold",
  "Academic",
  "Academic CV with Photo",
  "Business CV with Photo",
  "Elegant CV with Photo",
  "Modern CV with Photo",
  "Minimalist CV with Photo",
] as const;

const failureMessage = (error: unknown) =>
  error instanceof ApiError ? error.message : "Your resume could not be read. Check your connection and try again.";

/**
 * 'What an ATS reads': the chosen resume printed in its own template and read back as an applicant
 * tracking system reads an upload, field by field, what was kept, changed or lost.
 */
export function AtsReadingCard({ resume }: { resume: Resume | undefined }) {
  const [state, setState] = useState<Reading>({ status: "idle" });
  const running = useRef<AbortController | null>(null);

  // A page left mid-read drops the request (the page gives each resume a card of its own).
  useEffect(() => () => running.current?.abort(), []);

  const read = async () => {
    if (!resume) return;
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setState({ status: "reading", startedAt: Date.now() });
    try {
      const reading = await readResumeAsAts(resume.id, controller.signal);
      setState({ status: "read", reading, version: resume.updated_at });
    } catch (error) {
      if (!controller.signal.aborted) setState({ status: "failed", message: failureMessage(error) });
    }
  };

  const isStale = state.status === "read" && resume !== undefined && state.version !== resume.updated_at;

  return (
    <Card role="region" aria-labelledby="ats-reading-title">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FileSearch className="size-5 text-blue-600" aria-hidden="true" />
          <h2 id="ats-reading-title">What an ATS reads</h2>
        </CardTitle>
        <CardDescription>
          Your resume is exported to PDF in its own template and read back the way an applicant tracking system reads an upload. See which
          fields it finds, and which it would lose. Vitae&apos;s own reader stands in for the ATS here: real systems differ, but what it
          loses, many of them lose too.
        </CardDescription>
        <p className="text-sm text-slate-600" data-testid="safest-layouts">
          All 22 templates read back whole with Vitae&apos;s reader at one to three pages. Simpler systems read a page in the order its text
          was drawn and can mix up two columns: the one-column templates are the safest for them ({ONE_COLUMN_TEMPLATES.join(", ")}).
        </p>
      </CardHeader>
      <CardContent className="space-y-4">
        <Button type="button" variant="outline" onClick={() => void read()} disabled={!resume || state.status === "reading"}>
          <FileSearch aria-hidden="true" />
          {state.status === "read" ? "Read again" : "Read my resume as an ATS"}
        </Button>
        {!resume ? <p className="text-sm text-slate-500">Select a resume above first.</p> : null}
        {state.status === "reading" ? (
          <ToolProgress startedAt={state.startedAt} title="Exporting and reading your resume..." note="This takes a few seconds." />
        ) : null}
        {state.status === "failed" ? (
          <Alert variant="destructive">
            <TriangleAlert aria-hidden="true" />
            <AlertDescription>
              <p>{state.message}</p>
              <Button type="button" variant="outline" size="sm" className="mt-1" onClick={() => void read()}>
                <RefreshCw aria-hidden="true" />
                Try again
              </Button>
            </AlertDescription>
          </Alert>
        ) : null}
        {state.status === "read" ? <ReadingTable reading={state.reading} isStale={isStale} /> : null}
      </CardContent>
    </Card>
  );
}

function ReadingTable({ reading, isStale }: { reading: AtsReading; isStale: boolean }) {
  if (reading.fields.length === 0) {
    return <p className="text-sm text-slate-600">Your resume has no contact details, jobs, schools or skills to compare yet.</p>;
  }
  const counts = countOutcomes(reading.fields);
  const groups = new Map<string, AtsField[]>();
  for (const field of reading.fields) groups.set(field.group, [...(groups.get(field.group) ?? []), field]);
  return (
    <div className="space-y-4" data-testid="ats-reading">
      {isStale ? (
        <Alert variant="info">
          <AlertDescription>Your resume was saved since this reading. Read it again to see the latest version.</AlertDescription>
        </Alert>
      ) : null}
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <span>Read from a {reading.pageCount}-page PDF:</span>
        {(Object.keys(OUTCOMES) as AtsOutcome[]).map((outcome) => (
          <Badge key={outcome} variant={counts[outcome] > 0 ? OUTCOMES[outcome].badge : "outline"}>
            {counts[outcome]} {OUTCOMES[outcome].label.toLowerCase()}
          </Badge>
        ))}
      </p>
      {[...groups].map(([group, fields]) => (
        <section key={group} aria-label={group} className="rounded-lg border border-slate-200">
          <h3 className="border-b border-slate-200 bg-slate-50 px-3 py-2 text-sm font-semibold text-slate-900">{group}</h3>
          <div className="hidden grid-cols-[7rem_minmax(0,1fr)_minmax(0,1fr)_6rem] gap-3 px-3 pt-2 text-xs font-semibold tracking-wide text-slate-500 uppercase md:grid">
            <span>Field</span>
            <span>In your resume</span>
            <span>What an ATS read</span>
            <span>Result</span>
          </div>
          <ul className="divide-y divide-slate-100">
            {fields.map((field, index) => (
              <FieldRow key={`${field.label}-${index}`} field={field} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function FieldRow({ field }: { field: AtsField }) {
  const { label, badge, Icon } = OUTCOMES[field.outcome];
  return (
    <li className="px-3 py-2 text-sm" aria-label={`${field.label}: ${label}`}>
      <div className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1 md:grid-cols-[7rem_minmax(0,1fr)_minmax(0,1fr)_6rem]">
        <span className="font-medium text-slate-900">{field.label}</span>
        <Badge variant={badge} className="col-start-2 row-start-1 md:col-start-4">
          <Icon aria-hidden="true" />
          {label}
        </Badge>
        <span className="col-span-2 break-words text-slate-700 md:col-span-1 md:col-start-2 md:row-start-1">
          <span className="text-xs text-slate-500 md:hidden">In your resume: </span>
          {field.held}
        </span>
        <span
          className={cn(
            "col-span-2 break-words md:col-span-1 md:col-start-3 md:row-start-1",
            field.read ? "text-slate-700" : "text-slate-400 italic",
          )}
        >
          <span className="text-xs text-slate-500 not-italic md:hidden">An ATS read: </span>
          {field.read || "nothing"}
        </span>
      </div>
      {field.advice ? <p className="mt-1 text-xs text-slate-600 md:ml-[7.75rem]">{field.advice}</p> : null}
    </li>
  );
}
