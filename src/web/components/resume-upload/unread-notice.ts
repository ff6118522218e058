import type { AiAnswer, UnreadPart } from "#shared/ai";
import { toast } from "../../lib/toast";

export const UNREAD_TITLE = "Only part of your file was read";

/** What of an uploaded file was left out, and what to do about it. */
export function unreadNotice(unread: UnreadPart): string {
  const check = "Check the imported resume and add anything missing from them yourself.";
  if (unread.unit === "pages") {
    return `Only its first ${unread.read} of ${unread.total} pages were read: pages ${unread.read + 1} to ${unread.total} were left out. ${check}`;
  }
  return `This file is longer than any resume: only its first ${unread.read.toLocaleString("en-US")} characters were read. The rest, from “${unread.from}…”, was left out. ${check.replace("them", "it")}`;
}

/**
 * Tells what of an uploaded file the server did not read, until the user closes it: the usual
 * 3-second toast could be gone before it is read, and the editor the import opens does not say it.
 */
export function announceUnread(unread: UnreadPart | undefined): void {
  if (unread) toast.info(UNREAD_TITLE, { description: unreadNotice(unread), duration: Number.POSITIVE_INFINITY });
}

export const OCR_TITLE = "Read by OCR: please check";

/** A scan's or a photo's text was read by OCR, which misreads some characters: the user checks what was read. */
export const ocrNotice = ({ pages }: NonNullable<AiAnswer<"parse-resume-upload">["ocr"]>): string =>
  `This file is a scan: its text was read by OCR (${pages} page${pages === 1 ? "" : "s"}). Check what was read before you use it.`;

/** Tells that the file was read by OCR, until the user closes it, as announceUnread does. */
export function announceOcr(ocr: AiAnswer<"parse-resume-upload">["ocr"]): void {
  if (ocr) toast.info(OCR_TITLE, { description: ocrNotice(ocr), duration: Number.POSITIVE_INFINITY });
}
