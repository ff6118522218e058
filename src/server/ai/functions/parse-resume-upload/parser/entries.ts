import {
  findDateRange,
  isDuration,
  isOnlyDate,
  isPresent,
  MONTH,
  textsAroundDates,
  withMonthsUnder,
  withoutDates,
  type DateRange,
} from "./dates";
import { describedLast, withoutFieldLabels } from "./field-labels";
import { isLocation, isStreet, isStreetAddress, splitTrailingLocation } from "./locations";
import type { Row } from "./rows";
import { cjkNameAndRole, isDegree, isRoleQualifier, isSchool, organizationScore, roleScore, startsWithAction } from "./vocabulary";
import { withoutEnds } from "./text-ends";

/** One entry of a section: the rows that name it, its dates, and the rows that describe it. */
export interface EntryBlock {
  /** The section's rows the entry was read from, in order. */
  rows: Row[];
  header: Row[];
  body: Row[];
  dates: DateRange | null;
  /** The texts of the header with the dates taken out, split at separators, places removed. */
  pieces: Piece[];
  location: string;
  /** The header said 'Title at Company': the first piece is the title. */
  titleFirst: boolean;
}

export interface Piece {
  text: string;
  /** Index of the header row it came from. */
  row: number;
}

const MAX_HEADER_ROWS = 4;
const GROUP_SCALE = 1.05;
// A list's indent, in points: further right is another column (a card beside a card), not an indent.
const MIN_INDENT = 4;
const MAX_INDENT = 40;
// Header lines are short; a line this long is a sentence of the description.
const MAX_HEADER_WORDS = 14;
const MAX_DEGREE_WORDS = 6;
const ABBREVIATION_END = /\b(?:inc|ltd|co|corp|llc|jr|sr|st|dept|univ|[a-z])\.$/i;
const SENTENCE_END = /[.!?]["')\]]?$/;

const PAGE_ADDRESS = /\bhttps?:\/\/[^\s/]+\/\S/;
const CITATION_TITLE_WORDS = 6;

/**
 * A reference to a page: a title of some words ending a sentence, then the page's address
 * ('Sugar Tax Cuts Soft Drink Sales. Health News. https://news.example.org/a/123'), not an
 * employer's own ('Acme Inc. https://acme.example/about').
 */
function isCitation(text: string): boolean {
  const address = PAGE_ADDRESS.exec(text);
  const before = address ? text.slice(0, address.index) : "";
  return wordCount(before) >= CITATION_TITLE_WORDS && /[.!?]\s/.test(before);
}

const isSinglePoint = (dates: DateRange) => dates.start === "" && !dates.current;

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
// Names are capitalised word by word ('Senior Software Engineer', 'Bank of America'); sentences
// are not ('Run a £9M store with 45 colleagues'). Short joining words do not count either way.
const JOINING_WORDS = new Set(["of", "and", "the", "for", "in", "at", "on", "to", "a", "an", "de", "du", "la", "le", "und", "y", "&"]);

function capitalisedShare(text: string): number {
  const words = text.split(/\s+/).filter((word) => /\p{L}/u.test(word) && !JOINING_WORDS.has(word.toLowerCase()));
  return words.length === 0 ? 0 : words.filter((word) => /^[^\p{L}]*\p{Lu}/u.test(word)).length / words.length;
}

/**
 * A list item that names an entry rather than describes one: its dates set apart at the end of the
 * line ('■ Research Student, Science Department   May 2004 – May 2005'), as no description's are.
 */
const isListedEntry = (row: Row) => row.marked && row.parts.length >= 2 && isOnlyDate(row.parts.at(-1)!);

// A name after a date and a separator: its first word is no month ('Sept. 2015 – Aug.' over '2019' is a range).
const NAME_AFTER_DATE = new RegExp(String.raw`^\s*[-–—|:]\s+(?!${MONTH}(?:\s|$))\p{Lu}`, "iu");

/** The dates of a row that can head an entry: a range, or a lone date set apart or at the end of a short line. */
function headerDates(row: Row): DateRange | null {
  if ((row.marked && !isListedEntry(row)) || wordCount(row.text) > MAX_HEADER_WORDS + 4) return null;
  for (const part of row.parts) {
    if (isOnlyDate(part)) return findDateRange(part);
  }
  const range = findDateRange(row.text, false);
  if (range) return range;
  // A lone date ends a short line after a separator ('Core77 Award, 2016'), not a sentence ('Promoted in 2019').
  const single = findDateRange(row.text);
  if (!single) return null;
  const after = row.text.slice(single.index + single.length).trim();
  const before = row.text.slice(0, single.index);
  // A degree may end with its year unmarked ('Master's degree 05/2013').
  const marked = /[,|(–—·•:-]\s*$/.test(before) || (isDegree(before) && wordCount(before) <= MAX_DEGREE_WORDS);
  // A year or a month set before its line's names is a margin's date written inline ('2004 BS Physics,
  // Northeastern University', '6/2019 Licence de Physique', '1995: Diploma in Marketing', '2016 / 09 -
  // University of Bremen'); before a month it is a range wrapped in a margin.
  const opening = single.index === 0 && (/^(?:\d{1,2}[/.])?\d{4}:?\s+\p{Lu}/u.test(row.text) || NAME_AFTER_DATE.test(after));
  return ((after === "" || after === ")") && marked) || opening ? single : null;
}

/** A row that describes rather than names: a list item, a sentence, text continuing the line before. */
function isBodyRow(row: Row, indentX: number | null): boolean {
  if (row.marked) return !isListedEntry(row);
  if (headerDates(row)) return false;
  const words = wordCount(row.text);
  if (words > MAX_HEADER_WORDS || isCitation(row.text)) return true;
  if (words >= 4 && capitalisedShare(row.text) < 0.5) return true;
  // A short sentence in lower case is a description too ('Software implementation, testing.'); names are capitalised.
  if (SENTENCE_END.test(row.text) && !ABBREVIATION_END.test(row.text) && (words >= 4 || (words >= 2 && capitalisedShare(row.text) < 0.5)))
    return true;
  if (!row.bold && roleScore(row.text) === 0 && organizationScore(row.text) === 0 && startsWithAction(row.text)) return true;
  if (indentX !== null && row.x !== null && row.x > indentX + MIN_INDENT && row.x < indentX + MAX_INDENT && !row.bold) return true;
  return false;
}

const yearOf = (date: string) => Number(/\d{4}/.exec(date)?.[0] ?? 0);

// A brand written in lower case with a capital inside its first word ('mPharma', 'eBay') names; other lower-case starts continue.
const continuesLine = (text: string) => /^\p{Ll}/u.test(text) && !/^\p{Ll}+\p{Lu}/u.test(text);

/** A row that opens with a date set apart: a margin's date ('2016' above '2020'). */
const inMargin = (row: Row) => isOnlyDate(row.parts[0] ?? "");

/** Where the text of a section starts: the left edge of its lines that do not begin with a date in a margin. */
export function textEdge(rows: readonly Row[]): number | null {
  const xs = rows.filter((row) => row.x !== null && !isOnlyDate(row.parts[0] ?? "") && !isPresent(row.parts[0] ?? "")).map((row) => row.x!);
  return xs.length > 0 ? Math.min(...xs) : null;
}

/**
 * Splits a section into entries. Each dated header line anchors an entry; the lines naming an
 * entry before its dates are counted on the first entry and the same count is taken before each
 * later anchor (a section keeps one layout), never crossing a description. Without dates, a
 * naming line after a description starts an entry.
 */
export function splitEntries(sectionRows: readonly Row[], options: { splitAt: boolean; schools?: boolean }): EntryBlock[] {
  const listed = (options.schools ?? false) && isListOfSchools(sectionRows);
  const read = describedLast(
    withoutFieldLabels(
      withMonthsBelow(
        (listed ? sectionRows.map((row) => ({ ...row, marked: false })) : sectionRows).filter((row) => !isDuration(row.text)),
      ),
    ),
  );
  const rows = options.schools ? joinWrappedDegrees(read) : options.splitAt ? read.flatMap(runInHead) : read;
  const indentX = textEdge(rows);
  // A line that starts in lower case continues the line before it, whatever that was.
  const body: boolean[] = [];
  // A dated line names a whole entry: a lower-case line under it describes it ('client services,
  // testing.') unless a joining word carries the name on ('and Partners').
  // A line that opens with its dates ('seit 2006 Fundação') begins an entry whatever its case.
  const continues = (row: Row, above: Row) =>
    continuesLine(row.text) && findDateRange(row.text, false)?.index !== 0 && (!headerDates(above) || JOINING_START.test(row.text));
  rows.forEach((row, index) =>
    body.push(index > 0 && !row.marked && continues(row, rows[index - 1]!) ? body[index - 1]! : isBodyRow(row, indentX)),
  );
  const dated = rows.map((row, index) => (body[index] ? null : headerDates(row)));
  // A range set over two lines of a margin ('2016' above '2020') anchors one entry, not two.
  const anchors = dated
    .map((dates, index) =>
      dates &&
      !(
        isSinglePoint(dates) &&
        dated[index - 1] &&
        isSinglePoint(dated[index - 1]!) &&
        inMargin(rows[index]!) &&
        inMargin(rows[index - 1]!) &&
        // A range reads forward in time; a later year above an earlier one is a list of entries, newest first.
        yearOf(dated[index - 1]!.end) <= yearOf(dates.end)
      )
        ? index
        : -1,
    )
    .filter((index) => index !== -1);
  const anchored = anchors.length > 0 ? anchoredStarts(rows, body, anchors) : unanchoredStarts(rows, body);
  const starts = listed ? rows.map((_, index) => index) : options.schools ? withUndatedSchools(rows, body, anchored) : anchored;
  return starts.map((start, i) => {
    const end = starts[i + 1] ?? rows.length;
    return blockOf(rows.slice(start, end), body.slice(start, end), options.splitAt);
  });
}

/** Rows whose years have their months on the row below ('2004 – 2005 Acme' over 'August  Februar'): the months joined to the years. */
function withMonthsBelow(rows: readonly Row[]): Row[] {
  const result: Row[] = [];
  for (let index = 0; index < rows.length; index++) {
    const row = rows[index]!;
    const below = rows[index + 1];
    const months =
      below && !below.marked && below.page === row.page ? (below.parts.length > 1 ? below.parts : below.text.split(/\s+/)) : [];
    const dated = row.parts.findIndex((part) => findDateRange(part));
    const joined = dated === -1 ? null : withMonthsUnder(row.parts[dated]!, months);
    if (joined === null) {
      result.push(row);
      continue;
    }
    const parts = row.parts.map((part, at) => (at === dated ? joined : part));
    result.push({ ...row, parts, text: parts.join("\t") });
    index++;
  }
  return result;
}

// Dates in parentheses and a colon close the names a paragraph opens with: 'Senior Representative,
// Halden Pharma (1998-2000): Organised launch events…'.
const RUN_IN_DATES = /\s*\(([^()]+)\)\s*:\s+(?=\S)/;
// A label before the names ('Sales: Product Specialist for Halden…'): one or two words and a colon.
const RUN_IN_LABEL = /^\p{Lu}\p{L}*(?:\s\p{L}+)?:\s+/u;
// In prose, the role comes before its employer after 'for' ('Product Specialist for Halden').
const ROLE_FOR = /^(.+?)\s+for\s+(\p{Lu}.*)$/u;

/**
 * A paragraph that opens with its entry's names and dates, run in before a colon, as the entry's
 * header line and a line of description. Where the names run on into a sentence, they are its
 * capitalised words up to the first other one ('Product Specialist for Halden and their…').
 */
function runInHead(row: Row): Row[] {
  const found = row.marked || row.parts.length > 1 ? null : RUN_IN_DATES.exec(row.text);
  if (!found || !isOnlyDate(found[1]!) || !findDateRange(found[1]!, false)) return [row];
  const rest = row.text.slice(found.index + found[0].length).trim();
  let head = row.text.slice(0, found.index).trim();
  // Names, not a sentence of what was done ('Led the migration (2019-2020): …').
  if (!/^\p{Lu}/u.test(head) || startsWithAction(head) || roleScore(head) + organizationScore(head) === 0) return [row];
  if (wordCount(head) > MAX_HEADER_WORDS) head = leadingNames(head);
  const label = RUN_IN_LABEL.exec(head);
  if (label && roleScore(label[0]) === 0 && roleScore(head.slice(label[0].length)) > 0) head = head.slice(label[0].length);
  const roleFor = ROLE_FOR.exec(head);
  const names = roleFor && roleScore(roleFor[1]!) > 0 ? [roleFor[1]!, leadingNames(roleFor[2]!)] : [head];
  const parts = [...names, found[1]!];
  return [
    { ...row, text: parts.join("\t"), parts },
    { ...row, text: rest, parts: [rest], gapBefore: false },
  ];
}

/** The capitalised words a text opens with, joining words between them kept ('Specialist for Halden and their biologic' → 'Specialist for Halden'). */
function leadingNames(text: string): string {
  const words = text.split(/\s+/);
  const end = words.findIndex((word) => !/^[^\p{L}]*\p{Lu}/u.test(word) && !JOINING_WORDS.has(word.toLowerCase()) && word !== "for");
  const kept = end === -1 ? words : words.slice(0, end);
  while (kept.length > 0 && (JOINING_WORDS.has(kept.at(-1)!.toLowerCase()) || kept.at(-1) === "for")) kept.pop();
  return kept.join(" ").replace(/[,;:]$/, "");
}

// A line that ends within this share of its column's width from the right margin ran to the margin.
const WRAP_ZONE = 0.15;
const MAX_FIELD_WORDS = 3;

/**
 * A degree wrapped in a narrow column ('Master of Science in' over 'Computer Science', 'Bachelor of
 * Science in Software' over 'Engineering') is one line again before the entries are split: read as
 * two naming lines, it pushed the entry's dates past the lines that name it. A degree line alone
 * must end open or run to the column's margin; one with its dates set apart at the right margin
 * cannot show where its text ended, and the next line's few words in its type are taken.
 */
function joinWrappedDegrees(rows: readonly Row[]): Row[] {
  const placed = rows.filter((row) => row.x !== null && row.width !== null);
  const left = Math.min(...placed.map((row) => row.x!));
  const right = Math.max(...placed.map((row) => row.x! + row.width!));
  const ranToMargin = (row: Row) => row.x !== null && row.width !== null && row.x + row.width >= right - WRAP_ZONE * (right - left);
  const joined: Row[] = [];
  for (const row of rows) {
    const last = joined.at(-1);
    const degree = last ? wrappedDegree(last, row) : null;
    if (last && degree !== null && (degree.dated || OPEN_END.test(degree.text) || ranToMargin(last))) {
      const parts = [`${degree.text} ${row.text}`, ...last.parts.slice(1)];
      joined[joined.length - 1] = { ...last, text: parts.join("\t"), parts, width: Math.max(last.width ?? 0, row.width ?? 0) };
    } else joined.push(row);
  }
  return joined;
}

/**
 * The degree a line begins with when the next line goes on from it in the same type (a field's few
 * words, no school, place or date), and whether the line's other part is its dates; else null.
 */
function wrappedDegree(line: Row, next: Row): { text: string; dated: boolean } | null {
  if (line.marked || next.marked || next.gapBefore || next.parts.length !== 1) return null;
  if (line.bold !== next.bold || line.scale !== next.scale || line.page !== next.page || line.x !== next.x) return null;
  const [text, dates, ...rest] = line.parts as [string, ...string[]];
  const dated = dates !== undefined && rest.length === 0 && isOnlyDate(dates);
  if ((dates !== undefined && !dated) || !isDegree(text) || findDateRange(text)) return null;
  const words = next.text.split(/\s+/).length;
  const field =
    words <= MAX_FIELD_WORDS && !isDegree(next.text) && !isSchool(next.text) && !isLocation(next.text) && !findDateRange(next.text);
  return field ? { text, dated } : null;
}

/** Schooling written as a list, each item a school, a degree or dated ('• Ashford University: B.A. in History'): each item is an entry. */
const isListOfSchools = (rows: readonly Row[]) =>
  rows.length > 0 && rows.every((row) => row.marked && (isSchool(row.text) || isDegree(row.text) || findDateRange(row.text, false)));

function headerRowsBefore(rows: readonly Row[], body: readonly boolean[], anchor: number, floor: number): number {
  let count = 0;
  while (anchor - count - 1 >= floor && !body[anchor - count - 1] && count < MAX_HEADER_ROWS - 1) {
    count++;
    const row = rows[anchor - count]!;
    const above = rows[anchor - count - 1];
    // An employer set larger over its roles (a profile export's grouped positions) opens the entry across the gap.
    if (row.gapBefore && !(above && !body[anchor - count - 1] && above.parts.length === 1 && above.scale > row.scale * GROUP_SCALE)) break;
  }
  return count;
}

function anchoredStarts(rows: readonly Row[], body: readonly boolean[], anchors: number[]): number[] {
  const lead = headerRowsBefore(rows, body, anchors[0]!, 0);
  // Nothing names an entry under the last dates: the dates close their entries, they do not open them
  // (in 'Employer / dates / Title / bullets', the last title stands under the last dates).
  const datesClose = body.slice(anchors.at(-1)! + 1).every(Boolean);
  const starts = [0];
  for (let i = 1; i < anchors.length; i++) {
    const anchor = anchors[i]!;
    // Rows of the previous entry may follow its anchor (a company under a dated title): only the
    // layout's own count of naming rows is taken, unless a blank line marks where the entry opens.
    const available = headerRowsBefore(rows, body, anchor, anchors[i - 1]! + 1);
    const openedByGap = available > 0 && rows[anchor - available]!.gapBefore;
    const named =
      datesClose && available === 0 && lead > 0
        ? namedAboveDescription(rows, body, anchor, anchors[i - 1]!, rows[anchors[0]! - lead]!)
        : null;
    starts.push(named ?? anchor - (openedByGap ? available : Math.min(available, lead)));
  }
  return starts;
}

const sameLook = (a: Row, b: Row) => a.bold === b.bold && a.caps === b.caps && a.scale === b.scale;

/**
 * Where an entry opens whose dates close it, under its description ('Urban Threads, Baltimore' /
 * 'Co-owner responsible for…' / 'From: 2007 – 2010'), in a section whose entries name themselves
 * before their dates: at the naming line above the description, set like the first entry's.
 * Null when no such line stands between the previous entry's dates and these.
 */
function namedAboveDescription(
  rows: readonly Row[],
  body: readonly boolean[],
  anchor: number,
  previous: number,
  first: Row,
): number | null {
  let index = anchor - 1;
  while (index > previous && body[index]) index--;
  if (index <= previous || index === anchor - 1 || !sameLook(rows[index]!, first)) return null;
  while (index - 1 > previous && !body[index - 1] && sameLook(rows[index - 1]!, first)) index--;
  return index;
}

/** The kinds of name a row of education holds: a degree, a school. */
function educationNames(row: Row): string[] {
  // Places say nothing here ('Chestnut Hill, MA' is no Master of Arts).
  const texts = row.parts
    .map((part) => {
      const found = findDateRange(part);
      return found ? withoutDates(part, found) : part;
    })
    .filter((part) => part !== "" && !isLocation(part))
    .map((part) => splitTrailingLocation(part)?.rest ?? part)
    .flatMap((part) => part.split(/\s*[,|•·—–]\s*|\s+-\s+/))
    .filter((text) => text !== "" && !isLocation(text) && !/^\p{Lu}{2}$/u.test(text) && !isOnlyDate(text) && !isPresent(text));
  // 'High school diploma' is a degree, not a school.
  return [texts.some(isDegree) ? "degree" : "", texts.some((text) => isSchool(text) && !isDegree(text)) ? "school" : ""].filter(Boolean);
}

/**
 * Schooling printed without dates among dated entries (a degree whose year was left out): once
 * an entry's rows have named a degree and a school, a row naming another degree or school begins
 * the next entry (whichever of the two its layout puts first).
 */
function withUndatedSchools(rows: readonly Row[], body: readonly boolean[], starts: number[]): number[] {
  const all: number[] = [];
  starts.forEach((start, i) => {
    all.push(start);
    let named = new Set<string>();
    for (let index = start; index < (starts[i + 1] ?? rows.length); index++) {
      if (body[index]) continue;
      const names = educationNames(rows[index]!);
      if (named.size === 2 && names.length > 0 && index > start) {
        all.push(index);
        named = new Set();
      }
      names.forEach((name) => named.add(name));
    }
  });
  return all;
}

function unanchoredStarts(rows: readonly Row[], body: readonly boolean[]): number[] {
  const starts = [0];
  let described = false;
  for (let index = 1; index < rows.length; index++) {
    if (body[index]) described = true;
    else if (described || rows[index]!.gapBefore) {
      starts.push(index);
      described = false;
    }
  }
  return starts;
}

function blockOf(rows: Row[], body: boolean[], splitAt: boolean): EntryBlock {
  // The header is the naming rows up to the dates and the naming rows right after them.
  let end = 0;
  while (end < rows.length && !body[end] && end < MAX_HEADER_ROWS) end++;
  const header = joinWrapped(rows.slice(0, end));
  let rest = rows.slice(end);
  let dates: DateRange | null = null;
  let location = "";
  let titleFirst = false;
  let pieces: Piece[] = [];
  header.forEach((row, rowIndex) => {
    for (const part of row.parts) {
      // The second line of a range set over two lines: '2020' above 'today' or above '2023'.
      const open: DateRange | null = dates;
      if (open && isSinglePoint(open) && (isPresent(part) || (isOnlyDate(part) && isSinglePoint(findDateRange(part)!)))) {
        const end = isPresent(part) ? null : findDateRange(part)!;
        dates = { ...open, start: open.end, end: end ? end.end : "", current: end === null };
        continue;
      }
      const found = dates ? null : headerDates({ ...row, marked: false, parts: [part], text: part });
      if (found) dates = found;
      for (const text of found ? textsAroundDates(part, found) : [part])
        for (const piece of splitPieces(text, splitAt)) {
          if (piece.titleFirst) titleFirst = true;
          if (piece.location) location ||= piece.location;
          if (piece.text) pieces.push({ text: piece.text, row: rowIndex });
        }
    }
  });
  // Dates on a line of their own under the description close the entry (namedAboveDescription).
  const closing = dates ? -1 : rest.findIndex((row, index) => !body[end + index] && isOnlyDate(row.text));
  if (closing !== -1) {
    dates = findDateRange(rest[closing]!.text);
    rest = rest.filter((_, index) => index !== closing);
  }
  // One text naming the entry may hold both names after a comma: 'Lead Designer, Evergreen Health'
  // ('Senior Planner, Maersk, Rotterdam' then gives its city below).
  if (pieces.length === 1) pieces = splitAtCommas(pieces[0]!);
  // Chinese and Japanese run an organisation and its role together ('学生会主席'): the role's word is where they part.
  const fused = splitAt && pieces.length === 1 ? cjkNameAndRole(pieces[0]!.text) : null;
  if (fused) pieces = [fused.name, fused.role].map((text) => ({ text, row: pieces[0]!.row }));
  const placed = placeCities(pieces, location);
  return { rows, header, body: rest, dates, pieces: placed.pieces, location: placed.location, titleFirst };
}

/** A city the parser cannot look up: one to three capitalised words ('Rio de Janeiro') that name no role, organisation or degree. */
const isCityLike = (text: string) =>
  text.split(/\s+/).length <= 3 &&
  /^\p{Lu}[\p{L}'’.-]*(?:\s(?:\p{Lu}[\p{L}'’.-]*|de|da|do|del|la|le|upon|am|im|sur|en))*$/u.test(text) &&
  roleScore(text) === 0 &&
  organizationScore(text) === 0 &&
  !isDegree(text);

