import { Hono } from "hono";
import { pdfApi } from "../../shared/api/pdf";
import type { AppEnv } from "../app-env";
import type { DatabaseHandle } from "../db/database";
import { methodNotAllowed } from "../middleware/errors";
import { requireUser } from "../middleware/require-user";
import { validJson } from "../middleware/validate";
import { pdfContentDisposition } from "../pdf/pdf-filename";
import type { PdfRenderer } from "../pdf/pdf-renderer";
import { exportPdf } from "../services/pdf/export-pdf";

const { export: exportEndpoint } = pdfApi;

/**
 * POST /api/pdf (contract: src/shared/api/pdf.ts). A request whose client goes away while it waits
 * in the queue is dropped.
 */
export function pdfRoutes(renderer: PdfRenderer, database: DatabaseHandle) {
  return new Hono<AppEnv>()
    .use(`${exportEndpoint.path}/*`, requireUser)
    .post(exportEndpoint.path, validJson(exportEndpoint), async (c) => {
      const { resume } = c.req.valid("json");
      const { pdf, pageCount } = await exportPdf(database.db, renderer, { userId: c.get("user")!.id, resume, signal: c.req.raw.signal });
      c.header("Content-Type", exportEndpoint.answer.mediaType);
      c.header("Content-Disposition", pdfContentDisposition(resume.title));
      c.header("X-Page-Count", String(pageCount));
      c.header("Cache-Control", "no-store");
      return c.body(new Uint8Array(pdf), exportEndpoint.status);
    })
    .all(exportEndpoint.path, methodNotAllowed);
}
