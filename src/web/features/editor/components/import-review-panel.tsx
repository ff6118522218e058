import { ClipboardList, Copy, TriangleAlert, X } from "lucide-react";
import { useEffect, useId } from "react";
import { flushSync } from "react-dom";
import type { ResumeContent } from "#shared/resume";
import { Button } from "#web/components/ui/button";
import { toast } from "#web/lib/toast";
import type { UnplacedLine, UnsureField } from "#web/lib/import-review";
import { useEditorStore } from "../store/editor-store";
import { fieldKeyOf, followImportReview, sectionIdOf, useImportReview } from "../store/import-review-store";
import { educationTitle } from "./sections/education-form";
import { experienceTitle } from "./sections/experience-form";

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

// The forms' own labels, so the list names a field as the user sees it.
const FIELD_LABELS = {
  personal_info: {
    fullName: "Full Name",
    email: "Email",
    phone: "Phone",
    location: "Location",
    summary: "Professional Summary",
    linkedin: "LinkedIn",
    website: "Website",
  },
  experience: {
    company: "Company",
    position: "Position",
    location: "Location",
    startDate: "Start Date",
    endDate: "End Date",
    description: "Description",
  },
  education: {
    institution: "Institution",
    degree: "Degree",
    field: "Field of Study",
    location: "Location",
    startDate: "Start Date",
    endDate: "End Date",
    gpa: "GPA",
  },
} satisfies { [S in UnsureField["section"]]: Record<Extract<UnsureField, { section: S }>["field"], string> };

/** 'Full Name', 'Company of Globex · Initech': the field as the forms show it, and the entry it belongs to. */
function describeField(field: UnsureField, content: ResumeContent): { label: string; place: string } {
  switch (field.section) {
    case "personal_info":
      return { label: FIELD_LABELS.personal_info[field.field], place: "Personal Info" };
    case "experience": {
      const entry = content.experience.find((candidate) => candidate.id === field.entryId);
      return {
        label: FIELD_LABELS.experience[field.field],
        place: ["Experience", entry && experienceTitle(entry)].filter(Boolean).join(": "),
      };
    }
    case "education": {
      const entry = content.education.find((candidate) => candidate.id === field.entryId);
      return {
        label: FIELD_LABELS.education[field.field],
        place: ["Education", entry && educationTitle(entry)].filter(Boolean).join(": "),
      };
    }
  }
}

/**
 * Opens the field's section and focuses the field. The section renders at once (flushSync) so the
 * field is there to focus; a collapsed entry is opened by its own toggle, which owns that state.
 */
function goToField(field: UnsureField) {
  flushSync(() => useEditorStore.getState().setActiveSection(sectionIdOf(field)));
  const control = document.querySelector<HTMLElement>(`[data-check="${CSS.escape(fieldKeyOf(field))}"]`);
  const collapsed = control?.closest<HTMLElement>("[hidden]");
  if (collapsed) flushSync(() => document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(collapsed.id)}"]`)?.click());
  control?.scrollIntoView({ block: "center" });
  control?.focus({ preventScroll: true });
}

function FieldToCheck({ field, content }: { field: UnsureField; content: ResumeContent }) {
  const reasonId = useId();
  const labelId = `${reasonId}-label`;
  const { label, place } = describeField(field, content);
  return (
    <li className="py-1.5">
      <button
        type="button"
        onClick={() => goToField(field)}
        aria-labelledby={labelId}
        aria-describedby={reasonId}
        className="flex w-full min-w-0 items-start gap-2 rounded-md px-2 py-1.5 text-left outline-none hover:bg-amber-50 focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden="true" />
        <span className="min-w-0 flex-1">
          <span id={labelId} className="block text-sm font-medium break-words text-slate-900">
            {label} <span className="font-normal text-slate-500">· {place}</span>
          </span>
          <span id={reasonId} className="block text-xs text-slate-600">
            {field.reason}
          </span>
        </span>
      </button>
    </li>
  );
}

/**
 * After an import: the fields the reader was unsure of, each a way to the field itself, and the
 * lines of the file it could not place, under the headings they stood under, to copy into the
 * right section. They stay (in this browser) until dismissed; a field stays listed until edited.
 */
export function ImportReviewPanel({ resumeId }: { resumeId: string }) {
  useEffect(() => followImportReview(resumeId), [resumeId]);
  const { marked, unplaced, dismiss } = useImportReview();
  const content = useEditorStore((state) => state.document?.content);
  if (!content || (marked.length === 0 && unplaced.length === 0)) return null;
  const groups = groupByHeading(unplaced);

  return (
    <section aria-labelledby="import-review-title" className="rounded-xl border border-blue-200 bg-blue-50/60 p-4">
      <div className="flex items-start gap-3">
        <ClipboardList className="mt-0.5 size-5 shrink-0 text-blue-600" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <h2 id="import-review-title" className="text-sm font-semibold text-blue-950">
            Review your import
          </h2>
          <p className="mt-1 text-sm text-blue-900">
            {marked.length > 0 && "Check the fields we were unsure of. "}
            {unplaced.length > 0 && "Copy the lines we could not place into the right section. "}
            Then dismiss this review.
          </p>
        </div>
        <Button variant="ghost" size="icon" className="-mt-1 -mr-1 shrink-0" onClick={dismiss} aria-label="Dismiss the import review">
          <X aria-hidden="true" />
        </Button>
      </div>
      {marked.length > 0 && (
        <section aria-labelledby="import-review-fields" className="mt-3 rounded-lg bg-white p-3">
          <h3 id="import-review-fields" className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            Check these fields
          </h3>
          <p className="mt-1 text-xs text-slate-600">Each is marked in its section until you change it.</p>
          <ul className="mt-1 max-h-72 divide-y divide-slate-100 overflow-y-auto">
            {marked.map((field) => (
              <FieldToCheck key={fieldKeyOf(field)} field={field} content={content} />
            ))}
          </ul>
        </section>
      )}
      {unplaced.length > 0 && (
        <section aria-labelledby="import-review-lines" className="mt-3 rounded-lg bg-white p-3">
          <h3 id="import-review-lines" className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            We could not place these lines
          </h3>
          <div className="mt-2 max-h-80 space-y-3 overflow-y-auto">
            {groups.map((group, index) => (
              <div key={`${index}-${group.heading}`}>
                <h4 className="text-xs font-medium text-slate-500">{group.heading || "Without a heading"}</h4>
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
        </section>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {unplaced.length > 0 && (
          <Button variant="outline" size="sm" onClick={() => void copy(unplaced.map((line) => line.text).join("\n"))}>
            <Copy aria-hidden="true" />
            Copy all lines
          </Button>
        )}
        <Button variant="ghost" size="sm" onClick={dismiss}>
          Done reviewing
        </Button>
      </div>
    </section>
  );
}
