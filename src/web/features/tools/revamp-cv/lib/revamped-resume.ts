import type { ResumeSections, RevampedData } from "#shared/ai";
import { DEFAULT_TEMPLATE_ID, type PersonalInfo, type ResumeContent } from "#shared/resume";
import { formatShortDate } from "#web/lib/format-date";

/** Seed 001 section 9: revamped CVs are saved in the modern template. */
export const REVAMP_TEMPLATE_ID = DEFAULT_TEMPLATE_ID;

/** Seed 001 section 3: 'Revamped CV' and the date, en-US short ('Revamped CV Mar 1, 2026'). */
export const revampedResumeTitle = (savedAt: Date): string => `Revamped CV ${formatShortDate(savedAt.toISOString())}`;

const isBlank = (value: string | undefined) => (value ?? "").trim() === "";

function mergePersonalInfo(uploaded: PersonalInfo, revamped: Partial<PersonalInfo>): PersonalInfo {
  const merged: PersonalInfo = { ...uploaded };
  for (const [key, value] of Object.entries(revamped) as [keyof PersonalInfo, string | undefined][]) {
    if (!isBlank(value)) merged[key] = value!;
  }
  return merged;
}

/** A list the answer left empty while the upload had entries was left out, not emptied on purpose. */
const keepIfLeftOut = <T>(uploaded: T[], revamped: T[]): T[] => (revamped.length === 0 && uploaded.length > 0 ? uploaded : revamped);

/**
 * The resume a revamp leads to: the revamped sections, and whatever the answer lacks taken from the
 * upload. The revamp answers no custom sections (seed 001 section 3), and a contact or a section a
 * model leaves out was not removed by the user; either would be lost on saving otherwise.
 */
export function revampedSections(uploaded: ResumeSections, revamped: RevampedData): ResumeSections {
  return {
    personal_info: mergePersonalInfo(uploaded.personal_info, revamped.personal_info),
    experience: keepIfLeftOut(uploaded.experience, revamped.experience),
    education: keepIfLeftOut(uploaded.education, revamped.education),
    skills: keepIfLeftOut(uploaded.skills, revamped.skills),
    projects: keepIfLeftOut(uploaded.projects, revamped.projects),
    certifications: keepIfLeftOut(uploaded.certifications, revamped.certifications),
    languages: keepIfLeftOut(uploaded.languages, revamped.languages),
    custom_sections: uploaded.custom_sections,
  };
}

/** What 'Save Revamped CV' stores (seed 001 sections 3 and 9). */
export function revampedResumeContent(sections: ResumeSections, savedAt: Date): ResumeContent {
  return {
    title: revampedResumeTitle(savedAt),
    template_id: REVAMP_TEMPLATE_ID,
    ...sections,
    layout: { fit_to_page: false },
  };
}
