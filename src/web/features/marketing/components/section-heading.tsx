import type { ReactNode } from "react";
import { cn } from "#web/lib/cn";

export type SectionHeadingProps = {
  /** Used as the section's aria-labelledby target. */
  id: string;
  eyebrow?: string;
  title: ReactNode;
  description?: ReactNode;
  align?: "center" | "left";
  className?: string;
};

export function SectionHeading({ id, eyebrow, title, description, align = "center", className }: SectionHeadingProps) {
  return (
    <div className={cn("max-w-2xl", align === "center" ? "mx-auto text-center" : "text-left", className)}>
      {eyebrow ? <p className="text-sm font-semibold tracking-wide text-blue-700 uppercase">{eyebrow}</p> : null}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
        {title}
      </h2>
      {description ? <p className="mt-4 text-base leading-7 text-pretty text-slate-600 sm:text-lg">{description}</p> : null}
    </div>
  );
}
