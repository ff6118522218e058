import { CheckCircle2, ClipboardList, Loader2, Sparkles } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { LETTER_LIMITS, type JobApplicationInput } from "#shared/applications";
import { ToolPage } from "#web/components/tool-page";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card";
import { Input } from "#web/components/ui/input";
import { toast } from "#web/lib/toast";
import { toastToolFailure } from "#web/lib/ai-tool-failure";
import { runAiFunction } from "#web/lib/api/ai-functions";
import { useCreateJobApplication, useUpdateJobApplication } from "#web/lib/api/job-applications";
import { FieldLabel, JobDetailsFields } from "../../common/components/job-details-fields";
import { GenerationStatus } from "../../common/components/generation-status";
import { LetterEditor } from "../../common/components/letter-editor";
import { ResumeSourceSwitch } from "../../common/components/resume-source-switch";
import { savedResumeId } from "../../common/lib/resume-source";
import { useLetterDraft } from "../../common/lib/use-letter-draft";

/** Seed 001 section 8, "Other tools". */
const DRAFT_TEXTS = {
  generated: "Application generated",
  generationFailed: { title: "Generation failed", description: "Failed to generate application. Please try again." },
  cannotSave: { title: "Cannot save", description: "Please generate an application first." },
};
const SAVE_FAILED = { title: "Save failed", description: "Failed to save application. Please try again." };

const TRACKER_PATH = "/job-tracker";

/**
 * Seed 001 "Job Application Generator": the resume source, the job with the optional salary and
 * availability, 'Generate Application', and the letter to edit, copy, download and save into the Job
 * Tracker (status applied). Save waits for a change once the application is in the tracker; a
 * corrected letter for the same job updates that application, another job is tracked anew.
 */
