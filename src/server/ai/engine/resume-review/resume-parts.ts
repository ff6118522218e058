import type { AiResume } from "#shared/ai";
import { splitBullets } from "../rewrite";

/** The sections whose descriptions are read as bullets. */
export type BulletSection = "experience" | "projects";

export interface ResumeBullet {
  section: BulletSection;
  /** Index of the entry in its section. */
  entry: number;
  /** How messages name the entry: the company or project, else the position. */
  label: string;
  text: string;
  /** A current role's bullets are written in the present tense. */
  current: boolean;
}

export function experienceLabel(entry: AiResume["experience"][number]): string {
  return entry.company.trim() || entry.position.trim() || "Untitled";
}

/** The bullets of every experience and project entry, in the resume's order. */
export function resumeBullets(resume: AiResume): ResumeBullet[] {
  const experience = resume.experience.flatMap((entry, index) =>
    splitBullets(entry.description).map((text) => ({
      section: "experience" as const,
      entry: index,
      label: experienceLabel(entry),
      text,
      current: entry.current || isOngoing(entry.endDate),
    })),
  );
  const projects = resume.projects.flatMap((project, index) =>
    splitBullets(project.description).map((text) => ({
      section: "projects" as const,
      entry: index,
      label: project.name.trim() || "Untitled",
      text,
      current: isOngoing(project.endDate),
    })),
  );
  return [...experience, ...projects];
}

/** An end date that says the entry goes on. */
export function isOngoing(endDate: string): boolean {
  return /^(?:present|current|now|ongoing|today|to date)$/i.test(endDate.trim());
}

/** Every word a reader or an ATS sees, section by section, for keyword matching and length. */
export function resumeText(resume: AiResume): string {
  const info = resume.personal_info;
  const parts = [
    info.fullName,
    info.location,
    info.summary,
    ...resume.experience.flatMap((entry) => [entry.position, entry.company, entry.location, entry.description]),
    ...resume.education.flatMap((entry) => [entry.degree, entry.field, entry.institution, entry.location]),
    ...resume.skills.flatMap((group) => [group.category, group.items.join(", ")]),
    ...resume.projects.flatMap((project) => [project.name, project.description, project.technologies.join(", ")]),
    ...resume.certifications.flatMap((certification) => [certification.name, certification.issuer]),
    ...resume.languages.flatMap((language) => [language.name, language.proficiency]),
    ...resume.custom_sections.flatMap((section) => [
      section.title,
      ...section.items.flatMap((item) => Object.entries(item).flatMap(([key, value]) => (key === "id" ? [] : [value]))),
    ]),
  ];
  return parts.filter((part) => part.trim() !== "").join("\n");
}
