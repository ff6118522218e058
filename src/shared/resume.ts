import { z } from "zod";
import { DEFAULT_TEMPLATE_ID } from "./default-template";
import { RESUME_LIMITS as L } from "./limits";

const text = (max: number) => z.string().max(max, `Must be at most ${max} characters.`).default("");
const entryId = z.string().min(1).max(L.entryId);
const list = <T extends z.ZodType>(item: T, max: number) => z.array(item).max(max, `At most ${max} entries.`).default([]);

export const personalInfoSchema = z.object({
  fullName: text(L.shortText),
  email: text(L.shortText),
  phone: text(L.shortText),
  location: text(L.shortText),
  linkedin: text(L.url).optional(),
  website: text(L.url).optional(),
  summary: text(L.summary),
  /** Only photo CV templates (ids starting with cv-photo) show it. */
  photo_url: text(L.url).optional(),
});

export const experienceSchema = z.object({
  id: entryId,
  company: text(L.shortText),
  position: text(L.shortText),
  location: text(L.shortText),
  /** Free text such as 'Jan 2020'. */
  startDate: text(L.shortText),
  endDate: text(L.shortText),
  current: z.boolean().default(false),
  description: text(L.description),
});

export const educationSchema = z.object({
  id: entryId,
  institution: text(L.shortText),
  degree: text(L.shortText),
  field: text(L.shortText),
  location: text(L.shortText),
  startDate: text(L.shortText),
  endDate: text(L.shortText),
  gpa: text(L.shortText).optional(),
});

export const skillGroupSchema = z.object({
  id: entryId,
  category: text(L.shortText),
  items: z.array(z.string().max(L.shortText)).max(L.skillItems).default([]),
});

export const projectSchema = z.object({
  id: entryId,
  name: text(L.shortText),
  description: text(L.description),
  technologies: z.array(z.string().max(L.shortText)).max(L.skillItems).default([]),
  link: text(L.url).optional(),
  startDate: text(L.shortText),
  endDate: text(L.shortText),
});

export const certificationSchema = z.object({
  id: entryId,
  name: text(L.shortText),
  issuer: text(L.shortText),
  date: text(L.shortText),
  credentialId: text(L.shortText),
});

export const languageSchema = z.object({
  id: entryId,
  name: text(L.shortText),
  /** Free text such as Native, Fluent, Intermediate. */
  proficiency: text(L.shortText),
});

export const CUSTOM_FIELD_TYPES = ["text", "textarea", "date"] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];

const CUSTOM_FIELD_NAME = /^[a-z][a-z0-9_]{0,39}$/;

export const customFieldSchema = z.object({
  id: entryId,
  name: z.string().regex(CUSTOM_FIELD_NAME, "Field names are lower-case letters, digits and underscores."),
  label: text(L.shortText),
  type: z.enum(CUSTOM_FIELD_TYPES),
});

/**
 * One row of a custom section: its id plus one value per field name. Its values are named as fields
 * are and number no more than a section's fields, so a row holds what its section can show: without
 * that bound, one row could carry any number of values and fill the whole request.
 */
export const customItemSchema = z
  .object({ id: entryId })
  .catchall(z.string().max(L.customValue))
  .superRefine((item, context) => {
    const names = Object.keys(item).filter((key) => key !== "id");
    for (const name of names) {
      if (!CUSTOM_FIELD_NAME.test(name)) context.addIssue({ code: "custom", path: [name], message: "Not a field name." });
    }
    if (names.length > L.customFields) context.addIssue({ code: "custom", message: `At most ${L.customFields} values.` });
  });

export const customSectionSchema = z.object({
  id: entryId,
  title: text(L.shortText),
  fields: z.array(customFieldSchema).max(L.customFields).default([]),
  items: z.array(customItemSchema).max(L.customItems).default([]),
});

/**
 * How the resume is set on the page, apart from the template's own design. Resumes saved before a
 * setting existed get its default.
 */
export const resumeLayoutSchema = z.object({
  /**
   * 'Fit to one page': a resume a little over a page is tightened (spacing first, then text, within
   * the template's bounds) until it fits on one. What is tightened is measured wherever it is shown.
   */
  fit_to_page: z.boolean().default(false),
});

/** The content of a resume: everything but its id, owner and timestamps. */
export const resumeContentSchema = z.object({
  title: z.string().trim().min(1, "The title cannot be empty.").max(L.title),
  template_id: z.string().regex(/^[a-z0-9-]{1,60}$/, "Not a template id."),
  personal_info: personalInfoSchema.prefault({}),
  experience: list(experienceSchema, L.listEntries),
  education: list(educationSchema, L.listEntries),
  skills: list(skillGroupSchema, L.listEntries),
  projects: list(projectSchema, L.listEntries),
  certifications: list(certificationSchema, L.listEntries),
  languages: list(languageSchema, L.listEntries),
  custom_sections: list(customSectionSchema, L.customSections),
  layout: resumeLayoutSchema.prefault({}),
});

export type PersonalInfo = z.infer<typeof personalInfoSchema>;
export type Experience = z.infer<typeof experienceSchema>;
export type Education = z.infer<typeof educationSchema>;
export type SkillGroup = z.infer<typeof skillGroupSchema>;
export type Project = z.infer<typeof projectSchema>;
export type Certification = z.infer<typeof certificationSchema>;
export type Language = z.infer<typeof languageSchema>;
export type CustomField = z.infer<typeof customFieldSchema>;
export type CustomItem = z.infer<typeof customItemSchema>;
export type CustomSection = z.infer<typeof customSectionSchema>;
export type ResumeLayout = z.infer<typeof resumeLayoutSchema>;
export type ResumeContent = z.infer<typeof resumeContentSchema>;

/** A stored resume as the API returns it. */
export const resumeSchema = resumeContentSchema.extend({
  id: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The client's id of the save that wrote this version; null when it was written without one. */
  save_id: z.string().nullable(),
});

export type Resume = z.infer<typeof resumeSchema>;

/** What the user edits: a stored resume without the server's bookkeeping. */
export function contentOf(resume: Resume): ResumeContent {
  const { id: _id, created_at: _created, updated_at: _updated, save_id: _saveId, ...content } = resume;
  return content;
}

export { DEFAULT_TEMPLATE_ID };
export const DEFAULT_RESUME_TITLE = "My Resume";

/** Seed 000 section 3: a new manual resume is titled 'My Resume' with every list empty. */
export function emptyResumeContent(templateId: string = DEFAULT_TEMPLATE_ID): ResumeContent {
  return {
    title: DEFAULT_RESUME_TITLE,
    template_id: templateId,
    personal_info: { fullName: "", email: "", phone: "", location: "", summary: "" },
    experience: [],
    education: [],
    skills: [],
    projects: [],
    certifications: [],
    languages: [],
    custom_sections: [],
    layout: { fit_to_page: false },
  };
}

export { isPhotoTemplate } from "./photo-template";

/** Skill items and technologies are typed comma-separated; on blur they are split, trimmed, and empties dropped. */
export function splitCommaList(value: string): string[] {
  return value
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item !== "");
}
