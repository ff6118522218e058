import type { AiInput } from "../define";
import { composeLetter } from "../../engine/letters/compose-letter";

/** A formal application letter: the cover letter's composition plus salary expectation and availability when given. */
export function generateJobApplication(input: AiInput<"generate-job-application">): { applicationLetter: string } {
  return { applicationLetter: composeLetter({ kind: "application", ...input }) };
}
