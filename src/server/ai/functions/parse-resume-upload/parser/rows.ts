import type { DocumentLine, ExtractedDocument } from "#server/intake/document";
import { isOnlyDate } from "./dates";
import { isLocation } from "./locations";

/** A line of the document as the parser reads it: its parts, its mark and its style relative to the rest. */
export interface Row {
  /** The text without its list mark; parts joined by tabs. */
  text: string;
  /** Pieces the line was set apart into (tab stops, table cells, a date in the margin). */
  parts: string[];
  /** Began with a list mark ('•', '-', '▪'...). */
  marked: boolean;
  bold: boolean;
  /** Marked as a heading by the document (a DOCX heading style). */
  heading: boolean;
  /** Font size over the body text's size; 1 when sizes are unknown. */
  scale: number;
  /** Every letter is a capital. */
  caps: boolean;
  /** A blank line or a wider space than the usual line pitch comes before it. */
  gapBefore: boolean;
  /** The line starts a new column: it stands higher on the page than the line before it. */
  columnStart: boolean;
  x: number | null;
  width: number | null;
  page: number;
  /** A form labelled the line in a cell of its own ('Dates', 'Main activities and responsibilities'), now taken off: what the value is. */
  formLabel?: FormLabel;
}

export type FormLabel = "dates" | "description" | "value";

// A list mark: bullets of every font (including the private-use glyphs of Word's Symbol bullets),
// or a dash or asterisk followed by a space.
// A symbol font's bullet may come out as the ASCII character of its glyph: an opening brace that never closes ('{ Erstes Praxissemester').
const LIST_MARK = /^(?:[•·▪▫◦‣⁃●○■□►▸▶➢➤✓✔❖♦◆➔→\uf0b7\uf0a7\uf076\uf0d8\uf0fc\uf06e]\s*|[-*–—]\s+|o\s+(?=\p{Lu})|\{\s+(?=[^}]*$))/u;
/** The text without the list mark it begins with, if any. */
export function withoutListMark(text: string): { text: string; marked: boolean } {
  const mark = LIST_MARK.exec(text);
  return mark ? { text: text.slice(mark[0].length).trim(), marked: true } : { text, marked: false };
}
// A run of spaces within a part of a line is one space, as it reads: the parser's patterns take
// white space in runs ('\s*,\s*'), and from each space of a long run some of them would cost the
// square of its length (decision 033).
const SPACES = /\s+/g;
// Units of the usual line pitch: a space this much larger separates paragraphs or entries.
const GAP_PITCH = 1.3;

const hasLetters = (text: string) => /\p{L}/u.test(text);
export const isCaps = (text: string) => hasLetters(text) && text === text.toUpperCase() && text !== text.toLowerCase();

