import type { AiInput } from "../define";
import { composeLetter } from "../../engine/letters/compose-letter";

/** A cover letter from the resume's facts (when one is given) and the job advert's needs. */
export function generateCoverLetter(input: AiInput<"generate-cover-letter">): { coverLetter: string } {
  return { coverLetter: composeLetter({ kind: "cover", ...input }) };
}
