import WordExtractor from "word-extractor";
import { AppError } from "../errors";
import type { ExtractedDocument } from "./document";
import { documentOf, plainLines } from "./plain-lines";

/**
 * The text of a Word 97-2003 document: its page header first (where many resumes put the name
 * and contacts), then the body. Only the text is read; the format keeps no positions.
 */
export async function extractDoc(bytes: Uint8Array): Promise<ExtractedDocument> {
  try {
    const doc = await new WordExtractor().extract(Buffer.from(bytes));
    return documentOf("doc", plainLines([doc.getHeaders({ includeFooters: false }), doc.getBody()].join("\n")));
  } catch {
    throw new AppError(
      "VALIDATION_FAILED",
      "This Word 97-2003 document is damaged and cannot be read. Save it as DOCX or PDF and upload it again.",
    );
  }
}
