import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import JSZip from "jszip";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { AI_LIMITS } from "#shared/ai";
import type { DocumentFormat, ExtractedDocument } from "./document";
import { extractDocument } from "./extract-document";
import { MAX_PDF_PAGES } from "./extract-pdf";
import { MAX_READ_CHARACTERS } from "./read-limit";

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), "test-fixtures");
const fixture = (name: string) => new Uint8Array(readFileSync(path.join(fixtures, name)));
const ALL: readonly DocumentFormat[] = ["pdf", "docx", "doc", "txt"];
const WIDGET: readonly DocumentFormat[] = ["pdf", "docx", "txt"];
const extract = (bytes: Uint8Array, accept = ALL) => extractDocument(bytes, { accept });
const texts = (document: ExtractedDocument) => document.lines.map((line) => line.text);

describe("extractDocument: PDF", () => {
  it("reads a one-column PDF printed by Chromium as positioned, styled lines with dates kept on their rows", async () => {
    const document = await extract(fixture("one-column.pdf"));
    expect(document.format).toBe("pdf");
    expect(document.pageSize).toEqual({ width: 612, height: 792 });
    const name = document.lines[0]!;
    expect(name).toMatchObject({ text: "Priya Raman", page: 1, bold: true });
    expect(name.fontSize).toBeCloseTo(22, 0);
    expect(name.y).toBeLessThan(document.lines[1]!.y!);
    expect(document.lines.find((line) => line.text === "WORK EXPERIENCE")).toMatchObject({ bold: true, fontSize: 12 });
    expect(texts(document)).toContain("Senior Software Engineer\tJan 2020 – Present");
    expect(texts(document)).toContain("Northwind Traders\tAustin, TX");
    const bullet = document.lines.find((line) => line.text.startsWith("Led the migration"))!;
    expect(bullet.x).toBeGreaterThan(name.x!);
    expect(document.text).toContain("B.S. in Computer Science, GPA 3.8\nTECHNICAL SKILLS");
  });

  it("reads two columns one after the other, never joining their lines across the gutter", async () => {
    const lines = texts(await extract(fixture("two-columns.pdf")));
    expect(lines.slice(0, 2)).toEqual(["Tomás Okafor", "Data Analyst"]);
    const sidebar = ["CONTACT", "tomas.okafor@example.co.uk", "+44 (0)20 7946 0958", "London, UK", "linkedin.com/in/tomasokafor", "SKILLS"];
    expect(lines.slice(lines.indexOf("CONTACT"), lines.indexOf("CONTACT") + sidebar.length)).toEqual(sidebar);
    const profile = lines.indexOf("PROFILE");
    expect(lines.slice(profile, profile + 3)).toEqual([
      "PROFILE",
      "Analyst who turns messy operational data into dashboards that energy",
      "traders use every morning.",
    ]);
    expect(lines.every((line) => !line.includes("\t"))).toBe(true);
  });

  it("keeps dates set in a left gutter on the line of the entry they date", async () => {
    const lines = texts(await extract(fixture("left-gutter.pdf")));
    expect(lines).toContain("06/2019 – Now\tLead Product Designer, Evergreen Health");
    expect(lines).toContain("2012 – 2016\tRhode Island School of Design");
    expect(lines.indexOf("Seattle, WA")).toBe(lines.indexOf("06/2019 – Now\tLead Product Designer, Evergreen Health") + 1);
  });

  it("reads headings set in a left column beside their sections on the lines they head", async () => {
    const lines = texts(await extract(fixture("side-headings.pdf")));
    expect(lines).toContain("Experience\tParalegal, Whitmore & Kane LLP\tSep 2018 – Present");
    expect(lines).toContain("Skills\tLegal research, Westlaw, Document review, E-discovery");
  });

  it("reads no further than the first 20 pages of a long PDF, and says how many it left out", async () => {
    const document = await extract(fixture("many-pages.pdf"));
    expect(texts(document)).toEqual(Array.from({ length: MAX_PDF_PAGES }, (_, i) => `Page ${i + 1} of the long file`));
    expect(document.lines.at(-1)!.page).toBe(MAX_PDF_PAGES);
    expect(document.unread).toEqual({ unit: "pages", read: MAX_PDF_PAGES, total: 25 });
    expect((await extract(fixture("one-column.pdf"))).unread).toBeUndefined();
  });

  it("reads bold type on every page, in fonts an earlier page used and in fonts new to the page", async () => {
    const pdf = await PDFDocument.create();
    const [regular, bold, serifBold] = await Promise.all(
      [StandardFonts.Helvetica, StandardFonts.HelveticaBold, StandardFonts.TimesRomanBold].map((font) => pdf.embedFont(font)),
    );
    const first = pdf.addPage([612, 792]);
    first.drawText("Robin Achterberg", { x: 50, y: 740, size: 20, font: bold });
    first.drawText("Landscape architect in Utrecht", { x: 50, y: 710, size: 11, font: regular });
    const second = pdf.addPage([612, 792]);
    second.drawText("EXPERIENCE", { x: 50, y: 740, size: 12, font: bold });
    second.drawText("Groenvlak Studio, 2019 - Present", { x: 50, y: 720, size: 11, font: regular });
    second.drawText("Awards", { x: 50, y: 690, size: 12, font: serifBold });
    const third = pdf.addPage([612, 792]);
    third.drawText("EDUCATION", { x: 50, y: 740, size: 12, font: bold });
    third.drawText("Wageningen University, 2015", { x: 50, y: 720, size: 11, font: regular });
    const document = await extract(await pdf.save());
    expect(document.lines.map(({ text, page, bold }) => ({ text, page, bold }))).toEqual([
      { text: "Robin Achterberg", page: 1, bold: true },
      { text: "Landscape architect in Utrecht", page: 1, bold: false },
      { text: "EXPERIENCE", page: 2, bold: true },
      { text: "Groenvlak Studio, 2019 - Present", page: 2, bold: false },
      { text: "Awards", page: 2, bold: true },
      { text: "EDUCATION", page: 3, bold: true },
      { text: "Wageningen University, 2015", page: 3, bold: false },
    ]);
  });

  it("refuses a password-protected PDF with the reason", async () => {
    await expect(extract(fixture("encrypted.pdf"))).rejects.toMatchObject({
      code: "VALIDATION_FAILED",
      message: "This PDF is password-protected. Remove the password and upload it again.",
    });
  });

  it("takes a scanned PDF, which has no text layer, as a scan for OCR to read", async () => {
    // Its lines are read by OCR in a worker of their own (ai/functions/parse-resume-upload/scanned-resume.test.ts).
    expect(await extract(fixture("image-only.pdf"))).toMatchObject({ format: "pdf", lines: [], text: "", scan: { pages: 1 } });
  });

  it("refuses a truncated PDF as damaged", async () => {
    await expect(extract(fixture("truncated.pdf"))).rejects.toMatchObject({
      code: "VALIDATION_FAILED",
      message: "This PDF is damaged and cannot be read. Export it again and upload the new file.",
    });
  });
});

