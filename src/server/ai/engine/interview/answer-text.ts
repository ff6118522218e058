import { capitalize } from "../prose/english";

/** One typed line of a free-text answer. */
export interface AnswerLine {
  /** Without its bullet marker. */
  text: string;
  /** Began with '-', '*', '•', '·', '–', '>' or a list number such as '1.' or '2)'. */
  bullet: boolean;
  /** First line after a blank line (or of the answer). */
  paragraphStart: boolean;
}

const BULLET = /^(?:[-*•·–—>▪◦●]+|\d{1,2}[.)])\s+/;

/** The non-empty lines of an answer, bullets marked and paragraphs noted. */
export function answerLines(answer: string): AnswerLine[] {
  const lines: AnswerLine[] = [];
  let afterBlank = true;
  for (const raw of answer.split(/\r\n?|\n/)) {
    const line = raw.trim();
    if (line === "") {
      afterBlank = true;
      continue;
    }
    const bullet = BULLET.test(line);
    const text = line.replace(BULLET, "").trim();
    if (text !== "") lines.push({ text, bullet, paragraphStart: afterBlank });
    afterBlank = false;
  }
  return lines;
}

/**
 * The items of a list typed on lines or in a line ('Python, SQL; Excel and Tableau'): commas,
 * semicolons and slashes between spaces separate items, except inside parentheses ('Spanish
 * (fluent, written and spoken)'). 'and' separates only in a line that has commas too, so 'Research
 * and Development' stays one item, and not at all when `splitAtAnd` is false (the caller reads it).
 */
export function listItems(answer: string, splitAtAnd = true): string[] {
  const items: string[] = [];
  for (const { text } of answerLines(answer)) {
    const separators = splitAtAnd && /[,;]/.test(text) ? /[,;]\s*(?:and\s+|&\s+)?|\s+(?:and|&)\s+|\s+\/\s+/iy : /[,;]\s*|\s+\/\s+/y;
    let depth = 0;
    let item = "";
    for (let i = 0; i < text.length; i += 1) {
      const char = text[i] ?? "";
      if (char === "(" || char === "[") depth += 1;
      if ((char === ")" || char === "]") && depth > 0) depth -= 1;
      separators.lastIndex = i;
      const separator = depth === 0 ? separators.exec(text) : null;
      if (separator) {
        items.push(item);
        item = "";
        i += separator[0].length - 1;
      } else {
        item += char;
      }
    }
    items.push(item);
  }
  return items
    .map((item) =>
      item
        .trim()
        .replace(/[.;,]+$/, "")
        .trim(),
    )
    .filter((item) => item !== "");
}

const MINOR_WORDS = new Set(["a", "an", "and", "at", "for", "in", "of", "on", "or", "the", "to", "with"]);

/** Title Case for a phrase typed all in lower case ('head of sales'); anything else keeps its case. */
export function titleCaseIfLower(text: string): string {
  if (text !== text.toLowerCase()) return text;
  return text
    .split(" ")
    .map((word, i) => (i > 0 && MINOR_WORDS.has(word) ? word : capitalize(word)))
    .join(" ");
}
