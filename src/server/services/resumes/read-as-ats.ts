import type { Kysely } from "kysely";
import { compareAtsRead, type AtsReading, type ComparedResume } from "#shared/ats-read";
import { contentOf } from "#shared/resume";
import type { BuiltinPool } from "../../ai/builtin-pool";
import type { Database } from "../../db/schema";
import { AppError } from "../../errors";
import type { ExtractedDocument } from "../../intake/document";
import type { PdfRenderer } from "../../pdf/pdf-renderer";
import { engineErrorOf } from "../ai/engine-refusals";
import { workerBudget } from "../ai/worker-budget";
import { exportPdf } from "../pdf/export-pdf";
import { getResume } from "./get-resume";

export interface AtsReadDeps {
  db: Kysely<Database>;
  pdf: PdfRenderer;
  /** The intake runs in the built-in engine's workers: reading a PDF can take a second of CPU. */
  builtin: Pick<BuiltinPool, "extract" | "run">;
}

export interface AtsReadRequest {
  userId: string;
  resumeId: string;
  signal?: AbortSignal | undefined;
}

/**
 * A PDF an ATS finds no text in (a resume with nothing printed) reads as nothing: every field is
 * lost, which is what the ATS would file.
 */
const NOTHING_READ: ExtractedDocument = { format: "pdf", pageSize: null, lines: [], text: "", links: [] };

/**
 * Prints the user's stored resume as PDF export does (its page limit, queue and render-time budget
 * are the export's own) and reads the PDF back with the intake that reads uploads, the way an
 * applicant tracking system files a candidate; then compares what was read with the resume.
 */
export async function readResumeAsAts(
  { db, pdf, builtin }: AtsReadDeps,
  { userId, resumeId, signal }: AtsReadRequest,
): Promise<AtsReading> {
  const resume = contentOf(await getResume({ db }, { userId, resumeId }));
  const rendered = await exportPdf({ db, renderer: pdf }, { userId, resume, signal });
  // The reading and the parse are worker time like any AI call's, on the same share (decision 032).
  const budget = workerBudget({ db }, { userId, now: new Date() });
  const call = { owner: userId, signal, budget };
  try {
    const document = await builtin.extract(new Uint8Array(rendered.pdf), ["pdf"], call).catch((caught: unknown) => {
      const error = engineErrorOf(caught);
      if (error instanceof AppError && error.code === "VALIDATION_FAILED") return NOTHING_READ;
      throw error;
    });
    const read: ComparedResume = await builtin.run("parse-resume-upload", { document }, call).catch((error: unknown) => {
      throw engineErrorOf(error);
    });
    return { fields: compareAtsRead(resume, read), pageCount: rendered.pageCount };
  } finally {
    await budget.settle();
  }
}
