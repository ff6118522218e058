import { z } from "zod";
import { newEntryId } from "./ids";
import { RESUME_LIMITS } from "./limits";
import {
  DEFAULT_TEMPLATE_ID,
  resumeContentSchema,
  resumeLayoutSchema,
  type Certification,
  type CustomSection,
  type Education,
  type Experience,
  type Language,
  type Project,
  type ResumeContent,
  type ResumeLayout,
  type SkillGroup,
} from "./resume";

/** JSON Resume v1 (https://jsonresume.org/schema). Every field is optional there, so it is here too. */
export interface JsonResumeLocation {
  address?: string;
  postalCode?: string;
  city?: string;
  countryCode?: string;
  region?: string;
}

export interface JsonResumeProfile {
  network?: string;
  username?: string;
  url?: string;
}

export interface JsonResumeBasics {
  name?: string;
  label?: string;
  image?: string;
  email?: string;
  phone?: string;
  url?: string;
  summary?: string;
  location?: JsonResumeLocation;
  profiles?: JsonResumeProfile[];
}

export interface JsonResumeWork {
  name?: string;
  position?: string;
  url?: string;
  startDate?: string;
  endDate?: string;
  summary?: string;
  highlights?: string[];
  location?: string;
  "x-vitae-current"?: boolean;
  /** The end date typed before 'current' was ticked; JSON Resume has no place for it. */
  "x-vitae-endDate"?: string;
}

export interface JsonResumeEducation {
  institution?: string;
  url?: string;
  area?: string;
  studyType?: string;
  startDate?: string;
  endDate?: string;
  score?: string;
  courses?: string[];
  "x-vitae-location"?: string;
}

export interface JsonResumeSkill {
  name?: string;
  level?: string;
  keywords?: string[];
}

export interface JsonResumeProject {
  name?: string;
  description?: string;
  highlights?: string[];
  keywords?: string[];
  startDate?: string;
  endDate?: string;
  url?: string;
}

export interface JsonResumeCertificate {
  name?: string;
  date?: string;
  issuer?: string;
  url?: string;
  "x-vitae-credentialId"?: string;
}

export interface JsonResumeLanguage {
  language?: string;
  fluency?: string;
}

/** What JSON Resume cannot express, so an exported file imports back to the same resume. */
export interface VitaeMeta {
  version: 1;
  title: string;
  template_id: string;
  custom_sections: CustomSection[];
  /** Absent in files exported before the layout settings existed. */
  layout?: ResumeLayout;
  ids: {
    experience: string[];
    education: string[];
    skills: string[];
    projects: string[];
    certifications: string[];
    languages: string[];
  };
}

export interface JsonResume {
  $schema?: string;
  basics?: JsonResumeBasics;
  work?: JsonResumeWork[];
  education?: JsonResumeEducation[];
  skills?: JsonResumeSkill[];
  projects?: JsonResumeProject[];
  certificates?: JsonResumeCertificate[];
  languages?: JsonResumeLanguage[];
  meta?: { "x-vitae"?: VitaeMeta; [key: string]: unknown };
}

export const JSON_RESUME_SCHEMA_URL = "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json";
export const NOT_A_JSON_RESUME_MESSAGE = "This file is not a JSON Resume.";

/** Its message is meant for the user, so the UI can show it as is. */
export class JsonResumeImportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "JsonResumeImportError";
  }
}

const LINKEDIN_NETWORK = "LinkedIn";
const BULLET = "• ";

const nonEmpty = (value: string | undefined): string | undefined => (value ? value : undefined);

