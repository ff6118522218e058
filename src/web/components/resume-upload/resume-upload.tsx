import { RefreshCw, Upload } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { ResumeSections } from "#shared/ai";
import { ApiError } from "../../lib/api-client";
import { runAiFunction } from "../../lib/api/ai-functions";
import { cn } from "../../lib/cn";
import type { ImportReview } from "../../lib/import-review";
import {
  DEFAULT_RETRY_SECONDS,
  pleaseWaitMessage,
  recordHeavyRequest,
  secondsUntilNextHeavyRequest,
} from "../../lib/heavy-request-throttle";
import { INVALID_RESUME_TYPE, RESUME_TOO_LARGE, findResumeFileProblem, resumeFileAccept } from "../../lib/resume-file-check";
import { useElapsedSeconds, useSecondsLeft, type Wait } from "../../lib/use-elapsed-seconds";
import { Button } from "../ui/button";
import { toast } from "../../lib/toast";
import { ChosenFile, FileDropArea } from "./file-drop-area";
import { announceOcr, announceUnread } from "./unread-notice";

/** Seed 001 section 8, "Upload widget". */
const UPLOAD_FAILED = { title: "Upload failed", description: "Failed to process resume. Please try again." };
const NOT_PARSED = "Failed to parse resume";

interface Failure {
  title: string;
  description: string;
  /** Whether trying the same file again may succeed, and after how many seconds. */
  retryAfter: number | null;
}

/**
 * The server's refusals are specific (a password-protected PDF, a scan OCR could not read, a wait, credits): their
 * message is shown. Nothing to retry when the file itself is refused; a wait or a fault may pass.
 */
function describeFailure(error: unknown): Failure {
  if (!(error instanceof ApiError)) return { ...UPLOAD_FAILED, retryAfter: 0 };
  switch (error.status) {
    case 413:
      return { title: RESUME_TOO_LARGE.title, description: error.message, retryAfter: null };
    case 415:
      return { title: INVALID_RESUME_TYPE.title, description: error.message, retryAfter: null };
    case 401:
    case 402:
    case 422:
      return { title: UPLOAD_FAILED.title, description: error.message, retryAfter: null };
    case 429:
      return { title: UPLOAD_FAILED.title, description: error.message, retryAfter: error.body.retryAfter ?? DEFAULT_RETRY_SECONDS };
    default:
      return { ...UPLOAD_FAILED, retryAfter: 0 };
  }
}

export interface ResumeUploadProps {
  /** Receives the parsed resume and what to review of it (lines not placed, fields the reader was unsure of), after a successful upload. */
  onExtracted: (resumeData: ResumeSections, review: ImportReview) => void;
  /** The dashboard's 'Import resume': a LinkedIn data export (ZIP) is taken too, with its own texts (decision 039). */
  forImport?: boolean;
  className?: string;
}

/**
 * Seed 001 "Resume upload widget": a dashed drop area (click, keyboard or drag and drop), the chosen
 * file's name and size, and 'Upload & Extract', which sends the file to parse-resume-upload. Local
 * checks (type by name and first bytes, 5 MB) and the 10 s throttle refuse early with the seed's
 * toasts; a failed upload that may pass offers a manual retry, which the throttle lets through.
 */
export function ResumeUpload({ onExtracted, forImport = false, className }: ResumeUploadProps) {
  const running = useRef<AbortController | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [retry, setRetry] = useState<(Wait & { reason: string }) | null>(null);
  const elapsed = useElapsedSeconds(startedAt);
  const retryIn = useSecondsLeft(retry);
  const isProcessing = startedAt !== null;

  // A page left mid-upload drops the request; nobody is there to read its answer.
  useEffect(() => () => running.current?.abort(), []);

  const choose = async (chosen: File) => {
    if (isProcessing) return;
    const problem = await findResumeFileProblem(chosen, { forImport });
    if (problem) {
      toast.error(problem.title, { description: problem.description });
      return;
    }
    setFile(chosen);
    setRetry(null);
  };

  const extract = async (uploaded: File) => {
    const controller = new AbortController();
    running.current = controller;
    recordHeavyRequest();
    setRetry(null);
    setStartedAt(Date.now());
    const fail = (failure: Failure) => {
      toast.error(failure.title, { description: failure.description });
      if (failure.retryAfter !== null) setRetry({ startedAt: Date.now(), seconds: failure.retryAfter, reason: failure.description });
    };
    try {
      const answer = await runAiFunction(
        "parse-resume-upload",
        forImport ? { file: uploaded, purpose: "import" } : { file: uploaded },
        controller.signal,
      );
      if (!answer.success) return fail({ title: UPLOAD_FAILED.title, description: NOT_PARSED, retryAfter: 0 });
      setFile(null);
      toast.success("Resume uploaded successfully", { description: "Your resume has been parsed and extracted" });
      announceUnread(answer.unread);
      announceOcr(answer.ocr);
      onExtracted(answer.resumeData, { unplaced: answer.unplaced, unsure: answer.confidence ?? [] });
    } catch (error) {
      if (!controller.signal.aborted) fail(describeFailure(error));
    } finally {
      if (running.current === controller) {
        running.current = null;
        setStartedAt(null);
      }
    }
  };

  const uploadChosen = () => {
    if (!file) return;
    const wait = secondsUntilNextHeavyRequest();
    if (wait > 0) {
      toast.error(pleaseWaitMessage(wait));
      return;
    }
    void extract(file);
  };

  return (
    <div className={cn("space-y-3", className)}>
      <FileDropArea
        title="Click to upload resume"
        hint={forImport ? "PDF, DOCX, TXT, JPG, PNG, or LinkedIn data export ZIP (max 5MB)" : "PDF, DOCX, or TXT (max 5MB)"}
        accept={resumeFileAccept({ acceptZip: forImport, acceptPhoto: forImport })}
        inputLabel="Resume file to upload"
        disabled={isProcessing}
        onFile={(chosen) => void choose(chosen)}
      />

      {file && (
        <ChosenFile file={file}>
          <Button type="button" onClick={uploadChosen} disabled={isProcessing} className="max-sm:w-full">
            {isProcessing ? <RefreshCw className="animate-spin" aria-hidden="true" /> : <Upload aria-hidden="true" />}
            {isProcessing ? "Processing..." : "Upload & Extract"}
          </Button>
        </ChosenFile>
      )}

      <div role="status" aria-live="polite" className="text-sm text-slate-600 empty:hidden">
        {isProcessing && `Reading your resume... ${elapsed} s`}
      </div>
      {retry && file && !isProcessing && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2">
          <p className="text-sm text-red-800">{retry.reason}</p>
          <Button type="button" variant="outline" size="sm" disabled={retryIn > 0} onClick={() => void extract(file)}>
            <RefreshCw aria-hidden="true" />
            {retryIn > 0 ? `Retry in ${retryIn}s` : "Retry"}
          </Button>
        </div>
      )}
    </div>
  );
}
