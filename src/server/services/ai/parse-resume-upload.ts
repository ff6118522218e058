import { AI_LIMITS } from "../../../shared/ai";
import type { BuiltinPool } from "../../ai/builtin-pool";
import { AppError } from "../../errors";
import type { DocumentFormat } from "../../intake/document";
import { callAiFunction, type AiFunctionDeps } from "./call-ai-function";

// The upload widget offers PDF, DOCX and TXT; the revamp wizard also takes the older Word format.
const UPLOAD_FORMATS: readonly DocumentFormat[] = ["pdf", "docx", "doc", "txt"];

export const UPLOAD_TOO_LARGE = "Maximum file size is 5MB.";

export interface UploadDeps extends AiFunctionDeps {
  /** Reads the file in a worker thread, off the event loop. */
  builtin: Pick<BuiltinPool, "extract">;
}

/**
 * Reads an uploaded resume and has the providers map it to resume sections. The file is read in
 * memory and never stored; one that cannot be read is refused before the throttle counts it.
 */
export async function parseResumeUpload(deps: UploadDeps, upload: { userId: string; file: File; now: Date; signal?: AbortSignal }) {
  if (upload.file.size > AI_LIMITS.uploadBytes) throw new AppError("PAYLOAD_TOO_LARGE", UPLOAD_TOO_LARGE);
  const document = await deps.builtin.extract(new Uint8Array(await upload.file.arrayBuffer()), UPLOAD_FORMATS, {
    owner: upload.userId,
    signal: upload.signal,
  });
  return callAiFunction(deps, {
    userId: upload.userId,
    name: "parse-resume-upload",
    request: { file: upload.file },
    input: { document },
    now: upload.now,
    signal: upload.signal,
  });
}
