import type { ExtractedDocument } from "./document";

/**
 * Text that was UTF-8 but went through a Latin-1 or Windows-1252 decoder on its way into the file
 * ('Ã©' for 'é', 'â€™' for '’', 'Â®' for '®'), as pages printed from scraped HTML and Word files
 * saved with the wrong code page carry it. Each run of such characters is turned back into the
 * bytes it was read from and decoded as UTF-8; a run that is not valid UTF-8 stays as it is, so
 * real Latin-1 text ('Ãºltimo' never occurs; 'café' has no run) is untouched.
 */

// Windows-1252's characters for the bytes 0x80-0x9F, where it differs from Latin-1.
const CP1252_HIGH = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ";
const BYTE_OF = new Map<string, number>();
for (let byte = 0xa0; byte <= 0xff; byte++) BYTE_OF.set(String.fromCharCode(byte), byte);
[...CP1252_HIGH].forEach((char, index) => BYTE_OF.set(char, 0x80 + index));
// Latin-1's own controls stand for the bytes Windows-1252 leaves undefined.
for (let byte = 0x80; byte <= 0x9f; byte++) if (!BYTE_OF.has(String.fromCharCode(byte))) BYTE_OF.set(String.fromCharCode(byte), byte);

const CONTINUATION = `[\\u0080-\\u00BF${CP1252_HIGH.replace(/[\u0080-\u009f]/g, "")}]`;
// A lead byte (0xC2-0xF4 read as 'Â'..'ô') and the continuation bytes after it. A lead byte whose
// continuation was one of Windows-1252's undefined bytes lost it in printing (often to a
// zero-width space): 'ï¼' before a space is what is left of a full-width dash or colon.
const RUN = new RegExp(`[\\u00C2-\\u00F4]${CONTINUATION}+[\\u200B]?`, "g");
const decoder = new TextDecoder("utf-8", { fatal: true });
// What a character that lost a byte reads as: it cannot be known, so it is marked as lost.
const LOST = "\uFFFD";

function repairRun(run: string, offset: number, text: string): string {
  const chars = [...run.replace(/\u200B$/, "")];
  const bytes = chars.map((char) => BYTE_OF.get(char));
  if (bytes.some((byte) => byte === undefined)) return run;
  try {
    return decoder.decode(new Uint8Array(bytes as number[]));
  } catch {
    // A three- or four-byte sequence one byte short, standing alone between spaces: its last byte
    // was lost. Beside letters, or with Windows-1252's punctuation ('é’'), it is real text.
    const expected = bytes[0]! >= 0xf0 ? 4 : bytes[0]! >= 0xe0 ? 3 : 2;
    const alone = /\s|^$/.test(text.charAt(offset - 1) || "") && /\s|^$/.test(text.charAt(offset + run.length) || "");
    const latin1 = chars.slice(1).every((char) => char >= "\u00A0" && char <= "\u00BF");
    return bytes.length === expected - 1 && alone && latin1 ? LOST : run;
  }
}

/** A text with its mojibake runs decoded again. */
export const withoutMojibake = (text: string): string => text.replace(RUN, repairRun);

/** A document whose lines and text have their mojibake decoded again. */
export function documentWithoutMojibake(document: ExtractedDocument): ExtractedDocument {
  if (!RUN.test(document.text)) return document;
  RUN.lastIndex = 0;
  return {
    ...document,
    lines: document.lines.map((line) => ({ ...line, text: withoutMojibake(line.text) })),
    text: withoutMojibake(document.text),
  };
}
