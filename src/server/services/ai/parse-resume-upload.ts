import { AI_LIMITS, sectionsFromDraft, type AiAnswer } from "#shared/ai";
import { newEntryId } from "#shared/ids";
import { detectImageFormat } from "#shared/image-format";
import type { BuiltinPool, EngineCall } from "../../ai/builtin-pool";
import { AppError } from "../../errors";
import { detectFormat } from "../../intake/detect-format";
import type { DocumentFormat, ExtractedDocument } from "../../intake/document";
import { isLinkedinExport, isZip, readLinkedinExport } from "../../intake/linkedin-export";
import type { OcrPage } from "../../intake/ocr/ocr-source";
import { MAX_OCR_PAGES } from "../../intake/ocr/scan-limits";
import { scanDocument } from "../../intake/ocr/scan-document";
import { linkedinResume } from "#server/ai/functions/parse-resume-upload/linkedin-resume";
import { callAiFunction, withUploadThrottle, type AiFunctionDeps } from "./call-ai-function";
import { OCR_TIME, workerBudget } from "./worker-budget";

// The upload widget offers PDF, DOCX and TXT; the revamp wizard also takes the older Word format.
export const UPLOAD_FORMATS: readonly DocumentFormat[] = ["pdf", "docx", "doc", "txt"];

export const UPLOAD_TOO_LARGE = "Maximum file size is 5MB.";

export const NOT_AN_EXPORT =
  "This ZIP file is neither a Word document nor a LinkedIn data export. Upload a PDF, DOCX or TXT resume, or the ZIP from LinkedIn's 'Get a copy of your data'.";

export interface UploadDeps extends AiFunctionDeps {
  /** Reads the file in a worker process, off the event loop; a scan's pages by OCR in a lane of their own. */
  builtin: Pick<BuiltinPool, "extract" | "ocr">;
}

/** A photo of a resume (JPEG or PNG, told by its content) is read by OCR; the dashboard's 'Import resume' alone takes it. */
const isPhoto = (bytes: Uint8Array) => ["jpeg", "png"].includes(detectImageFormat(bytes) ?? "");

/**
 * The document the providers read: the intake's reading of the file, or for a scanned PDF (first
 * MAX_OCR_PAGES pages) and an imported photo, what OCR read, a page a task, so each page has its
 * own deadline and a scan never holds the OCR worker for longer than a page while others wait.
 */
async function readUpload(
  builtin: UploadDeps["builtin"],
  bytes: Uint8Array,
  purpose: "import" | undefined,
  calls: { intake: EngineCall; ocr: EngineCall },
): Promise<ExtractedDocument> {
  if (purpose === "import" && isPhoto(bytes)) return scanDocument([await builtin.ocr({ format: "image", bytes }, calls.ocr)], 1);
  const document = await builtin.extract(bytes, UPLOAD_FORMATS, calls.intake);
  if (!document.scan) return document;
  const pages: OcrPage[] = [];
  for (let page = 1; page <= Math.min(document.scan.pages, MAX_OCR_PAGES); page++) {
    pages.push(await builtin.ocr({ format: "pdf", bytes, page }, calls.ocr));
  }
  return scanDocument(pages, document.scan.pages);
}

/**
 * Reads an uploaded resume and has the providers map it to resume sections. The file is read in
 * memory and never stored. It is read once the 10-second rule lets the upload through, on the
 * user's share of worker time: a file that cannot be read counts toward both, as it cost the same.
 * The answer says what of the file was not read (past the intake's limits), and whether OCR read
 * it (a scanned PDF, or a photo sent to 'Import resume'), on the user's share of OCR time.
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
  const ocrBudget = workerBudget(deps, { userId: upload.userId, now: upload.now, rule: OCR_TIME });
  try {
    const answer = await callAiFunction(deps, {
      userId: upload.userId,
      name: "parse-resume-upload",
      request: { file: upload.file },
      input: async (call) => {
        document = await readUpload(deps.builtin, bytes, upload.purpose, { intake: call, ocr: { ...call, budget: ocrBudget } });
        return { document };
      },
      now: upload.now,
      ...(upload.signal ? { signal: upload.signal } : {}),
    });
    // Whichever provider answered, it read only what the intake kept, as OCR read it: the user learns what was left out, and to check.
    return { ...answer, ...(document?.unread ? { unread: document.unread } : {}), ...(document?.ocr ? { ocr: document.ocr } : {}) };
  } finally {
    await ocrBudget.settle();
  }
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
