import { Hono } from "hono";
import { z } from "zod";
import { resumeContentSchema } from "../../shared/resume";
import type { AppEnv } from "../app-env";
import { methodNotAllowed } from "../middleware/errors";
import { requireUser } from "../middleware/require-user";
import { jsonBody } from "../middleware/validate";
import { pdfContentDisposition } from "../pdf/pdf-filename";
import type { PdfRenderer } from "../pdf/pdf-renderer";

// The resume travels in the request, saved or not: the editor exports what it shows.
const pdfBody = z.object({ resume: resumeContentSchema });

/**
 * POST /api/pdf: the resume as an A4 PDF. 503 when the server has no Chromium (the editor then
 * prints through the browser) or its render queue is full (with Retry-After), 504 on a render
 * that runs out of time.
 */
export function pdfRoutes(renderer: PdfRenderer) {
  return new Hono<AppEnv>()
    .use(requireUser)
    .post("/", jsonBody(pdfBody), async (c) => {
      const { resume } = c.req.valid("json");
      const { pdf, pageCount } = await renderer.render(resume);
      c.header("Content-Type", "application/pdf");
      c.header("Content-Disposition", pdfContentDisposition(resume.title));
      c.header("X-Page-Count", String(pageCount));
      c.header("Cache-Control", "no-store");
      return c.body(new Uint8Array(pdf), 200);
    })
    .all("/", methodNotAllowed);
}