describe("extractDocument: Word", () => {
  it("reads a DOCX's headings, bullets, bold lines, tab-set dates, table rows and hyperlinks", async () => {
    const document = await extract(fixture("resume.docx"));
    expect(document.format).toBe("docx");
    expect(document.links).toEqual(["https://www.linkedin.com/in/jordanellis"]);
    expect(document.lines.filter((line) => line.heading).map((line) => line.text)).toEqual([
      "Professional Summary",
      "Career History",
      "Education & Training",
      "Skills",
      "Certifications & Licenses",
    ]);
    expect(document.lines.find((line) => line.text.startsWith("Acme Corp"))).toMatchObject({
      text: "Acme Corp — Product Manager\t01/2018 to 03/2021",
      bold: true,
    });
    expect(texts(document)).toContain("• Ran discovery interviews with 60 customers.");
    expect(texts(document)).toContain("Stanford University\t2011 – 2015");
    expect(document.lines.every((line) => line.x === null && line.fontSize === null)).toBe(true);
  });

  it("reads the page header the first page prints before the body, with its table and hyperlink", async () => {
    const document = await extract(fixture("header-contacts.docx"));
    expect(texts(document).slice(0, 5)).toEqual([
      "Marisol Vega",
      "marisol.vega@example.com\tBoston, MA",
      "+1 (617) 555-0148",
      "LinkedIn",
      "Summary",
    ]);
    expect(document.lines[0]!.bold).toBe(true);
    expect(document.links).toEqual(["https://www.linkedin.com/in/marisolvega"]);
    // The later pages' header repeats the name: it is not read as well.
    expect(document.text).not.toContain("Marisol Vega — Resume");
  });

  it("reads a DOCX whose page headers cannot be read from its body alone", async () => {
    const zip = await JSZip.loadAsync(fixture("header-contacts.docx"));
    for (const part of Object.keys(zip.files).filter((name) => /^word\/header\d+\.xml$/.test(name))) {
      // An attribute left unquoted: no longer XML, which mammoth refuses.
      zip.file(part, (await zip.file(part)!.async("string")).replace("</w:p>", '<w:p w:rsidR="x></w:p>'));
    }
    const document = await extract(await zip.generateAsync({ type: "uint8array" }));
    expect(texts(document)[0]).toBe("Summary");
    expect(document.text).toContain("Cared for five telemetry patients a shift.");
  });

  it("reads a Word 97-2003 DOC saved by LibreOffice when DOC is accepted", async () => {
    const document = await extract(fixture("resume.doc"));
    expect(document.format).toBe("doc");
    expect(texts(document).slice(0, 2)).toEqual([
      "Jordan Ellis",
      "jordan.ellis@example.org | +1 415 555 0132 | San Francisco, CA | LinkedIn",
    ]);
    expect(document.text).toContain("Product Owner at Globex Inc.\t2015 - 2017");
  });

  it("reads the first 200,000 characters of a long DOCX, the line that passes them cut, and says where it stopped", async () => {
    const zip = await JSZip.loadAsync(fixture("resume.docx"));
    const paragraph = (i: number) => `<w:p><w:r><w:t>Paragraph ${i} of an appendix far longer than any resume.</w:t></w:r></w:p>`;
    const appendix = Array.from({ length: 5_000 }, (_, i) => paragraph(i + 1)).join("");
    const xml = (await zip.file("word/document.xml")!.async("string")).replace(/(<w:sectPr\b)/, `${appendix}$1`);
    zip.file("word/document.xml", xml);
    const document = await extract(await zip.generateAsync({ type: "uint8array" }));
    expect(document.text.length).toBe(MAX_READ_CHARACTERS);
    expect(document.lines[0]!.text).toBe("Jordan Ellis");
    expect(document.unread).toMatchObject({ unit: "characters", read: MAX_READ_CHARACTERS });
    const stop = texts(document).at(-1)!;
    expect(`Paragraph ${stop.split(" ")[1]} of an appendix far longer than any resume.`.startsWith(stop)).toBe(true);
  });

  it("refuses a DOC where only PDF, DOCX and TXT are accepted", async () => {
    await expect(extract(fixture("resume.doc"), WIDGET)).rejects.toMatchObject({
      code: "UNSUPPORTED_MEDIA_TYPE",
      message: "Please upload a PDF, DOCX, or TXT file.",
    });
  });

  it("refuses a DOCX that would unpack to more than 25 MB before unpacking it", async () => {
    await expect(extract(fixture("unpacks-huge.docx"))).rejects.toMatchObject({
      code: "VALIDATION_FAILED",
      message: "This Word document is too large to read once unpacked. Save it without embedded media and upload it again.",
    });
  });

  it("refuses a damaged DOCX with the reason", async () => {
    const docx = fixture("resume.docx");
    await expect(extract(docx.subarray(0, docx.length / 2))).rejects.toMatchObject({
      code: "VALIDATION_FAILED",
      message: "This Word document is damaged and cannot be read. Save it again and upload the new file.",
    });
  });
});

