import type { DocumentFormat } from "./document";

const ascii = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));
const utf16le = (text: string) => Uint8Array.from([...text].flatMap((char) => [char.charCodeAt(0), 0]));

// The PDF header may follow up to 1 KB of junk (some mail gateways prepend it); readers accept that.
const PDF_HEADER = ascii("%PDF-");
const PDF_HEADER_WINDOW = 1024;
const ZIP_HEADER = ascii("PK\x03\x04");
// A DOCX names its main part in the zip's local header and in its central directory.
const DOCX_MAIN_PART = ascii("word/document.xml");
const OLE2_HEADER = Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
// A Word 97-2003 file is a compound file with a stream of this name (directory names are UTF-16LE);
// Excel and PowerPoint files share the container but not the stream.
const WORD_STREAM = utf16le("WordDocument");

function indexOf(bytes: Uint8Array, pattern: Uint8Array, limit = bytes.length): number {
  const end = Math.min(limit, bytes.length) - pattern.length;
  outer: for (let start = 0; start <= end; start++) {
    for (let i = 0; i < pattern.length; i++) if (bytes[start + i] !== pattern[i]) continue outer;
    return start;
  }
  return -1;
}

const startsWith = (bytes: Uint8Array, pattern: Uint8Array) => indexOf(bytes, pattern, pattern.length) === 0;

/**
 * The format of a file judged by its content, never its name: 'txt' only for bytes that are not
 * one of the binary formats (whether they really are text is decided when they are decoded), null
 * for a binary file of another kind (an image, a spreadsheet, an archive).
 */
export function detectFormat(bytes: Uint8Array): DocumentFormat | null {
  if (indexOf(bytes, PDF_HEADER, PDF_HEADER_WINDOW) !== -1) return "pdf";
  if (startsWith(bytes, ZIP_HEADER)) return indexOf(bytes, DOCX_MAIN_PART) === -1 ? null : "docx";
  if (startsWith(bytes, OLE2_HEADER)) return indexOf(bytes, WORD_STREAM) === -1 ? null : "doc";
  return "txt";
}
