import { z } from "zod";
import { unplacedLineSchema, unsureFieldSchema, type UnsureField } from "#shared/ai";

/** A line of an uploaded file the parser could not place in a section, with the heading it stood under. */
export type UnplacedLine = z.infer<typeof unplacedLineSchema>;
export type { UnsureField };

/** What an import leaves for the user to review: the lines it could not place and the fields it was unsure of. */
export interface ImportReview {
  unplaced: UnplacedLine[];
  unsure: UnsureField[];
}

export const EMPTY_REVIEW: ImportReview = { unplaced: [], unsure: [] };

/**
 * The review of an import, kept in this browser per resume until the user dismisses it in the
 * editor: the dashboard writes it, the editor reads it (features share nothing else). Local
 * storage, so closing the tab before reviewing loses nothing.
 */
const keyOf = (resumeId: string) => `vitae.import-review.${resumeId}`;
const reviewSchema = z.union([
  z.object({ unplaced: z.array(unplacedLineSchema), unsure: z.array(unsureFieldSchema) }),
  // Reviews kept before fields were marked: the lines alone.
  z.array(unplacedLineSchema).transform((unplaced) => ({ unplaced, unsure: [] })),
]);

/** Keeps the review, or forgets it once nothing is left in it. */
export function writeImportReview(resumeId: string, review: ImportReview): void {
  if (review.unplaced.length === 0 && review.unsure.length === 0) return clearImportReview(resumeId);
  try {
    localStorage.setItem(keyOf(resumeId), JSON.stringify(review));
  } catch (error) {
    // A full or disabled storage must not stop the import; the resume itself is on the server.
    console.warn("Could not keep the import's review", error);
  }
}

export function readImportReview(resumeId: string): ImportReview {
  try {
    const review = reviewSchema.safeParse(JSON.parse(localStorage.getItem(keyOf(resumeId)) ?? "[]"));
    return review.success ? review.data : EMPTY_REVIEW;
  } catch {
    return EMPTY_REVIEW;
  }
}

export function clearImportReview(resumeId: string): void {
  try {
    localStorage.removeItem(keyOf(resumeId));
  } catch {
    // Nothing could have been kept where storage is disabled.
  }
}
