import type { AiInput, AiResult } from "../results";
import { composeLetter } from "./letters/compose-letter";

/** A formal application letter: the cover letter's composition plus salary expectation and availability when given. */
export function generateJobApplication(input: AiInput<"generate-job-application">): AiResult<"generate-job-application"> {
  return { applicationLetter: composeLetter({ kind: "application", ...input }) };
}
