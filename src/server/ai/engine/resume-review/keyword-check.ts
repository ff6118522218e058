import { matchKeywords } from "../text/keywords";
import { countOf } from "../rewrite";
import type { CheckResult } from "./check";

export interface JobKeyword {
  /** In the job's own spelling. */
  keyword: string;
  /** A required skill weighs more than a preferred one or a plain keyword. */
  weight: number;
}

export interface KeywordCheck extends CheckResult {
  /** The job's keywords the resume shows, in the job's spelling. */
  matched: string[];
  /** The job's keywords the resume lacks (exact, alias and stem all tried), in the job's spelling. */
  missing: string[];
}

export function checkKeywords(resumeText: string, keywords: readonly JobKeyword[]): KeywordCheck {
  if (keywords.length === 0)
    return { score: 0, finding: "The job description names no keywords to match.", issues: [], matched: [], missing: [] };
  const matches = matchKeywords(
    resumeText,
    keywords.map((keyword) => keyword.keyword),
  );
  const found = new Set(matches.filter((match) => match.match !== null).map((match) => match.keyword));
  const total = keywords.reduce((sum, keyword) => sum + keyword.weight, 0);
  const covered = keywords.reduce((sum, keyword) => sum + (found.has(keyword.keyword) ? keyword.weight : 0), 0);
  const matched = keywords.filter((keyword) => found.has(keyword.keyword)).map((keyword) => keyword.keyword);
  const missing = keywords.filter((keyword) => !found.has(keyword.keyword)).map((keyword) => keyword.keyword);
  return {
    score: covered / total,
    finding: `The resume covers ${matched.length} of the job's ${countOf(keywords.length, "keyword")}.`,
    issues: [],
    matched,
    missing,
  };
}
