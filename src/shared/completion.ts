import { SAVE_THRESHOLD, WARNING_THRESHOLD } from "./limits";
import type { ResumeContent } from "./resume";
import type { ListSection } from "./resume-entries";

export type CompletionInput = Pick<
  ResumeContent,
  "personal_info" | "experience" | "education" | "skills" | "projects" | "certifications" | "languages" | "custom_sections"
>;

export const COMPLETION_SECTION_MAX = {
  personal: 30,
  experience: 25,
  education: 20,
  skills: 15,
  additional: 10,
} as const;

export type CompletionSection = keyof typeof COMPLETION_SECTION_MAX;

/** Where the editor takes the user to fix a missing item: a section, or the custom sections. */
export type MissingItemSection = "personal" | ListSection | "custom_sections";

/** One 'Missing or Incomplete' line: the seed's text and the section it is about. */
export interface MissingItem {
  section: MissingItemSection;
  message: string;
}

export interface Completion {
  score: number;
  sections: Record<CompletionSection, number>;
  missing: MissingItem[];
}

export type CompletionBand = "green" | "yellow" | "red";

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const SUMMARY_FULL_LENGTH = 50;
const DESCRIPTION_FULL_LENGTH = 50;
const PROJECT_DESCRIPTION_MIN_LENGTH = 30;
const SKILLS_FULL_COUNT = 3;

const PROJECT_POINTS = 3;
const CERTIFICATION_POINTS = 3;
const LANGUAGE_POINTS = 2;
const CUSTOM_SECTION_POINTS = 2;

// Fields can reach us mid-edit from the store, so a missing value counts as empty rather than crashing.
const trimmed = (value: string | undefined | null): string => (value ?? "").trim();
const present = (value: string | undefined | null): boolean => trimmed(value) !== "";

/** Partial credit grows with the length so the meter moves while the user is still typing. */
const lengthPoints = (value: string | undefined, fullLength: number, maxPoints: number): number => {
  const length = trimmed(value).length;
  return length >= fullLength ? maxPoints : Math.floor((length * maxPoints) / fullLength);
};

function scorePersonal(info: CompletionInput["personal_info"], missing: MissingItem[]): number {
  let points = 0;
  if (present(info.fullName)) points += 5;
  else missing.push({ section: "personal", message: "Full Name" });
  if (EMAIL_PATTERN.test(trimmed(info.email))) points += 5;
  else missing.push({ section: "personal", message: "Email" });
  if (present(info.phone)) points += 5;
  else missing.push({ section: "personal", message: "Phone Number" });
  if (present(info.location)) points += 5;
  else missing.push({ section: "personal", message: "Location" });
  points += lengthPoints(info.summary, SUMMARY_FULL_LENGTH, 10);
  const summaryLength = trimmed(info.summary).length;
  if (summaryLength === 0) missing.push({ section: "personal", message: "Professional Summary" });
  else if (summaryLength < SUMMARY_FULL_LENGTH)
    missing.push({ section: "personal", message: "Professional Summary (needs at least 50 characters)" });
  return points;
}

function scoreExperience(entries: CompletionInput["experience"], missing: MissingItem[]): number {
  const first = entries[0];
  if (!first) {
    missing.push({ section: "experience", message: "Work Experience (at least 1 entry required)" });
    return 0;
  }
  const parts: string[] = [];
  let points = 0;
  if (present(first.company)) points += 5;
  else parts.push("company");
  if (present(first.position)) points += 5;
  else parts.push("position");
  if (present(first.location)) points += 3;
  else parts.push("location");
  if (present(first.startDate)) points += 3;
  else parts.push("start date");
  if (present(first.endDate) || first.current === true) points += 3;
  else parts.push("end date");
  points += lengthPoints(first.description, DESCRIPTION_FULL_LENGTH, 6);
  const descriptionLength = trimmed(first.description).length;
  if (descriptionLength === 0) parts.push("description");
  else if (descriptionLength < DESCRIPTION_FULL_LENGTH) parts.push("longer description (50+ chars)");
  if (parts.length > 0) missing.push({ section: "experience", message: `Work Experience missing: ${parts.join(", ")}` });
  return points;
}

