import { useRef, useState } from "react";
import type { LetterDocumentInput, LetterKind } from "#shared/applications";
import { toast } from "#web/lib/toast";
import { toastToolFailure, type ToastText } from "#web/lib/ai-tool-failure";
import { useChosenResume } from "#web/lib/api/resumes";
import { emptyJobDetails, hasRequiredJobDetails, MISSING_INFORMATION, type JobDetails } from "./job-details";
import { initialResumeSource, needsStoredResume, resumeForLetter, senderOf } from "./resume-source";
import { todayIsoDate, useGeneration } from "./use-generation";

/** What a letter is written from: the job's required details and the chosen resume, as the AI functions take them. */
export interface LetterFacts {
  jobTitle: string;
  companyName: string;
  jobDescription: string;
  resume: ReturnType<typeof resumeForLetter>;
}

export interface LetterDraftTexts {
  /** The toast once the letter is written. */
  generated: string;
  generationFailed: ToastText;
  /** Save pressed with no letter, title or company. */
  cannotSave: ToastText;
}

const RESUME_LOADING: ToastText = { title: "Your resume is still loading", description: "Generate again once it has loaded." };
const RESUME_NOT_LOADED: ToastText = {
  title: "Your resume could not be loaded",
  description: "Press Try again under the resume you chose, then generate again.",
};

/**
 * The letter being written on the cover letter and job application screens: the resume source, the
 * job, the text in the editor, its generation and its printable form. How a letter is saved differs
 * between them (a saved letter, an application in the tracker), so each screen saves its own way.
 */
export function useLetterDraft(kind: LetterKind, texts: LetterDraftTexts) {
  const [source, setSource] = useState(initialResumeSource);
  // The picker lists summaries: the stored resume picked is fetched whole to write from.
  const stored = useChosenResume(source.kind === "database" ? source.storedId : null);
  const resume = resumeForLetter(source, stored.data);
  const [job, setJob] = useState<JobDetails>(emptyJobDetails);
  const [content, setContent] = useState("");
  const generation = useGeneration();
  const editor = useRef<HTMLTextAreaElement>(null);

  /** Writes the letter with `write` into the editor, unless a required detail of the job is missing. */
  const generate = (write: (facts: LetterFacts, signal: AbortSignal) => Promise<string>, onWritten?: () => void) => {
    if (!hasRequiredJobDetails(job)) {
      toast.error(MISSING_INFORMATION.title, { description: MISSING_INFORMATION.description });
      return;
    }
    // Never written from the advert alone while the resume the user picked is not there yet.
    if (needsStoredResume(source) && !resume) {
      const text = stored.isError ? RESUME_NOT_LOADED : RESUME_LOADING;
      toast.error(text.title, { description: text.description });
      return;
    }
    const facts = { jobTitle: job.jobTitle, companyName: job.companyName, jobDescription: job.jobDescription, resume };
    void generation.generate(
      async (signal) => {
        setContent(await write(facts, signal));
        onWritten?.();
        toast.success(texts.generated);
        editor.current?.scrollIntoView({ behavior: "smooth", block: "nearest" });
      },
      (error) => toastToolFailure(error, texts.generationFailed),
    );
  };

  /** Whether there is a letter to save, for a job with a title and a company; says so when not. */
  const canSave = (): boolean => {
    if (content.trim() !== "" && job.jobTitle.trim() !== "" && job.companyName.trim() !== "") return true;
    toast.error(texts.cannotSave.title, { description: texts.cannotSave.description });
    return false;
  };

  const printable: LetterDocumentInput | null =
    content.trim() && job.jobTitle.trim() && job.companyName.trim()
      ? { kind, sender: senderOf(resume), date: todayIsoDate(), job_title: job.jobTitle, company_name: job.companyName, content }
      : null;

  /** Generate is offered once the job's required details are in and the resume picked (if any) has arrived. */
  const canGenerate = hasRequiredJobDetails(job) && !generation.isGenerating && !(needsStoredResume(source) && !resume);

  return { source, setSource, job, setJob, content, setContent, generation, editor, generate, canGenerate, canSave, printable };
}
