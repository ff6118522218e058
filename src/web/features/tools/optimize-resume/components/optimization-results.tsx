import { CheckCircle2, CircleAlert, Lightbulb, RotateCcw, Wand2 } from "lucide-react";
import { useId, useState } from "react";
import type { Improvement, Optimization } from "#shared/ai";
import { Badge } from "#web/components/ui/badge";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { Textarea } from "#web/components/ui/textarea";
import { hasPlaceholder } from "../lib/apply-suggestion";
import type { SuggestionState } from "../lib/use-suggestion-writes";
import { ScoreRing } from "./score-ring";

interface OptimizationResultsProps {
  optimization: Optimization;
  /** Whether a job description was compared: without one, no keywords can be missing. */
  hadJobDescription: boolean;
  stateOf: (improvement: Improvement, index: number) => SuggestionState;
  busyIndex: number | null;
  onApply: (improvement: Improvement, index: number) => void;
  onUndo: (improvement: Improvement, index: number) => void;
}

/** Seed 001 "Resume Optimizer" results: the score, Overall Assessment, Missing Keywords, ATS Issues and Suggested Improvements. */
export function OptimizationResults({ optimization, hadJobDescription, stateOf, busyIndex, onApply, onUndo }: OptimizationResultsProps) {
  const { score, general_feedback, keywords_missing, ats_issues, improvements } = optimization;
  // The user's own wording of a suggestion (a figure put in): what Apply writes and Undo takes back.
  const [edits, setEdits] = useState<ReadonlyMap<number, string>>(new Map());
  const edited = (improvement: Improvement, index: number): Improvement => {
    const suggested = edits.get(index);
    return suggested === undefined ? improvement : { ...improvement, suggested };
  };
  return (
    <div className="space-y-6">
      <Card>
        <CardContent className="flex flex-col items-center gap-6 sm:flex-row sm:items-center">
          <ScoreRing score={score} />
          <div className="min-w-0">
            <h2 className="text-lg font-semibold text-slate-900">Overall Assessment</h2>
            <p className="mt-2 text-sm leading-relaxed whitespace-pre-line text-slate-700">{general_feedback}</p>
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Missing Keywords</h2>
          </CardTitle>
          <CardDescription>Words of the job description your resume does not use yet.</CardDescription>
        </CardHeader>
        <CardContent>
          {keywords_missing.length > 0 ? (
            <ul className="flex flex-wrap gap-2" aria-label="Missing keywords">
              {keywords_missing.map((keyword) => (
                <li key={keyword}>
                  <Badge variant="warning" className="text-sm">
                    {keyword}
                  </Badge>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-600">
              {hadJobDescription
                ? "None: your resume already uses the job description's keywords."
                : "Add a target job description to see the keywords your resume is missing."}
            </p>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>
            <h2>ATS Issues</h2>
          </CardTitle>
          <CardDescription>What could stop an applicant tracking system from reading your resume well.</CardDescription>
        </CardHeader>
        <CardContent>
          {ats_issues.length > 0 ? (
            <ul className="space-y-2">
              {ats_issues.map((issue) => (
                <li key={issue} className="flex gap-2 text-sm text-slate-700">
                  <CircleAlert className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden="true" />
                  <span>{issue}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="flex gap-2 text-sm text-slate-600">
              <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-green-600" aria-hidden="true" />
              No ATS issues found.
            </p>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Suggested Improvements</h2>
          </CardTitle>
          <CardDescription>Apply a suggestion to save it in your resume as a new version; Undo puts your text back.</CardDescription>
        </CardHeader>
        <CardContent>
          {improvements.length > 0 ? (
            <ol className="space-y-4" aria-label="Suggested improvements">
              {improvements.map((original, index) => {
                const improvement = edited(original, index);
                return (
                  <ImprovementItem
                    // Suggestions have no id; their order is fixed for one analysis.
                    key={index}
                    improvement={improvement}
                    state={stateOf(improvement, index)}
                    isBusy={busyIndex === index}
                    isLocked={busyIndex !== null}
                    onEdit={(suggested) => setEdits((edits) => new Map(edits).set(index, suggested))}
                    onApply={() => onApply(improvement, index)}
                    onUndo={() => onUndo(improvement, index)}
                  />
                );
              })}
            </ol>
          ) : (
            <p className="text-sm text-slate-600">No suggestions for the goals you chose.</p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

interface ImprovementItemProps {
  improvement: Improvement;
  state: SuggestionState;
  isBusy: boolean;
  /** A save of another suggestion is under way: one write at a time keeps versions in order. */
  isLocked: boolean;
  onEdit: (suggested: string) => void;
  onApply: () => void;
  onUndo: () => void;
}

function ImprovementItem({ improvement, state, isBusy, isLocked, onEdit, onApply, onUndo }: ImprovementItemProps) {
  const { section, current, suggested, reason } = improvement;
  const fieldId = useId();
  const hasGap = hasPlaceholder(suggested);
  const isBlank = suggested.trim() === "";
  return (
    <li className="rounded-lg border border-slate-200 p-4" aria-label={`Suggestion for ${section}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Badge variant="secondary" className="max-w-full truncate">
          {section}
        </Badge>
        {state.status === "applied" ? (
          <Badge variant="success">
            <CheckCircle2 aria-hidden="true" />
            Applied
          </Badge>
        ) : null}
      </div>
      <dl className="mt-3 grid gap-3 text-sm md:grid-cols-2">
        <div className="min-w-0">
          <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Current</dt>
          <dd className="mt-1 rounded-md bg-slate-50 p-2 break-words whitespace-pre-line text-slate-700">
            {current.trim() === "" ? <span className="text-slate-500 italic">(empty)</span> : current}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {state.status === "applicable" ? <label htmlFor={fieldId}>Suggested (you can edit it)</label> : "Suggested"}
          </dt>
          <dd className="mt-1">
            {state.status === "applicable" ? (
              <Textarea
                id={fieldId}
                value={suggested}
                onChange={(event) => onEdit(event.target.value)}
                rows={Math.min(8, Math.max(2, Math.ceil(suggested.length / 60)))}
                className="bg-green-50 text-slate-900"
                aria-invalid={hasGap || isBlank}
                disabled={isLocked}
              />
            ) : (
              <p className="rounded-md bg-green-50 p-2 break-words whitespace-pre-line text-slate-900">{suggested}</p>
            )}
          </dd>
        </div>
      </dl>
      <p className="mt-3 flex gap-2 text-sm text-slate-600">
        <Lightbulb className="mt-0.5 size-4 shrink-0 text-blue-600" aria-hidden="true" />
        <span>{reason}</span>
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3 border-t border-slate-100 pt-3">
        {state.status === "applied" ? (
          <>
            <Button type="button" variant="outline" size="sm" onClick={onUndo} disabled={isLocked}>
              <RotateCcw aria-hidden="true" />
              {isBusy ? "Undoing..." : "Undo"}
            </Button>
            <span className="text-xs text-slate-500">Saved in {state.label}.</span>
          </>
        ) : state.status === "applicable" ? (
          <>
            <Button type="button" size="sm" onClick={onApply} disabled={isLocked || hasGap || isBlank}>
              <Wand2 aria-hidden="true" />
              {isBusy ? "Applying..." : "Apply"}
            </Button>
            <span className="text-xs text-slate-500">
              {hasGap
                ? "Replace the words in [brackets] with your own figure, then apply."
                : isBlank
                  ? "Write the text to put in its place first."
                  : `Writes it into ${state.label}.`}
            </span>
          </>
        ) : (
          <>
            <Button type="button" size="sm" disabled>
              <Wand2 aria-hidden="true" />
              Apply
            </Button>
            <span className="text-xs text-slate-600">This text is no longer in your resume, so it cannot be applied.</span>
          </>
        )}
      </div>
    </li>
  );
}
