import type { ResumeDraft } from "#shared/ai";
import { findDateRange, isOnlyDate, withoutDates, withoutDuration } from "./dates";
import type { Placed } from "./experience";
import { splitItems } from "./items";
import type { Row } from "./rows";
import { authorLines, type Frame } from "./text-blocks";
import { LANGUAGE_LEVEL } from "./vocabulary";

type SkillGroup = ResumeDraft["skills"][number];
type Language = ResumeDraft["languages"][number];
type Certification = ResumeDraft["certifications"][number];

// 'Languages: Go, Python': a short label before a colon names a group of skills.
const LABELLED = /^([^:]{1,40}?)\s*:\s*(.*)$/;
// A skill is a name, not a sentence.
const MAX_SKILL_WORDS = 6;

const rowText = (row: Row) => row.parts.join("\t");

/**
 * Skill groups: 'Category: a, b, c' lines, a bold label over lines of items, or plain lists (one
 * item a line, or separated by commas, bullets, bars) in a group without a category. A list
 * wrapped onto the next line stays in its group.
 */
export function toSkills(wrappedRows: readonly Row[]): Placed<SkillGroup> {
  const rows = joinWrappedLists(gridAsLabelledRows(wrappedRows));
  const groups: SkillGroup[] = [];
  const leftovers: string[] = [];
  let current: SkillGroup | null = null;
  // A labelled line is a group of its own; the lines after a bold label are its items.
  let labelledLine = false;
  const groupNamed = (category: string) => {
    const group = { category, items: [] };
    groups.push(group);
    return group;
  };
  rows.forEach((row, index) => {
    const text = rowText(row);
    // 'Research' in a label column beside its items reads as 'Research: …'.
    const labelled =
      LABELLED.exec(text) ?? (row.parts.length === 2 && /[,;•·|]/.test(row.parts[1]!) ? ["", row.parts[0]!, row.parts[1]!] : null);
    const next = rows[index + 1];
    const wrapped = index > 0 && /,\s*$/.test(rowText(rows[index - 1]!));
    let items: string[];
    if (labelled && labelled[1]!.split(/\s+/).length <= 5 && !/\d{3}/.test(labelled[1]!)) {
      current = groupNamed(labelled[1]!);
      labelledLine = true;
      items = splitItems(labelled[2]!);
    } else if (isGroupLabel(row, next) && !/[,;|•\t]/.test(text) && text.split(/\s+/).length <= 4) {
      current = groupNamed(text);
      labelledLine = false;
      return;
    } else {
      if (labelledLine && !wrapped) current = null;
      labelledLine = labelledLine && wrapped;
      current ??= groups.find((group) => group.category === "") ?? groupNamed("");
      items = splitItems(text);
    }
    // The years a skill was used ('Forklift (10 years)') and a level drawn as a bar's figure ('90%') are no part of its name.
    for (const item of items.map(withoutDuration).filter((item) => /\p{L}/u.test(item))) {
      if (item.split(/\s+/).length > MAX_SKILL_WORDS) leftovers.push(item);
      else current.items.push(item);
    }
  });
  return { entries: groups.filter((group) => group.items.length > 0), leftovers };
}

// A cell of a grid's row of labels: a few words, no list of its own.
const MAX_GRID_LABEL_WORDS = 4;
const LIST_MARK = /[,;•·|]/;
const isGridLabel = (text: string) => /\p{L}/u.test(text) && !LIST_MARK.test(text) && text.split(/\s+/).length <= MAX_GRID_LABEL_WORDS;

/**
 * Groups set as a grid: a row of labels (bold or in capitals) over a row with as many cells of
 * items ('Languages' over 'TypeScript, Go', 'Frameworks & Tools' over 'React, Node.js'), and the
 * cells' wrapped ends on the lines below, which begin right of the grid's edge and so end its last
 * cells. Each group is read as its own 'Label: items' line.
 */
function gridAsLabelledRows(rows: readonly Row[]): Row[] {
  const read: Row[] = [];
  for (let index = 0; index < rows.length; index++) {
    const labels = rows[index]!;
    const values = rows[index + 1];
    const width = labels.parts.length;
    const styledApart = values !== undefined && ((labels.bold && !values.bold) || (labels.caps && !values.caps));
    // The cells under the labels hold lists; a row of single skills over another ('CATIA V5', 'ANSYS') is no grid.
    const lists = values !== undefined && values.parts.filter((part) => LIST_MARK.test(part)).length * 2 >= width;
    if (width < 2 || labels.marked || !styledApart || !lists || values.parts.length !== width || !labels.parts.every(isGridLabel)) {
      read.push(labels);
      continue;
    }
    const cells = values.parts.map((part) => [part]);
    let next = index + 2;
    for (; next < rows.length; next++) {
      const end = rows[next]!;
      const inGrid = end.x !== null && labels.x !== null && end.x > labels.x + 4;
      if (!inGrid || end.bold || end.caps || end.marked || end.gapBefore || end.parts.length >= width) break;
      end.parts.forEach((part, i) => cells[width - end.parts.length + i]!.push(part));
    }
    labels.parts.forEach((label, i) => {
      const text = `${label}: ${cells[i]!.join(" ")}`;
      read.push({ ...values, text, parts: [text] });
    });
    index = next - 1;
  }
  return read;
}

/** A label over a group of items: in bold or capitals (a word, not an acronym such as 'SQL'), over a line that is not. */
const isGroupLabel = (row: Row, next: Row | undefined) =>
  !row.marked &&
  next !== undefined &&
  ((row.bold && !next.bold) || (row.caps && !next.caps && row.text.replace(/[^\p{L}]/gu, "").length >= 5));

