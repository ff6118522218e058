import { Loader2 } from "lucide-react";

/** The wait of an AI call, with its seconds: a long one never looks like a frozen page. */
export function GenerationStatus({ isGenerating, elapsed, text }: { isGenerating: boolean; elapsed: number; text: string }) {
  return (
    <div role="status" aria-live="polite" className="text-sm text-slate-600 empty:hidden">
      {isGenerating ? (
        <span className="inline-flex items-center gap-2">
          <Loader2 className="size-4 animate-spin text-blue-600" aria-hidden="true" />
          {text} {elapsed} s
        </span>
      ) : null}
    </div>
  );
}
