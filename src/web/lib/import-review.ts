import { z } from "zod";
import { unplacedLineSchema } from "#shared/ai";

/** A line of an uploaded file the parser could not place in a section, with the heading it stood under. */
export type UnplacedLine = z.infer<typeof unplacedLineSchema>;

/**
 * The lines an import could not place, kept in this browser per resume until the user dismisses
 * them in the editor: the dashboard writes them, the editor reads them (features share nothing
 * else). Local storage, so closing the tab before reviewing loses nothing.
 */
const keyOf = (resumeId: string) => `vitae.import-review.${resumeId}`;
const linesSchema = z.array(unplacedLineSchema);

export function writeImportReview(resumeId: string, lines: UnplacedLine[]): void {
  if (lines.length === 0) return;
  try {
    localStorage.setItem(keyOf(resumeId), JSON.stringify(lines));
  } catch (error) {
    // A full or disabled storage must not stop the import; the resume itself is on the server.
    console.warn("Could not keep the lines to review", error);
  }
}

export function readImportReview(resumeId: string): UnplacedLine[] {
  try {
    const lines = linesSchema.safeParse(JSON.parse(localStorage.getItem(keyOf(resumeId)) ?? "[]"));
    return lines.success ? lines.data : [];
  } catch {
    return [];
  }
}

export function clearImportReview(resumeId: string): void {
  localStorage.removeItem(keyOf(resumeId));
}
