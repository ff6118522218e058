import type { AiInput, AiResult } from "../results";
import { composeLetter } from "./letters/compose-letter";

/** A cover letter from the resume's facts (when one is given) and the job advert's needs. */
export function generateCoverLetter(input: AiInput<"generate-cover-letter">): AiResult<"generate-cover-letter"> {
  return { coverLetter: composeLetter({ kind: "cover", ...input }) };
}
