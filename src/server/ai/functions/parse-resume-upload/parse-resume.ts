import { UNSURE_FIELDS_MAX, type DraftUnsureField, type ResumeDraft, type UnplacedLine } from "#shared/ai";
import { RESUME_LIMITS } from "#shared/limits";
import type { ExtractedDocument } from "#server/intake/document";
import { documentWithinReadLimit } from "#server/intake/read-limit";
import { doctoralPositions } from "./parser/doctoral-positions";
import { toEducation } from "./parser/education";
import { withoutLabelCells } from "./parser/field-labels";
import { splitEntries } from "./parser/entries";
import { toExperience, type OrderVotes, type Placed } from "./parser/experience";
import { customLines, toCertifications, toLanguages, toSkills } from "./parser/lists";
import { readPersonalInfo } from "./parser/personal-info";
import { toProjects } from "./parser/projects";
import { fromCapitals, rowsOf } from "./parser/rows";
import { sectionsByContent } from "./parser/section-content";
import { splitSections } from "./parser/sections";
import { frameOf } from "./parser/text-blocks";

type ParseResult = ResumeDraft & { unplaced: UnplacedLine[]; confidence: DraftUnsureField[] };

/**
 * Maps an extracted resume to the resume's sections, by rules only: the same document always gives
 * the same result, and every value is text of the document (dates rewritten as the app writes
 * them, a name in capitals in its usual case). What it reads but cannot place is returned as
 * `unplaced`, with the heading it stood under, for the user to review, and the fields it filled
 * without a sign that they are right as `confidence`, with why (parser/doubts.ts). It reads no more than the
 * intake keeps (read-limit.ts), whoever calls it.
 */
export function parseResume(extracted: ExtractedDocument): ParseResult {
  const document = documentWithinReadLimit(extracted);
  const allRows = rowsOf(document);
  const sections = sectionsByContent(splitSections(allRows).map((section) => ({ ...section, rows: withoutLabelCells(section.rows) })));
  const personal = readPersonalInfo(sections, document.links, allRows);
  const draft: ResumeDraft = {
    personal_info: personal.personalInfo,
    experience: [],
    education: [],
    skills: [],
    projects: [],
    certifications: [],
    languages: [],
    custom_sections: [],
  };
  const unplaced: UnplacedLine[] = [...personal.leftovers];
  const confidence: DraftUnsureField[] = personal.unsure.map((doubt) => ({ section: "personal_info", ...doubt }));
  const keep = <T>(list: T[], placed: Placed<T>, heading: string) => {
    list.push(...placed.entries);
    unplaced.push(...placed.leftovers.map((text) => ({ text, heading })));
  };
  let experienceOrder: OrderVotes = { titleFirst: 0, companyFirst: 0 };
  for (const section of sections) {
    const rows = section.rows.filter((row) => !personal.used.has(row));
    if (rows.length === 0) continue;
    const frame = frameOf(rows, allRows);
    switch (section.kind) {
      case "experience": {
        const placed = toExperience(splitEntries(rows, { splitAt: true }), frame, experienceOrder);
        experienceOrder = placed.votes;
        // Entries are counted from the first of all the resume's experience sections.
        const offset = draft.experience.length;
        confidence.push(...placed.unsure.map((doubt) => ({ section: "experience" as const, ...doubt, entry: offset + doubt.entry })));
        keep(draft.experience, placed, section.title);
        break;
      }
      case "education": {
        const placed = toEducation(splitEntries(rows, { splitAt: false, schools: true }));
        const offset = draft.education.length;
        confidence.push(...placed.unsure.map((doubt) => ({ section: "education" as const, ...doubt, entry: offset + doubt.entry })));
        keep(draft.education, placed, section.title);
        break;
      }
      case "projects":
        keep(draft.projects, toProjects(splitEntries(rows, { splitAt: false }), frame), section.title);
        break;
      case "skills":
        keep(draft.skills, toSkills(rows), section.title);
        break;
      case "languages":
        keep(draft.languages, toLanguages(rows), section.title);
        break;
      case "certifications":
        keep(draft.certifications, toCertifications(rows, frame), section.title);
        break;
      case "custom":
        draft.custom_sections.push({ title: fromCapitals(section.title), lines: customLines(rows, frame) });
        break;
      default:
        unplaced.push(...customLines(rows, frame).map((text) => ({ text, heading: section.title })));
    }
  }
  draft.experience.push(...doctoralPositions(draft.education));
  return {
    ...fitLimits(draft, unplaced),
    // Entries past a list's limit are dropped (fitLimits), and so are their doubts.
    confidence: confidence.filter((doubt) => doubt.section === "personal_info" || doubt.entry < L.listEntries).slice(0, UNSURE_FIELDS_MAX),
  };
}

