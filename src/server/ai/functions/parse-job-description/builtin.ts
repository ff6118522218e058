import { AI_LIMITS, type JobData, type SeniorityLevel } from "#shared/ai";
import type { AiInput } from "../define";
import { ANSWER_LIMITS, fitNames, fitText } from "../../engine/fit";
import { headerFacts } from "../../engine/job-advert/header-facts";
import { parseAdvert, type Advert } from "../../engine/job-advert/sections";
import { skillDemands } from "../../engine/job-advert/skill-demands";
import { extractKeywords } from "../../engine/text/keywords";
import { titleSeniority } from "../../engine/vocabulary";

/** Sections that describe the company, the offer or how to apply: their words are not the job's keywords. */
const NOT_THE_JOB = new Set(["about", "benefits", "apply", "equal-opportunity"]);

// "5+ years", "3-5 years", "at least 2 years", "minimum of 7 yrs": the first number is the minimum asked.
const YEARS = /\b(\d{1,2})\s*(?:\+|plus)?\s*(?:(?:-|–|to)\s*\d{1,2}\s*)?\+?\s*(?:years?|yrs?)\b/gi;
const ENTRY_WORDS =
  /\b(entry[- ]level|graduate|no (prior )?experience (is )?(required|needed|necessary)|new grads?|trainee|apprenticeship|internship)\b/i;

/** The level years of experience usually mean: under 2 entry, under 5 mid, under 8 senior, then lead. */
function seniorityFromYears(years: number): SeniorityLevel {
  if (years < 2) return "entry";
  if (years < 5) return "mid";
  if (years < 8) return "senior";
  return "lead";
}

function seniorityOf(advert: Advert, title: string): SeniorityLevel | "" {
  const fromTitle = titleSeniority(title);
  if (fromTitle) return fromTitle;
  const asked = advert.sections
    .filter((section) => !NOT_THE_JOB.has(section.kind))
    .flatMap((section) => section.lines.flatMap((line) => [...line.text.matchAll(YEARS)].map((match) => Number(match[1]))));
  if (asked.length > 0) return seniorityFromYears(Math.min(...asked));
  return advert.sections.some((section) => section.lines.some((line) => ENTRY_WORDS.test(line.text))) ? "entry" : "";
}

/** A duty as a clean line: no bullet, no trailing separator, a capital first letter. */
function cleanDuty(text: string): string {
  const trimmed = text.replace(/[;,]+$/, "").trim();
  return fitText(trimmed.charAt(0).toUpperCase() + trimmed.slice(1), ANSWER_LIMITS.responsibility);
}

// "You will assist the dentist, sterilise instruments and ...": in an advert without a list, the duties are told in sentences.
const DUTY_SENTENCE =
  /\b(?:you will|you'll|you would|your (?:main )?(?:duties|responsibilities|tasks) (?:will )?include|responsibilities include|duties include)\s+([^.!?]+)/gi;

/**
 * The duties: the lines of the responsibilities sections; without such a section, the bulleted
 * lines of the role's description; without those, what its "You will ..." sentences say.
 */
function responsibilitiesOf(advert: Advert): string[] {
  const duties = advert.sections.filter((section) => section.kind === "responsibilities").flatMap((section) => section.lines);
  const described = advert.sections.filter((section) => section.kind === "role" || section.kind === "header");
  const bulleted = described.flatMap((section) => section.lines.filter((line) => line.bullet));
  const lines = duties.length > 0 ? duties : bulleted;
  const texts =
    lines.length > 0
      ? lines.map((line) => line.text).filter((text) => !text.endsWith(":"))
      : described.flatMap((section) => section.lines.flatMap((line) => [...line.text.matchAll(DUTY_SENTENCE)].map((match) => match[1]!)));
  return texts
    .map(cleanDuty)
    .filter((text) => text.length > 2)
    .slice(0, ANSWER_LIMITS.responsibilities);
}

/** Skills and keywords are names: one too long for the field is left out, never cut into another word. */
const fit = (names: readonly string[]) => fitNames(names, AI_LIMITS.jobField, ANSWER_LIMITS.jobList);

export function parseJobDescription(input: AiInput<"parse-job-description">): JobData {
  const advert = parseAdvert(input.jobDescription);
  const { title, company, location } = headerFacts(advert);
  const demands = skillDemands(advert.sections);
  const jobText = advert.sections
    .filter((section) => !NOT_THE_JOB.has(section.kind))
    .flatMap((section) => section.lines.map((line) => line.text))
    .join("\n");
  return {
    title: fitText(title, AI_LIMITS.jobField),
    company: fitText(company, AI_LIMITS.jobField),
    location: fitText(location, AI_LIMITS.jobField),
    seniority: seniorityOf(advert, title),
    required_skills: fit(demands.required.map((skill) => skill.name)),
    preferred_skills: fit(demands.preferred.map((skill) => skill.name)),
    // Lines were read with their spaces tidied: a keyword counts only as the advert wrote it.
    keywords: fit(
      extractKeywords(jobText, { exclude: [company, location].filter(Boolean) }).filter((keyword) =>
        input.jobDescription.includes(keyword),
      ),
    ),
    responsibilities: responsibilitiesOf(advert),
  };
}