/**
 * Cities written beside the names of an entry, which no region marks as places: 'Fernweh
 * Mobility GmbH, Berlin' (a city after a company's comma), 'Store Manager, Harrowgate Home Stores'
 * with 'Leeds' set apart, or a third text beside a title and a company.
 */
function placeCities(pieces: Piece[], known: string): { pieces: Piece[]; location: string } {
  if (pieces.length === 2 && !known) {
    const [names, city] = pieces as [Piece, Piece];
    // Set apart, a city is one or two words; a three-word text beside a comma is likelier a title.
    if (names.text.includes(",") && !city.text.includes(",") && isCityLike(city.text) && city.text.split(/\s+/).length <= 2) {
      return { pieces: splitAtCommas(names), location: city.text };
    }
  }
  let location = known;
  const kept = pieces.map((piece) => {
    const comma = piece.text.lastIndexOf(",");
    const city = piece.text.slice(comma + 1).trim();
    if (pieces.length < 2 || comma === -1 || location || roleScore(piece.text) > 0 || isDegree(piece.text) || !isCityLike(city))
      return piece;
    location = city;
    return { ...piece, text: piece.text.slice(0, comma).trim() };
  });
  if (!location && kept.length >= 3) {
    const lone = kept.findLastIndex((piece) => isCityLike(piece.text));
    if (lone !== -1) return { pieces: kept.filter((_, index) => index !== lone), location: kept[lone]!.text };
  }
  return { pieces: kept, location };
}

