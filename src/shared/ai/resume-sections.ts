import { z } from "zod";
import { RESUME_LIMITS } from "../limits";
import {
  certificationSchema,
  customSectionSchema,
  educationSchema,
  experienceSchema,
  languageSchema,
  personalInfoSchema,
  projectSchema,
  resumeContentSchema,
  skillGroupSchema,
} from "../resume";
import { optionalText, text } from "./fields";

/**
 * A resume as the functions read it: a stored resume, one being edited or one just parsed from an
 * upload. Only the sections matter; title and template are kept when present.
 */
export const aiResumeSchema = resumeContentSchema.partial({ title: true, template_id: true }).extend({
  personal_info: personalInfoSchema.prefault({}),
});
export type AiResume = z.infer<typeof aiResumeSchema>;

const draftList = <S extends z.ZodType>(entry: S) => z.array(entry).max(RESUME_LIMITS.listEntries).default([]);

/** Resume sections without entry ids: what a model writes. The server gives every entry its id. */
export const resumeDraftSchema = z.object({
  personal_info: personalInfoSchema.omit({ photo_url: true }).prefault({}),
  experience: draftList(experienceSchema.omit({ id: true })),
  education: draftList(educationSchema.omit({ id: true })),
  skills: draftList(skillGroupSchema.omit({ id: true })),
  projects: draftList(projectSchema.omit({ id: true })),
  certifications: draftList(certificationSchema.omit({ id: true })),
  languages: draftList(languageSchema.omit({ id: true })),
  custom_sections: z
    .array(
      z.object({
        title: optionalText(RESUME_LIMITS.shortText),
        /** One line per item. */
        lines: z.array(text(RESUME_LIMITS.customValue)).max(RESUME_LIMITS.customItems).default([]),
      }),
    )
    .max(RESUME_LIMITS.customSections)
    .default([]),
});
export type ResumeDraft = z.infer<typeof resumeDraftSchema>;

/** Resume sections with ids, as the editor holds them. */
export const resumeSectionsSchema = z.object({
  personal_info: personalInfoSchema,
  experience: z.array(experienceSchema),
  education: z.array(educationSchema),
  skills: z.array(skillGroupSchema),
  projects: z.array(projectSchema),
  certifications: z.array(certificationSchema),
  languages: z.array(languageSchema),
  custom_sections: z.array(customSectionSchema),
});
export type ResumeSections = z.infer<typeof resumeSectionsSchema>;

// ---------------------------------------------------------------------------------------------
// From what a provider writes to what the editor holds

/** A custom section written as lines becomes one with a single 'Details' field, an item per line. */
const CUSTOM_DETAILS_FIELD = { name: "field_1", label: "Details", type: "textarea" } as const;

/** Gives every entry of a draft its id, as the editor needs. */
export function sectionsFromDraft(draft: ResumeDraft, newId: () => string): ResumeSections {
  const withIds = <T extends object>(entries: T[]): (T & { id: string })[] => entries.map((entry) => ({ ...entry, id: newId() }));
  return {
    personal_info: { ...draft.personal_info },
    experience: withIds(draft.experience),
    education: withIds(draft.education),
    skills: withIds(draft.skills),
    projects: withIds(draft.projects),
    certifications: withIds(draft.certifications),
    languages: withIds(draft.languages),
    custom_sections: draft.custom_sections.map((section) => ({
      id: newId(),
      title: section.title,
      fields: [{ id: newId(), ...CUSTOM_DETAILS_FIELD }],
      items: section.lines.map((line) => ({ id: newId(), [CUSTOM_DETAILS_FIELD.name]: line })),
    })),
  };
}
