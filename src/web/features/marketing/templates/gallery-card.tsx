import { Expand } from "lucide-react";
import { Badge } from "#web/components/ui/badge";
import { useNearViewport } from "#web/lib/use-near-viewport";
import type { TemplateDefinition } from "#web/templates/define-template";
import { TemplateThumbnail } from "#web/templates/template-thumbnail";
import { UseTemplateButton } from "./use-template-button";

/** The thumbnail's width in CSS px: a quarter-size A4 page, sharp on a card of the gallery's grid. */
const THUMBNAIL_WIDTH = 240;

export interface GalleryCardProps {
  template: TemplateDefinition;
  isSignedIn: boolean;
  /** Told the card's preview button too, so closing the preview can give it focus back. */
  onPreview: (template: TemplateDefinition, opener: HTMLElement) => void;
}

/**
 * One template in the gallery: its live first page (drawn once the card nears the viewport, so a
 * page of every layout does not lay out an A4 sheet for each at load), which opens the full-size
 * preview, its name and words, and 'Use this template'.
 */
export function GalleryCard({ template, isSignedIn, onPreview }: GalleryCardProps) {
  const [thumbnailSlot, isNear] = useNearViewport<HTMLButtonElement>();
  return (
    <article
      aria-labelledby={`gallery-${template.id}-name`}
      data-template-card={template.id}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-lg"
    >
      <button
        ref={thumbnailSlot}
        type="button"
        onClick={(event) => onPreview(template, event.currentTarget)}
        className="relative flex cursor-zoom-in justify-center bg-linear-to-b from-slate-100 to-slate-50 px-4 pt-5 pb-0 outline-none focus-visible:ring-[3px] focus-visible:ring-blue-500/60 focus-visible:ring-inset"
      >
        <span className="sr-only">Preview {template.name} at full size</span>
        <span
          className="block overflow-hidden rounded-t-md bg-white shadow-md ring-1 ring-black/5 transition-transform duration-300 group-hover:-translate-y-1 motion-reduce:transition-none"
          style={{ width: THUMBNAIL_WIDTH, height: THUMBNAIL_WIDTH * (297 / 210) * 0.72 }}
        >
          {isNear ? <TemplateThumbnail templateId={template.id} width={THUMBNAIL_WIDTH} /> : null}
        </span>
        <span
          aria-hidden="true"
          className="absolute right-3 bottom-3 inline-flex items-center gap-1.5 rounded-full bg-slate-900/80 px-3 py-1 text-xs font-medium text-white shadow-sm backdrop-blur-sm"
        >
          <Expand className="size-3.5" />
          Preview
        </span>
      </button>
      <div className="flex flex-1 flex-col gap-1.5 border-t border-slate-200 p-5">
        <div className="flex items-start justify-between gap-2">
          <h3 id={`gallery-${template.id}-name`} className="font-semibold text-slate-900">
            {template.name}
          </h3>
          <Badge variant={template.category === "cv" ? "warning" : "secondary"} className="shrink-0">
            {template.category === "cv" ? "CV" : "Resume"}
          </Badge>
        </div>
        <p className="text-sm leading-6 text-slate-600">{template.description}</p>
        <p className="text-xs font-medium text-blue-700">{template.tagline}</p>
        <div className="mt-auto pt-4">
          <UseTemplateButton template={template} isSignedIn={isSignedIn} className="w-full" />
        </div>
      </div>
    </article>
  );
}
