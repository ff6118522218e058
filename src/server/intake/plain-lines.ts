import type { DocumentFormat, DocumentLine, ExtractedDocument } from "./document";
import { readTextColumns } from "./text-columns";

// Three or more spaces inside a line are alignment typed with the space bar (a date pushed to the
// right margin), the same gap a tab makes.
const ALIGNMENT_SPACES = / {3,}/g;

// A Word document saved as text keeps its fields' codes before their results: ' HYPERLINK
// "mailto:ana@example.com" ana@example.com', 'INCLUDEPICTURE "photo.png" \* MERGEFORMATINET'. The
// result is the text; the code would read as a second address, or split a job's line.
// A field's argument is read to its closing quote within a bound: read to the line's end from each
// of many unclosed quotes, the search would cost the square of the line's length.
const FIELD_CODE = /\b(?:HYPERLINK|INCLUDEPICTURE)(?:\s+\\[a-z])*\s+"[^"]{0,2000}"(?:\s+\\[*a-z]\s*(?:"[^"]{0,2000}"|[A-Za-z]+)?)*\s?/g;

/** A line of a format without positions. */
export function plainLine(text: string): DocumentLine {
  const clean = text
    .replace(FIELD_CODE, "")
    .replace(/[\u00a0\u2000-\u200a\u202f\u3000]/g, " ")
    .replace(/[\u200b-\u200d\ufeff]/g, "")
    .replace(ALIGNMENT_SPACES, "\t")
    .replace(/ *\t[\t ]*/g, "\t")
    .trim();
  return { text: clean, page: 1, x: null, y: null, width: null, fontSize: null, bold: false, heading: false };
}

/** The document of lines in reading order; runs of empty lines are one break, none at the ends. */
export function documentOf(format: DocumentFormat, lines: readonly DocumentLine[], links: string[] = []): ExtractedDocument {
  const kept = lines.filter((line, index) => line.text !== "" || (index > 0 && lines[index - 1]!.text !== ""));
  while (kept.length > 0 && kept.at(-1)!.text === "") kept.pop();
  while (kept.length > 0 && kept[0]!.text === "") kept.shift();
  return { format, pageSize: null, lines: kept, links, text: kept.map((line) => line.text).join("\n") };
}

/** The lines of a text in reading order (two columns typed side by side are read one after the other), as plain lines. */
export function plainLines(text: string): DocumentLine[] {
  return readTextColumns(text.split(/\r\n?|\n|\f/)).map(plainLine);
}
