import mammoth from "mammoth";
import WordExtractor from "word-extractor";
import { readPdf } from "#server/pdf/test-fixtures/read-pdf";
import type { ResumeTruth } from "../truth";
import type { FixtureFormat } from "./fixture-spec";

/** The text of a file as any reader gets it, independent of the intake under test. */
async function plainText(bytes: Buffer, format: FixtureFormat, encoding: BufferEncoding): Promise<string> {
  switch (format) {
    case "pdf":
      return (await readPdf(bytes)).text;
    case "docx":
      return (await mammoth.extractRawText({ buffer: bytes })).value;
    case "doc": {
      // Page headers and footers are printed on every page: their text counts as printed.
      const doc = await new WordExtractor().extract(bytes);
      return [doc.getHeaders(), doc.getBody()].join("\n");
    }
    case "txt":
      return bytes.toString(encoding);
  }
}

// Letter spacing and line breaks add whitespace, ligatures and CSS capitals change glyphs, LaTeX
// hyphenates long words at line ends; none changes what is printed.
const squash = (text: string) =>
  text
    .normalize("NFKC")
    .replace(/(\p{L})-\n(\p{Ll})/gu, "$1$2")
    .toLowerCase()
    .replace(/[‐‑‒–—―]/g, "-")
    .replace(/\s+/g, "");

/** The truth values the document does not print: a truth file may only state what its document shows. */
export async function unprintedValues(
  bytes: Buffer,
  format: FixtureFormat,
  truth: ResumeTruth,
  encoding: BufferEncoding = "utf8",
): Promise<string[]> {
  const printed = squash(await plainText(bytes, format, encoding));
  const values = [
    truth.name,
    truth.email,
    truth.phone,
    truth.location,
    ...truth.experience.flatMap((entry) => Object.values(entry)),
    ...truth.education.flatMap((entry) => Object.values(entry)),
    ...truth.skills,
  ];
  return values.filter((value) => value !== "" && !printed.includes(squash(value)));
}
