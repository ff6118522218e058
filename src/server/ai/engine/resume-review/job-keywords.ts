import type { JobData } from "#shared/ai";
import { parseJobDescription } from "../../functions/parse-job-description/builtin";
import { lookupSkill } from "../vocabulary";
import type { JobKeyword } from "./keyword-check";

/** A required skill counts double: an ATS filters on it, where a preferred skill or a keyword only ranks. */
const REQUIRED_WEIGHT = 2;

/** What makes two keywords one: the skill they name ('JS' and 'JavaScript'), else the words as written. */
const identityOf = (keyword: string) => lookupSkill(keyword)?.name ?? keyword.trim().toLowerCase();

/**
 * The keywords of a parsed job (parse-job-description's answer, as revamp and the scores get it),
 * each once: the advert's own spelling first, then the skills it names, a required one weighing double.
 */
export function keywordsOfJobData(job: JobData): JobKeyword[] {
  const required = new Set(job.required_skills.map(identityOf));
  const byIdentity = new Map<string, JobKeyword>();
  for (const keyword of [...job.keywords, ...job.required_skills, ...job.preferred_skills].map((value) => value.trim())) {
    const identity = identityOf(keyword);
    if (keyword === "" || byIdentity.has(identity)) continue;
    byIdentity.set(identity, { keyword, weight: required.has(identity) ? REQUIRED_WEIGHT : 1 });
  }
  return [...byIdentity.values()];
}

/** The keywords of a job advert's text, read by the engine's job-description parser. */
export function keywordsOfJobText(jobDescription: string): JobKeyword[] {
  return keywordsOfJobData(parseJobDescription({ jobDescription }));
}
