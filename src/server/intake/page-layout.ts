import type { DocumentLine } from "./document";
import { plainSectionKindOf } from "./heading-words";

/** One text item of a PDF page: a string drawn on one baseline, in points from the page's top-left corner. */
export interface TextPiece {
  text: string;
  x: number;
  /** Baseline. */
  y: number;
  width: number;
  fontSize: number;
  bold: boolean;
}

/** Pieces of one baseline that read as one phrase: no gap wider than a few spaces between them. */
interface Run {
  text: string;
  x0: number;
  x1: number;
  y: number;
  fontSize: number;
  bold: boolean;
}

// Units of the font size. Superscripts and mixed sizes sit within a third of an em of the baseline.
const SAME_BASELINE = 0.4;
// Word spaces are a quarter to half an em, stretched justified ones up to about one; a tab stop,
// a table cell or a column gutter is wider.
const RUN_GAP = 1.2;
// A gap narrower than this between two items is kerning, not a space the item strings left out.
const WORD_GAP = 0.15;

// Columns: the narrowest gutter between two columns, in points, and how far from the text's edges
// a gutter may lie (a bullet's indent is not a column). A sidebar's centred lines can come within
// 8 points of the main column (Reactive Resume's); a gutter must still run down the whole region.
const MIN_GUTTER = 6;
const EDGE_MARGIN = 30;
const CANDIDATE_STEP = 2;
const MIN_COLUMN_RUNS = 3;
// A column is at least this wide, or a narrower band of left-aligned lines set well apart (a
// card of a grid); narrow bands close together are a row of chips or a table's cells.
const MIN_COLUMN_WIDTH = 90;
const ALIGNED = 15;
const MIN_ALIGNED_SHARE = 0.6;
const MIN_CARD_GAP = 2.5;
// Lines crossing the gutter are allowed above the columns (a full-width header), and the columns
// must hold at least this share of the page.
const MIN_COLUMN_SHARE = 0.5;
// A band beside the text whose lines mostly stand on the baselines of the text's lines and are
// labels (dates, short lines in capitals, or nothing but section headings) is a margin of that
// text, read on the rows it labels, not a column of its own.
const GUTTER_SHARED_BASELINES = 0.5;
const GUTTER_LABELS = 0.5;
const DATE_LIKE = /\b(?:19|20)\d{2}\b|\b(?:present|current|now)\b/i;
const MAX_HEADING_WORDS = 4;
// Headings in capitals are words ('SKILLS'), not a company's acronym ('BETC').
const MIN_HEADING_LETTERS = 5;
const isLabel = (run: Run) =>
  DATE_LIKE.test(run.text) ||
  (run.text.split(/\s+/).length <= MAX_HEADING_WORDS &&
    run.text === run.text.toUpperCase() &&
    run.text.replace(/[^\p{L}]/gu, "").length >= MIN_HEADING_LETTERS);

const MAX_DEPTH = 3;

/**
 * The lines of one page in reading order. Pieces on one baseline form runs; runs are split into
 * columns where a vertical gutter runs down the page below any full-width header, and read column
 * by column; within a column the runs of one baseline are one line, joined by tabs. Dates and
 * headings set in a margin beside the entries stay on the lines they label.
 */
export function layoutPage(pieces: readonly TextPiece[], page: number): DocumentLine[] {
  const read = readPage(pieces, page);
  return [...read.header, ...(read.columns ?? []).flatMap((column) => column.rows), ...read.footer].map(lineOf);
}

/**
 * The lines of a document's pages in reading order, page by page as layoutPage reads them, except
 * where a page sets the same two columns as the page before: a column that goes on from there
 * without a heading of its own is read right after its part on the previous page. Read page by
 * page, a main column that runs over would be read after the next page's sidebar section, under
 * its heading (a job under 'Education').
 */
export function layoutPages(pages: readonly (readonly TextPiece[])[]): DocumentLine[] {
  const segments: Row[][] = [];
  // The previous page's two columns, each with the rows it was last read in.
  let previous: { edges: ColumnEdges; rows: Row[] }[] = [];
  pages.forEach((pieces, i) => {
    const gutter = previous.length === 2 ? (previous[0]!.edges.x1 + previous[1]!.edges.x0) / 2 : null;
    const { header, columns, footer } = readPage(pieces, i + 1, gutter);
    const goOn = (rows: Row[], j: number) => segments.splice(segments.indexOf(previous[j]!.rows) + 1, 0, rows);
    if (!columns) {
      // A page with one column's text alone (the sidebar ended on the page before) goes on in that column.
      const edges = header.length > 0 ? edgesOf(header.flatMap((row) => row.runs)) : null;
      const j = edges && !startsSection(header) ? previous.findIndex((column) => sameColumn(column.edges, edges)) : -1;
      if (j < 0) {
        segments.push(header);
        previous = [];
        return;
      }
      goOn(header, j);
      previous[j] = { edges: previous[j]!.edges, rows: header };
      return;
    }
    segments.push(header);
    const continued = previous.length === 2 && columns.every((column, j) => sameColumn(column.edges, previous[j]!.edges));
    previous = columns.map((column, j) => {
      if (continued && !startsSection(column.rows)) goOn(column.rows, j);
      else segments.push(column.rows);
      return column;
    });
    segments.push(footer);
  });
  return segments.flat().map(lineOf);
}