describe("extractDocument: text", () => {
  it("reads UTF-8 and Windows-1252 files to the same text, and a UTF-16 file with its byte-order mark", async () => {
    const utf8 = await extract(fixture("resume-utf8.txt"));
    const windows = await extract(fixture("resume-windows-1252.txt"));
    expect(utf8.format).toBe("txt");
    expect(utf8.lines[0]!.text).toBe("JOSÉ ÁLVAREZ");
    expect(windows.text).toBe(utf8.text);
    expect(texts(utf8)).toContain("2020-01 – Now");
    // Spaces typed to push the dates right are a gap, like a tab.
    expect(texts(utf8)).toContain("Junior Engineer, Acciona\tSep 2017 - Dec 2019");
    const utf16 = new Uint8Array(Buffer.from(`\ufeff${readFileSync(path.join(fixtures, "resume-utf8.txt"), "utf8")}`, "utf16le"));
    expect((await extract(utf16)).text).toBe(utf8.text);
  });

  it("reads text typed in two columns column after column, below the header across both", async () => {
    const lines = texts(await extract(fixture("text-columns.txt")));
    expect(lines.slice(0, 4)).toEqual(["SAM RIVERA", "sam@example.com | 555-201-3344 | Denver, CO", "", "CONTACT"]);
    expect(lines.indexOf("Spanish (Fluent)")).toBeLessThan(lines.indexOf("EXPERIENCE"));
    expect(lines.slice(lines.indexOf("EXPERIENCE"), lines.indexOf("EXPERIENCE") + 3)).toEqual([
      "EXPERIENCE",
      "Flight Instructor, Peak Aviation",
      "2019 - Present",
    ]);
  });

  it("drops a UTF-8 byte-order mark and keeps one empty line between paragraphs", async () => {
    const document = await extract(new TextEncoder().encode("\ufeffAda Lovelace\r\n\r\n\r\nSKILLS\r\nMathematics\r\n\r\n"));
    expect(texts(document)).toEqual(["Ada Lovelace", "", "SKILLS", "Mathematics"]);
  });

  it("reads the first 200,000 characters of a longer text, and says where it stopped", async () => {
    const lines = Array.from({ length: 30_000 }, (_, i) => `Line ${i + 1} of a text far longer than any resume`);
    const document = await extract(new TextEncoder().encode(lines.join("\n")));
    expect(document.text).toBe(lines.join("\n").slice(0, MAX_READ_CHARACTERS));
    expect(document.unread).toEqual({
      unit: "characters",
      read: MAX_READ_CHARACTERS,
      from: lines.join(" ").slice(MAX_READ_CHARACTERS, MAX_READ_CHARACTERS + 60),
    });
  });

  it("refuses an empty file", async () => {
    await expect(extract(new TextEncoder().encode(" \n\n \n"))).rejects.toMatchObject({
      code: "VALIDATION_FAILED",
      message: "This document is empty: there is no text to read.",
    });
  });
});

describe("extractDocument: type and size", () => {
  it("judges the type by content: a PNG named .pdf and an OpenDocument zip are refused with the accepted types", async () => {
    await expect(extract(fixture("png-renamed.pdf"))).rejects.toMatchObject({
      code: "UNSUPPORTED_MEDIA_TYPE",
      message: "Please upload a PDF, DOC, DOCX, or TXT file.",
    });
    await expect(extract(fixture("opendocument.odt"), WIDGET)).rejects.toMatchObject({
      code: "UNSUPPORTED_MEDIA_TYPE",
      message: "Please upload a PDF, DOCX, or TXT file.",
    });
  });

  it("refuses a file over 5 MB before reading it", async () => {
    const pdf = fixture("one-column.pdf");
    const large = new Uint8Array(AI_LIMITS.uploadBytes + 1);
    large.set(pdf);
    await expect(extract(large)).rejects.toMatchObject({ code: "PAYLOAD_TOO_LARGE", message: "Maximum file size is 5MB." });
    const atLimit = new Uint8Array(AI_LIMITS.uploadBytes);
    atLimit.set(pdf);
    expect((await extract(atLimit)).lines[0]!.text).toBe("Priya Raman");
  });
});
