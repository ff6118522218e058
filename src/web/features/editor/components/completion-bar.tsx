import { completionBand } from "../../../../shared/completion";
import { Progress } from "../../../components/ui/progress";
import { cn } from "../../../lib/cn";

export const bandColours = {
  green: { bar: "bg-green-500", text: "text-green-700", badge: "bg-green-100 text-green-800" },
  yellow: { bar: "bg-yellow-500", text: "text-yellow-700", badge: "bg-yellow-100 text-yellow-800" },
  red: { bar: "bg-red-500", text: "text-red-700", badge: "bg-red-100 text-red-800" },
} as const;

/** The colour progress bar under the editor header: green from 80, yellow from 50, red below. */
export function CompletionBar({ score, className }: { score: number; className?: string }) {
  return (
    <Progress
      value={score}
      aria-label={`Resume completion ${score}%`}
      className={cn("h-1.5 rounded-none bg-slate-200", className)}
      indicatorClassName={bandColours[completionBand(score)].bar}
    />
  );
}
