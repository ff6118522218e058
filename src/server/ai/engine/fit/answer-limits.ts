/**
 * The limits of the answer schemas (src/shared/ai.ts, the contract) that the engine writes up to,
 * by the field they bound; answer-limits.test.ts holds them equal to the schemas. A resume's own
 * fields are bound by RESUME_LIMITS, the job fields and letters by AI_LIMITS.
 */
export const ANSWER_LIMITS = {
  /** optimize-resume: suggestions, issues and missing keywords in one answer. */
  improvements: 100,
  atsIssues: 100,
  missingKeywords: 100,
  missingKeyword: 200,
  /** An improvement's section ('Experience: Acme'), its current and suggested texts, and its reason. */
  improvementSection: 200,
  improvementText: 5000,
  improvementReason: 1000,
  /** optimize-linkedin: a role's suggested description, a recommended skill, a featured item's title and description. */
  linkedinDescription: 3000,
  linkedinSkill: 100,
  featuredTitle: 200,
  featuredDescription: 1000,
  /** revamp-cv-content: one line of what changed. */
  keyImprovement: 1000,
  /** parse-job-description: each list of skills and keywords, the duties and one duty. */
  jobList: 200,
  responsibilities: 100,
  responsibility: 1000,
} as const;
