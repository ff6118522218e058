import { ArrowLeft, ArrowRight, CheckCircle2, RefreshCw, Sparkles, TriangleAlert } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { AI_LIMITS, AI_PROVIDER_NAMES, type AiAnswer } from "#shared/ai";
import type { ResumeContent } from "#shared/resume";
import { Alert, AlertDescription, AlertTitle } from "#web/components/ui/alert";
import { Button } from "#web/components/ui/button";
import { Input } from "#web/components/ui/input";
import { Label } from "#web/components/ui/label";
import { Progress } from "#web/components/ui/progress";
import { Textarea } from "#web/components/ui/textarea";
import { toast } from "#web/lib/toast";
import { accountLimitMessage } from "#web/lib/account-limit";
import { runAiFunction } from "#web/lib/api/ai-functions";
import { useElapsedSeconds } from "#web/lib/use-elapsed-seconds";
import { GENERATION_FAILURES, describeGenerationFailure, type GenerationFailure } from "../../lib/generation-failure";
import { clearInterviewProgress, readInterviewProgress, writeInterviewProgress, type InterviewProgress } from "../../lib/interview-answers";
import { INTERVIEW_STEPS, type InterviewField } from "../../lib/interview-steps";

/** How long the success banner stays before the editor replaces the wizard, so it can be read. */
const SUCCESS_BANNER_MS = 1500;

type Generation =
  | { status: "idle" }
  | { status: "generating"; startedAt: number }
  | { status: "failed"; failure: GenerationFailure }
  /** Generated; `saveFailure` says why once handing it to the editor failed (the resume is kept for another try). */
  | { status: "generated"; provider: string; resume: ResumeContent; saveFailure: string | null };

export interface AiInterviewWizardProps {
  templateId: string;
  /** Seed 001: receives the generated resume; resolves once it is stored and the editor opens, rejects if it could not be stored. */
  onComplete: (resume: ResumeContent) => Promise<void>;
  onCancel: () => void;
}

/**
 * Seed 001 "AI resume interview wizard": four steps of questions, then generate-resume. Answers are
 * kept in the tab's session storage as they are typed, so neither a failed generation nor a reload
 * loses them. A model can take 30 s: the seconds waited are shown.
 */
export function AiInterviewWizard({ templateId, onComplete, onCancel }: AiInterviewWizardProps) {
  const [progress, setProgress] = useState<InterviewProgress>(readInterviewProgress);
  const [generation, setGeneration] = useState<Generation>({ status: "idle" });
  const running = useRef<AbortController | null>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const hasMoved = useRef(false);
  const elapsed = useElapsedSeconds(generation.status === "generating" ? generation.startedAt : null);
  const { step, answers } = progress;
  const current = INTERVIEW_STEPS[step]!;
  const isLastStep = step === INTERVIEW_STEPS.length - 1;
  const isBusy = generation.status === "generating" || generation.status === "generated";
  const percent = Math.round(((step + 1) / INTERVIEW_STEPS.length) * 100);

  useEffect(() => writeInterviewProgress(progress), [progress]);
  // A page left mid-generation drops the request; nobody is there to open its resume.
  useEffect(() => () => running.current?.abort(), []);
  // After Next or Previous, the new step's title takes the focus, so keyboard and screen-reader users start at its top.
  useEffect(() => {
    if (hasMoved.current) stepHeading.current?.focus();
  }, [step]);

  const moveTo = (next: number) => {
    hasMoved.current = true;
    setProgress((previous) => ({ ...previous, step: next }));
  };

  const fail = (failure: GenerationFailure) => {
    setGeneration({ status: "failed", failure });
    toast.error(failure.toast, { description: failure.banner });
  };

  const open = async (resume: ResumeContent, provider: string) => {
    setGeneration({ status: "generated", provider, resume, saveFailure: null });
    try {
      await onComplete(resume);
      clearInterviewProgress();
    } catch (error) {
      const saveFailure = accountLimitMessage(error) ?? "The resume could not be saved. Check your connection, then try again.";
      setGeneration({ status: "generated", provider, resume, saveFailure });
    }
  };

  const generate = async () => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setGeneration({ status: "generating", startedAt: Date.now() });
    let answer: AiAnswer<"generate-resume">;
    try {
      answer = await runAiFunction("generate-resume", { interviewData: answers, templateId }, controller.signal);
    } catch (error) {
      if (!controller.signal.aborted) fail(describeGenerationFailure(error));
      return;
    }
    // The seed's 'missing resume data': an answer the server should never send, handled all the same.
    if (!answer?.resume) return fail(GENERATION_FAILURES.unexpected);
    const provider = AI_PROVIDER_NAMES[answer.provider] ?? answer.provider;
    setGeneration({ status: "generated", provider, resume: answer.resume, saveFailure: null });
    toast.success("Success!", { description: provider });
    await new Promise((resolve) => setTimeout(resolve, SUCCESS_BANNER_MS));
    if (!controller.signal.aborted) await open(answer.resume, provider);
  };

  const setAnswer = (name: InterviewField["name"], value: string) =>
    setProgress((previous) => ({ ...previous, answers: { ...previous.answers, [name]: value } }));

  const back = () => {
    if (step === 0) {
      clearInterviewProgress();
      onCancel();
    } else moveTo(step - 1);
  };

  const forward = () => {
    if (isLastStep) void generate();
    else moveTo(step + 1);
  };

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
      <header className="text-center">
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-blue-50 text-blue-600">
          <Sparkles className="size-6" aria-hidden="true" />
        </span>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900">AI-Powered Vitae</h1>
        <p className="mt-1 text-lg text-slate-600">Let&apos;s Build Your Resume</p>
      </header>

      <div className="mt-8">
        <div className="flex items-center justify-between text-sm">
          <span className="font-medium text-slate-900">
            Step {step + 1} of {INTERVIEW_STEPS.length}
          </span>
          <span className="text-slate-600">{percent}% complete</span>
        </div>
        <Progress value={percent} className="mt-2" aria-label={`Step ${step + 1} of ${INTERVIEW_STEPS.length}`} />
      </div>

      <form
        className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
        aria-labelledby="interview-step-title"
        onSubmit={(event) => {
          event.preventDefault();
          if (!isBusy) forward();
        }}
      >
        <h2 id="interview-step-title" ref={stepHeading} tabIndex={-1} className="text-xl font-semibold text-slate-900 outline-none">
          {current.title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{current.description}</p>

        <div className="mt-5 space-y-5">
          {current.fields.map((field) => (
            <InterviewInput
              key={field.name}
              field={field}
              value={answers[field.name]}
              disabled={isBusy}
              onChange={(value) => setAnswer(field.name, value)}
            />
          ))}
        </div>

        <GenerationNotice
          generation={generation}
          elapsed={elapsed}
          onRetry={() => void generate()}
          onOpenAgain={(resume, provider) => void open(resume, provider)}
        />

        <div className="mt-6 flex flex-col-reverse gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:justify-between">
          <Button type="button" variant="outline" onClick={back} disabled={isBusy}>
            <ArrowLeft aria-hidden="true" />
            {step === 0 ? "Cancel" : "Previous"}
          </Button>
          <Button type="submit" disabled={isBusy}>
            {generation.status === "generating" ? (
              <>
                <RefreshCw className="animate-spin" aria-hidden="true" />
                Generating...
              </>
            ) : isLastStep ? (
              <>
                <Sparkles aria-hidden="true" />
                Generate Resume
              </>
            ) : (
              <>
                Next
                <ArrowRight aria-hidden="true" />
              </>
            )}
          </Button>
        </div>
      </form>
    </div>
  );
}

