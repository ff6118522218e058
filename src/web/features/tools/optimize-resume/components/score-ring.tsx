import { completionBand } from "#shared/completion";
import { cn } from "#web/lib/cn";

const RING_COLOURS = {
  green: { stroke: "stroke-green-500", text: "text-green-700", label: "Strong" },
  yellow: { stroke: "stroke-yellow-500", text: "text-yellow-700", label: "Needs work" },
  red: { stroke: "stroke-red-500", text: "text-red-700", label: "Weak" },
} as const;

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** The score out of 100 as a ring filled to it, coloured like the completion bands (80+ green, 50-79 yellow, below red). */
export function ScoreRing({ score }: { score: number }) {
  const colours = RING_COLOURS[completionBand(score)];
  return (
    <div className="relative size-36 shrink-0" role="img" aria-label={`Score ${score} out of 100`}>
      <svg viewBox="0 0 120 120" className="size-full -rotate-90" aria-hidden="true">
        <circle cx="60" cy="60" r={RADIUS} fill="none" strokeWidth="10" className="stroke-slate-100" />
        <circle
          cx="60"
          cy="60"
          r={RADIUS}
          fill="none"
          strokeWidth="10"
          strokeLinecap="round"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - score / 100)}
          className={cn(colours.stroke, "transition-[stroke-dashoffset] duration-700 motion-reduce:transition-none")}
        />
      </svg>
      <div className="absolute inset-0 flex flex-col items-center justify-center" aria-hidden="true">
        <span className={cn("text-4xl font-bold tabular-nums", colours.text)} data-testid="optimization-score">
          {score}
        </span>
        <span className="text-xs font-medium text-slate-500">out of 100</span>
        <span className={cn("mt-0.5 text-xs font-semibold", colours.text)}>{colours.label}</span>
      </div>
    </div>
  );
}
