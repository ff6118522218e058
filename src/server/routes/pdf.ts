import { Hono } from "hono";
import { letterFileTitle } from "#shared/applications";
import { pdfApi } from "#shared/api/pdf";
import type { AppEnv } from "../app-env";
import type { DatabaseHandle } from "../db/database";
import { methodNotAllowed } from "../middleware/errors";
import { requireUser } from "../middleware/require-user";
import { validJson } from "../middleware/validate";
import { pdfContentDisposition } from "../pdf/pdf-filename";
import type { PdfRenderer, RenderedPdf } from "../pdf/pdf-renderer";
import { exportLetterPdf, exportPdf } from "../services/pdf/export-pdf";

const { export: exportEndpoint, letter: letterEndpoint } = pdfApi;

/** The PDF as a download named after `title`, with its page count. */
const pdfHeaders = ({ pageCount }: RenderedPdf, title: string) => ({
  "Content-Type": exportEndpoint.answer.mediaType,
  "Content-Disposition": pdfContentDisposition(title),
  "X-Page-Count": String(pageCount),
  "Cache-Control": "no-store",
});

/**
 * POST /api/pdf and POST /api/pdf/letter (contract: src/shared/api/pdf.ts). A request whose client
 * goes away while it waits in the queue is dropped.
 */
export function pdfRoutes(renderer: PdfRenderer, database: DatabaseHandle) {
  const deps = { db: database.db, renderer };
  return (
    new Hono<AppEnv>()
      // Also covers the letter's path below it.
      .use(`${exportEndpoint.path}/*`, requireUser)
      .post(exportEndpoint.path, validJson(exportEndpoint), async (c) => {
        const { resume } = c.req.valid("json");
        const rendered = await exportPdf(deps, { userId: c.get("user")!.id, resume, signal: c.req.raw.signal });
        return c.body(new Uint8Array(rendered.pdf), exportEndpoint.status, pdfHeaders(rendered, resume.title));
      })
      .post(letterEndpoint.path, validJson(letterEndpoint), async (c) => {
        const { letter } = c.req.valid("json");
        const rendered = await exportLetterPdf(deps, { userId: c.get("user")!.id, letter, signal: c.req.raw.signal });
        return c.body(new Uint8Array(rendered.pdf), letterEndpoint.status, pdfHeaders(rendered, letterFileTitle(letter)));
      })
      .all(exportEndpoint.path, methodNotAllowed)
      .all(letterEndpoint.path, methodNotAllowed)
  );
}
