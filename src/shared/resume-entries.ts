import { newEntryId } from "./ids";
import type {
  Certification,
  CustomField,
  CustomItem,
  CustomSection,
  Education,
  Experience,
  Language,
  Project,
  ResumeContent,
  SkillGroup,
} from "./resume";

/** The list sections of a resume whose entries are edited, added, removed and reordered alike. */
export interface ListSectionEntries {
  experience: Experience;
  education: Education;
  skills: SkillGroup;
  projects: Project;
  certifications: Certification;
  languages: Language;
}
export type ListSection = keyof ListSectionEntries;
export const LIST_SECTIONS: ListSection[] = ["experience", "education", "skills", "projects", "certifications", "languages"];

const blankEntries: { [K in ListSection]: () => Omit<ListSectionEntries[K], "id"> } = {
  experience: () => ({ company: "", position: "", location: "", startDate: "", endDate: "", current: false, description: "" }),
  education: () => ({ institution: "", degree: "", field: "", location: "", startDate: "", endDate: "", gpa: "" }),
  skills: () => ({ category: "", items: [] }),
  projects: () => ({ name: "", description: "", technologies: [], link: "", startDate: "", endDate: "" }),
  certifications: () => ({ name: "", issuer: "", date: "", credentialId: "" }),
  languages: () => ({ name: "", proficiency: "" }),
};

export function newListEntry<K extends ListSection>(section: K): ListSectionEntries[K] {
  return { id: newEntryId(), ...blankEntries[section]() } as ListSectionEntries[K];
}

export const DEFAULT_CUSTOM_SECTION_TITLE = "Custom Section";

/** Field names are numbered field_1, field_2, ...; a new field takes the number after the highest in use. */
export function nextCustomFieldName(fields: CustomField[]): string {
  const highest = fields.reduce((max, field) => {
    const match = /^field_(\d+)$/.exec(field.name);
    return match ? Math.max(max, Number(match[1])) : max;
  }, 0);
  return `field_${highest + 1}`;
}

export function newCustomField(fields: CustomField[]): CustomField {
  const name = nextCustomFieldName(fields);
  return { id: newEntryId(), name, label: `Field ${name.slice("field_".length)}`, type: "text" };
}

/** Seed 000 section 3: a new custom section starts with one text field named field_1 labelled 'Field 1'. */
export function newCustomSection(): CustomSection {
  return { id: newEntryId(), title: DEFAULT_CUSTOM_SECTION_TITLE, fields: [newCustomField([])], items: [] };
}

export function newCustomItem(fields: CustomField[]): CustomItem {
  const item: CustomItem = { id: newEntryId() };
  for (const field of fields) item[field.name] = "";
  return item;
}

/** Moves one element of a list; indexes out of range leave the list as it is. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

/** A copy of a resume with fresh entry ids everywhere, for duplicating it. */
export function withFreshEntryIds(content: ResumeContent): ResumeContent {
  const fresh = <T extends { id: string }>(entries: T[]) => entries.map((entry) => ({ ...entry, id: newEntryId() }));
  return {
    ...content,
    experience: fresh(content.experience),
    education: fresh(content.education),
    skills: fresh(content.skills),
    projects: fresh(content.projects),
    certifications: fresh(content.certifications),
    languages: fresh(content.languages),
    custom_sections: content.custom_sections.map((section) => ({
      ...fresh([section])[0]!,
      fields: fresh(section.fields),
      items: fresh(section.items),
    })),
  };
}
