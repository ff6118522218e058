import { lowerFirst, singleFullStops, withArticle, capitalize } from "../prose/english";
import { joinAsList } from "../rewrite";

/** The facts a summary may state, all read from the interview. */
export interface SummaryFacts {
  targetRole: string;
  /** The years-of-experience answer as typed ('5', '10+ years', 'over three years', 'none'). */
  yearsExperience: string;
  industry: string;
  /** The skills to name, most important first. */
  skills: string[];
  jobs: { position: string; company: string; current: boolean }[];
  education: { degree: string; field: string; institution: string; inProgress: boolean } | undefined;
  projects: { name: string; technologies: string[] }[];
  certifications: string[];
}

const SKILLS_NAMED = 3;
const COMPANIES_NAMED = 3;
const PROJECTS_NAMED = 2;
const NUMBER_WORDS = "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty";
const YEARS = new RegExp(
  String.raw`(?:\b(over|more than|almost|nearly|about|around|roughly|under|less than)\s+)?\b(\d{1,2}(?:\.\d)?|${NUMBER_WORDS})\b(\s*\+)?`,
  "i",
);
const NO_EXPERIENCE = /\b(?:none|no(?:\s+professional)?\s+experience|entry|graduate|student|fresher|new to)\b/i;

/**
 * The years answer as a phrase ('5 years', 'more than 10 years', 'over three years'), and whether the
 * person is starting out (no years, or under one).
 */
export function readYears(answer: string): { phrase: string; entryLevel: boolean } {
  const match = YEARS.exec(answer.trim());
  const count = match?.[2]?.toLowerCase() ?? "";
  if (!match || count === "") return { phrase: "", entryLevel: NO_EXPERIENCE.test(answer) || answer.trim() === "" };
  const value = /^\d/.test(count) ? Number(count) : count === "one" ? 1 : 2;
  const qualifier = (match[1] ?? "").toLowerCase();
  if (value === 0 || (value <= 1 && /under|less/.test(qualifier))) return { phrase: "", entryLevel: true };
  const plural = value === 1 && !match[3] ? "year" : "years";
  return { phrase: [qualifier, `${count}${match[3] ? "+" : ""}`, plural].filter(Boolean).join(" "), entryLevel: false };
}

/**
 * Composes a three-or-four-sentence summary. Which sentences appear is decided by which facts the
 * interview gave: an experienced person is introduced by their latest role and years, then where
 * they worked, their skills and the role they want; someone starting out by their studies, the role
 * they seek, their projects, skills and certifications.
 */
export function composeSummary(facts: SummaryFacts): string {
  const known = [facts.targetRole.trim(), facts.industry.trim(), ...facts.skills, ...facts.jobs.map((job) => job.position || job.company)];
  if (known.every((fact) => fact === "") && !facts.education && facts.projects.length === 0) return "";
  const years = readYears(facts.yearsExperience);
  const experienced = facts.jobs.length > 0 && !years.entryLevel;
  const sentences = experienced ? experiencedSummary(facts, years.phrase) : startingSummary(facts, years.phrase);
  return singleFullStops(sentences.filter(Boolean).join(" "));
}

function inIndustry(industry: string): string {
  return industry ? ` in ${lowerFirst(industry)}` : "";
}

function skillsSentence(skills: string[]): string {
  return skills.length > 0 ? `Skilled in ${joinAsList(skills.slice(0, SKILLS_NAMED))}.` : "";
}

function experiencedSummary(facts: SummaryFacts, years: string): string[] {
  const [latest] = facts.jobs;
  const role = latest?.position || (facts.industry ? `${capitalize(facts.industry)} professional` : "Professional");
  const opening = `${capitalize(role)} with ${years ? `${years} of experience` : "hands-on experience"}${inIndustry(facts.industry)}.`;
  const companies = [...new Set(facts.jobs.map((job) => job.company).filter(Boolean))].slice(0, COMPANIES_NAMED);
  const where =
    latest?.current && latest.company
      ? `Currently at ${latest.company}${companies.length > 1 ? `, with earlier roles at ${joinAsList(companies.slice(1))}` : ""}.`
      : companies.length > 0
        ? `Experience includes ${companies.length > 1 ? "roles" : "a role"} at ${joinAsList(companies)}.`
        : "";
  const target = facts.targetRole.trim();
  const sameRole = target.toLowerCase() === role.toLowerCase();
  const goal = target && !sameRole ? `Looking to bring this experience to ${withArticle(target)} role.` : "";
  return [opening, where, skillsSentence(facts.skills), goal];
}

function startingSummary(facts: SummaryFacts, years: string): string[] {
  const school = facts.education;
  const target = facts.targetRole.trim();
  const subject = school?.field || school?.degree || "";
  const who =
    school && subject
      ? `${capitalize(subject)} ${school.inProgress ? "student" : "graduate"}${school.institution ? ` ${school.inProgress ? "at" : "of"} ${school.institution}` : ""}`
      : "Motivated early-career professional";
  const seeking = target ? `${withArticle(target)} role` : "a first professional role";
  const withYears = years ? ` with ${years} of experience` : "";
  const opening = `${who}${withYears} seeking ${seeking}${inIndustry(facts.industry)}.`;
  const projects = facts.projects.slice(0, PROJECTS_NAMED);
  const technologies = [...new Set(projects.flatMap((project) => project.technologies))].slice(0, SKILLS_NAMED);
  const projectSentence =
    projects.length > 0
      ? `Hands-on project work includes ${joinAsList(projects.map((project) => project.name))}${technologies.length > 0 ? `, using ${joinAsList(technologies)}` : ""}.`
      : "";
  const remaining = facts.skills.filter((skill) => !technologies.includes(skill));
  const certification = facts.certifications.length > 0 ? `Holds ${joinAsList(facts.certifications.slice(0, 2))}.` : "";
  return [opening, projectSentence, skillsSentence(remaining), certification];
}
