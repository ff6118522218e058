import { Check } from "lucide-react";
import { cn } from "#web/lib/cn";

export const REVAMP_STEPS = [
  { id: "upload", label: "Upload" },
  { id: "configure", label: "Configure" },
  { id: "processing", label: "Processing" },
  { id: "review", label: "Review" },
] as const;

export type RevampStep = (typeof REVAMP_STEPS)[number]["id"];

export const stepNumberOf = (step: RevampStep): number => REVAMP_STEPS.findIndex((each) => each.id === step) + 1;

/**
 * Seed 001: the wizard's four steps as a numbered stepper. The current step is marked for assistive
 * technology (aria-current), and each step before it says it is completed.
 */
export function RevampStepper({ current }: { current: RevampStep }) {
  const currentNumber = stepNumberOf(current);
  return (
    <nav aria-label="Revamp progress">
      <ol className="grid grid-cols-4">
        {REVAMP_STEPS.map((step, index) => {
          const number = index + 1;
          const isDone = number < currentNumber;
          const isCurrent = number === currentNumber;
          return (
            <li
              key={step.id}
              aria-current={isCurrent ? "step" : undefined}
              className="relative flex flex-col items-center gap-1.5 text-center"
            >
              {number < REVAMP_STEPS.length && (
                // The line to the next step, from this circle's edge to the next one's.
                <span
                  aria-hidden="true"
                  className={cn(
                    "absolute top-4 right-[calc(-50%+1.25rem)] left-[calc(50%+1.25rem)] h-0.5 -translate-y-1/2 rounded-full",
                    isDone ? "bg-blue-600" : "bg-slate-200",
                  )}
                />
              )}
              <span
                className={cn(
                  "flex size-8 items-center justify-center rounded-full border-2 text-sm font-semibold",
                  isDone && "border-blue-600 bg-blue-600 text-white",
                  isCurrent && "border-blue-600 bg-white text-blue-700 ring-4 ring-blue-100",
                  !isDone && !isCurrent && "border-slate-300 bg-white text-slate-500",
                )}
              >
                {isDone ? <Check className="size-4" aria-hidden="true" /> : <span aria-hidden="true">{number}</span>}
              </span>
              <span
                className={cn("text-xs font-medium sm:text-sm", isCurrent ? "text-slate-900" : isDone ? "text-blue-700" : "text-slate-500")}
              >
                <span className="sr-only">Step {number}: </span>
                {step.label}
                {isDone && <span className="sr-only"> (completed)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
