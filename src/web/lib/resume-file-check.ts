import { AI_LIMITS } from "../../shared/ai";

export interface ResumeFileProblem {
  title: string;
  description: string;
}

/** Seed 001 section 5: the upload widget's refusals, before anything is sent. */
export const INVALID_RESUME_TYPE: ResumeFileProblem = { title: "Invalid file type", description: "Please upload a PDF, DOCX, or TXT file" };
export const RESUME_TOO_LARGE: ResumeFileProblem = { title: "File too large", description: "Maximum file size is 5MB" };

/** What the file picker offers; the checks below decide. */
export const RESUME_FILE_ACCEPT =
  ".pdf,.docx,.txt,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/plain";

/** Enough of the file's start to tell a PDF or a ZIP by its signature and text from binary. */
const SNIFF_BYTES = 4096;

const startsWith = (bytes: Uint8Array, signature: number[]): boolean =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

// "%PDF-" and the ZIP local header "PK\x03\x04" that every DOCX starts with.
const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d];
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

/** Plain text has no NUL bytes (UTF-8 and Latin-1 alike); PDFs, ZIPs, images and Word 97 files do, or carry a signature. */
const looksLikeText = (bytes: Uint8Array): boolean =>
  !bytes.includes(0) && !startsWith(bytes, PDF_SIGNATURE) && !startsWith(bytes, ZIP_SIGNATURE);

const contentMatches: Record<string, (bytes: Uint8Array) => boolean> = {
  pdf: (bytes) => startsWith(bytes, PDF_SIGNATURE),
  docx: (bytes) => startsWith(bytes, ZIP_SIGNATURE),
  txt: looksLikeText,
};

/**
 * Mirrors the server's upload rules so a bad pick fails at once with the seed's texts: the name
 * must end in .pdf, .docx or .txt and the first bytes must be that kind of file (a renamed image
 * is refused), then at most 5 MB. The server still decides by content.
 */
export async function findResumeFileProblem(file: File): Promise<ResumeFileProblem | null> {
  const extension = /\.([a-z]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? "";
  const matches = contentMatches[extension];
  if (!matches) return INVALID_RESUME_TYPE;
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  if (!matches(head)) return INVALID_RESUME_TYPE;
  if (file.size > AI_LIMITS.uploadBytes) return RESUME_TOO_LARGE;
  return null;
}
