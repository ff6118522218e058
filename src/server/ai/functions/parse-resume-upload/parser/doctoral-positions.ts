import type { ResumeDraft } from "#shared/ai";
import { roleScore } from "./vocabulary";

type Education = ResumeDraft["education"][number];
type Experience = ResumeDraft["experience"][number];

const DOCTORATE = /^(?:ph\.?\s?d\.?|d\.?phil\.?|doctoral|doctorate)$/i;
// Doctoral roles that are study rather than employment.
const STUDY = /\b(?:student|candidate|scholar)\b/i;

/**
 * A doctorate held as a post ('Ph.D. Researcher' at a university, '2018 – Now'), which academic CVs
 * list under Education: in much of Europe a doctoral researcher is employed, and an ATS reads the
 * post as experience. Each such entry is also a job at its institution; the education entry stays.
 */
export function doctoralPositions(education: readonly Education[]): Experience[] {
  return education
    .filter((entry) => DOCTORATE.test(entry.degree.trim()) && roleScore(entry.field) > 0 && !STUDY.test(entry.field) && entry.institution)
    .map((entry) => {
      // Education writes an open end as 'Present'; a job says it is current.
      const current = /^present$/i.test(entry.endDate);
      return {
        company: entry.institution,
        position: `${entry.degree} ${entry.field}`,
        location: entry.location,
        startDate: entry.startDate,
        endDate: current ? "" : entry.endDate,
        current,
        description: "",
      };
    });
}
