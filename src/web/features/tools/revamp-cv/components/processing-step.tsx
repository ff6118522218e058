import { Check, Loader2, Sparkles } from "lucide-react";
import { Button } from "#web/components/ui/button";
import { cn } from "#web/lib/cn";
import { useElapsedSeconds } from "#web/lib/use-elapsed-seconds";

/** What the revamp is doing now: the job description is read first when there is one. */
export type RevampPhase = "job" | "revamp" | "scores";

const PHASE_LABELS: Record<RevampPhase, string> = {
  job: "Reading the job description",
  revamp: "Rewriting your CV",
  scores: "Scoring the result",
};

interface ProcessingStepProps {
  startedAt: number;
  phase: RevampPhase;
  /** Whether a job description is read first. */
  readsJob: boolean;
  onCancel: () => void;
}

/** Seed 001's processing step: the message, the 15-30 s note, the seconds waited and what is being done, with Cancel. */
export function ProcessingStep({ startedAt, phase, readsJob, onCancel }: ProcessingStepProps) {
  const elapsed = useElapsedSeconds(startedAt);
  const phases: RevampPhase[] = readsJob ? ["job", "revamp", "scores"] : ["revamp", "scores"];
  const currentIndex = phases.indexOf(phase);

  return (
    <div className="flex flex-col items-center gap-5 py-6 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-blue-50">
        <Sparkles className="size-7 animate-pulse text-blue-600 motion-reduce:animate-none" aria-hidden="true" />
      </span>
      <div className="space-y-1">
        <p className="text-lg font-semibold text-slate-900">AI is revamping your CV...</p>
        <p className="text-sm text-slate-600">This may take 15-30 seconds.</p>
      </div>
      <ol className="w-full max-w-xs space-y-2 text-left text-sm" aria-label="Revamp progress details">
        {phases.map((each, index) => {
          const isDone = index < currentIndex;
          const isCurrent = index === currentIndex;
          return (
            <li
              key={each}
              className={cn(
                "flex items-center gap-2",
                isDone ? "text-slate-700" : isCurrent ? "font-medium text-slate-900" : "text-slate-400",
              )}
            >
              {isDone ? (
                <Check className="size-4 text-green-600" aria-hidden="true" />
              ) : isCurrent ? (
                <Loader2 className="size-4 animate-spin text-blue-600 motion-reduce:animate-none" aria-hidden="true" />
              ) : (
                <span className="size-4 rounded-full border border-slate-300" aria-hidden="true" />
              )}
              {PHASE_LABELS[each]}
              {isDone && <span className="sr-only"> (done)</span>}
            </li>
          );
        })}
      </ol>
      <p role="timer" aria-live="off" className="text-sm text-slate-500 tabular-nums">
        {elapsed} s elapsed
      </p>
      <Button type="button" variant="outline" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
