import mammoth from "mammoth";
import { AppError } from "../errors";
import type { DocumentLine, ExtractedDocument } from "./document";
import { documentOf, plainLine } from "./plain-lines";
import { declaredUnpackedSize } from "./zip-size";

/** A paragraph of the converted document: its text (list items begin with '• ') and how it was marked. */
interface Paragraph {
  text: string;
  heading: boolean;
  bold: boolean;
}

/** A resume's DOCX unpacks to well under a megabyte of XML plus its pictures (stored as they are packed). */
const MAX_UNPACKED_BYTES = 25 * 1024 * 1024;

const BLOCKS = new Set(["p", "h1", "h2", "h3", "h4", "h5", "h6", "li"]);
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };
const TAG = /<(\/?)([a-z0-9]+)([^>]*)>|([^<]+)/g;

/**
 * The paragraphs of a DOCX in reading order, read through mammoth's HTML: headings keep their
 * mark, list items their bullet, bold paragraphs their weight, and a table row becomes one line of
 * tab-separated cells unless its cells hold whole columns of text, which are then read one after
 * the other.
 */
export async function extractDocx(bytes: Uint8Array): Promise<ExtractedDocument> {
  // mammoth unpacks the whole archive in memory: a few megabytes can declare gigabytes (a zip bomb).
  if ((declaredUnpackedSize(bytes) ?? 0) > MAX_UNPACKED_BYTES) {
    throw new AppError(
      "VALIDATION_FAILED",
      "This Word document is too large to read once unpacked. Save it without embedded media and upload it again.",
    );
  }
  let html: string;
  try {
    // Empty paragraphs are the spacing authors type between entries: they are kept as breaks.
    // Pictures are not read: only text is, and mammoth would otherwise inline each one as base64.
    const options = { ignoreEmptyParagraphs: false, convertImage: mammoth.images.imgElement(() => Promise.resolve({ src: "" })) };
    html = (await mammoth.convertToHtml({ buffer: Buffer.from(bytes) }, options)).value;
  } catch {
    throw new AppError("VALIDATION_FAILED", "This Word document is damaged and cannot be read. Save it again and upload the new file.");
  }
  const { lines, links } = readHtml(html);
  return documentOf("docx", lines, links);
}

function readHtml(html: string): { lines: DocumentLine[]; links: string[] } {
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

  for (const [, closing, tag, attributes, text] of html.matchAll(TAG)) {
    if (text !== undefined) {
      if (block) {
        const decoded = decodeEntities(text);
        block.text += decoded;
        if (bold > 0) block.boldChars += decoded.replace(/\s/g, "").length;
      }
      continue;
    }
    const name = tag!;
    if (name === "strong") bold += closing ? -1 : 1;
    else if (name === "a" && !closing) {
      const href = /href="([^"]*)"/.exec(attributes!)?.[1];
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
