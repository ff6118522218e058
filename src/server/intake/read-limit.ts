import { UNREAD_QUOTE_CHARACTERS, type UnreadPart } from "#shared/ai";
import type { DocumentLine, ExtractedDocument } from "./document";

/**
 * The characters of an upload the intake reads. The longest real resumes run to about 15 pages, some
 * 100,000 characters; twice that leaves room for any real one. A 5 MB text file holds 25 times as
 * much, and the parser's passes, linear as they are, take seconds a line at that count: past this,
 * the text is left out, and the user told (decision 033).
 */
export const MAX_READ_CHARACTERS = 200_000;

/** The first words of the text left out, on one line, for the user to find the place. */
function quoteOf(rest: string): string {
  const start = rest
    .slice(0, 4 * UNREAD_QUOTE_CHARACTERS)
    .replace(/\s+/g, " ")
    .trim();
  // Cut between characters, never inside one written with two code units.
  return [...start].slice(0, UNREAD_QUOTE_CHARACTERS).join("").trimEnd();
}

/** A text to its first `limit` characters, and what was left out; null when nothing was. */
export function textWithinReadLimit(text: string, limit = MAX_READ_CHARACTERS): { text: string; unread: UnreadPart | null } {
  if (text.length <= limit) return { text, unread: null };
  const from = quoteOf(text.slice(limit));
  // Blank space past the limit is no loss: nothing is said about it.
  return { text: text.slice(0, limit), unread: from === "" ? null : { unit: "characters", read: limit, from } };
}

/**
 * A document to the lines of its first `limit` characters (newlines between lines count), the line
 * that passes the limit cut there; what was left out is said in `unread`.
 */
export function documentWithinReadLimit(document: ExtractedDocument, limit = MAX_READ_CHARACTERS): ExtractedDocument {
  if (document.text.length <= limit) return document;
  const lines: DocumentLine[] = [];
  let used = 0;
  for (const line of document.lines) {
    const room = limit - used - (lines.length > 0 ? 1 : 0);
    if (line.text.length > room) {
      if (room > 0) lines.push({ ...line, text: line.text.slice(0, room) });
      break;
    }
    lines.push(line);
    used += line.text.length + (lines.length > 1 ? 1 : 0);
  }
  const text = lines.map((line) => line.text).join("\n");
  const from = quoteOf(document.text.slice(text.length));
  return from === "" ? { ...document, lines, text } : { ...document, lines, text, unread: { unit: "characters", read: text.length, from } };
}
