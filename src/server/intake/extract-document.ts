import { AI_LIMITS } from "#shared/ai";
import { AppError } from "../errors";
import { decodeText } from "./decode-text";
import { detectFormat } from "./detect-format";
import type { DocumentFormat, ExtractedDocument } from "./document";
import { extractDoc } from "./extract-doc";
import { extractDocx } from "./extract-docx";
import { extractPdf } from "./extract-pdf";
import { documentWithoutMojibake } from "./mojibake";
import { documentOf, plainLines } from "./plain-lines";
import { documentWithinReadLimit, textWithinReadLimit } from "./read-limit";

/**
 * Reads an uploaded resume, judging its type by its content, never its name, and refusing types
 * the caller does not accept. Everything happens in memory. Throws AppError: PAYLOAD_TOO_LARGE over
 * the upload limit, UNSUPPORTED_MEDIA_TYPE for another kind of file, VALIDATION_FAILED with the
 * reason for a file that cannot be read or holds no text. A scanned PDF comes back with no lines
 * and `scan` set, for OCR to read (ocr/read-scan-page.ts). Only the first MAX_READ_CHARACTERS of the
 * text are kept (read-limit.ts); the document says what was left out.
 */
export async function extractDocument(bytes: Uint8Array, options: { accept: readonly DocumentFormat[] }): Promise<ExtractedDocument> {
  if (bytes.length > AI_LIMITS.uploadBytes) throw new AppError("PAYLOAD_TOO_LARGE", "Maximum file size is 5MB.");
  const format = detectFormat(bytes);
  if (format === null || !options.accept.includes(format)) throw unsupported(options.accept);
  const document = documentWithoutMojibake(await read(format, bytes, options.accept));
  if (!document.scan && document.lines.every((line) => line.text === "")) {
    throw new AppError("VALIDATION_FAILED", "This document is empty: there is no text to read.");
  }
  return documentWithinReadLimit(document);
}

async function read(format: DocumentFormat, bytes: Uint8Array, accept: readonly DocumentFormat[]): Promise<ExtractedDocument> {
  switch (format) {
    case "pdf":
      return extractPdf(bytes);
    case "docx":
      return extractDocx(bytes);
    case "doc":
      return extractDoc(bytes);
    case "txt": {
      const text = decodeText(bytes);
      if (text === null) throw unsupported(accept);
      // Cut before it is split into lines: a 5 MB file of line breaks would be millions of them.
      const { text: kept, unread } = textWithinReadLimit(text);
      return { ...documentOf("txt", plainLines(kept)), ...(unread ? { unread } : {}) };
    }
  }
}

function unsupported(accept: readonly DocumentFormat[]): AppError {
  const message = accept.includes("doc") ? "Please upload a PDF, DOC, DOCX, or TXT file." : "Please upload a PDF, DOCX, or TXT file.";
  return new AppError("UNSUPPORTED_MEDIA_TYPE", message);
}
