import type { JobData } from "../../../../shared/ai";
import { extractKeywords } from "../text/keywords";
import type { JobKeyword } from "./keyword-check";

/** A required skill counts double: an ATS filters on it, where a preferred skill only ranks. */
const REQUIRED_WEIGHT = 2;

function uniqueKeywords(keywords: readonly JobKeyword[]): JobKeyword[] {
  const byName = new Map<string, JobKeyword>();
  for (const keyword of keywords) {
    const key = keyword.keyword.trim().toLowerCase();
    if (key === "") continue;
    const known = byName.get(key);
    if (!known || known.weight < keyword.weight) byName.set(key, { keyword: keyword.keyword.trim(), weight: keyword.weight });
  }
  return [...byName.values()];
}

/** The keywords of a parsed job (parse-job-description's answer, as revamp and the scores get it). */
export function keywordsOfJobData(job: JobData): JobKeyword[] {
  return uniqueKeywords([
    ...job.required_skills.map((keyword) => ({ keyword, weight: REQUIRED_WEIGHT })),
    ...job.preferred_skills.map((keyword) => ({ keyword, weight: 1 })),
    ...job.keywords.map((keyword) => ({ keyword, weight: 1 })),
  ]);
}

/** The keywords of a job advert's text. */
export function keywordsOfJobText(text: string): JobKeyword[] {
  return uniqueKeywords(extractKeywords(text).map((keyword) => ({ keyword, weight: 1 })));
}
