// The AI functions' web API (contract: src/shared/api/functions.ts). They are commands, not cached
// data: screens call them from mutations or event handlers.
import type { AiAnswer, InterviewData } from "../../../shared/ai";
import type { EndpointInput } from "../../../shared/api/endpoint";
import { functionsApi } from "../../../shared/api/functions";
import { request } from "../api-client";

/** A function's request body, as its schema accepts it (defaults may be left out). */
type AiRequestBody<F extends keyof typeof functionsApi> = EndpointInput<(typeof functionsApi)[F]>["body"];

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

/** Seed 001 "generate-cover-letter": a letter for the job, from the chosen or uploaded resume, or from the advert alone (null). */
export async function generateCoverLetter(
  body: AiRequestBody<"generate-cover-letter">,
  signal?: AbortSignal,
): Promise<AiAnswer<"generate-cover-letter">> {
  return request(functionsApi["generate-cover-letter"], { body }, { signal });
}

/** Seed 001 "generate-job-application": a formal application letter, with the salary and availability the user gave. */
export async function generateJobApplication(
  body: AiRequestBody<"generate-job-application">,
  signal?: AbortSignal,
): Promise<AiAnswer<"generate-job-application">> {
  return request(functionsApi["generate-job-application"], { body }, { signal });
}
