import { AlertTriangle, CheckCircle2, CloudOff, HardDrive, Loader2 } from "lucide-react";
import { Button } from "../../../components/ui/button";
import type { SaveState } from "../autosave/save-status";

/** Tells the user where their edits are: saving, saved, kept locally, retrying, or in conflict. */
export function SaveBanner({
  state,
  onResolveConflict,
}: {
  state: SaveState;
  onResolveConflict: (choice: "reload" | "keep-mine") => void;
}) {
  if (state === "conflict") {
    return (
      <div role="alert" className="flex flex-col gap-3 border-b border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-center gap-2">
          <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
          This resume was changed in another tab or device. Reload it to see those changes, or keep your version and save it over them.
        </p>
        <div className="flex shrink-0 gap-2">
          <Button size="sm" variant="outline" onClick={() => onResolveConflict("reload")}>
            Reload theirs
          </Button>
          <Button size="sm" onClick={() => onResolveConflict("keep-mine")}>
            Keep mine
          </Button>
        </div>
      </div>
    );
  }
  const content: Partial<Record<SaveState, { icon: typeof Loader2; text: string; className: string; spin?: boolean }>> = {
    saving: { icon: Loader2, text: "Saving...", className: "bg-blue-50 text-blue-700", spin: true },
    retrying: { icon: CloudOff, text: "Not saved — retrying", className: "bg-amber-50 text-amber-800" },
    saved: { icon: CheckCircle2, text: "All changes saved", className: "bg-white text-slate-500" },
    "below-threshold": {
      icon: HardDrive,
      text: "Kept on this device; saved to your account from 80% completion",
      className: "bg-slate-50 text-slate-600",
    },
  };
  const shown = content[state];
  return (
    <div aria-live="polite" className="min-h-0">
      {shown && (
        <p role="status" className={`flex items-center justify-center gap-2 px-4 py-1.5 text-xs font-medium ${shown.className}`}>
          <shown.icon className={`size-3.5 ${shown.spin ? "animate-spin" : ""}`} aria-hidden="true" />
          {shown.text}
        </p>
      )}
    </div>
  );
}
