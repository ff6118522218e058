import type { ComponentProps, Ref } from "react";
import type { ResumeContent } from "#shared/resume";
import { cn } from "../lib/cn";
import { getTemplate } from "./registry";
import "./fonts.css";
import "./print.css";

export { A4_WIDTH_PX } from "./pagination/page-geometry";

export interface ResumeSheetProps extends Omit<ComponentProps<"div">, "children"> {
  resume: ResumeContent;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The resume's layout on a sheet 210 mm wide that grows downwards. The sheet has no padding
 * because margins are part of each layout's design (a full-bleed header band reaches the edge),
 * and the layout's root grows with the sheet so sidebars and bands run to the last page's bottom.
 */
export function ResumeSheet({ resume, className, ...props }: ResumeSheetProps) {
  const { Page } = getTemplate(resume.template_id);
  return (
    <div
      data-resume-sheet=""
      data-template-id={resume.template_id}
      className={cn(
        "box-border flex min-h-[297mm] w-[210mm] shrink-0 flex-col overflow-hidden bg-white font-sans text-[10.5pt] leading-normal text-slate-800 antialiased *:grow",
        // Wrapping is inherited: no long word, URL or description may push past the sheet's edge.
        "wrap-anywhere",
        // Browsers drop backgrounds when printing unless told to keep them; header bands are design.
        "[-webkit-print-color-adjust:exact] [print-color-adjust:exact]",
        className,
      )}
      {...props}
    >
      <Page resume={resume} />
    </div>
  );
}

/** The first A4 page alone, as a card: thumbnails and anything that shows a page at a glance. */
export function ResumeDocument({ className, ...props }: ResumeSheetProps) {
  return <ResumeSheet className={cn("h-[297mm] shadow-lg ring-1 ring-black/5", className)} {...props} />;
}
