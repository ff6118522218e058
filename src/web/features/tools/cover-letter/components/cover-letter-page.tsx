import { useQuery } from "@tanstack/react-query";
import { FilePlus2, Loader2, Sparkles } from "lucide-react";
import { useState, type FormEvent } from "react";
import type { CoverLetter, CoverLetterInput } from "#shared/applications";
import { coverLettersApi } from "#shared/api/cover-letters";
import { ToolPage } from "#web/components/tool-page";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card";
import { toast } from "#web/lib/toast";
import { toastToolFailure } from "#web/lib/ai-tool-failure";
import { isApiError } from "#web/lib/api-client";
import { runAiFunction } from "#web/lib/api/ai-functions";
import { useSaveCoverLetter } from "#web/lib/api/cover-letters";
import { resumesQuery } from "#web/lib/api/resumes";
import { ConfirmDialog } from "#web/components/confirm-dialog";
import { GenerationStatus } from "../../common/components/generation-status";
import { JobDetailsFields } from "../../common/components/job-details-fields";
import { LetterEditor } from "../../common/components/letter-editor";
import { ResumeSourceSwitch } from "../../common/components/resume-source-switch";
import { emptyJobDetails, type JobDetails } from "../../common/lib/job-details";
import { savedResumeId, sourceOfSavedLetter } from "../../common/lib/resume-source";
import { useLetterDraft } from "../../common/lib/use-letter-draft";
import { SavedCoverLetters } from "./saved-cover-letters";

/** Seed 001 section 8, "Cover letter". */
const DRAFT_TEXTS = {
  generated: "Cover letter generated",
  generationFailed: { title: "Generation failed", description: "Failed to generate cover letter. Please try again." },
  cannotSave: { title: "Cannot save", description: "Please generate a cover letter first" },
};
const SAVE_FAILED = { title: "Save failed", description: "Failed to save cover letter. Please try again." };

/** Whether the editor holds work its saved letter (if any) does not have. */
function hasUnsavedWork(content: string, job: JobDetails, saved: CoverLetter | null): boolean {
  if (content.trim() === "") return false;
  if (!saved) return true;
  return (
    content !== saved.content ||
    job.jobTitle !== saved.job_title ||
    job.companyName !== saved.company_name ||
    job.jobDescription !== saved.job_description
  );
}

/**
 * Seed 001 "Cover letter generator": the resume source, the job, 'Generate Cover Letter', and the
 * letter to edit, copy, save and download as a PDF; below, 'My cover letters' to open a saved letter
 * again, edit and save it (the same letter, not a copy), or delete it.
 */
export function CoverLetterPage() {
  const resumes = useQuery(resumesQuery);
  const { source, setSource, job, setJob, content, setContent, generation, editor, generate, canGenerate, canSave, printable } =
    useLetterDraft("cover-letter", DRAFT_TEXTS);
  /** The saved letter open in the editor: Save updates it. */
  const [saved, setSaved] = useState<CoverLetter | null>(null);
  const [replacing, setReplacing] = useState<CoverLetter | null>(null);
  const saveLetter = useSaveCoverLetter();

  const onGenerate = (event: FormEvent) => {
    event.preventDefault();
    generate(async (facts, signal) => (await runAiFunction("generate-cover-letter", facts, signal)).coverLetter);
  };

  const onSave = () => {
    if (!canSave()) return;
    const letter: CoverLetterInput = {
      resume_id: savedResumeId(source),
      job_title: job.jobTitle,
      company_name: job.companyName,
      job_description: job.jobDescription,
      content,
    };
    const save = (id: string | undefined) =>
      saveLetter.mutate(
        { id, letter },
        {
          onSuccess: (row) => {
            setSaved(row);
            toast.success("Saved successfully", { description: "It is under My cover letters." });
          },
          onError: (error) => {
            // Deleted meanwhile (in another tab): saved anew, the text in the editor is what counts.
            if (id && isApiError(error, coverLettersApi.update, "NOT_FOUND")) return save(undefined);
            toastToolFailure(error, SAVE_FAILED);
          },
        },
      );
    save(saved?.id);
  };

  const open = (letter: CoverLetter) => {
    setSource((current) => sourceOfSavedLetter(current, letter.resume_id, resumes.data));
    setJob({ jobTitle: letter.job_title, companyName: letter.company_name, jobDescription: letter.job_description });
    setContent(letter.content);
    setSaved(letter);
    setReplacing(null);
    editor.current?.focus({ preventScroll: true });
    editor.current?.scrollIntoView({ behavior: "smooth", block: "center" });
  };

  const requestOpen = (letter: CoverLetter) => {
    if (hasUnsavedWork(content, job, saved)) setReplacing(letter);
    else open(letter);
  };

  const startNew = () => {
    setSaved(null);
    setJob(emptyJobDetails);
    setContent("");
  };

  return (
    <ToolPage
      title="AI Cover Letter Generator"
      description="Write a cover letter for a job from your resume, then edit it, save it and download it as a PDF."
    >
      {saved ? (
        <div
          className="mb-4 flex flex-wrap items-center justify-between gap-2 rounded-lg border border-blue-200 bg-blue-50 px-4 py-2 text-sm text-blue-900"
          role="status"
        >
          <span>
            Editing your saved letter for <strong>{saved.job_title}</strong> at <strong>{saved.company_name}</strong>. Save updates it.
          </span>
          <Button type="button" variant="outline" size="sm" onClick={startNew}>
            <FilePlus2 aria-hidden="true" />
            Start a new letter
          </Button>
        </div>
      ) : null}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card className="h-fit">
          <CardHeader>
            <CardTitle className="text-lg">Job details</CardTitle>
          </CardHeader>
          <CardContent>
            <form onSubmit={onGenerate} noValidate>
              <fieldset disabled={generation.isGenerating} className="min-w-0 space-y-5">
                <ResumeSourceSwitch
                  value={source}
                  onChange={setSource}
                  emptyOption="None - Generate from job description only"
                  labelOf={(resume) => `${resume.title} (${resume.template_id})`}
                  noResumeHint="The letter is written from the job description alone: it speaks of your motivation and the role's needs, and claims no experience."
                />
                <JobDetailsFields value={job} onChange={setJob} descriptionRows={8} />
              </fieldset>
              <div className="mt-5 space-y-2">
                <Button type="submit" size="lg" className="w-full" disabled={!canGenerate}>
                  {generation.isGenerating ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Sparkles aria-hidden="true" />}
                  {generation.isGenerating ? "Generating..." : "Generate Cover Letter"}
                </Button>
                <GenerationStatus isGenerating={generation.isGenerating} elapsed={generation.elapsed} text="Writing your cover letter..." />
              </div>
            </form>
          </CardContent>
        </Card>
        <Card className="h-fit">
          <CardContent>
            <LetterEditor
              id="cover-letter-text"
              label="Your cover letter"
              value={content}
              onChange={setContent}
              placeholder="Your cover letter will appear here"
              printable={printable}
              onSave={onSave}
              isSaving={saveLetter.isPending}
              textareaRef={editor}
            />
          </CardContent>
        </Card>
      </div>
      <SavedCoverLetters openId={saved?.id} onOpen={requestOpen} onDeleted={(id) => id === saved?.id && setSaved(null)} />
      <ConfirmDialog
        open={replacing !== null}
        onOpenChange={(isOpen) => !isOpen && setReplacing(null)}
        title="Replace the letter in the editor?"
        description="The letter in the editor has changes that are not saved. Opening the saved letter replaces them."
        confirmLabel="Open saved letter"
        onConfirm={() => replacing && open(replacing)}
      />
    </ToolPage>
  );
}