export function JobApplicationPage() {
  const id = useId();
  const navigate = useNavigate();
  const { source, setSource, job, setJob, content, setContent, generation, editor, generate, canGenerate, canSave, printable } =
    useLetterDraft("application-letter", DRAFT_TEXTS);
  const [salary, setSalary] = useState("");
  const [availability, setAvailability] = useState("");
  const [hasLetter, setHasLetter] = useState(false);
  /** The application as last saved to the tracker, and its row. */
  const [savedAs, setSavedAs] = useState<{ id: string; input: JobApplicationInput } | null>(null);
  const create = useCreateJobApplication();
  const update = useUpdateJobApplication();

  const application: JobApplicationInput = {
    resume_id: savedResumeId(source),
    job_title: job.jobTitle,
    company_name: job.companyName,
    job_description: job.jobDescription,
    content,
    salary_expectation: salary,
    availability_date: availability,
    status: "applied",
  };
  const isSaved = savedAs !== null && JSON.stringify(savedAs.input) === JSON.stringify(application);

  const onGenerate = (event: FormEvent) => {
    event.preventDefault();
    const extras = { salaryExpectation: salary.trim() || null, availabilityDate: availability.trim() || null };
    generate(
      async (facts, signal) => (await runAiFunction("generate-job-application", { ...facts, ...extras }, signal)).applicationLetter,
      () => setHasLetter(true),
    );
  };

  const onSave = () => {
    if (!canSave()) return;
    const saving = application;
    const onError = (error: unknown) => toastToolFailure(error, SAVE_FAILED);
    // The same job saved again is the same application with its letter corrected; another job is another application.
    if (savedAs && isSameJob(savedAs.input, saving)) {
      const changes = {
        content: saving.content,
        salary_expectation: saving.salary_expectation,
        availability_date: saving.availability_date,
      };
      update.mutate(
        { id: savedAs.id, changes },
        {
          onSuccess: () => {
            setSavedAs({ id: savedAs.id, input: saving });
            toast.success("Saved successfully", { description: "The application in your Job Tracker is updated." });
          },
          onError,
        },
      );
      return;
    }
    create.mutate(saving, {
      onSuccess: (row) => {
        setSavedAs({ id: row.id, input: saving });
        toast.success("Saved successfully", {
          description: "Added to your Job Tracker as Applied.",
          action: { label: "Open Job Tracker", onClick: () => void navigate(TRACKER_PATH) },
        });
      },
      onError,
    });
  };

  return (
    <ToolPage
      title="Job Application Generator"
      description="Write a formal application letter for a job, then save it to your Job Tracker."
    >
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
                  emptyOption="Select a resume"
                  noResumeHint="The letter is written from the job description alone: it speaks of your motivation and the role's needs, and claims no experience."
                />
                <JobDetailsFields value={job} onChange={setJob} descriptionRows={6} />
                <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                  <div className="space-y-2">
                    <FieldLabel htmlFor={`${id}-salary`}>Salary Expectation (Optional)</FieldLabel>
                    <Input
                      id={`${id}-salary`}
                      value={salary}
                      onChange={(event) => setSalary(event.target.value)}
                      maxLength={LETTER_LIMITS.freeText}
                      placeholder="e.g. $90,000 - $100,000"
                      autoComplete="off"
                    />
                  </div>
                  <div className="space-y-2">
                    <FieldLabel htmlFor={`${id}-availability`}>Availability Date (Optional)</FieldLabel>
                    <Input
                      id={`${id}-availability`}
                      value={availability}
                      onChange={(event) => setAvailability(event.target.value)}
                      maxLength={LETTER_LIMITS.freeText}
                      placeholder="e.g. Immediately"
                      autoComplete="off"
                    />
                  </div>
                </div>
              </fieldset>
              <div className="mt-5 space-y-2">
                <Button type="submit" size="lg" className="w-full" disabled={!canGenerate}>
                  {generation.isGenerating ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Sparkles aria-hidden="true" />}
                  {generation.isGenerating ? "Generating..." : "Generate Application"}
                </Button>
                <GenerationStatus
                  isGenerating={generation.isGenerating}
                  elapsed={generation.elapsed}
                  text="Writing your application letter..."
                />
              </div>
            </form>
          </CardContent>
        </Card>
        <Card className="h-fit">
          <CardContent>
            {hasLetter ? (
              <LetterEditor
                id="application-letter-text"
                label="Your application letter"
                value={content}
                onChange={setContent}
                printable={printable}
                onSave={onSave}
                isSaving={create.isPending || update.isPending}
                save={isSaved ? { label: "Saved", disabled: true } : { label: "Save", disabled: false }}
                status={
                  isSaved ? (
                    <p className="flex items-center gap-1.5 text-sm text-green-800">
                      <CheckCircle2 className="size-4 text-green-600" aria-hidden="true" />
                      In your{" "}
                      <Link to={TRACKER_PATH} className="font-medium text-blue-700 underline underline-offset-2">
                        Job Tracker
                      </Link>
                    </p>
                  ) : null
                }
                textareaRef={editor}
              />
            ) : (
              <ApplicationEmptyState isGenerating={generation.isGenerating} />
            )}
          </CardContent>
        </Card>
      </div>
    </ToolPage>
  );
}

function ApplicationEmptyState({ isGenerating }: { isGenerating: boolean }) {
  return (
    <div className="flex min-h-[320px] flex-col items-center justify-center px-2 py-8 text-center">
      {isGenerating ? (
        <Loader2 className="size-10 animate-spin text-blue-500" aria-hidden="true" />
      ) : (
        <ClipboardList className="size-10 text-slate-300" aria-hidden="true" />
      )}
      <h2 className="mt-4 font-semibold text-slate-900">
        {isGenerating ? "Writing your application letter..." : "Your application letter will appear here"}
      </h2>
      <p className="mt-2 max-w-sm text-sm text-slate-600">
        Fill in the job details and press Generate Application. You can edit the letter, copy it or download it as a PDF, and Save adds the
        application to your Job Tracker with the status Applied, so you can follow it to an interview and an offer.
      </p>
    </div>
  );
}

const isSameJob = (a: JobApplicationInput, b: JobApplicationInput) =>
  a.job_title === b.job_title &&
  a.company_name === b.company_name &&
  a.job_description === b.job_description &&
  a.resume_id === b.resume_id;
