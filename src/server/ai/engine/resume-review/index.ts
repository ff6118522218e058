export { reviewResume, type ResumeReview } from "./review-resume";
export { keywordsOfJobData, keywordsOfJobText } from "./job-keywords";
export { checkKeywords } from "./keyword-check";
export { atsScore, checksForGoals, impactScore, overallScore, type CheckResults } from "./scores";
export type { CheckId } from "./check";
export { hasFigure, hasResultFigure } from "./bullet-checks";
export { isOngoing, resumeBullets, resumeText, type ResumeBullet } from "./resume-parts";
export { skillsToList } from "./skills-shown";
