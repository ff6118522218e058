import { useMemo } from "react";
import type { ResumeContent } from "#shared/resume";
import { cn } from "../lib/cn";
import { A4_WIDTH_PX, ResumeDocument } from "./resume-document";
import { sampleResume } from "./sample-resume";

export interface ResumeThumbnailProps {
  resume: ResumeContent;
  width?: number;
  className?: string;
}

/**
 * A resume's first page, drawn by the real layout at full A4 size and scaled down: thumbnails can
 * never drift from what prints. Decorative, because the card around it names what it shows.
 */
export function ResumeThumbnail({ resume, width = 240, className }: ResumeThumbnailProps) {
  const scale = width / A4_WIDTH_PX;
  return (
    <div
      aria-hidden="true"
      inert
      className={cn("pointer-events-none relative overflow-hidden bg-white select-none", className)}
      style={{ width, height: width * (297 / 210) }}
    >
      <div className="absolute top-0 left-0 origin-top-left" style={{ transform: `scale(${scale})` }}>
        <ResumeDocument resume={resume} className="shadow-none ring-0" />
      </div>
    </div>
  );
}

export interface TemplateThumbnailProps {
  templateId: string;
  width?: number;
  className?: string;
}

/** A layout filled with the sample resume, for template pickers. */
export function TemplateThumbnail({ templateId, ...props }: TemplateThumbnailProps) {
  const resume = useMemo(() => ({ ...sampleResume, template_id: templateId }), [templateId]);
  return <ResumeThumbnail resume={resume} {...props} />;
}
