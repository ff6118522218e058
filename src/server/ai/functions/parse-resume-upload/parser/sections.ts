import {
  closeLetterSpacing,
  headingCandidate,
  isHeadingWord,
  isHeadingWords,
  isSectionNoun,
  kindOfHeading,
  wholeHeadingKind,
  withoutOrnament,
  type SectionKind,
} from "#server/intake/heading-words";
import { isCaps, withoutListMark, type Row } from "./rows";
import { isSchool, organizationScore, roleScore } from "./vocabulary";
import { withoutEnds } from "./text-ends";

export interface Section {
  /** 'top' holds what comes before any heading, and what opens a column before its first heading. */
  kind: SectionKind | "top";
  /** The heading as written, letter-spacing and marks ('## ', ':') removed. */
  title: string;
  rows: Row[];
  /** The heading's line, when it stood on a line of its own. */
  heading?: Row;
}

const MAX_STYLED_HEADING_WORDS = 4;

/**
 * The section a text names when it is nothing but a heading ('WORK EXPERIENCE', 'Education &
 * Training:'). A heading of other words counts only when `styled` (capitals, a larger size, a
 * heading style), short and ending in a section's noun.
 */
export function sectionKindOf(text: string, styled = false): SectionKind | null {
  const candidate = headingCandidate(text);
  if (!candidate) return null;
  const { words } = candidate;
  const whole = wholeHeadingKind(words);
  if (whole) return whole;
  const plain = words.every(isHeadingWord);
  const styledHeading =
    styled && words.length <= MAX_STYLED_HEADING_WORDS && isSectionNoun(words.at(-1)!) && roleScore(candidate.text) === 0;
  if (!plain && !styledHeading) return null;
  return kindOfHeading(words);
}

/** How a heading looks, to recognise the document's other headings by it. */
const styleOf = (row: Row) => `${row.caps}|${row.bold}|${Math.round(row.scale * 10)}`;
/** A look that sets a line apart from entry titles, which are bold too: capitals, a larger size or a heading style. */
const isStyled = (row: Row) => row.caps || row.scale >= 1.05 || row.heading;

const headingTitle = (text: string) =>
  withoutEnds(closeLetterSpacing(withoutOrnament(text.trim())), /^[#*=_\s-]$/, /^[:：*=_\s-]$/)
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
    // Under skills whose heading stood alone, a row that opens with 'Languages' beside other cells is a
    // row of the skills table or grid ('Languages  TypeScript, Go'; 'LANGUAGES  FRAMEWORKS  CLOUD'), not
    // a margin heading: the document's headings are not in a margin. Right under that heading, the
    // grid's labels may even be set like the headings.
    const skillsRow = open.kind === "skills" && row.parts.length > 1 && namedKind(row) === "languages";
    const label =
      (skillsRow && (differs || previousHeading !== null)) ||
      (differs &&
        row.parts.length === 1 &&
        (open.kind === kindOf(row) || (previousHeading !== null && open.kind !== "custom") || namesEmployer));
    const kind = label ? null : kindOf(row);
    // Under Experience, a line set like the headings that names a role ('Program Analyst') is an entry's title;
    // under Education, one that names a school ('Lakeside University, Pune') is an entry's school.
    const custom =
      !kind &&
      seenHeading &&
      isCustomHeading(row, headingStyle) &&
      !(open.kind === "experience" && roleScore(row.text) > 0) &&
      !(open.kind === "education" && isSchool(row.text));
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
  // The line beside a heading in a margin may begin with a list mark of its own ('EXPERIENCE  ■ Research Student').
  const [second, ...others] = row.parts.slice(1);
  const first = second === undefined ? null : withoutListMark(second);
  const parts = first ? [first.text, ...others] : [];
  return {
    ...row,
    parts,
    text: parts.join("\t"),
    marked: row.marked || (first?.marked ?? false),
    caps: parts.every((part) => part === part.toUpperCase()),
    x: null,
    width: null,
  };
}
