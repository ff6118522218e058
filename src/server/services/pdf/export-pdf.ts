import type { Kysely } from "kysely";
import type { LetterDocument } from "#shared/applications";
import { exceedsPdfPageLimit, pdfTooLongMessage } from "#shared/pdf-limits";
import type { ResumeContent } from "#shared/resume";
import { insertPdfExport, insertUnrenderedPdfExport, type PdfExportKind, type PdfExportOutcome } from "../../db/queries/pdf-exports";
import type { Database } from "../../db/schema";
import { AppError } from "../../errors";
import type { PdfRenderer, RenderedPdf, RenderRequest } from "../../pdf/pdf-renderer";
import { RENDER_BUDGET_MS, RENDER_BUDGET_WINDOW_MS } from "../../pdf/render-limits";
import type { DbDeps } from "../deps";
import { assertWithinLimit, minutes, spendOnLimit, type AttemptRule } from "../limits/attempt-limits";
import { renderErrorOf } from "./render-refusals";

/**
 * Render time per user, counted in milliseconds in the database like the other limits, so that
 * every instance in front of one browser (a shared remote Chrome) sees the same budget.
 */
export const PDF_RENDER_TIME: AttemptRule = {
  name: "pdf-render-ms:user",
  max: RENDER_BUDGET_MS,
  windowMs: RENDER_BUDGET_WINDOW_MS,
  refusal: (wait) => `You have used your PDF rendering time for now. Please try again in ${minutes(wait)}.`,
};

/** What PDF export works with: the database keeps the render time and the exports, the renderer prints. */
interface PdfExportDeps extends DbDeps {
  renderer: PdfRenderer;
}

export interface PdfExport {
  userId: string;
  resume: ResumeContent;
  /** Aborts when the client goes away. */
  signal?: AbortSignal | undefined;
}

/**
 * Prints the user's resume to PDF. A resume with more text than the page limit can hold is refused
 * with 422 before it takes a place in the queue (the renderer refuses the rest of the too-long ones
 * after layout, before printing), and a user who used up their render time with 429.
 */
export async function exportPdf({ db, renderer }: PdfExportDeps, { userId, resume, signal }: PdfExport): Promise<RenderedPdf> {
  const refuseTooLong = () => {
    if (exceedsPdfPageLimit(resume)) throw new AppError("PDF_TOO_LONG", pdfTooLongMessage());
  };
  return renderWithinBudget(db, { userId, kind: "resume", signal, refuseEarly: refuseTooLong }, (request) =>
    renderer.render(resume, request),
  );
}

export interface LetterPdfExport {
  userId: string;
  letter: LetterDocument;
  signal?: AbortSignal | undefined;
}

/**
 * Prints a cover or application letter to PDF, from the same render time as the user's resumes. Its
 * text is capped by the schema (a few pages at most); a letter of very many short lines is refused
 * by the renderer after layout, past the page limit.
 */
export async function exportLetterPdf({ db, renderer }: PdfExportDeps, { userId, letter, signal }: LetterPdfExport): Promise<RenderedPdf> {
  return renderWithinBudget(db, { userId, kind: "letter", signal }, (request) => renderer.renderLetter(letter, request));
}

// Refusals by a limit of the user's (page count, render time, renders in progress) are told apart
// from exports the site could not print (no browser, a full queue, a crash), for the admin
// dashboard's count of exports.
const REFUSALS = new Set(["PDF_TOO_LONG", "RATE_LIMITED"]);

function outcomeOf(error: unknown, signal: AbortSignal | undefined): PdfExportOutcome {
  if (signal?.aborted) return "cancelled";
  return error instanceof AppError && REFUSALS.has(error.code) ? "refused" : "failed";
}

interface RenderCall {
  userId: string;
  kind: PdfExportKind;
  signal: AbortSignal | undefined;
  /** Throws for a document refused before the budget is even asked. */
  refuseEarly?: () => void;
}

/**
 * Every render counts against the user's render time, failed ones too, and every export is kept
 * in pdf_exports with how it ended. The renderer's refusals reach the user as the AppErrors of
 * render-refusals.ts.
 */
async function renderWithinBudget(
  db: Kysely<Database>,
  { userId, kind, signal, refuseEarly }: RenderCall,
  render: (request: RenderRequest) => Promise<RenderedPdf>,
): Promise<RenderedPdf> {
  const started = performance.now();
  const at = new Date().toISOString();
  let renderMs = 0;
  try {
    refuseEarly?.();
    await assertWithinLimit({ db }, { rule: PDF_RENDER_TIME, subject: userId, now: new Date() });
    const pdf = await render({ owner: userId, signal, onRenderTime: (ms) => (renderMs = ms) });
    await insertPdfExport(db, { userId, kind, outcome: "success", durationMs: performance.now() - started, at });
    return pdf;
  } catch (caught) {
    const error = renderErrorOf(caught);
    const outcome = outcomeOf(error, signal);
    // An export that never reached the browser cost nothing: it is counted, not kept a row each (migration 009).
    if (renderMs > 0) await insertPdfExport(db, { userId, kind, outcome, durationMs: performance.now() - started, at });
    else await insertUnrenderedPdfExport(db, { userId, kind, outcome, at });
    throw error;
  } finally {
    if (renderMs > 0) await spendOnLimit({ db }, { rule: PDF_RENDER_TIME, subject: userId, amount: renderMs, now: new Date() });
  }
}
