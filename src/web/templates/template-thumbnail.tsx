import { useMemo } from "react";
import { cn } from "../lib/cn";
import { A4_WIDTH_PX, ResumeDocument } from "./resume-document";
import { sampleResume } from "./sample-resume";

export interface TemplateThumbnailProps {
  templateId: string;
  width?: number;
  className?: string;
}

/**
 * The real layout at full A4 size, scaled down: thumbnails can never drift from what prints.
 * Decorative, because the card around it names the template.
 */
export function TemplateThumbnail({ templateId, width = 240, className }: TemplateThumbnailProps) {
  const resume = useMemo(() => ({ ...sampleResume, template_id: templateId }), [templateId]);
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