const startsSection = (rows: Row[]) => rows.length > 0 && plainSectionKindOf(rows[0]!.runs.map((run) => run.text).join(" ")) !== null;

/** The left and right edges of a column, in points. */
interface ColumnEdges {
  x0: number;
  x1: number;
}

/** A line as read, with its page. */
interface Row {
  runs: Run[];
  page: number;
}

/** A page read whole (its header), or a full-width header over two columns, each read in turn. */
interface PageRead {
  header: Row[];
  columns: [{ edges: ColumnEdges; rows: Row[] }, { edges: ColumnEdges; rows: Row[] }] | null;
  footer: Row[];
}

/**
 * Reads a page; `gutter` is where the previous page's two columns parted. A page whose text keeps
 * to both sides of that gutter holds the same columns even where one has too few lines to show
 * them itself (a sidebar's last language beside the main column's next heading, on one baseline).
 */
function readPage(pieces: readonly TextPiece[], page: number, gutter: number | null = null): PageRead {
  const runs = runsOf(pieces);
  const rowsOf = (lines: Run[][]) => lines.map((line) => ({ runs: line, page }));
  const split = findColumns(runs) ?? (gutter === null ? null : splitAt(runs, gutter));
  if (!split || !("left" in split)) return { header: rowsOf(readSplit(runs, split, 0)), columns: null, footer: [] };
  const column = (runs: Run[]) => ({ edges: edgesOf(runs), rows: rowsOf(readRegion(runs, 1)) });
  return {
    header: rowsOf(byBaseline(split.header)),
    columns: [column(split.left), column(split.right)],
    footer: rowsOf(byBaseline(split.footer)),
  };
}

function splitAt(runs: Run[], gutter: number): ColumnSplit | null {
  const left = runs.filter((run) => run.x1 <= gutter);
  const right = runs.filter((run) => run.x0 >= gutter);
  return left.length > 0 && right.length > 0 && left.length + right.length === runs.length ? { header: [], left, right, footer: [] } : null;
}

const edgesOf = (runs: Run[]): ColumnEdges => ({ x0: Math.min(...runs.map((run) => run.x0)), x1: Math.max(...runs.map((run) => run.x1)) });

/**
 * Two columns are one when they share most of the wider one's width: a sidebar's edges move with
 * its longest line, and a page's text across both columns is neither.
 */
function sameColumn(a: ColumnEdges, b: ColumnEdges): boolean {
  const overlap = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  return overlap > SAME_COLUMN_OVERLAP * Math.max(a.x1 - a.x0, b.x1 - b.x0);
}

const SAME_COLUMN_OVERLAP = 0.5;

function runsOf(pieces: readonly TextPiece[]): Run[] {
  const runs: Run[] = [];
  for (const baseline of groupByBaseline(pieces, (piece) => piece)) {
    let current: TextPiece[] = [];
    for (const piece of baseline) {
      const last = current.at(-1);
      if (last && piece.x - (last.x + last.width) > RUN_GAP * Math.min(piece.fontSize, last.fontSize)) {
        runs.push(runOf(current));
        current = [];
      }
      current.push(piece);
    }
    if (current.length > 0) runs.push(runOf(current));
  }
  return runs;
}

/** Groups items whose baselines are within a fraction of an em, top to bottom, each group left to right. */
function groupByBaseline<T>(items: readonly T[], position: (item: T) => { x: number; y: number; fontSize: number }): T[][] {
  const sorted = [...items].sort((a, b) => position(a).y - position(b).y || position(a).x - position(b).x);
  const groups: { y: number; size: number; items: T[] }[] = [];
  for (const item of sorted) {
    const { y, fontSize } = position(item);
    const group = groups.at(-1);
    if (group && y - group.y <= SAME_BASELINE * Math.max(fontSize, group.size)) group.items.push(item);
    else groups.push({ y, size: fontSize, items: [item] });
  }
  return groups.map((group) => group.items.sort((a, b) => position(a).x - position(b).x));
}

