import { useEffect, useMemo, useReducer, useRef, useState, type RefObject } from "react";
import type { ResumeContent } from "#shared/resume";
import { cn } from "../lib/cn";
import { clearFit, fitToOnePage, type FitOutcome } from "./fit/fit-to-page";
import { paginate } from "./pagination/paginate";
import { A4_WIDTH_PX, a4Geometry, flowHeight } from "./pagination/page-geometry";
import { fitBoundsOf } from "./registry";
import { ResumeSheet } from "./resume-document";

export const PAGINATION_MEASURE = "vitae:paginate";
export const FIT_MEASURE = "vitae:fit";

/** The grey space between two sheets on screen, in unscaled px. */
const SCREEN_PAGE_GAP_PX = 24;

/**
 * Counts the moments the sheet must be measured again although the resume did not change: web
 * fonts finishing loading (text measured in a fallback font is cut at the wrong lines), and the
 * sheet being shown after it was hidden (small screens hide the preview; hidden, it measures as
 * nothing).
 */
function useRemeasureSignal(sheet: RefObject<HTMLElement | null>): number {
  const [generation, bump] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    let live = true;
    void document.fonts.ready.then(() => live && bump());
    document.fonts.addEventListener("loadingdone", bump);
    let shown = (sheet.current?.offsetWidth ?? 0) > 0;
    const observer = new ResizeObserver(() => {
      const nowShown = (sheet.current?.offsetWidth ?? 0) > 0;
      if (nowShown && !shown) bump();
      shown = nowShown;
    });
    if (sheet.current) observer.observe(sheet.current);
    return () => {
      live = false;
      document.fonts.removeEventListener("loadingdone", bump);
      observer.disconnect();
    };
  }, [sheet]);
  return generation;
}

/** What the pages show once cut: how many there are, and what 'Fit to one page' did (null: off). */
export interface PagesLayout {
  pageCount: number;
  fit: FitOutcome | null;
}

const sameFit = (a: FitOutcome | null, b: FitOutcome | null): boolean =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.status === b.status &&
    a.step === b.step &&
    (a.status !== "too-long" || b.status !== "too-long" || a.linesOver === b.linesOver));

export interface PagedResumeProps {
  resume: ResumeContent;
  className?: string;
  /** Told after every cut that changed the page count or the fit. */
  onLayout?: (layout: PagesLayout) => void;
}

interface ScaledProps extends PagedResumeProps {
  /** A CSS <number> the pages are drawn at (1: full size). */
  scale: string;
}

/**
 * The resume as A4 pages with grey gaps between them, exactly as it prints. The layout is one
 * flowing sheet, cut by `paginate` with the gap included in its pitch; a mask hides the sheet
 * where the gaps are, and white page cards with shadows sit behind it.
 */
export function PagedResume({ resume, className, onLayout, scale }: ScaledProps) {
  const flow = useRef<HTMLDivElement>(null);
  // Cut with the real fonts or not yet: a cut measured in a fallback font may change once they load.
  // Null until the first cut: nothing is known about the pages before it.
  const [cut, setCut] = useState<(PagesLayout & { withFonts: boolean }) | null>(null);
  const { pageCount, fit, withFonts } = cut ?? { pageCount: 1, fit: null, withFonts: false };
  const geometry = useMemo(() => a4Geometry(SCREEN_PAGE_GAP_PX), []);
  const remeasure = useRemeasureSignal(flow);
  // The fit found last time: after an edit it is usually the same, and two probes confirm it.
  const fitStep = useRef(0);

  // Any edit, the real fonts and being shown again can move a line across a page edge. The cut
  // waits until the edit is painted (a keystroke shows at once, the page edges follow a frame
  // later), and quick edits in a row share one cut. User timing entries record how long each fit
  // (FIT_MEASURE, when 'Fit to one page' is on) and each cut (PAGINATION_MEASURE) takes.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const cutAfterPaint = () => {
      const sheet = flow.current;
      // Hidden (a small screen's preview behind its button), the sheet measures as nothing: a cut
      // then would be one page, reported as done. It is cut once shown (useRemeasureSignal).
      if (!sheet || sheet.offsetWidth === 0) return;
      let fit: FitOutcome | null = null;
      if (resume.layout.fit_to_page) {
        const fitStarted = performance.now();
        fit = fitToOnePage(sheet, geometry, fitBoundsOf(resume.template_id), fitStep.current);
        performance.measure(FIT_MEASURE, { start: fitStarted });
        fitStep.current = fit.step;
      } else {
        clearFit(sheet);
      }
      const started = performance.now();
      const { pageCount } = paginate(sheet, geometry);
      performance.measure(PAGINATION_MEASURE, { start: started });
      const withFonts = document.fonts.status === "loaded";
      setCut((current) =>
        current && current.pageCount === pageCount && current.withFonts === withFonts && sameFit(current.fit, fit)
          ? current
          : { pageCount, withFonts, fit },
      );
    };
    // The frame callback runs before the paint; the task it queues runs after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(cutAfterPaint, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [resume, geometry, remeasure]);

  const isCut = cut !== null;
  useEffect(() => {
    if (isCut) onLayout?.({ pageCount, fit });
  }, [onLayout, isCut, pageCount, fit]);

  const { pageHeight, pitch } = geometry;
  const height = flowHeight(geometry, pageCount);
  const mask = `repeating-linear-gradient(to bottom, #000 0 ${pageHeight}px, transparent ${pageHeight}px ${pitch}px)`;
  // The outer box takes the scaled size in CSS, so the page around it is laid out right from the
  // server's HTML on. The pages inside keep their printed size, so lines break exactly as they
  // print, and a transform scales them, which moves nothing around them.
  return (
    <div className={className} style={{ width: `calc(${A4_WIDTH_PX}px * ${scale})`, height: `calc(${height}px * ${scale})` }}>
      <div
        data-page-count={pageCount}
        data-paginated={withFonts ? "with-fonts" : "provisional"}
        data-fit={fit?.status ?? "off"}
        className="relative origin-top-left"
        style={{ width: A4_WIDTH_PX, height, transform: `scale(${scale})` }}
      >
        {Array.from({ length: pageCount }, (_, page) => (
          <div
            key={page}
            data-resume-page={page + 1}
            aria-hidden="true"
            className="absolute left-0 w-full bg-white shadow-lg ring-1 ring-black/5"
            style={{ top: page * pitch, height: pageHeight }}
          />
        ))}
        <ResumeSheet
          ref={flow}
          resume={resume}
          className="relative bg-transparent"
          style={{ maxHeight: height, maskImage: mask, WebkitMaskImage: mask }}
        />
      </div>
    </div>
  );
}

/**
 * The frame's content width over the A4 width, never above 1, as a CSS number: the frame is a
 * size container, so `100cqw` is its width, and `tan(atan2(a, b))` is how CSS divides one length
 * by another. Being CSS, the scale is right in the server's HTML, before any script runs.
 */
const FIT_WIDTH_SCALE = `min(1, tan(atan2(100cqw, ${A4_WIDTH_PX}px)))`;

/**
 * The pages at full size where they fit, scaled down to the container's width where they do not,
 * so what the user sees is exactly what prints.
 */
export function ScaledPagedResume({ resume, className, id, onLayout }: PagedResumeProps & { id?: string }) {
  return (
    <div id={id} className={cn("@container overflow-hidden", className)}>
      <PagedResume resume={resume} onLayout={onLayout} scale={FIT_WIDTH_SCALE} className="mx-auto" />
    </div>
  );
}
