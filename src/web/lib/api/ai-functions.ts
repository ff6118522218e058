// The AI functions' web API (contract: src/shared/api/functions.ts). They are commands, not cached
// data: screens call them from mutations or event handlers.
import type { AiAnswer, InterviewData } from "../../../shared/ai";
import { functionsApi } from "../../../shared/api/functions";
import { request } from "../api-client";

/** Seed 001 "generate-resume": a whole resume from the interview's answers, in the chosen template. */
export async function generateResume(
  interviewData: InterviewData,
  templateId: string,
  signal?: AbortSignal,
): Promise<AiAnswer<"generate-resume">> {
  return request(functionsApi["generate-resume"], { body: { interviewData, templateId } }, { signal });
}

/** Seed 001 "parse-resume-upload": the file itself in the multipart field `file`, read by the server. */
export async function parseResumeUpload(file: File, signal?: AbortSignal): Promise<AiAnswer<"parse-resume-upload">> {
  return request(functionsApi["parse-resume-upload"], { body: { file } }, { signal });
}