const L = RESUME_LIMITS;
const UNPLACED_MAX = 500;
const UNPLACED_TEXT = 2000;
const HEADING_TEXT = 200;

/**
 * Keeps the draft within the resume's limits. A value too long for its field is moved, whole, to
 * the unplaced lines rather than cut; entries past a list's limit are dropped (no resume has 50).
 */
function fitLimits(draft: ResumeDraft, unplaced: UnplacedLine[]): Omit<ParseResult, "confidence"> {
  const fit = (value: string, max: number, heading: string): string => {
    if (value.length <= max) return value;
    unplaced.push({ text: value.slice(0, UNPLACED_TEXT), heading });
    return "";
  };
  const short = (heading: string) => (value: string) => fit(value, L.shortText, heading);
  const info = draft.personal_info;
  const fitted: ResumeDraft = {
    personal_info: {
      ...info,
      fullName: short("")(info.fullName),
      email: short("")(info.email),
      phone: short("")(info.phone),
      location: short("")(info.location),
      summary: fit(info.summary, L.summary, "Summary"),
      ...(info.linkedin !== undefined ? { linkedin: fit(info.linkedin, L.url, "") } : {}),
      ...(info.website !== undefined ? { website: fit(info.website, L.url, "") } : {}),
    },
    experience: draft.experience.slice(0, L.listEntries).map((entry) => ({
      ...entry,
      company: short("Experience")(entry.company),
      position: short("Experience")(entry.position),
      location: short("Experience")(entry.location),
      description: fit(entry.description, L.description, "Experience"),
    })),
    education: draft.education.slice(0, L.listEntries).map((entry) => ({
      ...entry,
      institution: short("Education")(entry.institution),
      degree: short("Education")(entry.degree),
      field: short("Education")(entry.field),
      location: short("Education")(entry.location),
    })),
    skills: draft.skills.slice(0, L.listEntries).map((group) => ({
      category: short("Skills")(group.category),
      items: group.items.map(short("Skills")).filter(Boolean).slice(0, L.skillItems),
    })),
    projects: draft.projects.slice(0, L.listEntries).map((project) => ({
      ...project,
      name: short("Projects")(project.name),
      description: fit(project.description, L.description, "Projects"),
      technologies: project.technologies.map(short("Projects")).filter(Boolean).slice(0, L.skillItems),
    })),
    certifications: draft.certifications.slice(0, L.listEntries).map((entry) => ({
      ...entry,
      name: short("Certifications")(entry.name),
      issuer: short("Certifications")(entry.issuer),
    })),
    languages: draft.languages.slice(0, L.listEntries),
    custom_sections: draft.custom_sections.slice(0, L.customSections).map((section) => ({
      title: section.title.slice(0, L.shortText),
      lines: section.lines
        .map((line) => fit(line, L.customValue, section.title))
        .filter(Boolean)
        .slice(0, L.customItems),
    })),
  };
  return {
    ...fitted,
    unplaced: unplaced
      .filter((line) => line.text.trim() !== "")
      .slice(0, UNPLACED_MAX)
      .map((line) => ({ text: line.text.slice(0, UNPLACED_TEXT), heading: line.heading.slice(0, HEADING_TEXT) })),
  };
}
