import type {
  Certification,
  CustomField,
  CustomItem,
  CustomSection,
  Education,
  Experience,
  Language,
  PersonalInfo,
  Project,
  ResumeContent,
  SkillGroup,
} from "#shared/resume";

/** True when the text holds more than whitespace; the editor stores blank fields as "". */
export function isPresent(text: string | null | undefined): text is string {
  return typeof text === "string" && text.trim() !== "";
}

const anyPresent = (...values: (string | null | undefined)[]): boolean => values.some(isPresent);

// "Add entry" in the editor creates blank rows; they must not print as empty headings.
const isExperienceFilled = (e: Experience): boolean => anyPresent(e.position, e.company, e.location, e.startDate, e.endDate, e.description);

const isEducationFilled = (e: Education): boolean =>
  anyPresent(e.institution, e.degree, e.field, e.location, e.startDate, e.endDate, e.gpa);

const isProjectFilled = (p: Project): boolean => anyPresent(p.name, p.description, p.link, p.startDate, p.endDate, ...p.technologies);

const isCertificationFilled = (c: Certification): boolean => anyPresent(c.name, c.issuer, c.date, c.credentialId);

export const isLanguageFilled = (l: Language): boolean => anyPresent(l.name, l.proficiency);

/** Trimmed, non-empty items of a list typed as comma-separated text. */
export const presentItems = (items: readonly string[]): string[] => items.map((item) => item.trim()).filter((item) => item !== "");

/**
 * The field named "id" collides with the item's own id in the stored row, so its value is the
 * row id rather than anything the user typed.
 */
export const printableFields = (section: CustomSection): CustomField[] => section.fields.filter((field) => field.name !== "id");

export function customValue(item: CustomItem, field: CustomField): string {
  const value = item[field.name];
  return typeof value === "string" ? value.trim() : "";
}

const isCustomItemFilled = (section: CustomSection, item: CustomItem): boolean =>
  printableFields(section).some((field) => customValue(item, field) !== "");

const visibleExperience = (r: ResumeContent): Experience[] => r.experience.filter(isExperienceFilled);
const visibleEducation = (r: ResumeContent): Education[] => r.education.filter(isEducationFilled);
const visibleProjects = (r: ResumeContent): Project[] => r.projects.filter(isProjectFilled);
const visibleCertifications = (r: ResumeContent): Certification[] => r.certifications.filter(isCertificationFilled);
const visibleLanguages = (r: ResumeContent): Language[] => r.languages.filter(isLanguageFilled);

/** Skill groups with at least one item, their items trimmed. */
const visibleSkills = (r: ResumeContent): SkillGroup[] =>
  r.skills
    .map((group) => ({ ...group, category: group.category.trim(), items: presentItems(group.items) }))
    .filter((group) => group.items.length > 0);

/** Custom sections reduced to their items that hold a value; sections left empty are dropped. */
const visibleCustomSections = (r: ResumeContent): CustomSection[] =>
  r.custom_sections
    .map((section) => ({ ...section, items: section.items.filter((item) => isCustomItemFilled(section, item)) }))
    .filter((section) => section.items.length > 0);

/**
 * Every list a layout prints, each without the entries that have nothing to show: one call at the
 * top of a layout instead of one per section.
 */
export const visibleContent = (r: ResumeContent) => ({
  experience: visibleExperience(r),
  education: visibleEducation(r),
  skills: visibleSkills(r),
  projects: visibleProjects(r),
  certifications: visibleCertifications(r),
  languages: visibleLanguages(r),
  customSections: visibleCustomSections(r),
});

export const hasContacts = (info: PersonalInfo): boolean => anyPresent(info.email, info.phone, info.location, info.website, info.linkedin);

/** The name at the top of the page, trimmed; undefined when left blank. */
export function nameOf(r: ResumeContent): string | undefined {
  const name = r.personal_info.fullName;
  return isPresent(name) ? name.trim() : undefined;
}

/** Seed 000: several layouts use the first experience position as the headline under the name. */
export function headlineOf(r: ResumeContent): string | undefined {
  const position = r.experience.find((e) => isPresent(e.position))?.position;
  return position?.trim();
}
