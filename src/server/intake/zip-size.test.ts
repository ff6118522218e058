import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createDeflateRaw } from "node:zlib";
import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { extractDocument } from "./extract-document";

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), "test-fixtures");
const MB = 1024 * 1024;

/** A raw deflate stream of `megabytes` MB of zeros (about 1 KB packed per MB), made without holding them. */
async function deflatedZeros(megabytes: number): Promise<Buffer> {
  const deflate = createDeflateRaw();
  const chunks: Buffer[] = [];
  deflate.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => deflate.on("end", resolve));
  const zeros = Buffer.alloc(MB);
  for (let i = 0; i < megabytes; i++) if (!deflate.write(zeros)) await new Promise((resolve) => deflate.once("drain", resolve));
  deflate.end();
  await done;
  return Buffer.concat(chunks);
}

/**
 * header-contacts.docx whose word/document.xml is `stream`, marked deflated and declared to unpack
 * to `declaredBytes`: the central directory and the local header lie, as a crafted file's may.
 */
async function docxWithDocumentStream(stream: Buffer, declaredBytes: number): Promise<Uint8Array> {
  const zip = await JSZip.loadAsync(readFileSync(path.join(fixtures, "header-contacts.docx")));
  zip.file("word/document.xml", stream, { binary: true, compression: "STORE" });
  const bytes = await zip.generateAsync({ type: "uint8array", compression: "DEFLATE" });
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const name = new TextEncoder().encode("word/document.xml");
  for (let at = 0; at + 46 < bytes.length; at++) {
    // A central directory header (APPNOTE.TXT 4.3.12) naming the part: method at 10, unpacked size at 24, local header at 42.
    if (view.getUint32(at, true) !== 0x02014b50 || view.getUint16(at + 28, true) !== name.length) continue;
    if (!bytes.subarray(at + 46, at + 46 + name.length).every((byte, i) => byte === name[i])) continue;
    const local = view.getUint32(at + 42, true);
    for (const [method, size] of [
      [at + 10, at + 24],
      [local + 8, local + 22],
    ] as const) {
      view.setUint16(method, 8, true);
      view.setUint32(size, declaredBytes, true);
    }
    return bytes;
  }
  throw new Error("word/document.xml is not in the archive");
}

describe("extractDocument: a DOCX whose directory lies about its sizes", () => {
  // The reader inflates at most the 25 MB limit before refusing (measured: the peak grows 26 MB);
  // the old reading, which trusted the directory, inflated all 400 MB (the peak grew 408 MB) before
  // calling the file damaged.
  const MAX_GROWTH_BYTES = 100 * MB;
  // Refused in about 30 ms; the old reading took 2.2 s. The bound says "quickly", with room for a busy machine.
  const QUICK_MS = 5_000;

  it("refuses, quickly and without inflating it all, an entry declared as 1 KB that inflates to 400 MB", async () => {
    const docx = await docxWithDocumentStream(await deflatedZeros(400), 1024);
    expect(docx.length).toBeLessThan(MB);
    const rssBefore = process.memoryUsage.rss();
    const started = performance.now();
    await expect(extractDocument(docx, { accept: ["docx"] })).rejects.toMatchObject({
      code: "VALIDATION_FAILED",
      message: "This Word document is too large to read once unpacked. Save it without embedded media and upload it again.",
    });
    expect(performance.now() - started).toBeLessThan(QUICK_MS);
    // The highest the process's memory has been, in KB: it took in anything the reading held.
    expect(process.resourceUsage().maxRSS * 1024 - rssBefore).toBeLessThan(MAX_GROWTH_BYTES);
  });

  it("still reads a DOCX that inflates to what it declares", async () => {
    const document = await extractDocument(readFileSync(path.join(fixtures, "header-contacts.docx")), { accept: ["docx"] });
    expect(document.lines[0]!.text).toBe("Marisol Vega");
  });
});
