import type { Row } from "./rows";

// A line that ends within this share of its column's width from the right margin ran to the
// margin and was wrapped; a shorter one ended where its author ended it.
const WRAP_ZONE = 0.15;
const SENTENCE_END = /[.!?:;]["')\]]?$/;

/** The left and right margins of the column some rows stand in; null without positions. */
export interface Frame {
  left: number;
  right: number;
}

/**
 * The column of a section's rows: its left edge, and the right margin of every line of the
 * document that starts in it (a short section alone would take its own longest line for the margin).
 */
export function frameOf(rows: readonly Row[], documentRows: readonly Row[]): Frame | null {
  const placed = rows.filter((row) => row.x !== null && row.width !== null);
  if (placed.length === 0) return null;
  const left = Math.min(...placed.map((row) => row.x!));
  const pages = new Set(placed.map((row) => row.page));
  const column = documentRows.filter((row) => row.x !== null && row.width !== null && row.x >= left - 1 && pages.has(row.page));
  return { left, right: Math.max(...column.map((row) => row.x! + row.width!)) };
}

/**
 * The rows of a block as the author's lines: a line wrapped at the margin is joined to the one it
 * continues (PDFs break every paragraph into visual lines); list items, marked or indented past
 * `indentX`, begin with '• ' so the editor shows them as a list.
 */
export function authorLines(rows: readonly Row[], frame: Frame | null, indentX: number | null = null): string[] {
  const lines: { text: string; row: Row }[] = [];
  for (const row of rows) {
    const text = row.parts.join(" | ");
    const last = lines.at(-1);
    if (last && continues(last.row, row, last.text, frame)) {
      last.text += (last.text.endsWith("-") && /^\p{Ll}/u.test(text) ? "" : " ") + text;
      last.row = row;
      continue;
    }
    const listItem = row.marked || (indentX !== null && row.x !== null && row.x > indentX + 4);
    lines.push({ text: (listItem ? "• " : "") + text, row });
  }
  return lines.map((line) => line.text);
}

function continues(previous: Row, row: Row, previousText: string, frame: Frame | null): boolean {
  if (row.marked || row.gapBefore) return false;
  if (/^\p{Ll}/u.test(row.text)) return true;
  if (SENTENCE_END.test(previousText)) return false;
  if (!frame || previous.x === null || previous.width === null || previous.page !== row.page) return false;
  return previous.x + previous.width >= frame.right - WRAP_ZONE * (frame.right - frame.left);
}
