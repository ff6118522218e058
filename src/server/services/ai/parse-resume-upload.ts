import { AI_LIMITS } from "../../../shared/ai";
import { AppError } from "../../errors";
import type { DocumentFormat } from "../../intake/document";
import { extractDocument } from "../../intake/extract-document";
import { callAiFunction, type AiFunctionDeps } from "./call-ai-function";

// The upload widget offers PDF, DOCX and TXT; the revamp wizard also takes the older Word format.
const UPLOAD_FORMATS: readonly DocumentFormat[] = ["pdf", "docx", "doc", "txt"];

export const UPLOAD_TOO_LARGE = "Maximum file size is 5MB.";

/**
 * Reads an uploaded resume and has the providers map it to resume sections. The file is read in
 * memory and never stored; one that cannot be read is refused before the throttle counts it.
 */
export async function parseResumeUpload(deps: AiFunctionDeps, upload: { userId: string; file: File; now: Date; signal?: AbortSignal }) {
  if (upload.file.size > AI_LIMITS.uploadBytes) throw new AppError("PAYLOAD_TOO_LARGE", UPLOAD_TOO_LARGE);
  const document = await extractDocument(new Uint8Array(await upload.file.arrayBuffer()), { accept: UPLOAD_FORMATS });
  return callAiFunction(deps, {
    userId: upload.userId,
    name: "parse-resume-upload",
    request: { file: upload.file },
    input: { document },
    now: upload.now,
    signal: upload.signal,
  });
}
