import { ClipboardList, Copy, X } from "lucide-react";
import { useState } from "react";
import { Button } from "#web/components/ui/button";
import { toast } from "#web/lib/toast";
import { clearImportReview, readImportReview, type UnplacedLine } from "#web/lib/import-review";

interface HeadingGroup {
  heading: string;
  lines: string[];
}

/** The lines in file order, one group per run under the same heading. */
function groupByHeading(lines: UnplacedLine[]): HeadingGroup[] {
  const groups: HeadingGroup[] = [];
  for (const line of lines) {
    const last = groups.at(-1);
    if (last && last.heading === line.heading) last.lines.push(line.text);
    else groups.push({ heading: line.heading, lines: [line.text] });
  }
  return groups;
}

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success("Copied to clipboard");
  } catch {
    toast.error("Could not copy", { description: "Select the text and copy it by hand." });
  }
}

/**
 * After an import: the lines of the file the parser could not place, under the headings they stood
 * under, to copy into the right section. They stay (in this browser) until dismissed.
 */
export function ImportReviewPanel({ resumeId }: { resumeId: string }) {
  const [lines, setLines] = useState(() => readImportReview(resumeId));
  if (lines.length === 0) return null;
  const groups = groupByHeading(lines);

  const dismiss = () => {
    clearImportReview(resumeId);
    setLines([]);
  };

  return (
    <section aria-labelledby="import-review-title" className="rounded-xl border border-blue-200 bg-blue-50/60 p-4">
      <div className="flex items-start gap-3">
        <ClipboardList className="mt-0.5 size-5 shrink-0 text-blue-600" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <h2 id="import-review-title" className="text-sm font-semibold text-blue-950">
            We could not place these lines
          </h2>
          <p className="mt-1 text-sm text-blue-900">
            They were in your file but did not fit a section. Copy what you need into the right section, then dismiss this list.
          </p>
        </div>
        <Button variant="ghost" size="icon" className="-mt-1 -mr-1 shrink-0" onClick={dismiss} aria-label="Dismiss the lines to review">
          <X aria-hidden="true" />
        </Button>
      </div>
      <div className="mt-3 max-h-80 space-y-3 overflow-y-auto rounded-lg bg-white p-3">
        {groups.map((group, index) => (
          <div key={`${index}-${group.heading}`}>
            <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{group.heading || "Without a heading"}</h3>
            <ul className="mt-1 divide-y divide-slate-100">
              {group.lines.map((text, lineIndex) => (
                <li key={lineIndex} className="flex items-start gap-2 py-1.5">
                  <span className="min-w-0 flex-1 text-sm break-words text-slate-800 select-text">{text}</span>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="h-7 shrink-0 px-2"
                    onClick={() => void copy(text)}
                    aria-label={`Copy: ${text}`}
                  >
                    <Copy aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => void copy(lines.map((line) => line.text).join("\n"))}>
          <Copy aria-hidden="true" />
          Copy all
        </Button>
        <Button variant="ghost" size="sm" onClick={dismiss}>
          Done reviewing
        </Button>
      </div>
    </section>
  );
}
