import { ChevronDown, ChevronRight } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Badge } from "#web/components/ui/badge";
import { cn } from "#web/lib/cn";
import { diffWords, runsOf, type LineChange, type Segment } from "../lib/line-diff";
import type { ChangeGroup, SectionChanges } from "../lib/resume-changes";

function Marked({ segments, tone }: { segments: Segment[]; tone: "before" | "after" }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.changed ? (
          <mark key={index} className={cn("rounded-sm px-0.5 text-inherit", tone === "before" ? "bg-red-200/70" : "bg-green-200/80")}>
            {segment.text}
          </mark>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}

const SIDE_STYLES = {
  before: { box: "border-red-200 bg-red-50 text-red-950", tag: "text-red-700" },
  after: { box: "border-green-200 bg-green-50 text-green-950", tag: "text-green-700" },
} as const;

function Side({ side, tag, label, children }: { side: "before" | "after"; tag: string; label?: string; children: ReactNode }) {
  return (
    <div className={cn("rounded-md border px-3 py-2 text-sm leading-relaxed break-words", SIDE_STYLES[side].box)}>
      <span className={cn("mr-2 text-xs font-semibold tracking-wide uppercase", SIDE_STYLES[side].tag)}>{tag}</span>
      {label && <span className="mr-1 font-medium">{label}:</span>}
      {children}
    </div>
  );
}

function ChangedLine({ line }: { line: LineChange }) {
  switch (line.kind) {
    case "changed": {
      const words = diffWords(line.before, line.after);
      return (
        <li className="grid gap-1.5 md:grid-cols-2">
          <Side side="before" tag="Before" label={line.label}>
            <Marked segments={words.before} tone="before" />
          </Side>
          <Side side="after" tag="After" label={line.label}>
            <Marked segments={words.after} tone="after" />
          </Side>
        </li>
      );
    }
    case "added":
      return (
        <li>
          <Side side="after" tag="Added" label={line.label}>
            {line.after}
          </Side>
        </li>
      );
    case "removed":
      return (
        <li>
          <Side side="before" tag="Removed" label={line.label}>
            {line.before}
          </Side>
        </li>
      );
    case "unchanged":
      return (
        <li className="px-3 py-1 text-sm break-words text-slate-600">
          {line.label && <span className="mr-1 font-medium text-slate-700">{line.label}:</span>}
          {line.text}
        </li>
      );
  }
}

const linesWord = (count: number) => `${count} unchanged ${count === 1 ? "line" : "lines"}`;

/** Unchanged lines fold away, so the rewrites stand out; a click shows them in place. */
function UnchangedRun({ lines }: { lines: LineChange[] }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <li>
      <button
        type="button"
        aria-expanded={isOpen}
        onClick={() => setIsOpen((open) => !open)}
        className="flex items-center gap-1 rounded-sm px-3 py-1 text-xs font-medium text-slate-500 hover:text-slate-800 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
      >
        {isOpen ? <ChevronDown className="size-3.5" aria-hidden="true" /> : <ChevronRight className="size-3.5" aria-hidden="true" />}
        {isOpen ? `Hide ${linesWord(lines.length)}` : `Show ${linesWord(lines.length)}`}
      </button>
      {isOpen && (
        <ul className="space-y-1.5">
          {lines.map((line, index) => (
            <ChangedLine key={index} line={line} />
          ))}
        </ul>
      )}
    </li>
  );
}

function Group({ group }: { group: ChangeGroup }) {
  return (
    <div className="space-y-2">
      {group.heading && <h5 className="text-sm font-semibold text-slate-800">{group.heading}</h5>}
      <ul className="space-y-1.5">
        {runsOf(group.lines).map((run, index) =>
          run.kind === "unchanged" ? (
            <UnchangedRun key={index} lines={run.lines} />
          ) : (
            run.lines.map((line, lineIndex) => <ChangedLine key={`${index}-${lineIndex}`} line={line} />)
          ),
        )}
      </ul>
    </div>
  );
}

const changesWord = (count: number) => (count === 0 ? "No changes" : `${count} ${count === 1 ? "change" : "changes"}`);

/** Beyond seed 001: every line of the CV before and after the revamp, section by section. */
export function ResumeChangesView({ sections }: { sections: SectionChanges[] }) {
  const total = sections.reduce((count, section) => count + section.changeCount, 0);
  return (
    <section aria-labelledby="revamp-changes-title" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="revamp-changes-title" className="text-lg font-semibold text-slate-900">
          Before and after
        </h3>
        <p className="text-sm text-slate-600">{changesWord(total)} across your CV</p>
      </div>
      {sections.map((section) => (
        <section key={section.title} aria-label={section.title} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
          <div className="flex items-center justify-between gap-2">
            <h4 className="font-semibold text-slate-900">{section.title}</h4>
            <Badge variant={section.changeCount > 0 ? "default" : "secondary"}>{changesWord(section.changeCount)}</Badge>
          </div>
          <div className="space-y-4">
            {section.groups.map((group, index) => (
              <Group key={index} group={group} />
            ))}
          </div>
        </section>
      ))}
    </section>
  );
}
