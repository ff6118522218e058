import type { DocumentLine } from "./document";
import { plainLine } from "./plain-lines";

/** A paragraph of the converted document: its text (list items begin with '• ') and how it was marked. */
interface Paragraph {
  text: string;
  heading: boolean;
  bold: boolean;
}

const BLOCKS = new Set(["p", "h1", "h2", "h3", "h4", "h5", "h6", "li"]);
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

const TAG_NAME_CHAR = /[a-z0-9]/;

type Token = { closing: boolean; name: string; attributes: string } | { text: string };

/**
 * The tags and texts of HTML, in order, by indexOf scans: linear whatever the input. mammoth escapes
 * every '<' and '>' of the document's text and attributes, but a reader that searched for each tag
 * with a pattern (`<(\/?)([a-z0-9]+)([^>]*)>`) would cost the square of the length on a text of
 * unclosed tags. A '<' that begins no tag is left out, and the text after it read.
 */
function* tokens(html: string): Generator<Token> {
  // The first '>' at or after the position read: looked for once for all the '<' before it.
  let close = html.indexOf(">");
  for (let at = 0; at < html.length;) {
    if (html[at] !== "<") {
      const next = html.indexOf("<", at);
      const end = next === -1 ? html.length : next;
      yield { text: html.slice(at, end) };
      at = end;
      continue;
    }
    if (close !== -1 && close < at) close = html.indexOf(">", at);
    const nameStart = html[at + 1] === "/" ? at + 2 : at + 1;
    let nameEnd = nameStart;
    while (nameEnd < html.length && TAG_NAME_CHAR.test(html[nameEnd]!)) nameEnd++;
    if (nameEnd === nameStart || close === -1) {
      at++;
      continue;
    }
    yield { closing: nameStart === at + 2, name: html.slice(nameStart, nameEnd), attributes: html.slice(nameEnd, close) };
    at = close + 1;
  }
}

/**
 * The lines of mammoth's HTML: headings keep their mark, list items their bullet, bold paragraphs
 * their weight, and a table row becomes one line of tab-separated cells unless its cells hold whole
 * columns of text, which are then read one after the other. With the addresses of its links.
 */
export function readHtml(html: string): { lines: DocumentLine[]; links: string[] } {
  const lines: DocumentLine[] = [];
  const links: string[] = [];
  // Table cells nest paragraphs; each open cell collects its own, each open row its cells.
  const rows: Paragraph[][][] = [];
  let block: { tag: string; text: string; boldChars: number } | null = null;
  let bold = 0;

  const emit = (paragraph: Paragraph) => {
    const row = rows.at(-1);
    const cell = row?.at(-1);
    if (cell) cell.push(paragraph);
    else lines.push(...paragraphLines(paragraph));
  };

  for (const token of tokens(html)) {
    if ("text" in token) {
      const { text } = token;
      if (block) {
        const decoded = decodeEntities(text);
        block.text += decoded;
        if (bold > 0) block.boldChars += decoded.replace(/\s/g, "").length;
      }
      continue;
    }
    const { closing, name, attributes } = token;
    if (name === "strong") bold += closing ? -1 : 1;
    else if (name === "a" && !closing) {
      const href = /href="([^"]*)"/.exec(attributes)?.[1];
      if (href && !links.includes(decodeEntities(href))) links.push(decodeEntities(href));
    } else if (name === "br" && block) block.text += "\n";
    else if (BLOCKS.has(name)) {
      if (!closing) block = { tag: name, text: "", boldChars: 0 };
      else if (block) {
        const visible = block.text.replace(/\s/g, "").length;
        emit({
          text: (block.tag === "li" ? "• " : "") + block.text,
          heading: /^h\d$/.test(block.tag),
          bold: visible > 0 && block.boldChars * 2 >= visible,
        });
        block = null;
      }
    } else if (name === "tr") {
      if (!closing) rows.push([]);
      else {
        const row = rows.pop() ?? [];
        for (const paragraph of rowParagraphs(row)) emit(paragraph);
      }
    } else if ((name === "td" || name === "th") && !closing) rows.at(-1)?.push([]);
  }
  return { lines, links };
}

/** A row of short cells reads as one line; cells that are columns of paragraphs are read one after the other. */
function rowParagraphs(cells: Paragraph[][]): Paragraph[] {
  const filled = cells.map((cell) => cell.filter((paragraph) => paragraph.text.trim() !== "")).filter((cell) => cell.length > 0);
  const columns = filled.filter((cell) => cell.length > 2);
  if (columns.length > 1) return filled.flat();
  const [first, ...rest] = filled;
  if (!first) return [];
  // The first paragraph of every cell shares the row's first line (a date beside a title); the
  // rest of a long cell follows it.
  const firsts = filled.map((cell) => cell[0]!);
  return [
    { text: firsts.map((paragraph) => paragraph.text).join("\t"), heading: firsts.some((p) => p.heading), bold: first[0]!.bold },
    ...[first, ...rest].flatMap((cell) => cell.slice(1)),
  ];
}

function paragraphLines(paragraph: Paragraph): DocumentLine[] {
  return paragraph.text.split("\n").map((text) => ({ ...plainLine(text), bold: paragraph.bold, heading: paragraph.heading }));
}

function decodeEntities(text: string): string {
  return text.replace(/&(?:#x([0-9a-f]+)|#(\d+)|(\w+));/gi, (entity, hex?: string, decimal?: string, name?: string) => {
    if (hex) return String.fromCodePoint(parseInt(hex, 16));
    if (decimal) return String.fromCodePoint(Number(decimal));
    return ENTITIES[name!] ?? entity;
  });
}
