import JSZip from "jszip";
import mammoth from "mammoth";
import { AppError } from "../errors";
import type { DocumentLine, ExtractedDocument } from "./document";
import { readHtml } from "./docx-html";
import { documentOf } from "./plain-lines";
import { attributeOf, firstElement, soleRootElement, startTags } from "./xml-scan";
import { unpackedSize } from "./zip-size";

/** A resume's DOCX unpacks to well under a megabyte of XML plus its pictures (stored as they are packed). */
const MAX_UNPACKED_BYTES = 25 * 1024 * 1024;

/**
 * The paragraphs of a DOCX in reading order, read through mammoth's HTML (docx-html.ts), the page
 * header its first page prints first.
 */
export async function extractDocx(bytes: Uint8Array): Promise<ExtractedDocument> {
  // mammoth unpacks what it reads in memory: a few megabytes can inflate to gigabytes (a zip bomb),
  // whatever sizes the archive declares. They are inflated for real first, up to the limit.
  if ((unpackedSize(bytes, MAX_UNPACKED_BYTES) ?? 0) > MAX_UNPACKED_BYTES) {
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
// conventional w: and r: prefixes. Every lookup in the file's XML is a linear scan (xml-scan.ts);
// this pattern runs only on the one short element the scan found.
const TITLE_PAGE = /<w:titlePg(?:\s*\/>|\s+w:val="(?:1|true|on)"\s*\/>)/;

/**
 * The header printed on the first page (its own when the first section has a distinct first page,
 * else the section's default; the default too when the first-page one has no run of text), as a
 * DOCX of its own whose body is the header's content: mammoth reads only a document's body, and a
 * header holds the same paragraphs, tables and links, so it is read the same way. Null without one.
 */
async function firstPageHeader(buffer: Buffer): Promise<Buffer | null> {
  const zip = await JSZip.loadAsync(buffer);
  const documentXml = await zip.file("word/document.xml")?.async("string");
  const section = documentXml && firstElement(documentXml, "w:sectPr");
  if (!section) return null;
  const relationships = startTags((await zip.file("word/_rels/document.xml.rels")?.async("string")) ?? "", "Relationship");
  const references = startTags(section, "w:headerReference");
  for (const kind of TITLE_PAGE.test(section) ? ["first", "default"] : ["default"]) {
    const reference = references.find((candidate) => attributeOf(candidate, "w:type") === kind);
    const id = reference && attributeOf(reference, "r:id");
    const relationship = id && relationships.find((candidate) => attributeOf(candidate, "Id") === id);
    const target = relationship && attributeOf(relationship, "Target");
    if (!target) continue;
    const partName = `word/${target.replace(/^\/?word\//, "")}`;
    const part = soleRootElement((await zip.file(partName)?.async("string")) ?? "", "w:hdr");
    if (!part || startTags(part.content, "w:t").length === 0) continue;
    zip.file(
      "word/document.xml",
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document${part.attributes}><w:body>${part.content}</w:body></w:document>`,
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
