import { z } from "zod";
import { letterDocumentSchema } from "../applications";
import { resumeContentSchema } from "../resume";
import { binaryAnswer, defineEndpoint, jsonBody } from "./endpoint";

const EXPORT_ERRORS = ["UNAUTHORIZED", "VALIDATION_FAILED", "PDF_TOO_LONG", "RATE_LIMITED", "SERVICE_UNAVAILABLE", "PDF_TIMEOUT"] as const;

export const pdfApi = {
  /**
   * The resume as an A4 PDF; it travels in the request, saved or not, so the editor exports what it
   * shows. PDF_TOO_LONG for more text than the page limit holds; RATE_LIMITED (with retryAfter)
   * while the user has exports in progress or used up their render time; SERVICE_UNAVAILABLE
   * without Chromium, or with retryAfter when the queue is full; PDF_TIMEOUT for a render that runs
   * out of time. The answer's X-Page-Count header gives the page count.
   */
  export: defineEndpoint({
    method: "POST",
    path: "/api/pdf",
    body: jsonBody(z.object({ resume: resumeContentSchema })),
    answer: binaryAnswer("application/pdf"),
    status: 200,
    errors: EXPORT_ERRORS,
  }),
  /**
   * A cover or application letter as an A4 PDF, laid out by the same print entry and renderer as a
   * resume and counted against the same per-user render time; the same refusals, PDF_TOO_LONG past
   * the page limit. Named 'Ada Lovelace - Cover Letter - Acme Corp.pdf' (Content-Disposition).
   */
  letter: defineEndpoint({
    method: "POST",
    path: "/api/pdf/letter",
    body: jsonBody(z.object({ letter: letterDocumentSchema })),
    answer: binaryAnswer("application/pdf"),
    status: 200,
    errors: EXPORT_ERRORS,
  }),
};