function scoreEducation(entries: CompletionInput["education"], missing: MissingItem[]): number {
  const first = entries[0];
  if (!first) {
    missing.push({ section: "education", message: "Education (at least 1 entry required)" });
    return 0;
  }
  const parts: string[] = [];
  let points = 0;
  if (present(first.institution)) points += 5;
  else parts.push("institution");
  if (present(first.degree)) points += 5;
  else parts.push("degree");
  if (present(first.field)) points += 4;
  else parts.push("field of study");
  if (present(first.location)) points += 3;
  else parts.push("location");
  if (present(first.startDate) && present(first.endDate)) points += 3;
  else parts.push("dates");
  if (parts.length > 0) missing.push({ section: "education", message: `Education missing: ${parts.join(", ")}` });
  return points;
}

function scoreSkills(groups: CompletionInput["skills"], missing: MissingItem[]): number {
  const first = groups[0];
  if (!first) {
    missing.push({ section: "skills", message: "Skills (at least 1 skill category required)" });
    return 0;
  }
  let points = 0;
  if (present(first.category)) points += 5;
  else missing.push({ section: "skills", message: "Skill category name" });
  const count = (first.items ?? []).filter((item) => present(item)).length;
  if (count >= SKILLS_FULL_COUNT) points += 10;
  else if (count === 2) points += 7;
  else if (count === 1) points += 3;
  if (count === 0) missing.push({ section: "skills", message: "Skills (at least 3 skills in a category)" });
  else if (count < SKILLS_FULL_COUNT)
    missing.push({ section: "skills", message: `Skills (add ${SKILLS_FULL_COUNT - count} more skill(s))` });
  return points;
}

function scoreAdditional(resume: CompletionInput, missing: MissingItem[]): number {
  // The optional gaps share one line; it leads to the first of them.
  const gaps: MissingItem[] = [];
  let points = 0;
  let missingPoints = 0;

  const project = resume.projects[0];
  const projectComplete =
    project !== undefined &&
    present(project.name) &&
    trimmed(project.description).length >= PROJECT_DESCRIPTION_MIN_LENGTH &&
    (project.technologies ?? []).some((technology) => present(technology));
  if (projectComplete) points += PROJECT_POINTS;
  else {
    gaps.push({ section: "projects", message: project ? "Complete project details" : "Add at least 1 project" });
    missingPoints += PROJECT_POINTS;
  }

  const certification = resume.certifications[0];
  const certificationComplete =
    certification !== undefined && present(certification.name) && present(certification.issuer) && present(certification.date);
  if (certificationComplete) points += CERTIFICATION_POINTS;
  else {
    gaps.push({ section: "certifications", message: certification ? "Complete certification details" : "Add at least 1 certification" });
    missingPoints += CERTIFICATION_POINTS;
  }

  if (resume.languages.some((language) => present(language.name))) points += LANGUAGE_POINTS;
  else {
    gaps.push({ section: "languages", message: "Add languages" });
    missingPoints += LANGUAGE_POINTS;
  }

  if ((resume.custom_sections[0]?.items.length ?? 0) > 0) points += CUSTOM_SECTION_POINTS;
  else {
    gaps.push({ section: "custom_sections", message: "Add custom sections" });
    missingPoints += CUSTOM_SECTION_POINTS;
  }

  const [first] = gaps;
  if (first) {
    const message = `Optional (adds ${missingPoints} points): ${gaps.map((gap) => gap.message).join(", ")}`;
    missing.push({ section: first.section, message });
  }
  return points;
}

/** The completion meter; `missing` is in display order, so the editor lists it as is. */
export function computeCompletion(resume: CompletionInput): Completion {
  const missing: MissingItem[] = [];
  const sections = {
    personal: scorePersonal(resume.personal_info, missing),
    experience: scoreExperience(resume.experience, missing),
    education: scoreEducation(resume.education, missing),
    skills: scoreSkills(resume.skills, missing),
    additional: scoreAdditional(resume, missing),
  };
  const score = sections.personal + sections.experience + sections.education + sections.skills + sections.additional;
  return { score, sections, missing };
}

export function completionBand(score: number): CompletionBand {
  if (score >= SAVE_THRESHOLD) return "green";
  if (score >= WARNING_THRESHOLD) return "yellow";
  return "red";
}
