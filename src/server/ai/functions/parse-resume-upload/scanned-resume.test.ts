import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Worker } from "tesseract.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseResume } from "./parse-resume";
import { blankPdf, pagePngs, scannedPdf } from "#server/test-support/scanned-pdf";
import { extractDocument } from "#server/intake/extract-document";
import { createOcrReader } from "#server/intake/ocr/ocr-reader";
import { readScanPage } from "#server/intake/ocr/read-scan-page";
import { scanDocument } from "#server/intake/ocr/scan-document";

const fixture = (name: string) =>
  path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "..", "intake", "test-fixtures", name);
const ACCEPT = ["pdf", "docx", "doc", "txt"] as const;

let reader: Worker;
beforeAll(async () => {
  reader = await createOcrReader();
});
afterAll(async () => {
  await reader?.terminate();
});

describe("reading a scan by OCR", () => {
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

  it("says which pages of a long scan were left unread", () => {
    const page = {
      lines: [{ text: "Priya Raman", page: 1, x: 50, y: 70, width: 100, fontSize: 22, bold: false, heading: false }],
      pageSize: { width: 612, height: 792 },
    };
    expect(scanDocument([page, page, page, page], 6).unread).toEqual({ unit: "pages", read: 4, total: 6 });
  });

  it("refuses a scan in which nothing could be read, and a PDF with neither text nor a scanned page", async () => {
    const empty = { lines: [], pageSize: { width: 612, height: 792 } };
    expect(() => scanDocument([empty], 1)).toThrow(/No text could be read in this scan/);
    await expect(extractDocument(await blankPdf(), { accept: ACCEPT })).rejects.toMatchObject({
      code: "VALIDATION_FAILED",
      message: "This PDF has no text to read: no text layer, and no scanned page. Upload the original document or a DOCX.",
    });
  });
});
