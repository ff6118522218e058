import { AI_LIMITS } from "#shared/ai";
import { detectImageFormat } from "#shared/image-format";

export interface ResumeFileProblem {
  title: string;
  description: string;
}

/** Seed 001 section 5: the upload widget's refusals, before anything is sent. */
export const INVALID_RESUME_TYPE: ResumeFileProblem = { title: "Invalid file type", description: "Please upload a PDF, DOCX, or TXT file" };
export const RESUME_TOO_LARGE: ResumeFileProblem = { title: "File too large", description: "Maximum file size is 5MB" };
/** The dashboard's 'Import resume' also takes a LinkedIn data export (decision 039) and a photo read by OCR (decision 040): beyond the seed, its own text. */
export const INVALID_IMPORT_TYPE: ResumeFileProblem = {
  title: "Invalid file type",
  description: "Please upload a PDF, DOCX, TXT, JPG or PNG file, or your LinkedIn data export (ZIP)",
};

export interface ResumeFileOptions {
  /** Seed 001 section 9: the revamp wizard also takes the older Word format (.doc). */
  acceptDoc?: boolean;
  /** The dashboard's 'Import resume' also takes LinkedIn's 'Get a copy of your data' archive (.zip). */
  acceptZip?: boolean;
  /** The dashboard's 'Import resume' also takes a photo of a resume (.jpg, .jpeg, .png), read by OCR. */
  acceptPhoto?: boolean;
}

const ACCEPT = ".pdf,.docx,.txt,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/plain";

/** What the file picker offers; the checks below decide. */
export const resumeFileAccept = ({ acceptDoc = false, acceptZip = false, acceptPhoto = false }: ResumeFileOptions = {}): string =>
  [
    ACCEPT,
    ...(acceptDoc ? [".doc,application/msword"] : []),
    ...(acceptZip ? [".zip,application/zip"] : []),
    ...(acceptPhoto ? [".jpg,.jpeg,.png,image/jpeg,image/png"] : []),
  ].join(",");

/** Enough of the file's start to tell a PDF, a ZIP or a Word 97 file by its signature and text from binary. */
const SNIFF_BYTES = 4096;

const startsWith = (bytes: Uint8Array, signature: number[]): boolean =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

// "%PDF-", the ZIP local header "PK\x03\x04" that every DOCX starts with, and the OLE compound
// file header of Word 97-2003 documents.
const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d];
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];
const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** Plain text has no NUL bytes (UTF-8 and Latin-1 alike); PDFs, ZIPs, images and Word 97 files do, or carry a signature. */
const looksLikeText = (bytes: Uint8Array): boolean =>
  !bytes.includes(0) && !startsWith(bytes, PDF_SIGNATURE) && !startsWith(bytes, ZIP_SIGNATURE);

const contentMatches: Record<string, (bytes: Uint8Array) => boolean> = {
  pdf: (bytes) => startsWith(bytes, PDF_SIGNATURE),
  docx: (bytes) => startsWith(bytes, ZIP_SIGNATURE),
  txt: looksLikeText,
};
const docMatches = (bytes: Uint8Array) => startsWith(bytes, OLE_SIGNATURE);
const photoMatches = (bytes: Uint8Array) => ["jpeg", "png"].includes(detectImageFormat(bytes) ?? "");

/** Why a file may not be sent: not a kind the screen takes, or over 5 MB. */
export type ResumeFileFault = "type" | "size";

/** The extra kinds each option lets through, told by the same signatures. */
const optionalMatches = (extension: string, { acceptDoc = false, acceptZip = false, acceptPhoto = false }: ResumeFileOptions) => {
  if (extension === "doc" && acceptDoc) return docMatches;
  if (extension === "zip" && acceptZip) return contentMatches.docx;
  if (["jpg", "jpeg", "png"].includes(extension) && acceptPhoto) return photoMatches;
  return undefined;
};

/**
 * Mirrors the server's upload rules so a bad pick fails at once: the name must end in .pdf, .docx
 * or .txt (or .doc, .zip, .jpg, .jpeg, .png when accepted) and the first bytes must be that kind of file (a renamed
 * image is refused), then at most 5 MB. The server still decides by content. Each screen words the
 * fault with its own texts.
 */
export async function findResumeFileFault(file: File, options: ResumeFileOptions = {}): Promise<ResumeFileFault | null> {
  const extension = /\.([a-z]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? "";
  const matches = optionalMatches(extension, options) ?? contentMatches[extension];
  if (!matches) return "type";
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  if (!matches(head)) return "type";
  if (file.size > AI_LIMITS.uploadBytes) return "size";
  return null;
}

/** The upload widget's check, in the seed's toast texts (Import resume's own for the type, as it takes a ZIP and photos too). */
export async function findResumeFileProblem(
  file: File,
  { forImport = false }: { forImport?: boolean } = {},
): Promise<ResumeFileProblem | null> {
  const fault = await findResumeFileFault(file, { acceptZip: forImport, acceptPhoto: forImport });
  if (fault === "type") return forImport ? INVALID_IMPORT_TYPE : INVALID_RESUME_TYPE;
  if (fault === "size") return RESUME_TOO_LARGE;
  return null;
}
