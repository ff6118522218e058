import { AI_LIMITS, sectionsFromDraft, type AiAnswer } from "#shared/ai";
import { newEntryId } from "#shared/ids";
import type { BuiltinPool } from "../../ai/builtin-pool";
import { AppError } from "../../errors";
import { detectFormat } from "../../intake/detect-format";
import type { DocumentFormat, ExtractedDocument } from "../../intake/document";
import { isLinkedinExport, isZip, readLinkedinExport } from "../../intake/linkedin-export";
import { linkedinResume } from "#server/ai/functions/parse-resume-upload/linkedin-resume";
import { callAiFunction, withUploadThrottle, type AiFunctionDeps } from "./call-ai-function";

// The upload widget offers PDF, DOCX and TXT; the revamp wizard also takes the older Word format.
export const UPLOAD_FORMATS: readonly DocumentFormat[] = ["pdf", "docx", "doc", "txt"];

export const UPLOAD_TOO_LARGE = "Maximum file size is 5MB.";

export const NOT_AN_EXPORT =
  "This ZIP file is neither a Word document nor a LinkedIn data export. Upload a PDF, DOCX or TXT resume, or the ZIP from LinkedIn's 'Get a copy of your data'.";

export interface UploadDeps extends AiFunctionDeps {
  /** Reads the file in a worker process, off the event loop. */
  builtin: Pick<BuiltinPool, "extract">;
}

/**
 * Reads an uploaded resume and has the providers map it to resume sections. The file is read in
 * memory and never stored. It is read once the 10-second rule lets the upload through, on the
 * user's share of worker time: a file that cannot be read counts toward both, as it cost the same.
 * The answer says what of the file was not read (past the intake's limits).
 */
export async function parseResumeUpload(
  deps: UploadDeps,
  upload: { userId: string; file: File; purpose?: "import" | undefined; now: Date; signal?: AbortSignal },
): Promise<AiAnswer<"parse-resume-upload">> {
  if (upload.file.size > AI_LIMITS.uploadBytes) throw new AppError("PAYLOAD_TOO_LARGE", UPLOAD_TOO_LARGE);
  const bytes = new Uint8Array(await upload.file.arrayBuffer());
  if (upload.purpose === "import" && isZip(bytes) && detectFormat(bytes) !== "docx") {
    if (!isLinkedinExport(bytes)) throw new AppError("UNSUPPORTED_MEDIA_TYPE", NOT_AN_EXPORT);
    return withUploadThrottle(deps.db, upload.userId, upload.now, () => importLinkedinExport(bytes));
  }
  let document: ExtractedDocument | undefined;
  const answer = await callAiFunction(deps, {
    userId: upload.userId,
    name: "parse-resume-upload",
    request: { file: upload.file },
    input: async (call) => {
      document = await deps.builtin.extract(bytes, UPLOAD_FORMATS, call);
      return { document };
    },
    now: upload.now,
    ...(upload.signal ? { signal: upload.signal } : {}),
  });
  // Whichever provider answered, it read only what the intake kept: the user learns what was left out.
  return document?.unread ? { ...answer, unread: document.unread } : answer;
}

/**
 * A LinkedIn data export needs no model: its files map to the sections directly, the same whatever
 * provider is configured, here on the request's thread, as it is bounded to milliseconds (2 MB of
 * CSV at most, read in one pass). The built-in engine is named as the one that answered.
 */
function importLinkedinExport(bytes: Uint8Array): AiAnswer<"parse-resume-upload"> {
  const { draft, unplaced } = linkedinResume(readLinkedinExport(bytes));
  return { success: true, resumeData: sectionsFromDraft(draft, newEntryId), unplaced, provider: "builtin" };
}
