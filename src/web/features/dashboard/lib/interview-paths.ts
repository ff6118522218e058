/** Decision 020: the AI path goes through the template picker to the interview of the chosen template. */
export const INTERVIEW_TEMPLATE_PICKER_PATH = "/dashboard/templates?next=interview";
export const interviewPath = (templateId: string) => `/dashboard/interview/${templateId}`;
