import { isCaps, type Row } from "./rows";
import { organizationScore, roleScore } from "./vocabulary";

export type SectionKind =
  "summary" | "experience" | "education" | "skills" | "projects" | "certifications" | "languages" | "contact" | "custom";

export interface Section {
  /** 'top' holds what comes before any heading, and what opens a column before its first heading. */
  kind: SectionKind | "top";
  /** The heading as written, letter-spacing and marks ('## ', ':') removed. */
  title: string;
  rows: Row[];
  /** The heading's line, when it stood on a line of its own. */
  heading?: Row;
}

// The nouns that say what a section holds. A heading's kind is that of the last such noun in its
// first part that has one ('Teaching Experience' is experience, 'Research Skills' skills,
// 'Education & Training' education, 'Academic & Professional Experience' experience).
const HEAD_NOUNS: Record<SectionKind, string> = {
  experience:
    "experience experiences employment history positions appointments internship internships work career jobs roles posts timeline journey assignments placements placement rotations engagements service expérience expériences experiencia esperienza berufserfahrung",
  education:
    "education studies schooling qualifications qualification academics training trainings degrees degree formation formación formazione ausbildung",
  skills:
    "skills skill competencies competences competency expertise technologies tools stack toolbox proficiencies strengths abilities capabilities toolkit specialities specialties specializations areas computing software",
  projects: "projects project portfolio",
  certifications:
    "certifications certification certificates certificate licenses license licences licence licensure credentials accreditations",
  languages: "languages idiomas langues sprachen lingue",
  summary: "summary profile objective about overview statement introduction bio",
  contact: "contact contacts details information info touch",
  custom:
    "awards award honors honours achievements accomplishments publications presentations patents interests hobbies activities leadership affiliations memberships courses coursework conferences research teaching speaking volunteering involvement highlights talks exhibitions grants funding scholarships references referees board advisory miscellaneous additional extracurricular community",
};
const KIND_OF_NOUN = new Map<string, SectionKind>(
  Object.entries(HEAD_NOUNS).flatMap(([kind, nouns]) => nouns.split(" ").map((noun) => [noun, kind as SectionKind] as const)),
);
// Phrases whose nouns would mislead: what the words mean together.
const PHRASES: [RegExp, SectionKind][] = [
  [/\b(?:programming|computer|coding|scripting) languages\b/, "skills"],
  [/\bvolunteer/, "custom"],
  [/\b(?:academic|educational) background\b/, "education"],
  [/\b(?:professional|work|career) background\b|\bwhere i ve worked\b|\bwork history\b/, "experience"],
  [/\bpersonal (?:details|information|info)\b/, "contact"],
  [/\b(?:academic|education|educational) (?:history|record|credentials)\b/, "education"],
  [/\b(?:summary|highlights) of qualifications\b/, "summary"],
  [/\btrack record\b/, "experience"],
  [/\b(?:community|public) service\b|\bspeaking engagements\b/, "custom"],
];
// Words a heading may have besides its nouns; a line with any other word ('Experience with
// Python') is text, unless it is set like a heading and ends in a noun ('CLINICAL EXPERIENCE').
const MODIFIERS = new Set(
  `professional work relevant related academic technical core key selected recent other personal soft hard spoken industry
  military executive continued independent side and of my me i ve where worked get in additional open source
  research teaching leadership board career employment background summary contact impact focus programming computer
  coding scripting volunteer professionnelle professionnelles profesional laboral professionale
  record held path track educational clinical practical freelance previous prior working formal public`.split(/\s+/),
);
const MAX_HEADING_WORDS = 6;
const MAX_STYLED_HEADING_WORDS = 4;

/** A heading's words in lower case: letter-spacing closed up, '&' read as 'and', punctuation dropped. */
function normalize(text: string): string {
  return closeLetterSpacing(text)
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^\p{L}\s]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

const KNOWN_WORDS = [...KIND_OF_NOUN.keys(), ...MODIFIERS].sort((a, b) => b.length - a.length);

/**
 * 'E X P E R I E N C E' as one word. Spaced letters lose the spaces between words too ('C L I N I C A L R O L E S'),
 * unless they are wider: the words are found again by the heading words they end with.
 */
function closeLetterSpacing(text: string): string {
  // Kerning can leave two letters together ('C O N TA C T'): mostly single letters is enough.
  const tokens = text.trim().split(/ +/);
  if (
    tokens.length < 3 ||
    !tokens.every((token) => /^\p{L}{1,2}$/u.test(token)) ||
    tokens.filter((token) => token.length === 1).length < 0.7 * tokens.length
  ) {
    return text;
  }
  if (/ {2,}/.test(text.trim()))
    return text
      .trim()
      .split(/ {2,}/)
      .map((word) => word.replace(/ /g, ""))
      .join(" ");
  const letters = text.replace(/ /g, "");
  const words: string[] = [];
  let end = letters.length;
  while (end > 0) {
    const known = KNOWN_WORDS.find((word) => letters.slice(0, end).toLowerCase().endsWith(word));
    if (!known) break;
    words.unshift(letters.slice(end - known.length, end));
    end -= known.length;
  }
  return [letters.slice(0, end), ...words].filter(Boolean).join(" ");
}