// pdf.js reads a word set with CSS letter-spacing as its letters between single spaces ('A C M E'),
// each word an item of its own: the letters are one word again.
const LETTER_SPACED = /^(?:\S ){1,}\S$/u;
const closeLetters = (text: string) => (LETTER_SPACED.test(text) ? text.replace(/ /g, "") : text);

// Chinese and Japanese set no spaces between words; OCR parts their words as it parts Latin ones.
// Korean spaces its words, and is not among these.
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff01-\uff60]/u;

function runOf(pieces: TextPiece[]): Run {
  let text = "";
  let end = -Infinity;
  for (const piece of pieces) {
    const gap = piece.x - end;
    // The text's last character, not a search of the whole text, which would grow with each piece.
    const last = text.at(-1) ?? "";
    const cjkWords = CJK.test(last) && CJK.test(piece.text.trimStart()[0] ?? "");
    if (text !== "" && !cjkWords && gap > WORD_GAP * piece.fontSize && !/\s/.test(last) && !/^\s/.test(piece.text)) text += " ";
    text += closeLetters(cjkWords ? piece.text.trimStart() : piece.text);
    end = piece.x + piece.width;
  }
  const first = pieces[0]!;
  return {
    text: text.replace(/\s+/g, " ").trim(),
    x0: first.x,
    x1: Math.max(...pieces.map((piece) => piece.x + piece.width)),
    y: Math.min(...pieces.map((piece) => piece.y)),
    fontSize: dominant(pieces, (piece) => piece.fontSize),
    bold: dominant(pieces, (piece) => piece.bold),
  };
}