// A header line ending in a word that cannot end a name ('Harvard T.H. Chan School of', 'Universidad
// Complutense de') was wrapped: the next line finishes it.
const OPEN_END = /(?:(?<=^|\s)(?:of|and|for|in|the|at|de|del|della|degli|da|do|dos|das|di|du|des|la|le|von|van|der|den|für)|[,&–—-])$/iu;

// A range wrapped in a narrow margin: 'Sept. 2015 – Aug.' over '2019'.
const OPEN_DATE = /(?:[-–—]|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?)$/i;

// A wrapped name goes on with a joining word ('and Engineering') or the rest of a broken word; a
// name of its own may begin in lower case ('emlyon business school').
const JOINING_START = /^(?:and|of|for|in|the|&|at|on|de|du|la)\b/u;
const CONTINUING = new RegExp(`${JOINING_START.source}|^\\p{Ll}+[,.]?$`, "u");

function joinWrapped(rows: Row[]): Row[] {
  const joined: Row[] = [];
  for (const original of rows) {
    let row = original;
    const last = joined.at(-1);
    if (
      last &&
      row.parts.length > 1 &&
      OPEN_DATE.test(last.parts[0]!) &&
      findDateRange(last.parts[0]!) &&
      (isOnlyDate(row.parts[0]!) || isPresent(row.parts[0]!))
    ) {
      const parts = [`${last.parts[0]} ${row.parts[0]}`, ...last.parts.slice(1)];
      joined[joined.length - 1] = { ...last, parts, text: parts.join("\t") };
      row = { ...row, parts: row.parts.slice(1), text: row.parts.slice(1).join("\t") };
    }
    const end = last?.parts.at(-1) ?? "";
    if (last && row.parts.length === 1 && (OPEN_END.test(end) || CONTINUING.test(row.text))) {
      // A word broken at the margin with a hyphen ('Bio-' / 'chemistry') is one word again.
      const parts = [
        ...last.parts.slice(0, -1),
        /\p{L}-$/u.test(end) && /^\p{Ll}/u.test(row.text) ? end.slice(0, -1) + row.text : `${end} ${row.text}`,
      ];
      joined[joined.length - 1] = { ...last, parts, text: parts.join("\t") };
    } else joined.push(row);
  }
  return joined;
}

