import { Pause, Play } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Badge } from "#web/components/ui/badge";
import { Button } from "#web/components/ui/button";
import { cn } from "#web/lib/cn";
import { useNearViewport } from "#web/lib/use-near-viewport";
import { usePrefersReducedMotion } from "#web/lib/use-prefers-reduced-motion";
import { templateCatalog } from "#web/templates/catalog";
import type { TemplateDefinition } from "#web/templates/define-template";
import type { TemplateId } from "#web/lib/template-ids";
import { TemplateThumbnail } from "#web/templates/template-thumbnail";
import { templatePreviewPath } from "./template-links";

/** Resumes and CVs with a photo in turn, and looks that differ from their neighbours. */
const STRIP_TEMPLATE_IDS: readonly TemplateId[] = [
  "modern",
  "cv-photo-elegant",
  "executive",
  "cv-photo-tech",
  "creative",
  "cv-photo-professional",
  "technical",
  "cv-photo-creative",
  "infographic",
  "cv-photo-business",
  "academic",
  "cv-photo-minimalist",
];

export const stripTemplates: TemplateDefinition[] = STRIP_TEMPLATE_IDS.map((id) => templateCatalog.find((template) => template.id === id)!);

/** The thumbnail's width in CSS px, and the part of the page's height shown (its upper three quarters). */
const THUMBNAIL_WIDTH = 176;
const THUMBNAIL_HEIGHT = Math.round(THUMBNAIL_WIDTH * (297 / 210) * 0.75);

/** The scroll speed: slow enough to read a name as it passes. */
const SECONDS_PER_CARD = 5;

/** How far past the row's edges a card is drawn ahead of coming into view. */
const DRAW_AHEAD = "0px 480px";

/**
 * The landing page's moving row of live templates. The row is drawn twice, side by side, and
 * slides left by one copy's width, over and over, so the loop has no seam; the second copy is
 * only a picture of the first (hidden from assistive technology, not focusable). It stops under
 * the pointer, while a card has keyboard focus and at 'Pause'; for visitors who prefer reduced
 * motion it never moves and is a plain row that scrolls sideways. Each card is drawn when it
 * comes near the row's visible part.
 */
export function TemplateStrip() {
  const prefersReducedMotion = usePrefersReducedMotion();
  const [isPaused, setPaused] = useState(false);
  const [row, setRow] = useState<HTMLDivElement | null>(null);

  if (prefersReducedMotion) {
    return (
      <div ref={setRow} data-template-strip="still" className="overflow-x-auto overscroll-x-contain pb-3">
        <TemplateCards row={row} className="px-4 sm:px-6 lg:px-8" />
      </div>
    );
  }

  return (
    <div>
      <div
        ref={setRow}
        data-template-strip="moving"
        className="group overflow-hidden mask-[linear-gradient(to_right,transparent,black_4rem,black_calc(100%-4rem),transparent)]"
      >
        <div
          className={cn(
            "flex w-max animate-template-strip group-focus-within:[animation-play-state:paused] group-hover:[animation-play-state:paused]",
            isPaused && "[animation-play-state:paused]",
          )}
          style={{ animationDuration: `${stripTemplates.length * SECONDS_PER_CARD}s` }}
        >
          <TemplateCards row={row} />
          <TemplateCards row={row} isCopy />
        </div>
      </div>
      <div className="mx-auto mt-3 flex max-w-6xl justify-end px-4 sm:px-6 lg:px-8">
        <Button type="button" variant="ghost" size="sm" onClick={() => setPaused(!isPaused)}>
          {isPaused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
          {isPaused ? "Play the animation" : "Pause the animation"}
        </Button>
      </div>
    </div>
  );
}

interface TemplateCardsProps {
  row: HTMLElement | null;
  /** The loop's second copy: seen, but neither read out nor reachable by Tab. */
  isCopy?: boolean;
  className?: string;
}

// The right padding equals the gap, so the second copy starts one gap after the first ends.
function TemplateCards({ row, isCopy = false, className }: TemplateCardsProps) {
  return (
    <ul
      aria-label={isCopy ? undefined : "Templates"}
      aria-hidden={isCopy || undefined}
      inert={isCopy}
      className={cn("flex w-max gap-5 py-2 pr-5", className)}
    >
      {stripTemplates.map((template) => (
        <TemplateCard key={template.id} template={template} row={row} />
      ))}
    </ul>
  );
}

// The name is the link, stretched over the card by its ::after, because the live page holds
// links of its own (the sample's email and website) that a link may not contain.
function TemplateCard({ template, row }: { template: TemplateDefinition; row: HTMLElement | null }) {
  const [card, isNear] = useNearViewport<HTMLLIElement>(DRAW_AHEAD, row);
  const kind = template.category === "cv" ? "CV with photo" : "Resume";
  return (
    <li
      ref={card}
      className="relative shrink-0 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-lg has-[a:focus-visible]:ring-[3px] has-[a:focus-visible]:ring-blue-500/60"
      style={{ width: THUMBNAIL_WIDTH + 2 }}
    >
      <div className="relative overflow-hidden bg-slate-100" style={{ height: THUMBNAIL_HEIGHT }}>
        {isNear ? <TemplateThumbnail templateId={template.id} width={THUMBNAIL_WIDTH} /> : null}
        <Badge
          aria-hidden="true"
          variant={template.category === "cv" ? "warning" : "secondary"}
          // Opaque: the badge sits on the page's own colours (a CV's header), which a tint would let through.
          className={cn("absolute top-2 right-2 shadow-sm", template.category === "cv" && "bg-amber-50")}
        >
          {template.category === "cv" ? "CV" : "Resume"}
        </Badge>
      </div>
      <div className="border-t border-slate-200 px-3 py-2">
        <Link
          to={templatePreviewPath(template.id)}
          aria-label={`${template.name}, ${kind}: see it at full size`}
          className="line-clamp-2 h-10 text-sm leading-5 font-semibold text-slate-900 outline-none after:absolute after:inset-0"
        >
          {template.name}
        </Link>
      </div>
    </li>
  );
}
