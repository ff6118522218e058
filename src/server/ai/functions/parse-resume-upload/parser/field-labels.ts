import type { FormLabel, Row } from "./rows";

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

// The words of the labels forms set in a cell of their own, left of each value (the Europass CV
// of 2004–2012: 'Occupation or position held', 'Name and address of employer', 'Title of
// qualification awarded', 'Telephone(s)').
const LABEL_WORDS = new Set(
  `dates date period duration occupation or position positions held main activities activity and responsibilities responsibility
  name names address addresses of employer employers type business sector title qualification qualifications awarded principal
  subjects subject occupational skills covered organisation organization providing education training first surname surnames
  telephone telephones phone mobile e mail email nationality birth place gender mother tongue tongues job role designation
  company institution level national international classification`.split(/\s+/),
);
const DATES_LABEL = /^(?:dates?|period|duration)$/i;
const DESCRIPTION_LABEL = /\b(?:activities|activity|responsibilities|duties|subjects|skills covered|business|sector)\b/i;

/** The kind of value a form's label announces, or null when the text is no label. */
function formLabelOf(part: string): FormLabel | null {
  const text = part
    .replace(/\((?:e?s)\)|[:：]\s*$/g, "")
    .replace(/[/,-]/g, " ")
    .trim();
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0 || !words.every((word) => LABEL_WORDS.has(word))) return null;
  if (DATES_LABEL.test(text)) return "dates";
  return DESCRIPTION_LABEL.test(text) ? "description" : "value";
}

/**
 * Rows whose first cells are a form's labels ('Occupation or position held' | 'Process Engineer')
 * as their values, the label's kind kept: a label wrapped in its cell gives two label cells.
 */
export function withoutLabelCells(rows: readonly Row[]): Row[] {
  return rows.map((row) => {
    const labels: FormLabel[] = [];
    while (labels.length < row.parts.length - 1) {
      const label = formLabelOf(row.parts[labels.length]!);
      if (!label) break;
      labels.push(label);
    }
    if (labels.length === 0) return row;
    const parts = row.parts.slice(labels.length);
    const formLabel = labels.includes("dates") ? "dates" : labels.includes("description") ? "description" : "value";
    // Where the value starts is unknown: the line's position is its label's.
    return { ...row, parts, text: parts.join("\t"), formLabel, x: null, width: null };
  });
}

/**
 * A form's entry in the order the parser reads entries: what describes it (activities, the
 * sector, lines continuing them) after what names it, up to the next entry's dates.
 */
export function describedLast(rows: readonly Row[]): Row[] {
  const result: Row[] = [];
  const held: Row[] = [];
  for (const row of rows) {
    if (row.formLabel === "description" || (held.length > 0 && !row.formLabel)) {
      held.push({ ...row, marked: true });
      continue;
    }
    if (row.formLabel === "dates") result.push(...held.splice(0));
    result.push(row);
  }
  return [...result, ...held];
}