// What a design sets before a heading: a number ('01.', 'II.', '02 —') or marks ('//', '▸', '§').
const ORNAMENT = /^(?:[^\p{L}\p{N}\s]+\s*|(?:\d{1,2}|[ivx]{1,4}(?=[.)]))[.)]?\s*(?:[^\p{L}\p{N}\s]+\s*)?)(?=\p{L})/iu;
const withoutOrnament = (text: string) => text.replace(ORNAMENT, "");

/** Whether every word of a text is a heading's ('PROFESSIONAL', 'Core'). */
const isHeadingWords = (text: string) =>
  normalize(text)
    .split(" ")
    .every((word) => KIND_OF_NOUN.has(word) || MODIFIERS.has(word));

/**
 * The section a text names when it is nothing but a heading ('WORK EXPERIENCE', 'Education &
 * Training:'). A heading of other words counts only when `styled` (capitals, a larger size, a
 * heading style), short and ending in a section's noun.
 */
export function sectionKindOf(text: string, styled = false): SectionKind | null {
  const trimmed = withoutOrnament(text.trim());
  if (trimmed.length > 60 || /[@\d()]/.test(trimmed) || /[.,;]$/.test(trimmed) || !/^[\p{L}#*=_-]/u.test(trimmed)) return null;
  const words = normalize(trimmed).split(" ").filter(Boolean);
  if (words.length === 0 || words.length > MAX_HEADING_WORDS) return null;
  const plain = words.every((word) => KIND_OF_NOUN.has(word) || MODIFIERS.has(word));
  const styledHeading = styled && words.length <= MAX_STYLED_HEADING_WORDS && KIND_OF_NOUN.has(words.at(-1)!) && roleScore(trimmed) === 0;
  if (!plain && !styledHeading) return null;
  const phrase = words.join(" ");
  for (const [pattern, kind] of PHRASES) if (pattern.test(phrase)) return kind;
  for (const conjunct of phrase.split(" and ")) {
    const head = conjunct
      .split(" ")
      .reverse()
      .find((word) => KIND_OF_NOUN.has(word));
    if (head) return KIND_OF_NOUN.get(head)!;
  }
  return null;
}

/** How a heading looks, to recognise the document's other headings by it. */
const styleOf = (row: Row) => `${row.caps}|${row.bold}|${Math.round(row.scale * 10)}`;
/** A look that sets a line apart from entry titles, which are bold too: capitals, a larger size or a heading style. */
const isStyled = (row: Row) => row.caps || row.scale >= 1.05 || row.heading;

const headingTitle = (text: string) =>
  closeLetterSpacing(withoutOrnament(text.trim()))
    .replace(/^[#*=_\s-]+|[:：*=_\s-]+$/g, "")
    .replace(/\s+/g, " ")
    .trim();

/**
 * Splits the rows into sections at their headings. A heading is a line of heading words alone
 * ('Professional Experience'); once the document's headings are known, a line that looks exactly
 * like them ('VOLUNTEERING' in the same capitals and size) heads a section of its own. A heading
 * set in a left margin beside the first line of its section is split from that line, and a
 * heading wrapped onto two lines ('CORE' / 'COMPETENCIES') is read whole.
 */
export function splitSections(documentRows: readonly Row[]): Section[] {
  const namedKind = (row: Row) => (row.marked ? null : sectionKindOf(row.parts[0] ?? "", isStyled(row)));
  const rows = joinSplitMarginHeadings(documentRows);
  const styles = new Map<string, number>();
  // Only headings on lines of their own show how headings look.
  for (const row of rows.filter((row) => row.parts.length === 1 && namedKind(row) !== null))
    styles.set(styleOf(row), (styles.get(styleOf(row)) ?? 0) + 1);
  const [headingStyle, headingCount = 0] = [...styles].sort((a, b) => b[1] - a[1])[0] ?? [];
  // Where the headings are set apart (capitals, a size), a plain line of heading words is a label
  // inside a section ('Languages' over a group of skills), not a heading.
  const styledHeadings = headingCount >= 2 && rows.some((row) => styleOf(row) === headingStyle && isStyled(row));
  // A heading in a margin beside its first line shares that line's look: only its capitals can be
  // compared with the other headings'.
  const headingCaps = headingStyle?.startsWith("true") ?? false;
  const looksUnlikeHeadings = (row: Row) =>
    row.parts.length === 1 ? !isStyled(row) && styleOf(row) !== headingStyle : isCaps(row.parts[0]!) !== headingCaps;
  const kindOf = (row: Row) => (styledHeadings && looksUnlikeHeadings(row) ? null : namedKind(row));

  const sections: (Section & { style?: string })[] = [{ kind: "top", title: "", rows: [] }];
  let seenHeading = false;
  let previousHeading: Row | null = null;
  rows.forEach((row, index) => {
    const open = sections.at(-1)!;
    // In a different look from the section's heading, a heading of the section's own kind, or any
    // heading right under it, is a label inside it ('TOOLS' under 'Skills', 'LANGUAGES' under 'TECH STACK'),
    // and so is an employer's name under Experience that ends in a heading's noun ('Zentrix Technologies').
    const differs = open.style !== undefined && open.style !== styleOf(row);
    const namesEmployer = open.kind === "experience" && !isHeadingWords(row.text) && organizationScore(row.text) > 0;
    const label =
      differs &&
      row.parts.length === 1 &&
      (open.kind === kindOf(row) || (previousHeading !== null && open.kind !== "custom") || namesEmployer);
    const kind = label ? null : kindOf(row);
    // Under Experience, a line set like the headings that names a role ('Program Analyst') is an entry's title.
    const custom = !kind && seenHeading && isCustomHeading(row, headingStyle) && !(open.kind === "experience" && roleScore(row.text) > 0);
    if (kind || custom) {
      const title = headingTitle(kind ? row.parts[0]! : row.text);
      if (previousHeading && open.rows.length === 0 && styleOf(previousHeading) === styleOf(row) && open.kind === "custom") {
        open.title = `${open.title} ${title}`;
        open.kind = sectionKindOf(open.title, true) ?? kind ?? "custom";
      } else
        sections.push({
          kind: kind ?? "custom",
          title,
          rows: [],
          ...(row.parts.length === 1 ? { style: styleOf(row), heading: row } : {}),
        });
      seenHeading = true;
      previousHeading = row.parts.length === 1 ? row : null;
      if (kind && row.parts.length > 1) sections.at(-1)!.rows.push(restOf(row));
      return;
    }
    previousHeading = null;
    // A column that opens without a heading with a name or contacts (beside a sidebar) is read as a
    // top; one that opens with anything else goes on with the section before (a grid of cards).
    if (row.columnStart && seenHeading && opensTop(rows.slice(index, index + TOP_LOOKAHEAD)))
      sections.push({ kind: "top", title: "", rows: [] });
    sections.at(-1)!.rows.push(row);
  });
  return sections
    .filter((section) => section.kind !== "top" || section.rows.length > 0)
    .map(({ kind, title, rows, heading }) => ({ kind, title, rows, ...(heading ? { heading } : {}) }));
}

/** A margin heading wrapped over two lines ('CORE' / 'COMPETENCIES' beside lines of its section) is read whole on the first. */
function joinSplitMarginHeadings(rows: readonly Row[]): Row[] {
  const joined = [...rows];
  for (let i = 0; i + 1 < joined.length; i++) {
    const [row, next] = [joined[i]!, joined[i + 1]!];
    const [first, second] = [row.parts[0]!, next.parts[0]!];
    if (
      row.parts.length < 2 ||
      !isHeadingWords(first) ||
      isCaps(first) !== isCaps(second) ||
      sectionKindOf(first) ||
      !sectionKindOf(second, true)
    )
      continue;
    const title = `${first} ${second}`;
    if (sectionKindOf(title, true) === null) continue;
    joined[i] = { ...row, parts: [title, ...row.parts.slice(1)], text: [title, ...row.parts.slice(1)].join("\t") };
    joined[i + 1] = restOf(next);
    if (joined[i + 1]!.parts.length === 0) joined.splice(i + 1, 1);
  }
  return joined;
}

const NAME_SCALE = 1.3;
// A column's first lines (a label such as 'Email' may come first) show whether it opens with a name or contacts.
const TOP_LOOKAHEAD = 3;
const opensTop = (first: readonly Row[]) => first[0]!.scale >= NAME_SCALE || first.some((row) => /@|\+?\d[\d\s().-]{7,}\d/.test(row.text));

function isCustomHeading(row: Row, headingStyle: string | undefined): boolean {
  if (row.marked || row.parts.length > 1 || !isStyled(row)) return false;
  const text = closeLetterSpacing(row.text.trim());
  if (
    text.split(/\s+/).length > MAX_STYLED_HEADING_WORDS ||
    text.length > 40 ||
    /[@\d()]/.test(text) ||
    /[.,;]$/.test(text) ||
    !/^\p{Lu}/u.test(text)
  ) {
    return false;
  }
  return row.heading || (headingStyle !== undefined && styleOf(row) === headingStyle);
}

/** The line beside a margin heading; where it starts is unknown (the line's position is the heading's). */
function restOf(row: Row): Row {
  const parts = row.parts.slice(1);
  return { ...row, parts, text: parts.join("\t"), caps: parts.every((part) => part === part.toUpperCase()), x: null, width: null };
}
