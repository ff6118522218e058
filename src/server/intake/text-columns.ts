// Text typed in two columns keeps them apart with a run of spaces that ends, line after line, at
// the same character position.
// A gap is tried from its first space only: from each space of a long run that ends the line, the
// search would cost the square of its length.
const COLUMN_GAP = /(?<! ) {3,}(?=\S)/g;
const MIN_COLUMN_LINES = 5;
const MIN_ALIGNED_SHARE = 0.4;
// Lines running across the gap are allowed above the columns (a header), and the columns must
// hold at least this share of the text.
const MIN_BODY_SHARE = 0.6;
// A left column of dates or capital headings beside the text's lines is a margin, read on the lines it labels.
const LABEL = /\b(?:19|20)\d{2}\b|\b(?:present|current|now)\b|^[^\p{Ll}]+$/iu;
const MIN_LABEL_SHARE = 0.6;

const expandTabs = (line: string) => line.replace(/\t/g, "    ");

/**
 * The lines of a plain text in reading order: a text laid out in two columns with spaces (a
 * sidebar beside the main text) is read column after column, below any header that runs across
 * both. Anything else, including dates or headings set in a left margin, is left as it is.
 */
export function readTextColumns(lines: readonly string[]): string[] {
  const expanded = lines.map(expandTabs);
  const filled = expanded.filter((line) => line.trim() !== "");
  const starts = new Map<number, number>();
  for (const line of filled) {
    for (const gap of line.matchAll(COLUMN_GAP)) {
      const column = gap.index + gap[0].length;
      starts.set(column, (starts.get(column) ?? 0) + 1);
    }
  }
  const [column, aligned] = [...starts].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0] ?? [0, 0];
  if (aligned < MIN_COLUMN_LINES || aligned < MIN_ALIGNED_SHARE * filled.length) return [...lines];

  const crosses = (line: string) => /\S/.test(line.charAt(column - 1)) && /\S/.test(line.charAt(column));
  const headerEnd = expanded.findLastIndex(crosses) + 1;
  const body = expanded.slice(headerEnd);
  if (body.filter((line) => line.trim() !== "").length < MIN_BODY_SHARE * filled.length) return [...lines];
  const left = body.map((line) => line.slice(0, column).trimEnd());
  const right = body.map((line) => line.slice(column).trim());

  const labelled = left.filter((text, index) => text.trim() !== "" && right[index] !== "");
  const labels = labelled.filter((text) => LABEL.test(text.trim()));
  if (labelled.length > 0 && labels.length >= MIN_LABEL_SHARE * left.filter((text) => text.trim() !== "").length) return [...lines];
  return [...lines.slice(0, headerEnd), ...left.map((text) => text.trim()), "", ...right];
}
