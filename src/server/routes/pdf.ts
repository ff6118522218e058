import { Hono } from "hono";
import { z } from "zod";
import { resumeContentSchema } from "../../shared/resume";
import type { AppEnv } from "../app-env";
import type { DatabaseHandle } from "../db/database";
import { methodNotAllowed } from "../middleware/errors";
import { requireUser } from "../middleware/require-user";
import { jsonBody } from "../middleware/validate";
import { pdfContentDisposition } from "../pdf/pdf-filename";
import type { PdfRenderer } from "../pdf/pdf-renderer";
import { exportPdf } from "../services/pdf/export-pdf";

// The resume travels in the request, saved or not: the editor exports what it shows.
const pdfBody = z.object({ resume: resumeContentSchema });

/**
 * POST /api/pdf: the resume as an A4 PDF. 422 for a resume longer than a PDF may be, 429 (with
 * Retry-After) when the user already has exports in progress or used up their render time, 503
 * when the server has no Chromium (the editor then prints through the browser) or its render queue
 * is full (with Retry-After), 504 on a render that runs out of time. A request whose client goes
 * away while it waits in the queue is dropped.
 */
export function pdfRoutes(renderer: PdfRenderer, database: DatabaseHandle) {
  return new Hono<AppEnv>()
    .use(requireUser)
    .post("/", jsonBody(pdfBody), async (c) => {
      const { resume } = c.req.valid("json");
      const { pdf, pageCount } = await exportPdf(database.db, renderer, { userId: c.get("user")!.id, resume, signal: c.req.raw.signal });
      c.header("Content-Type", "application/pdf");
      c.header("Content-Disposition", pdfContentDisposition(resume.title));
      c.header("X-Page-Count", String(pageCount));
      c.header("Cache-Control", "no-store");
      return c.body(new Uint8Array(pdf), 200);
    })
    .all("/", methodNotAllowed);
}
