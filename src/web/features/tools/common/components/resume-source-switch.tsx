import { CheckCircle2, FileText } from "lucide-react";
import { useId } from "react";
import type { ResumeSummary } from "#shared/api/resumes";
import { ResumeSelect } from "#web/components/resume-select";
import { ResumeUpload } from "#web/components/resume-upload/resume-upload";
import { Label } from "#web/components/ui/label";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#web/components/ui/tabs";
import { RESUME_SOURCE_KINDS, RESUME_SOURCE_LABELS, type ResumeSource, type ResumeSourceKind } from "../lib/resume-source";

interface ResumeSourceSwitchProps {
  value: ResumeSource;
  onChange: (source: ResumeSource) => void;
  /** The picker's first option (seed 001: 'None - Generate from job description only', 'Select a resume'). */
  emptyOption: string;
  labelOf?: (resume: ResumeSummary) => string;
  /** What the letter is written from without a resume, in the screen's words. */
  noResumeHint: string;
}

/**
 * Seed 001's resume source switch of the letter screens: My Resumes (the picker), Upload Resume (the
 * upload widget) or No Resume. Each source keeps what it holds while another is shown.
 */
export function ResumeSourceSwitch({ value, onChange, emptyOption, labelOf, noResumeHint }: ResumeSourceSwitchProps) {
  const selectId = useId();
  const uploadedName = value.uploaded?.personal_info.fullName.trim();
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-medium text-slate-900">Resume source</legend>
      <Tabs value={value.kind} onValueChange={(kind) => onChange({ ...value, kind: kind as ResumeSourceKind })}>
        {/* On a phone the three labels share 280 px: a long one wraps rather than scroll out of sight. */}
        <TabsList className="h-auto w-full" aria-label="Resume source">
          {RESUME_SOURCE_KINDS.map((kind) => (
            <TabsTrigger key={kind} value={kind} className="py-1.5 leading-tight whitespace-normal">
              {RESUME_SOURCE_LABELS[kind]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="database" className="space-y-2 pt-2">
          <Label htmlFor={selectId}>Resume</Label>
          <ResumeSelect
            id={selectId}
            value={value.storedId ?? ""}
            emptyOption={emptyOption}
            labelOf={labelOf}
            onChange={(storedId) => onChange({ ...value, storedId: storedId || null })}
          />
        </TabsContent>
        <TabsContent value="upload" className="space-y-3 pt-2">
          {value.uploaded ? (
            <p
              className="flex items-start gap-2 rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-900"
              role="status"
            >
              <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-green-600" aria-hidden="true" />
              <span>
                Writing from your uploaded resume{uploadedName ? ` (${uploadedName})` : ""}. Upload another file to use it instead.
              </span>
            </p>
          ) : null}
          <ResumeUpload onExtracted={(uploaded) => onChange({ ...value, kind: "upload", uploaded })} />
        </TabsContent>
        <TabsContent value="none" className="pt-2">
          <p className="flex items-start gap-2 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700">
            <FileText className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
            {noResumeHint}
          </p>
        </TabsContent>
      </Tabs>
    </fieldset>
  );
}