const linkedinUsername = (url: string): string | undefined => /linkedin\.com\/(?:in|company)\/([^/?#]+)/i.exec(url)?.[1];

export function toJsonResume(resume: ResumeContent): JsonResume {
  const info = resume.personal_info;
  const profiles: JsonResumeProfile[] = [];
  if (info.linkedin) {
    const username = linkedinUsername(info.linkedin);
    profiles.push({ network: LINKEDIN_NETWORK, ...(username ? { username } : {}), url: info.linkedin });
  }

  const basics: JsonResumeBasics = {
    name: info.fullName,
    email: info.email,
    phone: info.phone,
    summary: info.summary,
    location: { address: info.location },
    profiles,
  };
  if (info.website) basics.url = info.website;
  if (info.photo_url) basics.image = info.photo_url;

  return {
    $schema: JSON_RESUME_SCHEMA_URL,
    basics,
    work: resume.experience.map(exportExperience),
    education: resume.education.map(exportEducation),
    skills: resume.skills.map((group) => ({ name: group.category, keywords: [...group.items] })),
    projects: resume.projects.map(exportProject),
    certificates: resume.certifications.map((certification) => ({
      name: certification.name,
      date: certification.date,
      issuer: certification.issuer,
      "x-vitae-credentialId": certification.credentialId,
    })),
    languages: resume.languages.map((language) => ({ language: language.name, fluency: language.proficiency })),
    meta: {
      "x-vitae": {
        version: 1,
        title: resume.title,
        template_id: resume.template_id,
        custom_sections: structuredClone(resume.custom_sections),
        layout: { ...resume.layout },
        ids: {
          experience: resume.experience.map((entry) => entry.id),
          education: resume.education.map((entry) => entry.id),
          skills: resume.skills.map((entry) => entry.id),
          projects: resume.projects.map((entry) => entry.id),
          certifications: resume.certifications.map((entry) => entry.id),
          languages: resume.languages.map((entry) => entry.id),
        },
      },
    },
  };
}

function exportExperience(entry: Experience): JsonResumeWork {
  const work: JsonResumeWork = {
    name: entry.company,
    position: entry.position,
    location: entry.location,
    startDate: entry.startDate,
    endDate: entry.current ? "" : entry.endDate,
    summary: entry.description,
  };
  if (entry.current) {
    work["x-vitae-current"] = true;
    if (entry.endDate) work["x-vitae-endDate"] = entry.endDate;
  }
  return work;
}

function exportEducation(entry: Education): JsonResumeEducation {
  const education: JsonResumeEducation = {
    institution: entry.institution,
    area: entry.field,
    studyType: entry.degree,
    startDate: entry.startDate,
    endDate: entry.endDate,
    "x-vitae-location": entry.location,
  };
  if (entry.gpa) education.score = entry.gpa;
  return education;
}

function exportProject(entry: Project): JsonResumeProject {
  const project: JsonResumeProject = {
    name: entry.name,
    description: entry.description,
    keywords: [...entry.technologies],
    startDate: entry.startDate,
    endDate: entry.endDate,
  };
  if (entry.link) project.url = entry.link;
  return project;
}

// Import reads untrusted files: every accessor below tolerates any JSON value where it expects a string.
type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);

const str = (value: unknown): string => {
  if (typeof value === "string") return value;
  // Hand-written files often give years and GPAs as numbers.
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return "";
};

const objects = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isObject) : []);

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item) => typeof item === "string" || typeof item === "number").map(str) : [];

/** JSON Resume keeps bullet points apart; the editor has one text, so they become '• ' lines after it. */
const withHighlights = (text: string, highlights: unknown): string => {
  const lines = strings(highlights)
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .map((line) => BULLET + line);
  if (lines.length === 0) return text;
  return text.trim() === "" ? lines.join("\n") : `${text}\n${lines.join("\n")}`;
};

const optionalText = (value: unknown): string | undefined => nonEmpty(str(value));

const idSchema = z.string().min(1).max(RESUME_LIMITS.entryId);
const idListSchema = z.array(z.unknown()).catch([]);

// Each part falls back on its own, so a hand-edited meta block loses only what it broke.
const vitaeMetaSchema = z.object({
  version: z.literal(1),
  title: z.string().trim().min(1).max(RESUME_LIMITS.title).optional().catch(undefined),
  template_id: z
    .string()
    .regex(/^[a-z0-9-]{1,60}$/)
    .optional()
    .catch(undefined),
  custom_sections: z.array(z.unknown()).optional().catch(undefined),
  layout: resumeLayoutSchema.optional().catch(undefined),
  ids: z
    .object({
      experience: idListSchema,
      education: idListSchema,
      skills: idListSchema,
      projects: idListSchema,
      certifications: idListSchema,
      languages: idListSchema,
    })
    .partial()
    .catch({}),
});

type ParsedMeta = z.infer<typeof vitaeMetaSchema>;

/** Ids from the meta block by position; rows added by hand, or ids repeated, get fresh ones. */
function idGenerator(saved: unknown[] | undefined): (index: number) => string {
  const used = new Set<string>();
  return (index) => {
    const candidate = idSchema.safeParse(saved?.[index]);
    const id = candidate.success && !used.has(candidate.data) ? candidate.data : newEntryId();
    used.add(id);
    return id;
  };
}

