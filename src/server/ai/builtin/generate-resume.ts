import { RESUME_LIMITS } from "../../../shared/limits";
import type { AiInput, AiResult } from "../results";
import { rewriteBullet, type BulletTense } from "./rewrite";
import { readAdditionalInfo } from "./interview/additional-info";
import { splitCertifications } from "./interview/certifications";
import { splitEducation } from "./interview/education";
import { splitLanguages } from "./interview/languages";
import { splitProjects } from "./interview/projects";
import { OTHER_SKILLS, groupSkills } from "./interview/skill-groups";
import { composeSummary } from "./interview/summary";
import { splitWorkHistory } from "./interview/work-history";
import { clipWords, lowerFirst, capitalize } from "./prose/english";
import { isOngoing } from "./resume-review";
import { SOFT_SKILLS } from "./vocabulary";

type ResumeDraft = AiResult<"generate-resume">;

/**
 * Interview answers → a complete resume: each answer is split into entries in the user's own words,
 * bullets are rewritten to begin with action verbs (numbers kept), skills are grouped by the
 * vocabulary, and a summary is composed from the facts found. Nothing is added that the answers do
 * not contain.
 */
export function generateResume({ interviewData: answers }: AiInput<"generate-resume">): ResumeDraft {
  const extra = readAdditionalInfo(answers.additionalInfo);
  const jobs = splitWorkHistory(answers.workHistory);
  const schools = splitEducation(answers.education);
  const projects = splitProjects([answers.projects, ...extra.routed.projects].join("\n"));
  const certifications = splitCertifications([answers.certifications, ...extra.routed.certifications].join("\n"));
  const languages = splitLanguages([answers.languages, ...extra.routed.languages].join("\n"));
  const mentioned = [answers.workHistory, answers.projects].join("\n");
  const { groups: skills, inOrder } = groupSkills([answers.skills, ...extra.routed.skills].join("\n"), mentioned);

  const typed = Object.values(answers).join("\n");
  const rankedSkills = [...inOrder.filter((skill) => skill.category !== SOFT_SKILLS && skill.category !== OTHER_SKILLS), ...inOrder]
    .flatMap((skill) => skill.items)
    .filter((item, index, all) => all.indexOf(item) === index)
    .map((item) => asTyped(item, typed));
  const school = schools[0];
  const summary = composeSummary({
    targetRole: answers.targetRole,
    yearsExperience: answers.yearsExperience,
    industry: answers.industry.trim(),
    skills: rankedSkills,
    jobs,
    education: school && { ...school, inProgress: /^expected/i.test(school.endDate) || isOngoing(school.endDate) },
    projects,
    certifications: certifications.map((certification) => certification.name),
  });
  const notes = schools.flatMap((entry) => entry.notes.map((note) => (entry.institution ? `${note}, ${entry.institution}` : note)));
  const sections = notes.length > 0 ? [...extra.sections, { title: "Education Notes", lines: notes }] : extra.sections;

  return {
    personal_info: { ...extra.contacts, summary: clipWords(summary, RESUME_LIMITS.summary) },
    experience: jobs.slice(0, RESUME_LIMITS.listEntries).map(({ details, ...job }) => ({
      ...shortFields(job),
      current: job.current,
      description: clipWords(asBullets(details, job.current), RESUME_LIMITS.description),
    })),
    education: schools.slice(0, RESUME_LIMITS.listEntries).map(({ notes: _notes, gpa, ...entry }) => ({
      ...shortFields(entry),
      ...(gpa ? { gpa } : {}),
    })),
    skills: skills.slice(0, RESUME_LIMITS.listEntries).map((group) => ({
      category: clipWords(group.category, RESUME_LIMITS.shortText),
      items: group.items.slice(0, RESUME_LIMITS.skillItems).map((item) => clipWords(item, RESUME_LIMITS.shortText)),
    })),
    projects: projects.slice(0, RESUME_LIMITS.listEntries).map(({ details, technologies, link, ...project }) => ({
      ...shortFields(project),
      description: clipWords(details.length === 1 ? capitalize(details[0] ?? "") : asBullets(details, false), RESUME_LIMITS.description),
      technologies: technologies.slice(0, RESUME_LIMITS.skillItems).map((item) => clipWords(item, RESUME_LIMITS.shortText)),
      ...(link ? { link: clipWords(link, RESUME_LIMITS.url) } : {}),
    })),
    certifications: certifications.slice(0, RESUME_LIMITS.listEntries).map((entry) => shortFields(entry)),
    languages: languages.slice(0, RESUME_LIMITS.listEntries).map((entry) => shortFields(entry)),
    custom_sections: sections.slice(0, RESUME_LIMITS.customSections).map((section) => ({
      title: clipWords(section.title, RESUME_LIMITS.shortText),
      lines: section.lines.slice(0, RESUME_LIMITS.customItems).map((line) => clipWords(line, RESUME_LIMITS.customValue)),
    })),
  };
}

/** Each detail rewritten to lead with an action verb, as '- ' lines the templates print as a list. */
function asBullets(details: string[], current: boolean): string {
  const tense: BulletTense = current ? "present" : "past";
  return details.map((detail) => `- ${rewriteBullet(detail, { tense }).text}`).join("\n");
}

/**
 * A skill in a sentence as the user wrote it when they wrote it in lower case ('customer service',
 * 'IV therapy', or 'Lesson planning' at the head of a list); the skills section keeps the vocabulary's
 * 'Customer Service'. A name typed with its capitals ('Python', 'Google Analytics') keeps them.
 */
function asTyped(skill: string, typed: string): string {
  const escaped = skill.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const written = new RegExp(`(?<![\\p{L}])${escaped}(?![\\p{L}])`, "iu").exec(typed)?.[0];
  if (!written) return skill;
  const [, ...others] = written.split(/\s+/);
  const inLowerCase = written === written.toLowerCase() || (others.length > 0 && others.every((word) => word === word.toLowerCase()));
  return inLowerCase ? lowerFirst(written) : skill;
}

/** Every text field of an entry within the short-text limit. */
function shortFields<T extends object>(entry: T): T {
  return Object.fromEntries(
    Object.entries(entry).map(([key, value]) => [key, typeof value === "string" ? clipWords(value, RESUME_LIMITS.shortText) : value]),
  ) as T;
}
