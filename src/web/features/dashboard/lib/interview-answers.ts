import { interviewDataSchema, type InterviewData } from "#shared/ai";
import { INTERVIEW_STEPS } from "./interview-steps";

/**
 * The interview's answers and step, kept in this tab's session storage as they are typed, so a
 * failed generation or a reload loses nothing. Cleared once the resume is made, or on Cancel.
 */
export interface InterviewProgress {
  step: number;
  answers: InterviewData;
}

const KEY = "vitae.interview";

export const emptyAnswers = (): InterviewData => interviewDataSchema.parse({});

export function readInterviewProgress(): InterviewProgress {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? "null") as Partial<InterviewProgress> | null;
    const answers = interviewDataSchema.safeParse(stored?.answers);
    const step = Number.isInteger(stored?.step) ? Math.min(Math.max(stored!.step!, 0), INTERVIEW_STEPS.length - 1) : 0;
    return answers.success ? { step, answers: answers.data } : { step: 0, answers: emptyAnswers() };
  } catch {
    return { step: 0, answers: emptyAnswers() };
  }
}

export function writeInterviewProgress(progress: InterviewProgress): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(progress));
  } catch (error) {
    // A full or disabled storage must not stop the interview; only a reload would lose the answers.
    console.warn("Could not keep the interview answers", error);
  }
}

export function clearInterviewProgress(): void {
  sessionStorage.removeItem(KEY);
}