// Separators between the texts of a header line: bars, bullets, spaced dashes, and 'at' or '@'
// where a title stands before its company (not in 'University of Texas at Austin').
// An em dash needs no spaces ('Data Analyst—Acme'): no name has one. A character lost to mojibake
// between spaces (intake/mojibake.ts) was a full-width dash.
// A leader of dashes, dots or underscores runs from a name to its place ('Acme ------ Boston, MA',
// 'BS Physics ------ Northeastern University'). A note in parentheses after a name, run into a
// capital, lost the space between two texts ('Diploma in Marketing (Distinction)Chartered Institute
// of Marketing'); one before a name is the name's own ('(OBDX)Oracle Banking').
const SEPARATOR = /\s+(?:\||•|·|—|–|-|－|\uFFFD|\/)\s+|\s*[|•·—]\s*|\s*(?:-{3,}|\.{4,}|_{3,})\s*|(?<=\w\s+\w+\s*\([^()]*\))(?=[A-Z])/;
const AT = /\s+(?:at|@)\s+/;
// An employer before its role after a colon ('Acme Analytics: Data Analyst'); what parentheses
// hold after a role is mostly the role's own ('Staff Nurse (ICU)').
// The colon may stand apart ('Harbor Golf Club : 12 Shore Road, Rye, New York: Grounds Manager'), and an address may
// stand between the names.
const COLON = /(?<=\p{L}\.?)\s*:\s+(?=[\p{Lu}\d])/u;
// A comma before a company's legal form is part of the name ('Globex, Inc.').
const LEGAL_FORM = /^(?:inc|llc|ltd|llp|plc|gmbh|co|corp|s\.?a|ag|b\.?v)\b\.?/i;

