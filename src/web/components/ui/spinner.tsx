import type * as React from "react";
import { Loader2 } from "lucide-react";
import { cn } from "../../lib/cn";

export type SpinnerProps = Omit<React.ComponentProps<typeof Loader2>, "ref"> & {
  label?: string;
};

export function Spinner({ className, label = "Loading", ...props }: SpinnerProps) {
  return (
    <span data-slot="spinner" role="status" className="inline-flex items-center justify-center">
      <Loader2
        aria-hidden="true"
        className={cn("size-4 animate-spin motion-reduce:animate-[spin_1.5s_linear_infinite]", className)}
        {...props}
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}
