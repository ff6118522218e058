import { aiFunctions, type AiAnswer } from "#shared/ai";
import { finishAnswer } from "#server/ai/functions";
import { parseResume } from "#server/ai/functions/parse-resume-upload/parse-resume";
import type { ExtractedDocument } from "#server/intake/document";

export type ResumeData = AiAnswer<"parse-resume-upload">["resumeData"];

/** The resumeData the app answers for a document the intake (or OCR) read: the built-in parser, the answer as the contract checks it. */
export function resumeDataOf(document: ExtractedDocument, bytes: Uint8Array<ArrayBuffer>, name: string): ResumeData {
  const answer = finishAnswer("parse-resume-upload", { file: new File([bytes], name) }, parseResume(document), "builtin");
  return aiFunctions["parse-resume-upload"].answer.parse(answer).resumeData;
}
