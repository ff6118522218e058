import { RefreshCw, Upload } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { ResumeSections } from "#shared/ai";
import { ChosenFile, FileDropArea } from "#web/components/resume-upload/file-drop-area";
import { announceOcr, announceUnread } from "#web/components/resume-upload/unread-notice";
import { Button } from "#web/components/ui/button";
import { runAiFunction } from "#web/lib/api/ai-functions";
import { pleaseWaitMessage, recordHeavyRequest, secondsUntilNextHeavyRequest } from "#web/lib/heavy-request-throttle";
import type { UnplacedLine } from "#web/lib/import-review";
import { findResumeFileFault, resumeFileAccept } from "#web/lib/resume-file-check";
import { useElapsedSeconds, useSecondsLeft, type Wait } from "#web/lib/use-elapsed-seconds";
import { REVAMP_MESSAGES, describeWizardFailure, type WizardFailure } from "../lib/revamp-failure";
import { WizardError } from "./wizard-error";

export interface ExtractedCv {
  fileName: string;
  resume: ResumeSections;
  /** Lines the parser could not place, offered for review when the revamped CV is opened in the editor. */
  unplaced: UnplacedLine[];
}

type UploadError = { message: string; retry: Wait | null };

/**
 * Seed 001's upload step: a .pdf, .doc, .docx or .txt file under 5 MB, read by parse-resume-upload.
 * Refusals and failures stay on the step in a red box; a rate limit counts down to a Retry that
 * the 10 s throttle lets through.
 */
export function UploadStep({ onExtracted }: { onExtracted: (extracted: ExtractedCv) => void }) {
  const running = useRef<AbortController | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [error, setError] = useState<UploadError | null>(null);
  const elapsed = useElapsedSeconds(startedAt);
  const retryIn = useSecondsLeft(error?.retry ?? null);
  const isExtracting = startedAt !== null;

  // A page left mid-upload drops the request; nobody is there to read its answer.
  useEffect(() => () => running.current?.abort(), []);

  const fail = ({ message, retryAfter }: WizardFailure) =>
    setError({ message, retry: retryAfter === null ? null : { startedAt: Date.now(), seconds: retryAfter } });

  const choose = async (chosen: File) => {
    if (isExtracting) return;
    const fault = await findResumeFileFault(chosen, { acceptDoc: true });
    if (fault) {
      setError({ message: fault === "size" ? REVAMP_MESSAGES.tooLarge : REVAMP_MESSAGES.wrongType, retry: null });
      return;
    }
    setFile(chosen);
    setError(null);
  };

  const extract = async (uploaded: File) => {
    const controller = new AbortController();
    running.current = controller;
    recordHeavyRequest();
    setError(null);
    setStartedAt(Date.now());
    try {
      const answer = await runAiFunction("parse-resume-upload", { file: uploaded }, controller.signal);
      if (!answer.success) return fail({ message: REVAMP_MESSAGES.notExtracted, retryAfter: 0 });
      announceUnread(answer.unread);
      announceOcr(answer.ocr);
      onExtracted({ fileName: uploaded.name, resume: answer.resumeData, unplaced: answer.unplaced });
    } catch (caught) {
      if (!controller.signal.aborted) fail(describeWizardFailure(caught, REVAMP_MESSAGES.extractionFailed));
    } finally {
      if (running.current === controller) {
        running.current = null;
        setStartedAt(null);
      }
    }
  };

  const extractChosen = () => {
    if (!file) return;
    const wait = secondsUntilNextHeavyRequest();
    if (wait > 0) return fail({ message: pleaseWaitMessage(wait), retryAfter: wait });
    void extract(file);
  };

  return (
    <div className="space-y-4">
      <FileDropArea
        title="Click to choose your CV"
        hint="PDF, DOCX, TXT (max 5MB)"
        accept={resumeFileAccept({ acceptDoc: true })}
        inputLabel="CV file to revamp"
        disabled={isExtracting}
        onFile={(chosen) => void choose(chosen)}
      />
      {file && (
        <ChosenFile file={file}>
          <Button type="button" onClick={extractChosen} disabled={isExtracting} className="max-sm:w-full">
            {isExtracting ? <RefreshCw className="animate-spin" aria-hidden="true" /> : <Upload aria-hidden="true" />}
            {isExtracting ? "Extracting..." : "Upload & Extract"}
          </Button>
        </ChosenFile>
      )}
      <div role="status" aria-live="polite" className="text-sm text-slate-600 empty:hidden">
        {isExtracting && `Reading your CV... ${elapsed} s`}
      </div>
      {error && !isExtracting && (
        <WizardError message={error.message}>
          {error.retry && file && (
            <Button type="button" variant="outline" size="sm" className="mt-2" disabled={retryIn > 0} onClick={() => void extract(file)}>
              <RefreshCw aria-hidden="true" />
              {retryIn > 0 ? `Retry in ${retryIn}s` : "Retry"}
            </Button>
          )}
        </WizardError>
      )}
    </div>
  );
}