/** The value most of the characters have; ties go to the first seen. */
function dominant<T extends { text: string }, V>(items: readonly T[], value: (item: T) => V): V {
  const counts = new Map<V, number>();
  for (const item of items) counts.set(value(item), (counts.get(value(item)) ?? 0) + item.text.length);
  return [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
}

const byBaseline = (runs: Run[]) => groupByBaseline(runs, (run) => ({ x: run.x0, y: run.y, fontSize: run.fontSize }));

/**
 * Reads a region: split into columns where a gutter runs down it, else into bands at its widest
 * vertical spaces, each read again (sections set side by side under full-width ones form a band
 * of their own with a gutter of its own).
 */
function readRegion(runs: Run[], depth: number): Run[][] {
  if (depth >= MAX_DEPTH) return byBaseline(runs);
  return readSplit(runs, findColumns(runs), depth);
}

function readSplit(runs: Run[], split: ColumnSplit | LabelledRegion | null, depth: number): Run[][] {
  if (split && "left" in split)
    return [
      ...byBaseline(split.header),
      ...readRegion(split.left, depth + 1),
      ...readRegion(split.right, depth + 1),
      ...byBaseline(split.footer),
    ];
  const region = split?.labelled ?? runs;
  const bands = splitBands(region);
  if (bands.length === 1) return byBaseline(region);
  return bands.flatMap((band) => readRegion(band, depth + 1));
}

// A vertical space this many times the usual line pitch separates blocks of a page.
const BAND_GAP = 2;

/** The region cut at every vertical space much wider than its line pitch. */
function splitBands(runs: Run[]): Run[][] {
  const lines = byBaseline(runs);
  const tops = lines.map((line) => Math.min(...line.map((run) => run.y)));
  const steps = tops.slice(1).map((top, i) => top - tops[i]!);
  const pitch = [...steps].sort((a, b) => a - b)[Math.floor(steps.length / 2)];
  if (pitch === undefined) return [runs];
  const bands: Run[][] = [[]];
  lines.forEach((line, i) => {
    if (i > 0 && steps[i - 1]! > BAND_GAP * pitch) bands.push([]);
    bands.at(-1)!.push(...line);
  });
  return bands;
}

interface ColumnSplit {
  header: Run[];
  left: Run[];
  right: Run[];
  /** Lines across the gutter below both columns: a page's footer, read after them. */
  footer: Run[];
}

/** The region with a flush-right margin's labels moved onto the baselines of the text lines they stand beside. */
interface LabelledRegion {
  labelled: Run[];
}

// A page's footer runs to a line or two ('Jan Küster · www.example.com · 1/2'), set well apart from
// the text above it (in ems of its type); more lines, or lines close under the columns, are a
// section of their own (a last skills line under two columns of cards), and no columns are read above it.
const MAX_FOOTER_LINES = 2;
const FOOTER_GAP = 3;

/** The lines across a cut that stand below every line beside it, when they are few and far enough apart to be a footer. */
function footerOf(runs: Run[], crossing: Run[]): Run[] {
  const crossingSet = new Set(crossing);
  const lowest = Math.max(...runs.filter((run) => !crossingSet.has(run)).map((run) => run.y));
  const below = crossing.filter((run) => run.y > lowest);
  const apart = below.every((run) => run.y - lowest > FOOTER_GAP * run.fontSize);
  return apart && byBaseline(below).length <= MAX_FOOTER_LINES ? below : [];
}

function findColumns(runs: Run[]): ColumnSplit | LabelledRegion | null {
  if (runs.length < 2 * MIN_COLUMN_RUNS) return null;
  const textLeft = Math.min(...runs.map((run) => run.x0));
  const textRight = Math.max(...runs.map((run) => run.x1));
  // The split that leaves the fewest lines above and below the columns wins, then the one with the
  // widest gutter: a cut through a line's end would make that line a "header" and widen the gutter.
  let best: (ColumnSplit & { gap: number }) | null = null;
  let lastSplit = "";
  for (let cut = textLeft + EDGE_MARGIN; cut <= textRight - EDGE_MARGIN; cut += CANDIDATE_STEP) {
    // A run goes from the right of the cut, across it, to its left as the cut moves right: cuts with
    // as many runs on either side split the runs alike, and what follows depends on the split alone.
    const split = `${runs.filter((run) => run.x1 <= cut).length} ${runs.filter((run) => run.x0 >= cut).length}`;
    if (split === lastSplit) continue;
    lastSplit = split;
    const crossing = runs.filter((run) => run.x0 < cut && run.x1 > cut);
    const footer = footerOf(runs, crossing);
    const headerBottom = Math.max(-Infinity, ...crossing.filter((run) => !footer.includes(run)).map((run) => run.y));
    const header = runs.filter((run) => run.y <= headerBottom);
    const body = runs.filter((run) => run.y > headerBottom && !footer.includes(run));
    if (body.length < MIN_COLUMN_SHARE * runs.length) continue;
    const left = body.filter((run) => run.x1 <= cut);
    const right = body.filter((run) => run.x0 >= cut);
    if ([left, right].some((column) => column.length < MIN_COLUMN_RUNS || isHollow(column, body))) continue;
    const gap = Math.min(...right.map((run) => run.x0)) - Math.max(...left.map((run) => run.x1));
    if (gap < MIN_GUTTER || !isColumn(left, right, gap) || !isColumn(right, left, gap)) continue;
    const across = header.length + footer.length;
    const bestAcross = best ? best.header.length + best.footer.length : Infinity;
    if (best && (across > bestAcross || (across === bestAcross && gap <= best.gap))) continue;
    best = { header, left, right, footer, gap };
  }
  if (!best || isLabelMargin(best.right, best.left) || isLinesInFlow(best.left, best.right) || isFlushRightEnds(best.right, best.left))
    return null;
  if (isLabelMargin(best.left, best.right)) {
    if (!isFlushRightMargin(best.left, best.right)) return null;
    const margin = new Set(best.left);
    return { labelled: runs.map((run) => (margin.has(run) ? { ...run, y: nearestBaseline(run, best.right) } : run)) };
  }
  return best;
}

/**
 * Two "columns" where the shorter stands line for line on the other's baselines are lines set in
 * parts within the page's flow (a table of jobs, a title with its employer set at a tab, a skills
 * grid beside a school's dates), not columns of the page: they are read line by line. Cards set
 * side by side line up too, but each has its own dates: a baseline with dates on both sides is two entries.
 */
function isLinesInFlow(left: Run[], right: Run[]): boolean {
  const [short, long] = bottom(left) < bottom(right) ? [left, right] : [right, left];
  if (!short.every((run) => onTextBaseline(run, long))) return false;
  const dated = (runs: Run[]) => runs.filter((run) => DATE_LIKE.test(run.text));
  const longDates = dated(long);
  return !dated(short).some((run) => onTextBaseline(run, longDates));
}

/**
 * A band set flush right whose every line stands on a baseline of the text beside it holds the
 * ends of that text's lines (dates, places, contacts pushed to the right margin with \\hfill or a
 * right tab), whatever they say: no column of the page.
 */
const isFlushRightEnds = (band: Run[], text: Run[]) =>
  band.every((run) => onTextBaseline(run, text)) &&
  Math.max(...band.map((run) => run.x1)) - Math.min(...band.map((run) => run.x1)) <= FLUSH;

const bottom = (runs: Run[]) => Math.max(...runs.map((run) => run.y));

// In ems of the label: further from any text line, a label stays on its own line.
const MAX_LABEL_OFFSET = 1.5;

function nearestBaseline(run: Run, text: Run[]): number {
  const nearest = text.reduce((best, other) => (Math.abs(other.y - run.y) < Math.abs(best.y - run.y) ? other : best));
  return Math.abs(nearest.y - run.y) <= MAX_LABEL_OFFSET * run.fontSize ? nearest.y : run.y;
}

const onTextBaseline = (run: Run, text: Run[]) =>
  text.some((other) => Math.abs(other.y - run.y) <= SAME_BASELINE * Math.max(run.fontSize, other.fontSize));

// A column runs down its region: one with a hole over this share of the region's height is two
// blocks that happen to line up (contacts at the top right, a skills box at the bottom right).
const MAX_HOLE = 0.35;
const MIN_HOLE_LINES = 3;

function isHollow(column: Run[], region: Run[]): boolean {
  const ys = column.map((run) => run.y).sort((a, b) => a - b);
  const height = Math.max(...region.map((run) => run.y)) - Math.min(...region.map((run) => run.y));
  // In a short region a couple of blank lines are no hole.
  const hole = Math.max(MAX_HOLE * height, MIN_HOLE_LINES * Math.max(...column.map((run) => run.fontSize)));
  return ys.slice(1).some((y, i) => y - ys[i]! > hole);
}

function isColumn(runs: Run[], beside: Run[], gap: number): boolean {
  if (width(runs) >= MIN_COLUMN_WIDTH) return true;
  const left = Math.min(...runs.map((run) => run.x0));
  const aligned = runs.filter((run) => run.x0 - left <= ALIGNED).length >= MIN_ALIGNED_SHARE * runs.length;
  // A card's lines stand beside single lines of the next card, a grid's beside more cells of its rows.
  const inGrid = runs.some((run) => beside.filter((other) => onTextBaseline(run, [other])).length > 1);
  return aligned && !inGrid && gap >= MIN_CARD_GAP * Math.max(...runs.map((run) => run.fontSize));
}

const width = (runs: Run[]) => Math.max(...runs.map((run) => run.x1)) - Math.min(...runs.map((run) => run.x0));

// A band whose lines all end within this many points of each other is set flush right.
const FLUSH = 2;

/**
 * A band flush right against the text on its left (moderncv's date column) labels that text
 * even where its baselines sit between the text's lines: sidebars are set flush left.
 */
const isFlushRightMargin = (band: Run[], text: Run[]) =>
  Math.max(...band.map((run) => run.x1)) < Math.min(...text.map((run) => run.x0)) &&
  Math.max(...band.map((run) => run.x1)) - Math.min(...band.map((run) => run.x1)) <= FLUSH;

function isLabelMargin(band: Run[], text: Run[]): boolean {
  // Side headings in any case ('Experience' in a table's left column) when the band holds nothing else.
  const flushRight = isFlushRightMargin(band, text);
  const shared = flushRight ? band : band.filter((run) => onTextBaseline(run, text));
  if (shared.length < GUTTER_SHARED_BASELINES * band.length) return false;
  if (band.every((run) => plainSectionKindOf(run.text) !== null)) return true;
  // Set flush right against the text and on its baselines, a band labels the text whatever its words (a form's 'Dates', 'Occupation or position held').
  if (flushRight && band.filter((run) => onTextBaseline(run, text)).length >= GUTTER_SHARED_BASELINES * band.length) return true;
  // Flush right against the text, a band of dates and side headings in any case is a label margin
  // (moderncv's and Reactive Resume's date columns); a sidebar's headings come with its own lines.
  const labels = shared.filter((run) => isLabel(run) || (flushRight && plainSectionKindOf(run.text) !== null));
  return labels.length >= GUTTER_LABELS * shared.length;
}

// Positions are kept to a hundredth of a point: finer digits are rounding noise of the PDF's matrices.
const round = (points: number) => Math.round(points * 100) / 100;

function lineOf({ runs, page }: Row): DocumentLine {
  const first = runs[0]!;
  return {
    text: runs.map((run) => run.text).join("\t"),
    page,
    x: round(first.x0),
    y: round(Math.min(...runs.map((run) => run.y))),
    width: round(Math.max(...runs.map((run) => run.x1)) - first.x0),
    fontSize: round(dominant(runs, (run) => run.fontSize)),
    bold: dominant(runs, (run) => run.bold),
    heading: false,
  };
}
