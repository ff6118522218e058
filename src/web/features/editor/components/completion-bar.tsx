import { completionBand } from "#shared/completion";
import { Progress } from "#web/components/ui/progress";
import { cn } from "#web/lib/cn";
import { completionColours } from "#web/lib/completion-colours";

/** The colour progress bar under the editor header: green from 80, yellow from 50, red below. */
export function CompletionBar({ score, className }: { score: number; className?: string }) {
  return (
    <Progress
      value={score}
      aria-label={`Resume completion ${score}%`}
      className={cn("h-1.5 rounded-none bg-slate-200", className)}
      indicatorClassName={completionColours[completionBand(score)].bar}
    />
  );
}
