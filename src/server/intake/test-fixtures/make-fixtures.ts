/**
 * Writes the intake's test files from the sources beside this script, the way users' files are
 * made: PDFs printed by Chromium, DOCX files written by the docx package, DOC and OpenDocument
 * files saved by LibreOffice, a CV typeset by pdflatex, text in Windows-1252 from the UTF-8 one
 * (text-columns.txt and resume-utf8.txt are written by hand), and the broken files (encrypted by
 * qpdf, truncated, scanned, a picture under a PDF name, a DOCX that unpacks to 101 MB). The
 * outputs are committed; rerun with `npx tsx src/server/intake/test-fixtures/make-fixtures.ts`
 * after changing a source (needs /usr/bin/chromium, soffice, pdflatex and qpdf).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Document, Packer, Paragraph } from "docx";
import { chromium } from "playwright-core";
import { writeDocxResume, writeHeaderContactsDocx, writeSideHeadingsDocx } from "./docx-resume";

const here = path.dirname(fileURLToPath(import.meta.url));
const out = (name: string) => path.join(here, name);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
try {
  const page = await browser.newPage();
  for (const name of ["one-column", "two-columns", "left-gutter", "side-headings", "timeline", "card-grid"]) {
    await page.setContent(readFileSync(path.join(here, "html", `${name}.html`), "utf8"));
    writeFileSync(out(`${name}.pdf`), await page.pdf({ preferCSSPageSize: true, printBackground: true }));
  }
  // A long file: 25 pages, of which the intake reads 20.
  const pages = Array.from({ length: 25 }, (_, i) => `<p style="break-after: page">Page ${i + 1} of the long file</p>`).join("");
  await page.setContent(`<!doctype html><html><body>${pages}</body></html>`);
  writeFileSync(out("many-pages.pdf"), await page.pdf({ format: "A4" }));
  // A scan: the one-column resume as a picture, printed into a PDF with no text layer.
  await page.setViewportSize({ width: 420, height: 300 });
  await page.setContent(readFileSync(path.join(here, "html", "one-column.html"), "utf8"));
  const picture = await page.screenshot({ type: "png" });
  writeFileSync(out("png-renamed.pdf"), picture);
  await page.setContent(`<img src="data:image/png;base64,${picture.toString("base64")}" style="width:100%">`);
  writeFileSync(out("image-only.pdf"), await page.pdf({ format: "A4" }));
} finally {
  await browser.close();
}

const onePdf = readFileSync(out("one-column.pdf"));
writeFileSync(out("truncated.pdf"), onePdf.subarray(0, Math.floor(onePdf.length * 0.4)));
execFileSync("qpdf", ["--encrypt", "secret", "secret", "256", "--", out("one-column.pdf"), out("encrypted.pdf")]);

writeFileSync(out("resume.docx"), await writeDocxResume());
writeFileSync(out("side-headings.docx"), await writeSideHeadingsDocx());
writeFileSync(out("header-contacts.docx"), await writeHeaderContactsDocx());
// A zip bomb: 110 KB that unpack to 101 MB of text.
writeFileSync(
  out("unpacks-huge.docx"),
  await Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph("a".repeat(101 * 1024 * 1024))] }] })),
);
const converted = mkdtempSync(path.join(os.tmpdir(), "vitae-intake-fixtures-"));
try {
  for (const [source, target, name] of [
    ["resume", "doc:MS Word 97", "resume.doc"],
    ["resume", "odt", "opendocument.odt"],
    ["side-headings", "doc:MS Word 97", "side-headings.doc"],
  ] as const) {
    execFileSync("soffice", ["--headless", "--convert-to", target, "--outdir", converted, out(`${source}.docx`)], { stdio: "ignore" });
    renameSync(path.join(converted, `${source}.${name.split(".")[1]}`), out(name));
  }
  // A LaTeX CV: dates in a tabular margin, Computer Modern (Latin Modern) fonts.
  execFileSync("pdflatex", ["-interaction=nonstopmode", "-output-directory", converted, path.join(here, "latex", "margin-dates.tex")], {
    stdio: "ignore",
  });
  renameSync(path.join(converted, "margin-dates.pdf"), out("latex-margin-dates.pdf"));
} finally {
  rmSync(converted, { recursive: true, force: true });
}

// Windows-1252 keeps Latin-1's letters and puts dashes and curly quotes in 0x80-0x9f.
const WINDOWS_1252_EXTRAS: Record<string, number> = { "–": 0x96, "—": 0x97, "‘": 0x91, "’": 0x92, "“": 0x93, "”": 0x94, "•": 0x95 };
const utf8Text = readFileSync(out("resume-utf8.txt"), "utf8");
writeFileSync(
  out("resume-windows-1252.txt"),
  Uint8Array.from(utf8Text, (char) => WINDOWS_1252_EXTRAS[char] ?? char.charCodeAt(0)),
);
