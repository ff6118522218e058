import type * as React from "react";
import { Progress as ProgressPrimitive } from "radix-ui";
import { cn } from "../../lib/cn";

export type ProgressProps = React.ComponentProps<typeof ProgressPrimitive.Root> & {
  indicatorClassName?: string;
};

export function Progress({ className, indicatorClassName, value, max = 100, ...props }: ProgressProps) {
  // Radix logs a console error for out-of-range values, so clamp before handing it over.
  const clamped = value === null || value === undefined || Number.isNaN(value) ? value : Math.min(Math.max(value, 0), max);
  const percent = typeof clamped === "number" && max > 0 ? (clamped / max) * 100 : 0;

  return (
    <ProgressPrimitive.Root
      data-slot="progress"
      value={clamped}
      max={max}
      className={cn("relative h-2 w-full overflow-hidden rounded-full bg-primary/20", className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        data-slot="progress-indicator"
        className={cn(
          "h-full w-full flex-1 bg-primary transition-transform duration-300 motion-reduce:transition-none",
          indicatorClassName,
        )}
        style={{ transform: `translateX(-${100 - percent}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
