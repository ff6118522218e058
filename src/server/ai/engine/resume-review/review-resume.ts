import type { AiResume } from "#shared/ai";
import { checkActionVerbs, checkQuantified } from "./bullet-checks";
import { checkContact } from "./contact-check";
import { checkDates } from "./date-check";
import { checkKeywords, type JobKeyword, type KeywordCheck } from "./keyword-check";
import { checkLength } from "./length-check";
import { resumeBullets, resumeText, type ResumeBullet } from "./resume-parts";
import type { CheckResults } from "./scores";
import { checkSections } from "./section-check";

export interface ResumeReview {
  checks: CheckResults;
  /** Null without a job to match. */
  keywords: KeywordCheck | null;
  bullets: ResumeBullet[];
  text: string;
}

/** Every check of a resume, against a job's keywords when there is a job. */
export function reviewResume(resume: AiResume, jobKeywords: readonly JobKeyword[] | null): ResumeReview {
  const text = resumeText(resume);
  const bullets = resumeBullets(resume);
  const keywords = jobKeywords && jobKeywords.length > 0 ? checkKeywords(text, jobKeywords) : null;
  return {
    checks: {
      keywords,
      sections: checkSections(resume),
      contact: checkContact(resume.personal_info),
      dates: checkDates(resume),
      quantified: checkQuantified(bullets),
      "action-verbs": checkActionVerbs(bullets),
      length: checkLength(text, bullets),
    },
    keywords,
    bullets,
    text,
  };
}
