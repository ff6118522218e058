import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Packer } from "docx";
import type { Browser } from "playwright-core";
import type { FixtureSource } from "./fixture-spec";

/** LaTeX stamps its PDFs with this time instead of now, so a rebuilt fixture differs only where its source did. */
const SOURCE_DATE_EPOCH = "1704067200";

function inTempDir<T>(work: (dir: string) => T): T {
  const dir = mkdtempSync(path.join(os.tmpdir(), "vitae-fixture-"));
  try {
    return work(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync(command, args, { cwd, env, encoding: "utf8", timeout: 120_000 });
  if (result.status !== 0)
    throw new Error(`${command} failed (${result.error?.message ?? `exit ${result.status}`}):\n${result.stdout}\n${result.stderr}`);
}

const latexPdf = (texSource: string): Buffer =>
  inTempDir((dir) => {
    writeFileSync(path.join(dir, "resume.tex"), texSource);
    run("pdflatex", ["-interaction=nonstopmode", "-halt-on-error", "resume.tex"], dir, {
      ...process.env,
      SOURCE_DATE_EPOCH,
      FORCE_SOURCE_DATE: "1",
    });
    return readFileSync(path.join(dir, "resume.pdf"));
  });

const LIBREOFFICE_FILTERS = { pdf: "pdf:writer_pdf_Export", doc: "doc:MS Word 97", docx: "docx:MS Word 2007 XML" } as const;

/**
 * Converts with LibreOffice Writer, as 'Save as PDF', 'Word 97-2003' or 'Word 2007-365' would,
 * with a profile of its own so runs never share one.
 */
const libreOfficeConvert = (source: Buffer, sourceExtension: "docx" | "fodt", target: keyof typeof LIBREOFFICE_FILTERS): Buffer =>
  inTempDir((dir) => {
    const input = `resume.${sourceExtension}`;
    writeFileSync(path.join(dir, input), source);
    const outdir = path.join(dir, "out");
    run(
      "soffice",
      [`-env:UserInstallation=file://${dir}/profile`, "--headless", "--convert-to", LIBREOFFICE_FILTERS[target], "--outdir", outdir, input],
      dir,
    );
    return readFileSync(path.join(outdir, `resume.${target}`));
  });

function encodeText(text: string, encoding: "utf8" | "latin1"): Buffer {
  const bytes = Buffer.from(text, encoding);
  // Buffer writes characters Latin-1 cannot hold as '?' without complaint: refuse them instead.
  if (bytes.toString(encoding) !== text) throw new Error("the text has characters its encoding cannot hold");
  return bytes;
}

/** The bytes of a fixture's file, made the way people make such files. */
export async function writeFixture(source: FixtureSource, browser: Browser): Promise<Buffer> {
  switch (source.kind) {
    case "html": {
      const page = await browser.newPage();
      try {
        await page.setContent(source.html, { waitUntil: "load" });
        await page.evaluate(() => document.fonts.ready);
        return await page.pdf({ preferCSSPageSize: true, printBackground: true });
      } finally {
        await page.close();
      }
    }
    case "latex":
      return latexPdf(source.tex);
    case "word": {
      const docx = await Packer.toBuffer(source.document);
      return source.saveAs === "docx" ? docx : libreOfficeConvert(docx, "docx", source.saveAs);
    }
    case "writer":
      return libreOfficeConvert(Buffer.from(source.fodt, "utf8"), "fodt", source.saveAs);
    case "text":
      return encodeText(source.text, source.encoding);
  }
}