interface HeaderPiece {
  text: string;
  location: string;
  titleFirst: boolean;
}

// An employer's place in parentheses after it: 'Acme Analytics (Leeds)', 'Northwind (Remote)'.
const PARENTHESISED = /^(.+?)\s*\(([^()]+)\)$/;

/** The place in parentheses after an employer's name; what parentheses hold after a role is the role's ('Staff Nurse (ICU)'). */
function placeInParentheses(text: string): { rest: string; location: string } | null {
  const found = PARENTHESISED.exec(text);
  if (!found || roleScore(found[1]!) > 0) return null;
  const place = found[2]!.trim();
  return isLocation(place) || isCityLike(place) ? { rest: found[1]!.trim(), location: place } : null;
}

const SLASH = /^\s+\/\s+$/;

/**
 * The texts between separators; roles on both sides of a slash are one title ('Student Assistant /
 * Programmer'), and so are a role and the field after its slash ('Scientific Employee / Software Development').
 */
function splitAtSeparators(text: string): string[] {
  const split = text.split(new RegExp(`(${SEPARATOR.source})`));
  const texts = [split[0]!];
  for (let i = 1; i < split.length; i += 2) {
    const [separator, next] = [split[i]!, split[i + 1]!];
    if (SLASH.test(separator) && roleScore(texts.at(-1)!) > 0 && (roleScore(next) > 0 || (isRoleQualifier(next) && wordCount(next) <= 3)))
      texts[texts.length - 1] += separator + next;
    else texts.push(next);
  }
  return texts;
}

