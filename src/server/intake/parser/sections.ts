import type { Row } from "./rows";

export type SectionKind =
  "summary" | "experience" | "education" | "skills" | "projects" | "certifications" | "languages" | "contact" | "custom";

export interface Section {
  /** 'top' holds what comes before any heading, and what opens a column before its first heading. */
  kind: SectionKind | "top";
  /** The heading as written, letter-spacing removed. */
  title: string;
  rows: Row[];
}

// Which section a heading names: the kind of its earliest keyword ('Education & Training' is
// education, 'Skills & Certifications' skills). Phrases that would read wrongly word by word come first.
const PHRASES: [RegExp, SectionKind][] = [
  [/\b(?:programming|computer|coding|scripting)\s+languages\b/, "skills"],
  [/\bvolunteer/, "custom"],
  [/\breferences?\b/, "custom"],
];
const KEYWORDS: [RegExp, SectionKind][] = [
  [/\b(?:experiences?|employment|work history|career history|professional history|career|positions|internships?)\b/, "experience"],
  [/\b(?:education|academic|academics|schooling|qualifications|studies)\b/, "education"],
  [
    /\b(?:skills?|competenc(?:y|ies|es)|expertise|technolog(?:y|ies)|proficienc(?:y|ies)|tools|tech stack|toolbox|strengths|abilities|capabilities)\b/,
    "skills",
  ],
  [/\b(?:projects?|portfolio|open source)\b/, "projects"],
  [/\b(?:certifications?|certificates?|licen[cs]es?|credentials|accreditations?)\b/, "certifications"],
  [/\blanguages?\b/, "languages"],
  [/\b(?:summary|profile|objective|about me|about|overview|personal statement|introduction|bio)\b/, "summary"],
  [/\b(?:contacts?|contact information|contact details|personal details|personal information|personal info|get in touch)\b/, "contact"],
  [
    /\b(?:awards?|honou?rs|achievements?|accomplishments?|publications?|presentations?|patents?|interests?|hobbies|activities|leadership|affiliations?|memberships?|courses?|coursework|trainings?|conferences?|research|teaching|additional|miscellaneous|speaking|community|extracurricular|involvement|highlights?|talks|exhibitions?|grants?|scholarships?)\b/,
    "custom",
  ],
];
// Every word a heading may be made of; a line with any other word ('Experience with Python') is text.
const HEADING_WORDS = new Set(
  `experience experiences employment work history career professional positions internship internships relevant related
  education academic academics schooling qualifications studies background training skills skill competency competencies
  competences expertise technology technologies proficiency proficiencies tools tech stack toolbox strengths abilities
  capabilities projects project portfolio open source certifications certification certificates certificate licenses license
  licences licence credentials accreditation accreditations languages language summary profile objective about me overview
  personal statement introduction bio contact contacts information details info get in touch awards award honors honours
  achievements achievement accomplishments publications publication presentations patents interests interest hobbies
  activities leadership affiliations affiliation memberships membership courses course coursework trainings conferences
  research teaching additional miscellaneous speaking community extracurricular involvement highlights highlight talks
  exhibitions grants scholarships volunteer volunteering references reference programming computer coding scripting and of
  my key core technical selected recent other areas soft hard spoken industry military executive continued area
  independent side personal software`.split(/\s+/),
);
const MAX_HEADING_WORDS = 6;

/** A heading's words in lower case: letter-spacing closed up, '&' read as 'and', punctuation dropped. */
function normalize(text: string): string {
  const closed = /^(?:\p{L} ){2,}\p{L}(?: {2,}(?:\p{L} )+\p{L})*$/u.test(text)
    ? text
        .split(/ {2,}/)
        .map((word) => word.replace(/ /g, ""))
        .join(" ")
    : text;
  return closed
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^\p{L}\s]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The section a text names when it is nothing but a heading ('WORK EXPERIENCE', 'Education & Training:'). */
export function sectionKindOf(text: string): SectionKind | null {
  if (text.length > 60 || /[@\d]/.test(text) || /[.,;]$/.test(text.trim())) return null;
  const words = normalize(text).split(" ");
  if (words.length === 0 || words.length > MAX_HEADING_WORDS || !words.every((word) => HEADING_WORDS.has(word))) return null;
  const phrase = words.join(" ");
  for (const [pattern, kind] of PHRASES) if (pattern.test(phrase)) return kind;
  let best: { kind: SectionKind; at: number } | null = null;
  for (const [pattern, kind] of KEYWORDS) {
    const at = pattern.exec(phrase)?.index;
    if (at !== undefined && (!best || at < best.at)) best = { kind, at };
  }
  return best?.kind ?? null;
}

/** How a heading looks, to recognise the document's other headings by it. */
const styleOf = (row: Row) => `${row.caps}|${row.bold}|${Math.round(row.scale * 10)}`;
/** A look that sets a line apart from entry titles, which are bold too: capitals, a larger size or a heading style. */
const isDistinctive = (row: Row) => row.caps || row.scale >= 1.1 || row.heading;

const headingTitle = (text: string) => text.replace(/[:：]\s*$/, "").trim();

/**
 * Splits the rows into sections at their headings. A heading is a line of heading words alone
 * ('Professional Experience'); once the document's headings are known, a line that looks exactly
 * like them ('VOLUNTEERING' in the same capitals and size) heads a section of its own. A heading
 * set in a left margin beside the first line of its section is split from that line.
 */
export function splitSections(rows: readonly Row[]): Section[] {
  const known = rows.filter((row) => !row.marked && sectionKindOf(row.parts[0] ?? "") !== null);
  const styles = new Map<string, number>();
  for (const row of known) styles.set(styleOf(row), (styles.get(styleOf(row)) ?? 0) + 1);
  const headingStyle = [...styles].sort((a, b) => b[1] - a[1])[0]?.[0];

  const sections: Section[] = [{ kind: "top", title: "", rows: [] }];
  let seenHeading = false;
  for (const row of rows) {
    const first = row.parts[0] ?? "";
    const kind = row.marked ? null : sectionKindOf(first);
    if (kind) {
      seenHeading = true;
      sections.push({ kind, title: headingTitle(first), rows: [] });
      if (row.parts.length > 1) sections.at(-1)!.rows.push(restOf(row));
      continue;
    }
    if (seenHeading && isCustomHeading(row, headingStyle)) {
      sections.push({ kind: "custom", title: headingTitle(row.text), rows: [] });
      continue;
    }
    // A column that opens without a heading (a sidebar's name and contacts) is read as a top.
    if (row.columnStart && seenHeading) sections.push({ kind: "top", title: "", rows: [] });
    sections.at(-1)!.rows.push(row);
  }
  return sections.filter((section) => section.kind !== "top" || section.rows.length > 0);
}

function isCustomHeading(row: Row, headingStyle: string | undefined): boolean {
  if (row.marked || row.parts.length > 1 || !isDistinctive(row)) return false;
  const words = row.text.split(/\s+/);
  if (words.length > 4 || row.text.length > 40 || /[@\d]/.test(row.text) || /[.,;]$/.test(row.text)) return false;
  if (row.heading) return true;
  return headingStyle !== undefined && styleOf(row) === headingStyle;
}

function restOf(row: Row): Row {
  const parts = row.parts.slice(1);
  return { ...row, parts, text: parts.join("\t"), caps: parts.every((part) => part === part.toUpperCase()) };
}
