export type CheckId = "keywords" | "sections" | "contact" | "dates" | "quantified" | "action-verbs" | "length";

export interface CheckResult {
  /** 0 to 1. */
  score: number;
  /** What the check found, one sentence for the feedback ('9 of 12 bullets open with an action verb.'). */
  finding: string;
  /** Problems an ATS or a reader trips on, one sentence each, naming the entry or field. */
  issues: string[];
}
