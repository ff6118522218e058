import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import type { JobData } from "#shared/ai";
import { newResumeId } from "#shared/ids";
import { runAiFunction } from "#web/lib/api/ai-functions";
import { queryKeys } from "#web/lib/api/query-keys";
import { createResume } from "#web/lib/api/resumes";
import { pleaseWaitMessage, recordHeavyRequest, secondsUntilNextHeavyRequest } from "#web/lib/heavy-request-throttle";
import { writeImportReview } from "#web/lib/import-review";
import { describeResumeChanges } from "../lib/resume-changes";
import {
  DEFAULT_REVAMP_CHOICES,
  findChoicesProblem,
  jobDescriptionToParse,
  revampRequestOf,
  type RevampChoices,
} from "../lib/revamp-choices";
import { REVAMP_MESSAGES, describeWizardFailure } from "../lib/revamp-failure";
import { revampedResumeContent, revampedSections } from "../lib/revamped-resume";
import { ConfigureStep } from "./configure-step";
import { ProcessingStep, type RevampPhase } from "./processing-step";
import { ReviewStep, type RevampReview } from "./review-step";
import { REVAMP_STEPS, RevampStepper, stepNumberOf, type RevampStep } from "./revamp-stepper";
import { UploadStep, type ExtractedCv } from "./upload-step";

const STEP_TITLES: Record<RevampStep, string> = {
  upload: "Upload your CV",
  configure: "Configure your revamp",
  processing: "Revamping your CV",
  review: "Review your revamped CV",
};

type Result = RevampReview & { sections: ExtractedCv["resume"] };

export interface RevampWizardProps {
  /** Called once the revamped CV is stored; seed 001 goes on to the dashboard. */
  onSaved: (resumeId: string) => void;
}

/**
 * Seed 001 "Revamp CV wizard": upload -> configure -> processing -> review. The choices outlive a
 * failed or cancelled revamp and 'Revamp Again'; the review shows what changed line by line and
 * saves the revamped CV as a new resume in the modern template.
 */
export function RevampWizard({ onSaved }: RevampWizardProps) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<RevampStep>("upload");
  const [extracted, setExtracted] = useState<ExtractedCv | null>(null);
  const [choices, setChoices] = useState<RevampChoices>(DEFAULT_REVAMP_CHOICES);
  const [configureError, setConfigureError] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ startedAt: number; phase: RevampPhase; readsJob: boolean } | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const hasMoved = useRef(false);

  // A page left mid-revamp drops the requests; nobody is there to read the answers.
  useEffect(() => () => running.current?.abort(), []);
  // Each new step's title takes the focus, so keyboard and screen-reader users start at its top.
  useEffect(() => {
    if (hasMoved.current) heading.current?.focus();
  }, [step]);

  const moveTo = (next: RevampStep) => {
    hasMoved.current = true;
    setStep(next);
  };

  const onExtracted = (cv: ExtractedCv) => {
    setExtracted(cv);
    setConfigureError(null);
    moveTo("configure");
  };

  const revamp = async () => {
    if (!extracted) return;
    const problem = findChoicesProblem(choices);
    if (problem) return setConfigureError(problem);
    const wait = secondsUntilNextHeavyRequest();
    if (wait > 0) return setConfigureError(pleaseWaitMessage(wait));

    const controller = new AbortController();
    running.current = controller;
    recordHeavyRequest();
    const jobDescription = jobDescriptionToParse(choices);
    setConfigureError(null);
    setProgress({ startedAt: Date.now(), phase: jobDescription ? "job" : "revamp", readsJob: jobDescription !== null });
    moveTo("processing");
    const { signal } = controller;
    // A cancelled revamp has left the stage already; its late answer or error must not move the wizard.
    const isCurrent = () => running.current === controller;
    const enter = (phase: RevampPhase) => {
      if (isCurrent()) setProgress((current) => current && { ...current, phase });
    };
    try {
      let jobData: JobData | null = null;
      if (jobDescription) jobData = (await runAiFunction("parse-job-description", { jobDescription }, signal)).jobData;
      enter("revamp");
      const { revampedData } = await runAiFunction("revamp-cv-content", revampRequestOf(extracted.resume, choices, jobData), signal);
      const sections = revampedSections(extracted.resume, revampedData);
      enter("scores");
      // Seed 001: a failed score is ignored; the review says the scores are unavailable.
      const scores = await runAiFunction("calculate-cv-scores", { resumeData: sections, jobData }, signal).then(
        (answer) => answer.scores,
        () => null,
      );
      if (!isCurrent()) return;
      setResult({
        sections,
        scores,
        summary: sections.personal_info.summary,
        keyImprovements: revampedData.changes_summary.key_improvements,
        changes: describeResumeChanges(extracted.resume, sections),
      });
      setSaveError(null);
      moveTo("review");
    } catch (error) {
      if (!isCurrent()) return;
      setConfigureError(describeWizardFailure(error, REVAMP_MESSAGES.revampFailed).message);
      moveTo("configure");
    } finally {
      if (isCurrent()) {
        running.current = null;
        setProgress(null);
      }
    }
  };

  /** Back to configure at once, whatever the network makes of the abort; the choices are all kept. */
  const cancel = () => {
    running.current?.abort();
    running.current = null;
    setProgress(null);
    moveTo("configure");
  };

  const save = async () => {
    if (!result || !extracted) return;
    setIsSaving(true);
    setSaveError(null);
    try {
      const id = newResumeId();
      await createResume(id, revampedResumeContent(result.sections, new Date()));
      // The revamp rewrote the fields the reader was unsure of: only the lines it could not place are left to review.
      writeImportReview(id, { unplaced: extracted.unplaced, unsure: [] });
      await queryClient.invalidateQueries({ queryKey: queryKeys.resumes });
      onSaved(id);
    } catch (error) {
      setSaveError(describeWizardFailure(error, REVAMP_MESSAGES.saveFailed).message);
      setIsSaving(false);
    }
  };

  const stepNumber = stepNumberOf(step);
  return (
    <div className="space-y-6">
      <RevampStepper current={step} />
      <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <p className="text-sm font-medium text-blue-700">
          Step {stepNumber} of {REVAMP_STEPS.length}
        </p>
        <h2 ref={heading} tabIndex={-1} className="mt-1 mb-6 text-xl font-semibold text-slate-900 outline-none">
          {STEP_TITLES[step]}
        </h2>
        {step === "upload" && <UploadStep onExtracted={onExtracted} />}
        {step === "configure" && extracted && (
          <ConfigureStep
            fileName={extracted.fileName}
            choices={choices}
            onChange={(next) => {
              setChoices(next);
              setConfigureError(null);
            }}
            error={configureError}
            onRevamp={() => void revamp()}
            onChooseAnotherFile={() => moveTo("upload")}
          />
        )}
        {step === "processing" && progress && (
          <ProcessingStep startedAt={progress.startedAt} phase={progress.phase} readsJob={progress.readsJob} onCancel={cancel} />
        )}
        {step === "review" && result && (
          <ReviewStep
            review={result}
            isSaving={isSaving}
            saveError={saveError}
            onSave={() => void save()}
            onRevampAgain={() => moveTo("configure")}
          />
        )}
      </div>
    </div>
  );
}
