import type { Row } from "./rows";

// Forms (job-board profiles, application exports) label each value of an entry: 'Employer:',
// 'Job Title:', 'Start Date:'. The label names the field; only the value is the resume's text.
const FIELD_LABEL =
  /^(?:employer|company(?:\s+name)?|organi[sz]ation(?:\s+name)?|job\s+title|title|position|role|designation|school(?:\s+name)?|institution|university|college|degree(?:\s*\/\s*(?:certificate|diploma))?|qualification|major|field\s+of\s+study|city(?:\s*\/\s*state)?|location|duties|responsibilities|description|dates?|period|duration)\s*:\s*(?=\S)/i;
const START_LABEL = /^(?:start(?:ing)?\s+date|from|started)\s*:\s*(?=\S)/i;
const END_LABEL = /^(?:end(?:ing)?\s+date|to|until|graduation\s+date|completion\s+date|date\s+completed)\s*:\s*(?=\S)/i;

// The words of a table's column headings ('Qualification | Institute | Board / University | Year of Passing').
const COLUMN_WORDS = new Set(
  `qualification qualifications degree course institute institution school college board university year years passing
  percentage cgpa gpa grade grades marks score result company employer organisation organization position designation
  title role date dates duration period from to location city of and name`.split(/\s+/),
);
const MIN_COLUMNS = 3;

const isColumnHeadings = (row: Row) =>
  row.parts.length >= MIN_COLUMNS &&
  row.parts.every((part) =>
    part
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .filter(Boolean)
      .every((word) => COLUMN_WORDS.has(word)),
  );

const withText = (row: Row, text: string): Row => ({ ...row, text, parts: [text] });

/**
 * The rows of a section with the labels of a form taken off their values, a labelled start and
 * end date ('Start Date: 08/2021', 'End Date: Current') read as one range, and a table's row of
 * column headings left out.
 */
export function withoutFieldLabels(rows: readonly Row[]): Row[] {
  const result: Row[] = [];
  let startRow: Row | null = null;
  for (const row of rows.filter((row) => !isColumnHeadings(row))) {
    // A label in a cell or tab stop of its own: 'Designation' then ': Site Engineer'.
    const text = row.parts.length === 1 ? row.text : row.parts.length === 2 && row.parts[1]!.startsWith(":") ? row.parts.join("") : null;
    const start = text === null ? null : START_LABEL.exec(text);
    const end = text === null ? null : END_LABEL.exec(text);
    const field = text === null ? null : FIELD_LABEL.exec(text);
    const value = (text ?? row.text).slice((start ?? end ?? field)?.[0].length ?? 0);
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
