import { findDateRange, isOnlyDate, withoutDates, type DateRange } from "./dates";
import { isLocation, splitTrailingLocation } from "./locations";
import type { Row } from "./rows";

/** One entry of a section: the rows that name it, its dates, and the rows that describe it. */
export interface EntryBlock {
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
// Header lines are short; a line this long is a sentence of the description.
const MAX_HEADER_WORDS = 14;
const ABBREVIATION_END = /\b(?:inc|ltd|co|corp|llc|jr|sr|st|dept|univ|[a-z])\.$/i;
const SENTENCE_END = /[.!?]["')\]]?$/;

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** The dates of a row that can head an entry: a range, or a lone date set apart or at the end of a short line. */
export function headerDates(row: Row): DateRange | null {
  if (row.marked || wordCount(row.text) > MAX_HEADER_WORDS + 4) return null;
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
  return (after === "" || after === ")") && /[,|(–—·•:-]\s*$/.test(before) ? single : null;
}

/** A row that describes rather than names: a list item, a sentence, text continuing the line before. */
function isBodyRow(row: Row, indentX: number | null): boolean {
  if (row.marked) return true;
  if (headerDates(row)) return false;
  const words = wordCount(row.text);
  if (words > MAX_HEADER_WORDS) return true;
  if (/^\p{Ll}/u.test(row.text)) return true;
  if (SENTENCE_END.test(row.text) && !ABBREVIATION_END.test(row.text) && words >= 4) return true;
  if (indentX !== null && row.x !== null && row.x > indentX + 4 && !row.bold) return true;
  return false;
}

/** Where the text of a section starts: the left edge of its lines that do not begin with a date in a margin. */
export function textEdge(rows: readonly Row[]): number | null {
  const xs = rows.filter((row) => row.x !== null && !isOnlyDate(row.parts[0] ?? "")).map((row) => row.x!);
  return xs.length > 0 ? Math.min(...xs) : null;
}

/**
 * Splits a section into entries. Each dated header line anchors an entry; the lines naming an
 * entry before its dates are counted on the first entry and the same count is taken before each
 * later anchor (a section keeps one layout), never crossing a description. Without dates, a
 * naming line after a description starts an entry.
 */
export function splitEntries(rows: readonly Row[], options: { splitAt: boolean }): EntryBlock[] {
  const indentX = textEdge(rows);
  const body = rows.map((row) => isBodyRow(row, indentX));
  const anchors = rows.map((row, index) => (!body[index] && headerDates(row) ? index : -1)).filter((index) => index !== -1);
  const starts = anchors.length > 0 ? anchoredStarts(rows, body, anchors) : unanchoredStarts(rows, body);
  return starts.map((start, i) => {
    const end = starts[i + 1] ?? rows.length;
    return blockOf(rows.slice(start, end), body.slice(start, end), options.splitAt);
  });
}

function headerRowsBefore(rows: readonly Row[], body: readonly boolean[], anchor: number, floor: number): number {
  let count = 0;
  while (anchor - count - 1 >= floor && !body[anchor - count - 1] && count < MAX_HEADER_ROWS - 1) {
    count++;
    if (rows[anchor - count]!.gapBefore) break;
  }
  return count;
}

function anchoredStarts(rows: readonly Row[], body: readonly boolean[], anchors: number[]): number[] {
  const lead = headerRowsBefore(rows, body, anchors[0]!, 0);
  const starts = [0];
  for (let i = 1; i < anchors.length; i++) {
    const anchor = anchors[i]!;
    // Rows of the previous entry may follow its anchor (a company under a dated title): only the
    // layout's own count of naming rows is taken, unless a blank line marks where the entry opens.
    const available = headerRowsBefore(rows, body, anchor, anchors[i - 1]! + 1);
    const openedByGap = available > 0 && rows[anchor - available]!.gapBefore;
    starts.push(anchor - (openedByGap ? available : Math.min(available, lead)));
  }
  return starts;
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
  const header = rows.slice(0, end);
  const rest = rows.slice(end);
  let dates: DateRange | null = null;
  let location = "";
  let titleFirst = false;
  const pieces: Piece[] = [];
  header.forEach((row, rowIndex) => {
    for (const part of row.parts) {
      let text = part;
      const found = dates ? null : headerDates({ ...row, parts: [part], text: part });
      if (found) {
        dates = found;
        text = withoutDates(part, found);
      }
      for (const piece of splitPieces(text, splitAt)) {
        if (piece.titleFirst) titleFirst = true;
        if (piece.location) location ||= piece.location;
        if (piece.text) pieces.push({ text: piece.text, row: rowIndex });
      }
    }
  });
  return { header, body: rest, dates, pieces, location, titleFirst };
}

// Separators between the texts of a header line: bars, bullets, spaced dashes, and 'at' or '@'
// where a title stands before its company (not in 'University of Texas at Austin').
const SEPARATOR = /\s+(?:\||•|·|—|–|-)\s+|\s*[|•·]\s*/;
const AT = /\s+(?:at|@)\s+/;
// A comma before a company's legal form is part of the name ('Globex, Inc.').
const LEGAL_FORM = /^(?:inc|llc|ltd|llp|plc|gmbh|co|corp|s\.?a|ag|b\.?v)\b\.?/i;

interface HeaderPiece {
  text: string;
  location: string;
  titleFirst: boolean;
}

/** The texts of one part of a header line: places taken out, split at separators, 'Title at Company' and 'Title, Company'. */
function splitPieces(text: string, splitAt: boolean): HeaderPiece[] {
  const pieces: HeaderPiece[] = [];
  for (const raw of text.split(SEPARATOR)) {
    const piece = raw.replace(/^[\s,;:()-]+|[\s,;:(-]+$/g, "").trim();
    if (!piece) continue;
    if (isLocation(piece)) {
      pieces.push({ text: "", location: piece, titleFirst: false });
      continue;
    }
    const trailing = splitTrailingLocation(piece);
    const named = trailing ? trailing.rest : piece;
    const location = trailing?.location ?? "";
    const atParts = named.split(AT);
    if (splitAt && atParts.length === 2) {
      pieces.push({ text: atParts[0]!, location, titleFirst: true }, { text: atParts[1]!, location: "", titleFirst: true });
      continue;
    }
    const commas = named.split(/\s*,\s*/);
    if (commas.length === 2 && !LEGAL_FORM.test(commas[1]!) && commas.every((part) => /^\p{Lu}/u.test(part))) {
      pieces.push({ text: commas[0]!, location, titleFirst: false }, { text: commas[1]!, location: "", titleFirst: false });
      continue;
    }
    pieces.push({ text: named, location, titleFirst: false });
  }
  return pieces;
}
