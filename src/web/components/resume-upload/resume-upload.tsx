import { FileText, RefreshCw, Upload } from "lucide-react";
import { useEffect, useId, useRef, useState, type ChangeEvent, type DragEvent } from "react";
import type { ResumeSections } from "../../../shared/ai";
import { ApiError } from "../../lib/api-client";
import { parseResumeUpload } from "../../lib/api/ai-functions";
import { cn } from "../../lib/cn";
import type { UnplacedLine } from "../../lib/import-review";
import { pleaseWaitMessage, recordHeavyRequest, secondsUntilNextHeavyRequest } from "../../lib/heavy-request-throttle";
import { INVALID_RESUME_TYPE, RESUME_FILE_ACCEPT, RESUME_TOO_LARGE, findResumeFileProblem } from "../../lib/resume-file-check";
import { useElapsedSeconds } from "../../lib/use-elapsed-seconds";
import { Button } from "../ui/button";
import { toast } from "../ui/toaster";

/** Seed 001 section 8, "Upload widget". */
const UPLOAD_FAILED = { title: "Upload failed", description: "Failed to process resume. Please try again." };
const NOT_PARSED = "Failed to parse resume";
/** Seed 001 section 9: the default wait before a retry when the server names none. */
const DEFAULT_RETRY_SECONDS = 10;

interface Failure {
  title: string;
  description: string;
  /** Whether trying the same file again may succeed, and after how many seconds. */
  retryAfter: number | null;
}

/**
 * The server's refusals are specific (a password-protected or scanned PDF, a wait, credits): their
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

const sizeInKb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export interface ResumeUploadProps {
  /** Receives the parsed resume and the lines the parser could not place, after a successful upload. */
  onExtracted: (resumeData: ResumeSections, unplaced: UnplacedLine[]) => void;
  className?: string;
}

/**
 * Seed 001 "Resume upload widget": a dashed drop area (click, keyboard or drag and drop), the chosen
 * file's name and size, and 'Upload & Extract', which sends the file to parse-resume-upload. Local
 * checks (type by name and first bytes, 5 MB) and the 10 s throttle refuse early with the seed's
 * toasts; a failed upload that may pass offers a manual retry, which the throttle lets through.
 */
export function ResumeUpload({ onExtracted, className }: ResumeUploadProps) {
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const running = useRef<AbortController | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [isDragging, setIsDragging] = useState(false);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [retry, setRetry] = useState<{ failedAt: number; after: number; reason: string } | null>(null);
  const elapsed = useElapsedSeconds(startedAt);
  const sinceFailure = useElapsedSeconds(retry?.failedAt ?? null);
  const isProcessing = startedAt !== null;
  const retryIn = retry ? Math.max(0, retry.after - sinceFailure) : 0;

  // A page left mid-upload drops the request; nobody is there to read its answer.
  useEffect(() => () => running.current?.abort(), []);

  const choose = async (chosen: File | undefined) => {
    if (!chosen || isProcessing) return;
    const problem = await findResumeFileProblem(chosen);
    if (problem) {
      toast.error(problem.title, { description: problem.description });
      return;
    }
    setFile(chosen);
    setRetry(null);
  };

  const onInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Cleared so choosing the same file again still fires a change.
    event.target.value = "";
    void choose(chosen);
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setIsDragging(false);
    void choose(event.dataTransfer.files[0]);
  };

  const extract = async (uploaded: File) => {
    const controller = new AbortController();
    running.current = controller;
    recordHeavyRequest();
    setRetry(null);
    setStartedAt(Date.now());
    const fail = (failure: Failure) => {
      toast.error(failure.title, { description: failure.description });
      if (failure.retryAfter !== null) setRetry({ failedAt: Date.now(), after: failure.retryAfter, reason: failure.description });
    };
    try {
      const answer = await parseResumeUpload(uploaded, controller.signal);
      if (!answer.success) return fail({ title: UPLOAD_FAILED.title, description: NOT_PARSED, retryAfter: 0 });
      setFile(null);
      toast.success("Resume uploaded successfully", { description: "Your resume has been parsed and extracted" });
      onExtracted(answer.resumeData, answer.unplaced);
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
      <button
        type="button"
        disabled={isProcessing}
        aria-labelledby={`${hintId}-title`}
        aria-describedby={hintId}
        onClick={() => input.current?.click()}
        onDragOver={(event) => {
          event.preventDefault();
          setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={onDrop}
        className={cn(
          "flex w-full flex-col items-center gap-2 rounded-xl border-2 border-dashed px-6 py-8 text-center transition-colors",
          "focus-visible:border-blue-500 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none",
          "disabled:cursor-not-allowed disabled:opacity-60",
          isDragging ? "border-blue-500 bg-blue-50" : "border-slate-300 bg-slate-50 hover:border-blue-400 hover:bg-blue-50/50",
        )}
      >
        <Upload className="size-8 text-slate-400" aria-hidden="true" />
        <span id={`${hintId}-title`} className="text-sm font-medium text-slate-900">
          Click to upload resume
        </span>
        <span id={hintId} className="text-xs text-slate-500">
          PDF, DOCX, or TXT (max 5MB)
        </span>
      </button>
      <input
        ref={input}
        type="file"
        accept={RESUME_FILE_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-label="Resume file to upload"
        disabled={isProcessing}
        onChange={onInputChange}
      />

      {file && (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white p-3">
          <FileText className="size-8 shrink-0 text-blue-600" aria-hidden="true" />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium text-slate-900">{file.name}</p>
            <p className="text-xs text-slate-500">{sizeInKb(file.size)}</p>
          </div>
          <Button type="button" onClick={uploadChosen} disabled={isProcessing} className="max-sm:w-full">
            {isProcessing ? <RefreshCw className="animate-spin" aria-hidden="true" /> : <Upload aria-hidden="true" />}
            {isProcessing ? "Processing..." : "Upload & Extract"}
          </Button>
        </div>
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
