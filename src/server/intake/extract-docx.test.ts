import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import type { ExtractedDocument } from "./document";
import { extractDocument } from "./extract-document";

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), "test-fixtures");
const texts = (document: ExtractedDocument) => document.lines.map((line) => line.text);

// Each file below took the old pattern searches minutes to hours (each search restarted at every
// opening tag and ran to the end of the part); read by linear scans it takes about a second. The
// bound says "finishes", with room for a busy machine.
const FINISHES_MS = 10_000;

/** header-contacts.docx with some of its parts rewritten, packed as Word packs it. */
async function headerContactsWith(edit: (zip: JSZip, part: (name: string) => Promise<string>) => Promise<void>): Promise<Uint8Array> {
  const zip = await JSZip.loadAsync(readFileSync(path.join(fixtures, "header-contacts.docx")));
  await edit(zip, (name) => zip.file(name)!.async("string"));
  return zip.generateAsync({ type: "uint8array", compression: "DEFLATE" });
}

async function timedExtract(bytes: Uint8Array): Promise<{ document: ExtractedDocument; ms: number }> {
  const started = performance.now();
  const document = await extractDocument(bytes, { accept: ["docx"] });
  return { document, ms: performance.now() - started };
}

describe("extractDocument: DOCX built to stall a reader", () => {
  it("reads from its body a DOCX whose XML holds 2,400,000 section-properties tags in a comment and none closed", async () => {
    // 24 MB of XML, under the 25 MB unpacked limit, packed into about 50 KB.
    const docx = await headerContactsWith(async (zip, part) => {
      const xml = (await part("word/document.xml")).replace(/<w:sectPr>[\s\S]*<\/w:sectPr>/, "");
      zip.file("word/document.xml", xml.replace("<w:body>", `<w:body><!--${"<w:sectPr ".repeat(2_400_000)}-->`));
    });
    const { document, ms } = await timedExtract(docx);
    expect(texts(document)[0]).toBe("Summary");
    expect(ms).toBeLessThan(FINISHES_MS);
  });

  it("skips a first-page header of 200,000 unclosed text-run tags for the default header", async () => {
    const docx = await headerContactsWith(async (zip, part) => {
      const header = await part("word/header2.xml");
      zip.file("word/header2.xml", header.replace(/(<w:hdr\b[^>]*>)[\s\S]*(<\/w:hdr>)/, `$1${"<w:t ".repeat(200_000)}$2`));
    });
    const { document, ms } = await timedExtract(docx);
    expect(texts(document)[0]).toBe("Marisol Vega — Resume");
    expect(ms).toBeLessThan(FINISHES_MS);
  });

  it("finds the header of a 1 MB relationship id among 20,000 relationships", async () => {
    const id = `rId${"7".repeat(1_000_000)}`;
    const docx = await headerContactsWith(async (zip, part) => {
      zip.file("word/document.xml", (await part("word/document.xml")).replace('r:id="rId7"', `r:id="${id}"`));
      const others = Array.from({ length: 20_000 }, (_, i) => `<Relationship Id="extra${i}" Type="t" Target="none${i}.xml"/>`).join("");
      const relationships = (await part("word/_rels/document.xml.rels")).replace('Id="rId7"', `Id="${id}"`);
      zip.file("word/_rels/document.xml.rels", relationships.replace("<Relationship ", `${others}<Relationship `));
    });
    const { document, ms } = await timedExtract(docx);
    expect(texts(document)[0]).toBe("Marisol Vega");
    expect(ms).toBeLessThan(FINISHES_MS);
  });
});
