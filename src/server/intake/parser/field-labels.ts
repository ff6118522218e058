import type { Row } from "./rows";

// Forms (job-board profiles, application exports) label each value of an entry: 'Employer:',
// 'Job Title:', 'Start Date:'. The label names the field; only the value is the resume's text.
const FIELD_LABEL =
  /^(?:employer|company(?:\s+name)?|organi[sz]ation(?:\s+name)?|job\s+title|title|position|role|designation|school(?:\s+name)?|institution|university|college|degree(?:\s*\/\s*(?:certificate|diploma))?|qualification|major|field\s+of\s+study|city(?:\s*\/\s*state)?|location|duties|responsibilities|description|dates?|period)\s*:\s*(?=\S)/i;
const START_LABEL = /^(?:start(?:ing)?\s+date|from|started)\s*:\s*(?=\S)/i;
const END_LABEL = /^(?:end(?:ing)?\s+date|to|until|graduation\s+date|completion\s+date|date\s+completed)\s*:\s*(?=\S)/i;

const withText = (row: Row, text: string): Row => ({ ...row, text, parts: [text] });

/**
 * The rows of a section with the labels of a form taken off their values, and a labelled start
 * and end date ('Start Date: 08/2021', 'End Date: Current') read as one range.
 */
export function withoutFieldLabels(rows: readonly Row[]): Row[] {
  const result: Row[] = [];
  let startRow: Row | null = null;
  for (const row of rows) {
    const start = row.parts.length === 1 ? START_LABEL.exec(row.text) : null;
    const end = row.parts.length === 1 ? END_LABEL.exec(row.text) : null;
    const field = row.parts.length === 1 ? FIELD_LABEL.exec(row.text) : null;
    const value = row.text.slice((start ?? end ?? field)?.[0].length ?? 0);
    if (end && startRow && result.at(-1) === startRow) {
      result[result.length - 1] = withText(startRow, `${startRow.text} – ${value}`);
      startRow = null;
      continue;
    }
    const kept = start || end || field ? withText(row, value) : row;
    startRow = start ? kept : null;
    result.push(kept);
  }
  return result;
}
