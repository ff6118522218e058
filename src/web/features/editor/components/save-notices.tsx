import { AlertTriangle, CheckCircle2, CloudOff, HardDrive, Loader2 } from "lucide-react";
import { Button } from "#web/components/ui/button";
import { cn } from "#web/lib/cn";
import type { SaveState } from "../autosave/save-status";

const statusContent: Partial<Record<SaveState, { icon: typeof Loader2; text: string; className: string; spin?: boolean }>> = {
  saving: { icon: Loader2, text: "Saving...", className: "text-blue-700", spin: true },
  retrying: { icon: CloudOff, text: "Not saved — retrying", className: "text-amber-700" },
  refused: { icon: AlertTriangle, text: "Not saved", className: "text-red-700" },
  saved: { icon: CheckCircle2, text: "All changes saved", className: "text-slate-500" },
  // The header already says '(80% needed to save)' beside it.
  "below-threshold": { icon: HardDrive, text: "Kept on this device", className: "text-slate-500" },
};

/**
 * Where the edits are: saving, saved, kept locally or retrying. Its line is always there, empty
 * while there is nothing to say, so the page never moves when it speaks.
 */
export function SaveStatus({ state, className }: { state: SaveState; className?: string }) {
  const shown = statusContent[state];
  return (
    <p
      role="status"
      aria-live="polite"
      className={cn("flex h-4 items-center gap-1.5 text-xs font-medium whitespace-nowrap", shown?.className, className)}
    >
      {shown && (
        <>
          <shown.icon className={cn("size-3.5 shrink-0", shown.spin && "animate-spin")} aria-hidden="true" />
          {shown.text}
        </>
      )}
    </p>
  );
}

/** A save refused because the resume changed elsewhere waits for the user's choice. */
export function ConflictBanner({ onResolve }: { onResolve: (choice: "reload" | "keep-mine") => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 border-b border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-center gap-2">
        <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
        This resume was changed in another tab or device. Reload it to see those changes, or keep your version and save it over them.
      </p>
      <div className="flex shrink-0 gap-2">
        <Button size="sm" variant="outline" onClick={() => onResolve("reload")}>
          Reload theirs
        </Button>
        <Button size="sm" onClick={() => onResolve("keep-mine")}>
          Keep mine
        </Button>
      </div>
    </div>
  );
}

/** A save the server refused cannot succeed by sending it again: the user learns why, and that nothing is lost. */
export function RefusedSaveBanner({ problem }: { problem: string | null }) {
  return (
    <div role="alert" className="flex items-start gap-2 border-b border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        Your latest changes were not saved{problem ? `: ${problem}` : "."} They are kept on this device, and your next edit tries again.
      </p>
    </div>
  );
}
