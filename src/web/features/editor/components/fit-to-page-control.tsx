import { CircleCheck, Info, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Label } from "#web/components/ui/label";
import { Switch } from "#web/components/ui/switch";
import { cn } from "#web/lib/cn";
import type { PagesLayout } from "#web/templates/paged-resume";

const percent = new Intl.NumberFormat("en", { style: "percent", maximumFractionDigits: 1 });

type Tone = "done" | "hint" | "warning";

function describe(enabled: boolean, layout: PagesLayout): { tone: Tone; text: string } {
  const { pageCount, fit } = layout;
  if (!enabled || !fit) {
    return pageCount <= 1
      ? { tone: "done", text: "Fits on one page already." }
      : { tone: "hint", text: "Tightens spacing, then text size, until the resume fits on one page." };
  }
  switch (fit.status) {
    case "fits":
      return { tone: "done", text: "Fits on one page at the layout's own sizes." };
    case "fitted": {
      const spacing = `spacing at ${percent.format(fit.level.spacing)}`;
      const text = fit.level.font < 1 ? `, text at ${percent.format(fit.level.font)}` : "";
      return { tone: "done", text: `Fitted to one page: ${spacing}${text}.` };
    }
    case "too-long":
      return {
        tone: "warning",
        text: `Too long to fit on one page: about ${fit.linesOver} ${fit.linesOver === 1 ? "line" : "lines"} over. The layout is unchanged.`,
      };
  }
}

const TONES: Record<Tone, { icon: ReactNode; className: string }> = {
  done: { icon: <CircleCheck className="size-3.5 shrink-0 text-green-600" aria-hidden="true" />, className: "text-slate-600" },
  hint: { icon: <Info className="size-3.5 shrink-0 text-slate-400" aria-hidden="true" />, className: "text-slate-500" },
  warning: { icon: <TriangleAlert className="size-3.5 shrink-0 text-amber-600" aria-hidden="true" />, className: "text-amber-800" },
};

/**
 * 'Fit to one page' beside the preview: the switch, the page count, and what fitting did. A
 * resume on one page does not need it, so the switch is off and disabled there unless it is on.
 * `layout` is null until the preview has cut its pages.
 */
export function FitToPageControl({
  enabled,
  layout,
  onChange,
}: {
  enabled: boolean;
  layout: PagesLayout | null;
  onChange: (enabled: boolean) => void;
}) {
  const status = layout && describe(enabled, layout);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 rounded-lg border border-slate-200 bg-white px-3 py-2">
      <div className="flex items-center gap-2">
        <Switch
          id="fit-to-page"
          checked={enabled}
          disabled={!enabled && layout !== null && layout.pageCount <= 1}
          onCheckedChange={onChange}
          aria-describedby="fit-to-page-status"
        />
        <Label htmlFor="fit-to-page">Fit to one page</Label>
      </div>
      <span className="ml-auto text-xs font-medium text-slate-500 tabular-nums" data-testid="preview-page-count">
        {layout && `${layout.pageCount} ${layout.pageCount === 1 ? "page" : "pages"}`}
      </span>
      {/* Always there, so a screen reader hears each change and nothing below moves when it fills. */}
      <p
        id="fit-to-page-status"
        role="status"
        className={cn("flex min-h-4 basis-full items-start gap-1.5 text-xs", status && TONES[status.tone].className)}
      >
        {status && (
          <>
            <span className="mt-px">{TONES[status.tone].icon}</span>
            {status.text}
          </>
        )}
      </p>
    </div>
  );
}
