// The AI functions' web API (contract: src/shared/api/functions.ts). They are commands, not cached
// data: screens call them from mutations or event handlers.
import type { AiAnswer, AiRequestBody, InterviewData } from "../../../shared/ai";
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

/** Seed 001 "optimize-resume": a score out of 100 and suggestions for the whole stored resume, against a job when one is given. */
export async function optimizeResume(body: AiRequestBody<"optimize-resume">, signal?: AbortSignal): Promise<AiAnswer<"optimize-resume">> {
  return request(functionsApi["optimize-resume"], { body }, { signal });
}

/** Seed 001 "optimize-linkedin": LinkedIn profile content from a resume, for the sections asked for. */
export async function optimizeLinkedin(
  body: AiRequestBody<"optimize-linkedin">,
  signal?: AbortSignal,
): Promise<AiAnswer<"optimize-linkedin">> {
  return request(functionsApi["optimize-linkedin"], { body }, { signal });
}

/** Seed 001 "parse-job-description": the advert's title, skills, keywords and responsibilities. */
export async function parseJobDescription(jobDescription: string, signal?: AbortSignal): Promise<AiAnswer<"parse-job-description">> {
  return request(functionsApi["parse-job-description"], { body: { jobDescription } }, { signal });
}

/** Seed 001 "revamp-cv-content": the resume rewritten for the goals, tone and job or target role. */
export async function revampCvContent(
  body: AiRequestBody<"revamp-cv-content">,
  signal?: AbortSignal,
): Promise<AiAnswer<"revamp-cv-content">> {
  return request(functionsApi["revamp-cv-content"], { body }, { signal });
}

/** Seed 001 "calculate-cv-scores": the resume's ATS and impact scores, against the job when there is one. */
export async function calculateCvScores(
  body: AiRequestBody<"calculate-cv-scores">,
  signal?: AbortSignal,
): Promise<AiAnswer<"calculate-cv-scores">> {
  return request(functionsApi["calculate-cv-scores"], { body }, { signal });
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
