import { ChevronDown } from "lucide-react";
import { useState } from "react";
import { COMPLETION_SECTION_MAX, type Completion } from "#shared/completion";
import { cn } from "#web/lib/cn";
import type { SectionId } from "../store/editor-store";

const sectionLabels: Array<{ key: keyof Completion["sections"]; label: string }> = [
  { key: "personal", label: "Personal Info" },
  { key: "experience", label: "Experience" },
  { key: "education", label: "Education" },
  { key: "skills", label: "Skills" },
  { key: "additional", label: "Additional" },
];

export function CompletionDetails({
  completion,
  onJump,
  onOpenCustomSections,
}: {
  completion: Completion;
  onJump: (section: SectionId) => void;
  onOpenCustomSections: () => void;
}) {
  const [isOpen, setIsOpen] = useState(true);
  return (
    <section className="rounded-xl border border-amber-200 bg-amber-50/60" aria-labelledby="completion-details-title">
      <button
        type="button"
        className="flex w-full items-center justify-between gap-3 px-4 py-3 text-left"
        aria-expanded={isOpen}
        aria-controls="completion-details-body"
        onClick={() => setIsOpen((open) => !open)}
      >
        <span id="completion-details-title" className="text-sm font-semibold text-amber-900">
          Resume Completion Details
        </span>
        <ChevronDown className={cn("size-4 text-amber-800 transition-transform", isOpen && "rotate-180")} aria-hidden="true" />
      </button>
      {isOpen && (
        <div id="completion-details-body" className="space-y-4 border-t border-amber-200 px-4 py-3">
          <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-5">
            {sectionLabels.map(({ key, label }) => (
              <div key={key} className="rounded-lg bg-white px-3 py-2 shadow-xs">
                <dt className="text-xs text-slate-500">{label}</dt>
                <dd className="font-semibold text-slate-900">
                  {completion.sections[key]}/{COMPLETION_SECTION_MAX[key]}
                </dd>
              </div>
            ))}
          </dl>
          {completion.missing.length > 0 && (
            <div>
              <h3 className="text-sm font-medium text-amber-900">Missing or Incomplete:</h3>
              <ul className="mt-1 space-y-1">
                {completion.missing.map(({ section, message }) => (
                  <li key={message}>
                    <button
                      type="button"
                      className="text-left text-sm text-amber-800 underline-offset-2 hover:underline"
                      onClick={() => (section === "custom_sections" ? onOpenCustomSections() : onJump(section))}
                    >
                      {message}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
