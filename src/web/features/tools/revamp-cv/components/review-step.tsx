import { CheckCircle2, RotateCcw, Save } from "lucide-react";
import type { CvScores } from "#shared/ai";
import { Button } from "#web/components/ui/button";
import { Progress } from "#web/components/ui/progress";
import type { SectionChanges } from "../lib/resume-changes";
import { ResumeChangesView } from "./resume-changes-view";
import { WizardError } from "./wizard-error";

export interface RevampReview {
  /** Null when calculate-cv-scores failed: seed 001 ignores that failure, so the scores are unavailable, not 0. */
  scores: CvScores | null;
  summary: string;
  keyImprovements: string[];
  changes: SectionChanges[];
}

function ScoreCard({ title, score }: { title: string; score: number | null }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-3 sm:p-4">
      <p className="text-sm font-medium text-slate-600">{title}</p>
      {score === null ? (
        <p className="mt-1 text-lg font-semibold text-slate-500">Not available</p>
      ) : (
        <>
          <p className="mt-1 text-2xl font-bold text-slate-900 tabular-nums sm:text-3xl">
            {score}
            <span className="text-base font-medium text-slate-500">/100</span>
          </p>
          <Progress value={score} className="mt-2" aria-label={`${title}: ${score} out of 100`} />
        </>
      )}
    </div>
  );
}

interface ReviewStepProps {
  review: RevampReview;
  isSaving: boolean;
  saveError: string | null;
  onSave: () => void;
  onRevampAgain: () => void;
}

/** Seed 001's review step: both scores, the summary, the key improvements, and every line before and after. */
export function ReviewStep({ review, isSaving, saveError, onSave, onRevampAgain }: ReviewStepProps) {
  const { scores } = review;
  return (
    <div className="space-y-6">
      <div className="grid grid-cols-2 gap-3 sm:gap-4">
        <ScoreCard title="ATS Score" score={scores?.ats_score ?? null} />
        <ScoreCard title="Impact Score" score={scores?.impact_score ?? null} />
      </div>
      {scores === null && (
        <p className="text-sm text-slate-600">The scores could not be calculated this time. Your revamped CV is complete.</p>
      )}

      <section aria-labelledby="revamp-summary-title" className="space-y-2">
        <h3 id="revamp-summary-title" className="text-lg font-semibold text-slate-900">
          Summary
        </h3>
        <p className="leading-relaxed whitespace-pre-line text-slate-700">{review.summary || "Your CV has no summary."}</p>
      </section>

      <section aria-labelledby="revamp-improvements-title" className="space-y-2">
        <h3 id="revamp-improvements-title" className="text-lg font-semibold text-slate-900">
          Key Improvements
        </h3>
        {review.keyImprovements.length > 0 ? (
          <ul className="space-y-2">
            {review.keyImprovements.map((improvement, index) => (
              <li key={index} className="flex items-start gap-2 text-slate-700">
                <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-green-600" aria-hidden="true" />
                {improvement}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-600">Your CV already met the goals you chose; nothing needed rewriting.</p>
        )}
      </section>

      <ResumeChangesView sections={review.changes} />

      {saveError && <WizardError message={saveError} />}
      {/* Kept in view while the changes scroll past, so saving never needs a trip to the bottom. */}
      <div className="sticky bottom-0 -mx-4 flex flex-col-reverse gap-2 border-t border-slate-200 bg-white/95 px-4 py-2 sm:gap-3 sm:py-3 backdrop-blur sm:-mx-6 sm:flex-row sm:justify-end sm:px-6">
        <Button type="button" variant="outline" onClick={onRevampAgain} disabled={isSaving}>
          <RotateCcw aria-hidden="true" />
          Revamp Again
        </Button>
        <Button type="button" onClick={onSave} disabled={isSaving}>
          <Save aria-hidden="true" />
          {isSaving ? "Saving..." : "Save Revamped CV"}
        </Button>
      </div>
    </div>
  );
}
