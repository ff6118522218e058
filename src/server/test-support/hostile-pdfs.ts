import { constants, deflateRawSync, deflateSync } from "node:zlib";

const MEGABYTE = 1024 * 1024;

/** A stream object's dictionary entries and its bytes as stored. */
interface Stream {
  dictionary: string;
  bytes: Buffer;
}

/** A PDF of the given objects, numbered from 1 in order (the catalog first), with its cross-reference table. */
function pdfOf(objects: (string | Stream)[]): Uint8Array {
  const parts: Buffer[] = [];
  const offsets: number[] = [];
  let length = 0;
  const push = (part: Buffer) => {
    parts.push(part);
    length += part.length;
  };
  push(Buffer.from("%PDF-1.7\n"));
  objects.forEach((object, index) => {
    offsets.push(length);
    if (typeof object === "string") {
      push(Buffer.from(`${index + 1} 0 obj\n${object}\nendobj\n`));
      return;
    }
    push(Buffer.from(`${index + 1} 0 obj\n<< ${object.dictionary} /Length ${object.bytes.length} >>\nstream\n`));
    push(object.bytes);
    push(Buffer.from("\nendstream\nendobj\n"));
  });
  const xref = length;
  const entries = offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  const size = offsets.length + 1;
  push(
    Buffer.from(`xref\n0 ${size}\n0000000000 65535 f \n${entries}trailer\n<< /Size ${size} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`),
  );
  return new Uint8Array(Buffer.concat(parts));
}

/** One page showing `content` in font 5 0 R, followed by `more` objects (numbered from 6). */
function onePage(content: Stream, font: string, more: (string | Stream)[] = []): Uint8Array {
  return pdfOf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
    content,
    font,
    ...more,
  ]);
}

/**
 * A zlib stream of `megabytes` MB of zeros, about a thousandth of that in size, made in
 * milliseconds: one megabyte compressed once and its blocks repeated (a full flush ends them on a
 * byte with no reference back, so they can follow each other), then an empty final block.
 */
function zerosStream(megabytes: number): Buffer {
  const block = deflateRawSync(Buffer.alloc(MEGABYTE), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const end = deflateRawSync(Buffer.alloc(0));
  // Adler-32 of zeros: the sum stays 1, and the running sum adds 1 per byte.
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(((((megabytes * MEGABYTE) % 65521) << 16) | 1) >>> 0);
  return Buffer.concat([Buffer.from([0x78, 0xda]), ...Array<Buffer>(megabytes).fill(block), end, checksum]);
}

/**
 * A one-page PDF with one line of text in an embedded TrueType font whose program is a Flate
 * stream that inflates to `megabytes` MB of zeros: a PDF reader that loads its fonts to read the
 * text decodes all of it, in typed arrays that no JavaScript heap limit counts.
 */
export function pdfWithInflatingFont(megabytes: number): Uint8Array {
  return onePage(
    { dictionary: "", bytes: Buffer.from("BT /F1 12 Tf 72 720 Td (Ada Lovelace) Tj ET") },
    "<< /Type /Font /Subtype /TrueType /BaseFont /Inflating /FirstChar 32 /LastChar 126 /FontDescriptor 6 0 R >>",
    [
      "<< /Type /FontDescriptor /FontName /Inflating /Flags 32 /FontBBox [0 0 1000 1000] /ItalicAngle 0 /Ascent 800 /Descent -200 /CapHeight 700 /StemV 80 /FontFile2 7 0 R >>",
      { dictionary: `/Length1 ${megabytes * MEGABYTE} /Filter /FlateDecode`, bytes: zerosStream(megabytes) },
    ],
  );
}

/**
 * A one-page PDF of a few kilobytes whose compressed page draws `operations` lines of text: each is
 * cheap, but a reader goes through every one (300,000 take a PDF reader 15-20 s of CPU).
 */
export function pdfWithTextOperations(operations: number): Uint8Array {
  const content = `BT /F1 9 Tf 72 700 Td ${"(Ada Lovelace wrote code) Tj 0 -1 Td ".repeat(operations)}ET`;
  return onePage(
    { dictionary: "/Filter /FlateDecode", bytes: deflateSync(Buffer.from(content), { level: 9 }) },
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  );
}