// A grade after a comma ends a school's or degree's line ('University of Washington, Seattle, WA,
// GPA: 3.9'): set apart, it leaves the place before it at the end of the text.
const GRADE_TAIL = /,\s*((?:c?gpa|grade point average)\b.*)$/i;
const withGradeApart = (text: string) => {
  const grade = GRADE_TAIL.exec(text);
  return grade ? [text.slice(0, grade.index), grade[1]!] : [text];
};

/** The texts of one part of a header line: places taken out, split at separators and at 'Title at Company'. */
function splitPieces(text: string, splitAt: boolean): HeaderPiece[] {
  const pieces: HeaderPiece[] = [];
  for (const raw of splitAtSeparators(text).flatMap(withGradeApart)) {
    const piece = withoutEnds(raw, /^[\s,;:()/－\uFFFD-]$/, /^[\s,;:(/－\uFFFD-]$/).trim();
    if (!piece) continue;
    if (isLocation(piece) || isStreetAddress(piece)) {
      pieces.push({ text: "", location: piece, titleFirst: false });
      continue;
    }
    const bracketed = splitAt ? placeInParentheses(piece) : null;
    const trailing = bracketed ?? splitTrailingLocation(piece);
    const named = withoutStreet(trailing ? trailing.rest : piece);
    const location = trailing?.location ?? "";
    const atParts = named.split(AT);
    if (splitAt && atParts.length === 2) {
      pieces.push({ text: atParts[0]!, location, titleFirst: true }, { text: atParts[1]!, location: "", titleFirst: true });
      continue;
    }
    const colonParts = named.split(COLON);
    const isPlace = (part: string) => isLocation(part) || isStreetAddress(part);
    const names = colonParts.filter((part) => !isPlace(part));
    if (splitAt && colonParts.length >= 2 && names.length === 2) {
      const address = colonParts.find(isPlace);
      const place = address === undefined ? "" : (splitTrailingLocation(address)?.location ?? address);
      pieces.push(
        { text: names[0]!, location: location || place, titleFirst: false },
        { text: names[1]!, location: "", titleFirst: false },
      );
      continue;
    }
    pieces.push({ text: named, location, titleFirst: false });
  }
  return pieces;
}

/** A name without the street written after it, before its town ('Urban Threads, 14 Belair Road'): the street is no part of the name. */
function withoutStreet(text: string): string {
  const comma = text.lastIndexOf(",");
  return comma > 0 && isStreet(text.slice(comma + 1).trim()) ? text.slice(0, comma).trim() : text;
}

/**
 * The two names in one text joined by commas: a title with role words before or after the rest
 * ('Postdoctoral Research Associate, University of Cambridge, Department of Biochemistry'), or
 * two capitalised names. A legal form after a comma stays with its company.
 */
function splitAtCommas(piece: Piece): Piece[] {
  const commas = piece.text.split(/\s*,\s*/).filter(Boolean);
  if (commas.length < 2 || commas.slice(1).some((part) => LEGAL_FORM.test(part)) || !commas.every((part) => /^\p{Lu}/u.test(part)))
    return [piece];
  if (commas.length === 2) return commas.map((text) => ({ text, row: piece.row }));
  if (roleScore(commas[0]!) > 0)
    return [
      { text: commas[0]!, row: piece.row },
      { text: commas.slice(1).join(", "), row: piece.row },
    ];
  // 'BA, History, Simon Fraser University': a school at either end is one text, the rest the other.
  if (isSchool(commas.at(-1)!) && !commas.slice(0, -1).some(isSchool))
    return [
      { text: commas.slice(0, -1).join(", "), row: piece.row },
      { text: commas.at(-1)!, row: piece.row },
    ];
  if (isSchool(commas[0]!) && !commas.slice(1).some(isSchool))
    return [
      { text: commas[0]!, row: piece.row },
      { text: commas.slice(1).join(", "), row: piece.row },
    ];
  // 'MSc, Data Science, Eastbrook University, Boston': a school between the degree and its city.
  const school = commas.findIndex((part) => isSchool(part));
  if (school > 0 && school < commas.length - 1 && commas.filter((part) => isSchool(part)).length === 1)
    return [commas.slice(0, school).join(", "), commas[school]!, commas.slice(school + 1).join(", ")].map((text) => ({
      text,
      row: piece.row,
    }));
  if (roleScore(commas.at(-1)!) > 0)
    return [
      { text: commas.slice(0, -1).join(", "), row: piece.row },
      { text: commas.at(-1)!, row: piece.row },
    ];
  return [piece];
}
