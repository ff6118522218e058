const FALLBACK_NAME = "Resume";
const MAX_NAME_LENGTH = 120;

/**
 * The resume title as a file name: characters that file systems or the header itself reject
 * (separators, quotes, control characters) become spaces; an empty result is "Resume".
 */
export function pdfFileName(title: string): string {
  const name = title
    .replace(/[\p{Cc}\p{Cf}\\/:*?"<>|]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^\.+/, "")
    .slice(0, MAX_NAME_LENGTH)
    .trim();
  return `${name || FALLBACK_NAME}.pdf`;
}

/** The name reduced to ASCII for clients that ignore filename*: accents dropped, other letters gone. */
function asciiFallback(fileName: string): string {
  const base = fileName
    .slice(0, -".pdf".length)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]+/g, " ")
    .replace(/[%;\\"]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return `${/[A-Za-z0-9]/.test(base) ? base : FALLBACK_NAME}.pdf`;
}

// RFC 5987 attr-char: encodeURIComponent leaves a few characters that must be encoded as well.
const encodeRfc5987 = (value: string): string =>
  encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/** `attachment; filename="My Resume.pdf"`, plus `filename*=UTF-8''...` when the name is not plain ASCII. */
export function pdfContentDisposition(title: string): string {
  const fileName = pdfFileName(title);
  const ascii = asciiFallback(fileName);
  const header = `attachment; filename="${ascii}"`;
  return ascii === fileName ? header : `${header}; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}