/** A list wrapped onto the next line ('… · Restorative' / 'practices') is one line again. */
function joinWrappedLists(rows: readonly Row[]): Row[] {
  const joined: Row[] = [];
  for (const row of rows) {
    const last = joined.at(-1);
    // Only a line that was a list itself wraps: items one to a line may begin in lower case ('dbt').
    if (last && !row.marked && row.parts.length === 1 && /^\p{Ll}/u.test(row.text) && /[,;•·|]/.test(rowText(last))) {
      const text = `${rowText(last)} ${row.text}`;
      joined[joined.length - 1] = { ...last, text, parts: [text] };
    } else joined.push(row);
  }
  return joined;
}

// 'English (Native)', 'English — Native', 'Spanish: Native', 'French B2'.
const IN_PARENTHESES = /^(.+?)\s*\((.+)\)$/;
const SEPARATED = /^(.+?)(?:\s+[-–—|]\s*|\s*[:–—|]\s*)(.+)$/;
const TRAILING_LEVEL = new RegExp(String.raw`^(\p{L}+(?:\s\p{L}+)?)\s+(${LANGUAGE_LEVEL.source}.*)$`, "iu");
const LANGUAGE_NAME = /^\p{Lu}[\p{L}'’-]*(?:\s\p{L}[\p{L}'’-]*){0,2}$/u;

/** Languages with their proficiency, one or several a line; a level on its own line belongs to the language above it. */
export function toLanguages(rows: readonly Row[]): Placed<Language> {
  const entries: Language[] = [];
  const leftovers: string[] = [];
  for (const row of rows) {
    for (const item of splitItems(rowText(row))) {
      const match = IN_PARENTHESES.exec(item) ?? SEPARATED.exec(item) ?? TRAILING_LEVEL.exec(item);
      const [name, proficiency] = match ? [match[1]!.trim(), match[2]!.trim()] : [item, ""];
      const previous = entries.at(-1);
      if (!match && previous && !previous.proficiency && LANGUAGE_LEVEL.test(item) && item.split(/\s+/).length <= 4) {
        previous.proficiency = item;
      } else if (LANGUAGE_NAME.test(name)) entries.push({ name, proficiency });
      else leftovers.push(item);
    }
  }
  return { entries, leftovers };
}

const CREDENTIAL =
  /\s*[,(|–—-]?\s*(?:credential|license|licence|certificate|cert)?\s*(?:id|no\.?|number|#)\s*[:#]?\s*([A-Z0-9][\w-]{3,})\)?/i;
const ISSUED_BY = /^(?:issued\s+by|issuer|by|from)\s*:?\s*(.+)$/i;
// 'Solutions Architect – Associate': a level after a dash belongs to the certificate's name.
const CERTIFICATE_LEVEL =
  /^(?:associate|professional|practitioner|foundation|expert|specialty|fundamentals|advanced|level\s*\w+|part\s*\w+)$/i;

/**
 * Certifications, one a line: the name, then the issuer after a comma, a bar or a dash, the date
 * where it is written and a credential id. An issuer, a date or an id on its own line belongs to
 * the certificate above.
 */
export function toCertifications(rows: readonly Row[], frame: Frame | null): Placed<Certification> {
  const entries: Certification[] = [];
  rows.forEach((row, index) => {
    const previous = entries.at(-1);
    const text = authorLines([row], frame)[0]!.replace(/^• /, "");
    if (previous && isOnlyDate(text)) {
      const found = findDateRange(text)!;
      previous.date ||= found.end || found.start;
      return;
    }
    const issuedBy = ISSUED_BY.exec(text);
    if (previous && issuedBy && !previous.issuer) {
      previous.issuer = issuedBy[1]!.trim();
      return;
    }
    if (previous && !previous.issuer && rows[index - 1]?.bold && !row.bold && !row.marked && !/[,|]/.test(text)) {
      previous.issuer = text;
      return;
    }
    entries.push(certificationOf(text));
  });
  return { entries, leftovers: [] };
}

function certificationOf(line: string): Certification {
  let text = line;
  let date = "";
  const found = findDateRange(text);
  if (found) {
    date = found.end || found.start;
    text = withoutDates(text, found);
  }
  let credentialId = "";
  const credential = CREDENTIAL.exec(text);
  if (credential) {
    credentialId = credential[1]!;
    text = text.replace(credential[0], "").trim();
  }
  const [name, issuer] = splitIssuer(text);
  return { name, issuer, date, credentialId };
}

function splitIssuer(text: string): [string, string] {
  const barred = text.split(/\s*[|\t]\s*/);
  if (barred.length >= 2) return [barred[0]!, barred.slice(1).join(", ")];
  const commas = text.split(/\s*,\s*/);
  if (commas.length >= 2 && /^\p{Lu}/u.test(commas.at(-1)!)) return [commas.slice(0, -1).join(", "), commas.at(-1)!];
  const dashed = /^(.+)\s+[–—-]\s+(.+)$/.exec(text);
  if (dashed && !CERTIFICATE_LEVEL.test(dashed[2]!.trim())) return [dashed[1]!.trim(), dashed[2]!.trim()];
  const issuedBy = /^(.+?)\s+(?:issued\s+by|by|from)\s+(\p{Lu}.+)$/u.exec(text);
  if (issuedBy) return [issuedBy[1]!, issuedBy[2]!];
  return [text, ""];
}

/** A section the resume has no place for: its lines, as written, one item each. */
export function customLines(rows: readonly Row[], frame: Frame | null): string[] {
  return authorLines(rows, frame).map((line) => line.replace(/^• /, ""));
}
