import type { ResumeDraft } from "#shared/ai";
import { RESUME_LIMITS } from "#shared/limits";
import type { AiInput } from "../define";
import { rewriteBullet, type BulletTense } from "../../engine/rewrite";
import { readAdditionalInfo } from "../../engine/interview/additional-info";
import { splitCertifications } from "../../engine/interview/certifications";
import { splitEducation } from "../../engine/interview/education";
import { splitLanguages } from "../../engine/interview/languages";
import { splitProjects } from "../../engine/interview/projects";
import { OTHER_SKILLS, groupSkills } from "../../engine/interview/skill-groups";
import { composeSummary } from "../../engine/interview/summary";
import { splitWorkHistory } from "../../engine/interview/work-history";
import { fitName, fitText, rewrittenListWithin } from "../../engine/fit";
import type { Contacts } from "../../engine/interview/additional-info";
import { lowerFirst, capitalize } from "../../engine/prose/english";
import { isOngoing } from "../../engine/resume-review";
import { SOFT_SKILLS } from "../../engine/vocabulary";

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
    personal_info: { ...fitContacts(extra.contacts), summary: fitText(summary, RESUME_LIMITS.summary) },
    experience: jobs.slice(0, RESUME_LIMITS.listEntries).map(({ details, ...job }) => ({
      ...shortFields(job),
      current: job.current,
      description: asBullets(details, job.current),
    })),
    education: schools.slice(0, RESUME_LIMITS.listEntries).map(({ notes: _notes, gpa, ...entry }) => ({
      ...shortFields(entry),
      ...(gpa ? { gpa } : {}),
    })),
    skills: skills.slice(0, RESUME_LIMITS.listEntries).map((group) => ({
      category: fitText(group.category, RESUME_LIMITS.shortText),
      items: group.items.slice(0, RESUME_LIMITS.skillItems).map((item) => fitText(item, RESUME_LIMITS.shortText)),
    })),
    projects: projects.slice(0, RESUME_LIMITS.listEntries).map(({ details, technologies, link, ...project }) => ({
      ...shortFields(project),
      description: details.length === 1 ? fitText(capitalize(details[0] ?? ""), RESUME_LIMITS.description) : asBullets(details, false),
      technologies: technologies.slice(0, RESUME_LIMITS.skillItems).map((item) => fitText(item, RESUME_LIMITS.shortText)),
      ...(fitName(link, RESUME_LIMITS.url) ? { link } : {}),
    })),
    certifications: certifications.slice(0, RESUME_LIMITS.listEntries).map((entry) => shortFields(entry)),
    languages: languages.slice(0, RESUME_LIMITS.listEntries).map((entry) => shortFields(entry)),
    custom_sections: sections.slice(0, RESUME_LIMITS.customSections).map((section) => ({
      title: fitText(section.title, RESUME_LIMITS.shortText),
      lines: section.lines.slice(0, RESUME_LIMITS.customItems).map((line) => fitText(line, RESUME_LIMITS.customValue)),
    })),
  };
}

const BULLET_MARK = "- ";

/**
 * Each detail rewritten to lead with an action verb, as '- ' lines the templates print as a list,
 * within the description's limit: a rewrite with no room left keeps the detail as typed, and when
 * even the details as typed are too long, they are shortened at the end of a line.
 */
function asBullets(details: string[], current: boolean): string {
  const tense: BulletTense = current ? "present" : "past";
  const lines = details.map((detail) => ({ original: detail, rewritten: rewriteBullet(detail, { tense }).text }));
  const list = rewrittenListWithin(lines, BULLET_MARK, RESUME_LIMITS.description);
  return list?.text ?? fitText(details.map((detail) => `${BULLET_MARK}${detail}`).join("\n"), RESUME_LIMITS.description);
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

/** Contacts within their fields: a name or place is shortened like any text, an address or a link is kept whole or left out. */
function fitContacts(contacts: Contacts): Contacts {
  return {
    fullName: fitText(contacts.fullName, RESUME_LIMITS.shortText),
    location: fitText(contacts.location, RESUME_LIMITS.shortText),
    email: fitName(contacts.email, RESUME_LIMITS.shortText),
    phone: fitName(contacts.phone, RESUME_LIMITS.shortText),
    linkedin: fitName(contacts.linkedin, RESUME_LIMITS.url),
    website: fitName(contacts.website, RESUME_LIMITS.url),
  };
}

/** Every text field of an entry within the short-text limit. */
function shortFields<T extends object>(entry: T): T {
  return Object.fromEntries(
    Object.entries(entry).map(([key, value]) => [key, typeof value === "string" ? fitText(value, RESUME_LIMITS.shortText) : value]),
  ) as T;
}
