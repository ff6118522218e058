import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PDFDocument, rgb, StandardFonts } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseResume } from "./parse-resume";
import { blankPdf, pagePngs, scannedPdf } from "#server/test-support/scanned-pdf";
import { extractDocument } from "#server/intake/extract-document";
import { createOcrReader, type OcrReader } from "#server/intake/ocr/ocr-reader";
import { readScanPage } from "#server/intake/ocr/read-scan-page";
import { scanDocument } from "#server/intake/ocr/scan-document";

const fixture = (name: string) =>
  path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "..", "intake", "test-fixtures", name);
const ACCEPT = ["pdf", "docx", "doc", "txt"] as const;

let reader: OcrReader;
beforeAll(async () => {
  reader = await createOcrReader();
});
afterAll(async () => {
  await reader?.terminate();
});

/** A resume whose name is set white on a dark header bar and whose headings are white on coloured bands, as designed templates set them. */
async function bandedResume(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const [regular, bold] = await Promise.all([pdf.embedFont(StandardFonts.Helvetica), pdf.embedFont(StandardFonts.HelveticaBold)]);
  const band = (y: number, height: number, color: ReturnType<typeof rgb>) => page.drawRectangle({ x: 0, y, width: 612, height, color });
  const write = (text: string, x: number, y: number, size: number, font = regular, color = rgb(0, 0, 0)) =>
    page.drawText(text, { x, y, size, font, color });
  band(712, 80, rgb(0.16, 0.2, 0.27));
  write("Maren Okafor", 50, 740, 28, bold, rgb(1, 1, 1));
  write("Leeds, UK  \u00b7  maren.okafor@example.com  \u00b7  +44 7700 900123", 50, 690, 10);
  const heading = (text: string, y: number) => {
    band(y - 7, 24, rgb(0.93, 0.55, 0.12));
    write(text, 50, y, 13, bold, rgb(1, 1, 1));
  };
  heading("Experience", 640);
  write("Data Analyst", 50, 610, 11, bold);
  write("Mar 2019 - Present", 460, 610, 10);
  write("Fenwick Analytics", 50, 595, 10);
  write("Built weekly sales dashboards for the regional teams.", 62, 578, 10);
  heading("Education", 530);
  write("BSc Statistics", 50, 500, 11, bold);
  write("2015 - 2018", 460, 500, 10);
  write("University of Lancaster", 50, 485, 10);
  return pdf.save();
}

