import JSZip from "jszip";
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
  const buffer = Buffer.from(bytes);
  let body: { lines: DocumentLine[]; links: string[] };
  try {
    body = readHtml(await toHtml(buffer));
  } catch {
    throw new AppError("VALIDATION_FAILED", "This Word document is damaged and cannot be read. Save it again and upload the new file.");
  }
  // The page header is read first, as it is printed: many Word resumes hold the name and contacts
  // there. A header that cannot be read leaves the body, which was, to stand alone.
  const header = await firstPageHeader(buffer)
    .then(async (document) => (document ? readHtml(await toHtml(document)) : null))
    .catch(() => null);
  const lines = [...(header?.lines ?? []), ...body.lines];
  return documentOf("docx", lines, [...new Set([...(header?.links ?? []), ...body.links])]);
}

async function toHtml(buffer: Buffer): Promise<string> {
  // Empty paragraphs are the spacing authors type between entries: they are kept as breaks.
  // Pictures are not read: only text is, and mammoth would otherwise inline each one as base64.
  const options = { ignoreEmptyParagraphs: false, convertImage: mammoth.images.imgElement(() => Promise.resolve({ src: "" })) };
  return (await mammoth.convertToHtml({ buffer }, options)).value;
}

// WordprocessingML as Word, LibreOffice, Google Docs and the docx package write it, with the
// conventional w: and r: prefixes.
const SECTION_PROPERTIES = /<w:sectPr\b[\s\S]*?<\/w:sectPr>/;
const TITLE_PAGE = /<w:titlePg(?:\s*\/>|\s+w:val="(?:1|true|on)"\s*\/>)/;
const HEADER_PART = /^\uFEFF?(?:<\?xml[^>]*>)?\s*<w:hdr\b([^>]*)>([\s\S]*)<\/w:hdr>\s*$/;
const HAS_TEXT = /<w:t\b[^>]*>[^<]*\S/;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const attribute = (element: string, name: string, value?: string) =>
  new RegExp(`\\s${name}="${value ? escapeRegExp(value) : '([^"]*)'}"`).exec(element);

/**
 * The header printed on the first page (its own when the first section has a distinct first page,
 * else the section's default; the default too when the first-page one is empty), as a DOCX of its
 * own whose body is the header's content: mammoth reads only a document's body, and a header holds
 * the same paragraphs, tables and links, so it is read the same way. Null without one.
 */
async function firstPageHeader(buffer: Buffer): Promise<Buffer | null> {
  const zip = await JSZip.loadAsync(buffer);
  const documentXml = await zip.file("word/document.xml")?.async("string");
  const relationships = (await zip.file("word/_rels/document.xml.rels")?.async("string"))?.match(/<Relationship\b[^>]*>/g) ?? [];
  const section = documentXml && SECTION_PROPERTIES.exec(documentXml)?.[0];
  if (!section) return null;
  const references = section.match(/<w:headerReference\b[^>]*>/g) ?? [];
  for (const kind of TITLE_PAGE.test(section) ? ["first", "default"] : ["default"]) {
    const id = attribute(references.find((reference) => attribute(reference, "w:type", kind)) ?? "", "r:id")?.[1];
    const relationship = id && relationships.find((candidate) => attribute(candidate, "Id", id));
    const target = relationship && attribute(relationship, "Target")?.[1];
    if (!target) continue;
    const partName = `word/${target.replace(/^\/?word\//, "")}`;
    const part = HEADER_PART.exec((await zip.file(partName)?.async("string")) ?? "");
    if (!part || !HAS_TEXT.test(part[2]!)) continue;
    const [, namespaces, content] = part;
    zip.file(
      "word/document.xml",
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document${namespaces}><w:body>${content}</w:body></w:document>`,
    );
    // The header's own relationships (its hyperlinks' addresses) stand in for the body's; mammoth
    // finds the styles and numbering at their usual paths without them.
    const headerRelationships = await zip.file(partName.replace(/^word\//, "word/_rels/") + ".rels")?.async("string");
    zip.file("word/_rels/document.xml.rels", headerRelationships ?? EMPTY_RELATIONSHIPS);
    return zip.generateAsync({ type: "nodebuffer" });
  }
  return null;
}

const EMPTY_RELATIONSHIPS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>';

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
