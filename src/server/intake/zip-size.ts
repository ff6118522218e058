import { inflateRawSync } from "node:zlib";

// The zip format's records (APPNOTE.TXT): the end of central directory record, found from the end
// of the file, points at the central directory, whose headers give each entry's name, method,
// packed size and local header; the entry's data follows its local header.
const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_HEADER = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const END_RECORD_SIZE = 22;
const MAX_COMMENT = 0xffff;
const DIRECTORY_HEADER_SIZE = 46;
const LOCAL_HEADER_SIZE = 30;
// ZIP64 archives mark sizes and offsets that do not fit 32 bits with this value: no resume needs them.
const ZIP64_MARK = 0xffffffff;
const STORED = 0;
const DEFLATED = 8;

/** One entry of an archive: its name as the directory spells it, and its packed bytes. */
export interface ZipEntry {
  name: string;
  method: number;
  data: Uint8Array;
}

/**
 * The entries of a zip archive, from its central directory, without unpacking any: null when the
 * archive cannot be read (a damaged or truncated file), "zip64" for an archive too large to need.
 */
export function zipEntries(bytes: Uint8Array): ZipEntry[] | "zip64" | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = endOfDirectory(view);
  if (end === -1) return null;
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const entries: ZipEntry[] = [];
  const decoder = new TextDecoder();
  for (let entry = 0; entry < count; entry++) {
    if (at + DIRECTORY_HEADER_SIZE > bytes.length || view.getUint32(at, true) !== DIRECTORY_HEADER) return null;
    const packed = view.getUint32(at + 20, true);
    const local = view.getUint32(at + 42, true);
    if (packed === ZIP64_MARK || local === ZIP64_MARK || view.getUint32(at + 24, true) === ZIP64_MARK) return "zip64";
    const nameLength = view.getUint16(at + 28, true);
    if (at + DIRECTORY_HEADER_SIZE + nameLength > bytes.length) return null;
    const data = entryData(view, local, packed);
    if (data === null) return null;
    const name = decoder.decode(bytes.subarray(at + DIRECTORY_HEADER_SIZE, at + DIRECTORY_HEADER_SIZE + nameLength));
    entries.push({ name, method: view.getUint16(at + 10, true), data });
    at += DIRECTORY_HEADER_SIZE + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return entries;
}

/**
 * What a zip archive's entries unpack to, in bytes, inflated for real: the sizes the directory
 * declares are only what the file says (an entry declared as 1 KB can inflate to 400 MB, and JSZip,
 * so mammoth, trusts the stream, not the directory). Inflating stops as soon as the entries pass
 * `limit` (a number over it is returned), so the cost is bounded by the limit whatever the file.
 * Null when the archive cannot be read (a damaged or truncated file, which the reader then refuses).
 */
export function unpackedSize(bytes: Uint8Array, limit: number): number | null {
  const entries = zipEntries(bytes);
  if (entries === "zip64") return Number.POSITIVE_INFINITY;
  if (entries === null) return null;
  let total = 0;
  for (const entry of entries) {
    const unpacked = unpackEntry(entry, limit - total);
    if (unpacked === null) return null;
    if (unpacked === TOO_LARGE) return limit + 1;
    total += unpacked.length;
    if (total > limit) return total;
  }
  return total;
}

export const TOO_LARGE = "too-large";

/**
 * An entry's bytes, unpacked up to `room` bytes: TOO_LARGE when it unpacks to more (inflating
 * stops there), null for a method other than stored or deflated, or data that does not inflate.
 */
export function unpackEntry(entry: ZipEntry, room: number): Uint8Array | typeof TOO_LARGE | null {
  if (entry.method === STORED) return entry.data.length > room ? TOO_LARGE : entry.data;
  if (entry.method !== DEFLATED) return null;
  try {
    return inflateRawSync(entry.data, { maxOutputLength: Math.max(room, 0) + 1 });
  } catch (error) {
    return (error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE" ? TOO_LARGE : null;
  }
}

function endOfDirectory(view: DataView): number {
  const earliest = Math.max(0, view.byteLength - END_RECORD_SIZE - MAX_COMMENT);
  for (let at = view.byteLength - END_RECORD_SIZE; at >= earliest; at--) {
    if (view.getUint32(at, true) === END_OF_DIRECTORY) return at;
  }
  return -1;
}

/** An entry's packed bytes, where its local header says they begin (as JSZip reads them); null past the file's end. */
function entryData(view: DataView, local: number, packed: number): Uint8Array | null {
  if (local + LOCAL_HEADER_SIZE > view.byteLength || view.getUint32(local, true) !== LOCAL_HEADER) return null;
  const start = local + LOCAL_HEADER_SIZE + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
  if (start + packed > view.byteLength) return null;
  return new Uint8Array(view.buffer, view.byteOffset + start, packed);
}