describe("reading a scan by OCR", () => {
  it("reads white text on dark and coloured bands: the name in a header bar, the section headings", { timeout: 60_000 }, async () => {
    const work = mkdtempSync(path.join(os.tmpdir(), "vitae-banded-"));
    try {
      writeFileSync(path.join(work, "banded.pdf"), await bandedResume());
      const bytes = await scannedPdf(path.join(work, "banded.pdf"), 150);
      const resume = parseResume(scanDocument([await readScanPage(reader, { format: "pdf", bytes, page: 1 })], 1));
      expect(resume.personal_info).toMatchObject({ fullName: "Maren Okafor", email: "maren.okafor@example.com", location: "Leeds, UK" });
      expect(resume.experience.map((entry) => entry.company)).toEqual(["Fenwick Analytics"]);
      expect(resume.education.map((entry) => entry.institution)).toEqual(["University of Lancaster"]);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });

  it("reads a scanned PDF's page into lines the parser reads as it reads the text PDF", { timeout: 60_000 }, async () => {
    const bytes = await scannedPdf(fixture("one-column.pdf"), 150);
    const extracted = await extractDocument(bytes, { accept: ACCEPT });
    expect(extracted).toMatchObject({ lines: [], scan: { pages: 1 } });
    const document = scanDocument([await readScanPage(reader, { format: "pdf", bytes, page: 1 })], extracted.scan!.pages);
    expect(document.ocr).toEqual({ pages: 1 });
    // Positions in points, as the text layer gives them: the name's line where the PDF prints it.
    const text = await extractDocument(new Uint8Array(readFileSync(fixture("one-column.pdf"))), { accept: ACCEPT });
    const name = document.lines.find((line) => line.text === "Priya Raman")!;
    const printed = text.lines.find((line) => line.text === "Priya Raman")!;
    expect(Math.abs(name.x! - printed.x!)).toBeLessThan(3);
    expect(Math.abs(name.y! - printed.y!)).toBeLessThan(3);
    const resume = parseResume(document);
    expect(resume.personal_info).toMatchObject({ fullName: "Priya Raman", email: "priya.raman@example.com" });
    expect(resume.experience.map((entry) => entry.company)).toEqual(["Northwind Traders", "Contoso Logistics", "Austin Coding Club"]);
    // A bullet OCR reads as another glyph ('«', '+') is a bullet again.
    expect(document.lines.filter((line) => line.text.startsWith("• ")).length).toBe(3);
  });

  it("reads a photo of a page, its width taken as a Letter page's", { timeout: 60_000 }, async () => {
    const [png] = pagePngs(fixture("one-column.pdf"), 200);
    const page = await readScanPage(reader, { format: "image", bytes: new Uint8Array(png!) });
    expect(page.pageSize.width).toBe(612);
    const resume = parseResume(scanDocument([page], 1));
    expect(resume.personal_info).toMatchObject({ fullName: "Priya Raman", email: "priya.raman@example.com" });
    expect(resume.experience[0]?.company).toBe("Northwind Traders");
  });

  it("reads a main column that runs over a page on from its part on the page before, as in a text PDF", () => {
    // Each OCR page's words, as the sidebar and the main column of a two-column resume print them.
    const at = (x: number, y0: number, texts: string[]) =>
      texts.map((text, i) => ({ text, x, y: y0 + i * 14, width: text.length * 5, fontSize: 10, bold: false }));
    const size = { width: 612, height: 792 };
    const pages = [
      {
        pieces: [
          ...at(30, 107, ["SKILLS", "Python", "Tableau", "CONTACT", "tomas.reyes@example.com"]),
          ...at(220, 100, ["Tomas Reyes", "WORK EXPERIENCE", "Data Analyst", "Harbour Freight Lines", "Built the dashboards"]),
        ],
        pageSize: size,
      },
      {
        pieces: [
          ...at(30, 47, ["EDUCATION", "BSc Statistics", "University of Lancaster", "2012 - 2015"]),
          ...at(220, 40, ["Junior Analyst", "Fenwick Analytics", "Cleaned the sales data", "Wrote the monthly report"]),
        ],
        pageSize: size,
      },
    ];
    const texts = scanDocument(pages, 2).lines.map((line) => line.text);
    expect(texts.indexOf("Junior Analyst")).toBe(texts.indexOf("Built the dashboards") + 1);
    expect(texts.indexOf("EDUCATION")).toBeGreaterThan(texts.indexOf("Wrote the monthly report"));
  });

  it("says which pages of a long scan were left unread", () => {
    const page = {
      pieces: [{ text: "Priya Raman", x: 50, y: 70, width: 100, fontSize: 22, bold: false }],
      pageSize: { width: 612, height: 792 },
    };
    expect(scanDocument([page, page, page, page], 6).unread).toEqual({ unit: "pages", read: 4, total: 6 });
  });

  it("refuses a scan in which nothing could be read, and a PDF with neither text nor a scanned page", async () => {
    const empty = { pieces: [], pageSize: { width: 612, height: 792 } };
    expect(() => scanDocument([empty], 1)).toThrow(/No text could be read in this scan/);
    await expect(extractDocument(await blankPdf(), { accept: ACCEPT })).rejects.toMatchObject({
      code: "VALIDATION_FAILED",
      message: "This PDF has no text to read: no text layer, and no scanned page. Upload the original document or a DOCX.",
    });
  });
});
