import { atsReadingSchema } from "../ats-read";
import { defineEndpoint, jsonAnswer } from "./endpoint";
import { resumeIdParams } from "./resumes";

export const atsReadApi = {
  /**
   * 'What an ATS reads': the user's stored resume printed to PDF in its own template, as PDF export
   * prints it, then read back by the intake as an applicant tracking system reads an upload; the
   * answer compares the two field by field. Another user's resume is NOT_FOUND. It shares PDF
   * export's limits: PDF_TOO_LONG, RATE_LIMITED (render time, renders in progress, a busy intake),
   * SERVICE_UNAVAILABLE without Chromium, PDF_TIMEOUT.
   */
  read: defineEndpoint({
    method: "POST",
    path: "/api/resumes/:id/ats-read",
    params: resumeIdParams,
    answer: jsonAnswer(atsReadingSchema),
    status: 200,
    errors: ["UNAUTHORIZED", "VALIDATION_FAILED", "NOT_FOUND", "PDF_TOO_LONG", "RATE_LIMITED", "SERVICE_UNAVAILABLE", "PDF_TIMEOUT"],
  }),
};