export function fromJsonResume(data: unknown): ResumeContent {
  if (!isObject(data) || !(isObject(data.basics) || Array.isArray(data.work))) {
    throw new JsonResumeImportError(NOT_A_JSON_RESUME_MESSAGE);
  }
  const basics = isObject(data.basics) ? data.basics : {};
  const metaResult = isObject(data.meta) ? vitaeMetaSchema.safeParse(data.meta["x-vitae"]) : undefined;
  const meta: ParsedMeta | undefined = metaResult?.success ? metaResult.data : undefined;

  const fullName = str(basics.name);
  const content = {
    title: meta?.title ?? defaultTitle(fullName),
    template_id: meta?.template_id ?? DEFAULT_TEMPLATE_ID,
    personal_info: importPersonalInfo(basics),
    experience: importList(data.work, meta?.ids.experience, importExperience),
    education: importList(data.education, meta?.ids.education, importEducation),
    skills: importList(data.skills, meta?.ids.skills, importSkillGroup),
    projects: importList(data.projects, meta?.ids.projects, importProject),
    certifications: importList(data.certificates, meta?.ids.certifications, importCertification),
    languages: importList(data.languages, meta?.ids.languages, importLanguage),
    custom_sections: meta?.custom_sections ?? [],
    layout: meta?.layout,
  };

  const result = resumeContentSchema.safeParse(content);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue ? describePath(issue.path) : "";
    throw new JsonResumeImportError(
      `This JSON Resume cannot be imported${where ? ` (${where})` : ""}: ${issue?.message ?? "invalid content."}`,
    );
  }
  return result.data;
}

const TITLE_SUFFIX = " Resume";

function defaultTitle(fullName: string): string {
  const name = fullName
    .trim()
    .slice(0, RESUME_LIMITS.title - TITLE_SUFFIX.length)
    .trim();
  return name ? name + TITLE_SUFFIX : "Imported Resume";
}

function importList<T>(value: unknown, savedIds: unknown[] | undefined, map: (item: Json, id: string) => T): T[] {
  const nextId = idGenerator(savedIds);
  return objects(value).map((item, index) => map(item, nextId(index)));
}

function importPersonalInfo(basics: Json): ResumeContent["personal_info"] {
  const location = isObject(basics.location) ? basics.location : {};
  const address = str(location.address);
  const joined = [location.city, location.region, location.countryCode]
    .map((part) => str(part).trim())
    .filter((part) => part !== "")
    .join(", ");
  const linkedin = objects(basics.profiles).find((profile) => str(profile.network).trim().toLowerCase() === "linkedin");
  const linkedinUrl = linkedin
    ? str(linkedin.url) || (str(linkedin.username) ? `https://www.linkedin.com/in/${str(linkedin.username)}` : "")
    : "";
  return {
    fullName: str(basics.name),
    email: str(basics.email),
    phone: str(basics.phone),
    location: address.trim() !== "" || joined === "" ? address : joined,
    summary: str(basics.summary),
    // 'website' and 'picture' are the names older JSON Resume files used.
    website: optionalText(basics.url) ?? optionalText(basics.website),
    linkedin: nonEmpty(linkedinUrl),
    photo_url: optionalText(basics.image) ?? optionalText(basics.picture),
  };
}

function importExperience(work: Json, id: string): Experience {
  const endDate = str(work.endDate);
  const current = work["x-vitae-current"] === true && endDate.trim() === "";
  return {
    id,
    // Older JSON Resume files call the employer 'company'.
    company: str(work.name) || str(work.company),
    position: str(work.position),
    location: str(work.location),
    startDate: str(work.startDate),
    endDate: current ? str(work["x-vitae-endDate"]) : endDate,
    current,
    description: withHighlights(str(work.summary), work.highlights),
  };
}

function importEducation(education: Json, id: string): Education {
  return {
    id,
    institution: str(education.institution),
    degree: str(education.studyType),
    field: str(education.area),
    location: str(education["x-vitae-location"]),
    startDate: str(education.startDate),
    endDate: str(education.endDate),
    gpa: optionalText(education.score) ?? optionalText(education.gpa),
  };
}

function importSkillGroup(skill: Json, id: string): SkillGroup {
  return { id, category: str(skill.name), items: strings(skill.keywords) };
}

function importProject(project: Json, id: string): Project {
  return {
    id,
    name: str(project.name),
    description: withHighlights(str(project.description), project.highlights),
    technologies: strings(project.keywords),
    link: optionalText(project.url),
    startDate: str(project.startDate),
    endDate: str(project.endDate),
  };
}

function importCertification(certificate: Json, id: string): Certification {
  return {
    id,
    name: str(certificate.name),
    issuer: str(certificate.issuer),
    date: str(certificate.date),
    credentialId: str(certificate["x-vitae-credentialId"]),
  };
}

function importLanguage(language: Json, id: string): Language {
  return { id, name: str(language.language), proficiency: str(language.fluency) };
}

const SECTION_NAMES: Record<string, string> = {
  title: "title",
  template_id: "template",
  personal_info: "personal info",
  experience: "work",
  education: "education",
  skills: "skills",
  projects: "projects",
  certifications: "certificates",
  languages: "languages",
  custom_sections: "custom sections",
};

function describePath(path: readonly PropertyKey[]): string {
  return path
    .map((part, index) => {
      if (typeof part === "number") return `entry ${part + 1}`;
      const name = String(part);
      return index === 0 ? (SECTION_NAMES[name] ?? name) : name;
    })
    .join(", ");
}