function InterviewInput({
  field,
  value,
  disabled,
  onChange,
}: {
  field: InterviewField;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const common = {
    id,
    value,
    disabled,
    placeholder: field.placeholder,
    maxLength: AI_LIMITS.interviewAnswer,
    "aria-describedby": field.hint ? hintId : undefined,
  };
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{field.label}</Label>
      {field.rows ? (
        <Textarea
          {...common}
          rows={field.rows}
          className="field-sizing-fixed resize-y"
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <Input {...common} onChange={(event) => onChange(event.target.value)} />
      )}
      {field.hint && (
        <p id={hintId} className="text-xs text-slate-500">
          {field.hint}
        </p>
      )}
    </div>
  );
}

function GenerationNotice({
  generation,
  elapsed,
  onRetry,
  onOpenAgain,
}: {
  generation: Generation;
  elapsed: number;
  onRetry: () => void;
  onOpenAgain: (resume: ResumeContent, provider: string) => void;
}) {
  switch (generation.status) {
    case "idle":
      return null;
    case "generating":
      return (
        <Alert variant="info" className="mt-5">
          <RefreshCw className="animate-spin" aria-hidden="true" />
          <AlertTitle>Writing your resume... {elapsed} s</AlertTitle>
          <AlertDescription>With an AI model this can take up to 30 seconds. Your answers are kept.</AlertDescription>
        </Alert>
      );
    case "failed":
      return (
        <Alert variant="destructive" className="mt-5">
          <TriangleAlert aria-hidden="true" />
          <AlertDescription>
            <p>{generation.failure.banner}</p>
            {generation.failure.canRetry && (
              <Button type="button" variant="outline" size="sm" className="mt-2" onClick={onRetry}>
                <RefreshCw aria-hidden="true" />
                Retry Generation
              </Button>
            )}
          </AlertDescription>
        </Alert>
      );
    case "generated":
      return generation.saveFailure ? (
        <Alert variant="destructive" className="mt-5">
          <TriangleAlert aria-hidden="true" />
          <AlertTitle>Generated successfully using {generation.provider}</AlertTitle>
          <AlertDescription>
            <p>{generation.saveFailure}</p>
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="mt-2"
              onClick={() => onOpenAgain(generation.resume, generation.provider)}
            >
              <RefreshCw aria-hidden="true" />
              Save and Open Editor
            </Button>
          </AlertDescription>
        </Alert>
      ) : (
        <Alert variant="success" className="mt-5">
          <CheckCircle2 aria-hidden="true" />
          <AlertTitle>Generated successfully using {generation.provider}</AlertTitle>
          <AlertDescription>Opening your resume in the editor...</AlertDescription>
        </Alert>
      );
  }
}
