import type { ComponentProps } from "react";
import type { ResumeContent } from "../../shared/resume";
import { cn } from "../lib/cn";
import { getTemplate } from "./registry";
import "./print.css";

/** 210mm at 96 CSS px per inch: the sheet's width for code that scales it. */
export const A4_WIDTH_PX = (210 / 25.4) * 96;

export interface ResumeDocumentProps extends Omit<ComponentProps<"div">, "children"> {
  resume: ResumeContent;
}

/**
 * One A4 sheet with the resume's layout inside. The sheet has no padding because margins are part
 * of each layout's design (a full-bleed header band needs to reach the edge).
 */
export function ResumeDocument({ resume, className, ...props }: ResumeDocumentProps) {
  const { Page } = getTemplate(resume.template_id);
  return (
    <div
      data-resume-sheet=""
      data-template-id={resume.template_id}
      className={cn(
        "box-border min-h-[297mm] w-[210mm] shrink-0 overflow-hidden bg-white font-sans text-[10.5pt] leading-normal text-slate-800 antialiased shadow-lg ring-1 ring-black/5",
        // Wrapping is inherited: no long word, URL or description may push past the sheet's edge.
        "wrap-anywhere",
        // Browsers drop backgrounds when printing unless told to keep them; header bands are design.
        "[-webkit-print-color-adjust:exact] [print-color-adjust:exact]",
        "print:m-0 print:shadow-none print:ring-0",
        className,
      )}
      {...props}
    >
      <Page resume={resume} />
    </div>
  );
}