/** A text set in capitals for looks ('MEI-LING CHEN', 'AWARDS') as it would be written in a form. */
export function fromCapitals(text: string): string {
  if (!isCaps(text)) return text;
  return text.toLowerCase().replace(/(^|[\s'’-])(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

/** The document's lines as rows: blank lines become gaps, list marks are taken off, sizes made relative. */
export function rowsOf(document: ExtractedDocument): Row[] {
  const bodySize = mostCommon(
    document.lines.filter((line) => line.fontSize !== null).map((line) => [round(line.fontSize!), line.text.length]),
  );
  const pitch = linePitch(document.lines);
  const rows: Row[] = [];
  let blank = false;
  let previous: DocumentLine | null = null;
  for (const [index, line] of document.lines.entries()) {
    const raw = line.text.trim();
    if (isPageNumber(line, document.lines[index + 1])) continue;
    if (raw === "" || !/[\p{L}\p{N}]/u.test(raw)) {
      blank = raw === "" || blank;
      continue;
    }
    const mark = LIST_MARK.exec(raw);
    const parts = withoutMarkdown(mark ? raw.slice(mark[0].length).trim() : raw)
      .split(PART_BREAK)
      .map((part) => withoutIconLetter(part.replace(SPACES, " ").trim()))
      .filter((part) => part !== "");
    const text = parts.join("\t");
    const samePage = previous !== null && previous.page === line.page && previous.y !== null && line.y !== null;
    const rise = samePage ? previous!.y! - line.y! : 0;
    const drop = samePage ? line.y! - previous!.y! : 0;
    rows.push({
      text,
      parts,
      marked: mark !== null,
      bold: line.bold,
      heading: line.heading,
      scale: bodySize && line.fontSize ? line.fontSize / bodySize : 1,
      caps: isCaps(text),
      gapBefore: blank || (pitch !== null && drop > GAP_PITCH * pitch),
      columnStart: rise > (line.fontSize ?? 0),
      x: line.x,
      width: line.width,
      page: line.page,
    });
    blank = false;
    previous = line;
  }
  return rows;
}

// 'Page 1 of 3', '2/4', '- 2 -', 'Seite 1/3' and 'Lebenslauf – Seite 2 von 3' (a document's title before it), in the languages the parser reads.
// One run of spaces at a time: two optional runs side by side would cost the square of a long one's length.
const PAGE_NUMBER =
  /^(?:(?:\p{L}+\s+(?:[–—|·-]\s+)?)?(?:page|seite|página|pagina|pág\.?|pag\.?|p\.)\s*\d{1,2}(?:\s*(?:\/|of|von|de|di|sur|van)\s*\d{1,2})?|\d{1,2}\s*\/\s*\d{1,2}|[-–—]\s*\d{1,2}\s*[-–—])$/iu;

// A tab, or an icon font's glyph in Unicode's private use area set between contacts ('\uf3c5 Austin, TX \uf095 (555) …').
const PART_BREAK = /\t|[\uE000-\uF8FF]/;
// Icon fonts (FontAwesome in LaTeX's AltaCV) draw their glyphs from letters and symbols of their
// own mapping: 'B maya@example.ca', 'm Montréal, QC', '½ Leuven, Belgium', '+ Rennes, France'.
const ICON_LETTER = /^(?:[A-Za-z\u00A1-\u00FF]|[^\p{L}\p{N}\s])\s+(?=\S)/u;
const CONTACT_VALUE = /@|^\+?\(?\d[\d\s().-]{6,}$|^(?:https?:\/\/|www\.)|^[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}(?:\/\S*)?$/i;

function withoutIconLetter(part: string): string {
  const icon = ICON_LETTER.exec(part);
  if (!icon) return part;
  const rest = part.slice(icon[0].length);
  // '+ 44 20 …' is a number's own plus.
  if (icon[0].startsWith("+") && /^\d/.test(rest)) return part;
  return CONTACT_VALUE.test(rest) || isLocation(rest) || isOnlyDate(rest) ? rest : part;
}

/**
 * Text typed in Markdown ('## Experience', '**Acme** — Engineer', '*2019 – 2021*') without its marks.
 * A run of underscores is tried from its first one only: from each of a long run's, the search
 * would cost the square of its length. Emphasis touches its word: a run of asterisks between
 * spaces masks digits ('+49 176 *** ***') and stays.
 */
const withoutMarkdown = (text: string) =>
  text
    .replace(/^#{1,6}\s+/, "")
    .replace(/\*+/g, (run: string, offset: number, line: string) =>
      isSpaceOrEnd(line, offset - 1) && isSpaceOrEnd(line, offset + run.length) ? run : "",
    )
    .replace(/(?<!\w)_+|(?<!_)_+(?!\w)/g, "");
const isSpaceOrEnd = (text: string, index: number) => index < 0 || index >= text.length || /\s/.test(text[index]!);

// A page's number as printed at its foot: '3', 'Page 3', '3 / 4', '- 3 -'.
const LONE_NUMBER = /^\d{1,3}$/;
/**
 * A running page number: it says nothing of the resume, and between two lines of an entry it splits
 * it. A number alone counts on a page's last line only, where it would read as a value of the section above.
 */
const isPageNumber = (line: DocumentLine, next: DocumentLine | undefined) =>
  PAGE_NUMBER.test(line.text.trim()) ||
  (line.y !== null && (next === undefined || next.page !== line.page) && LONE_NUMBER.test(line.text.trim()));

const round = (value: number) => Math.round(value * 2) / 2;

/** The value with the largest weight; null for none. */
function mostCommon(weighted: [number, number][]): number | null {
  const totals = new Map<number, number>();
  for (const [value, weight] of weighted) totals.set(value, (totals.get(value) ?? 0) + weight);
  let best: [number, number] | null = null;
  for (const entry of totals) if (!best || entry[1] > best[1]) best = entry;
  return best?.[0] ?? null;
}

/** The usual distance between consecutive lines of a paragraph, in points; null without positions. */
function linePitch(lines: readonly DocumentLine[]): number | null {
  const steps: [number, number][] = [];
  for (let i = 1; i < lines.length; i++) {
    const [before, line] = [lines[i - 1]!, lines[i]!];
    if (before.page !== line.page || before.y === null || line.y === null || !line.fontSize) continue;
    const step = line.y - before.y;
    if (step > 0.8 * line.fontSize && step < 2.5 * line.fontSize) steps.push([round(step), 1]);
  }
  return mostCommon(steps);
}
