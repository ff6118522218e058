/**
 * Decodes a plain-text upload, or returns null when the bytes are not text. UTF-8 first (with or
 * without its byte-order mark); UTF-16 when a byte-order mark says so (Notepad's "Unicode");
 * otherwise Windows-1252, the superset of Latin-1 that older Windows and Office tools write, so
 * 'é' and curly quotes survive either way.
 */
export function decodeText(bytes: Uint8Array): string | null {
  const text = decodeByMark(bytes) ?? decodeUtf8(bytes) ?? decodeWindows1252(bytes);
  return looksLikeText(text) ? text : null;
}

// Windows-1252's characters at 0x80-0x9f (Latin-1 has control codes there); the five unassigned
// bytes stay controls. Node's TextDecoder("windows-1252") decodes as Latin-1, hence the table.
const WINDOWS_1252_HIGH = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";

function decodeWindows1252(bytes: Uint8Array): string {
  return new TextDecoder("latin1").decode(bytes).replace(/[\u0080-\u009f]/g, (char) => WINDOWS_1252_HIGH[char.charCodeAt(0) - 0x80]!);
}

function decodeByMark(bytes: Uint8Array): string | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return decodeUtf8(bytes.subarray(3));
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes.subarray(2));
  return null;
}

function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
}

// Text has tabs, line ends and form feeds but hardly any other control character; binary data
// (an image, a compressed stream) has them at about one byte in eight.
const MAX_CONTROL_SHARE = 0.01;
const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0c, 0x0d]);
const REPLACEMENT_CHARACTER = 0xfffd;

const isControl = (code: number) => (code < 0x20 && !TEXT_CONTROLS.has(code)) || code === 0x7f || code === REPLACEMENT_CHARACTER;

function looksLikeText(text: string): boolean {
  let controls = 0;
  for (let i = 0; i < text.length; i++) if (isControl(text.charCodeAt(i))) controls++;
  return controls <= text.length * MAX_CONTROL_SHARE;
}
