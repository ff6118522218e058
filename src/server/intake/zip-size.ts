// The zip format's records (APPNOTE.TXT): the end of central directory record, found from the end
// of the file, points at the central directory, whose headers give each entry's unpacked size.
const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_HEADER = 0x02014b50;
const END_RECORD_SIZE = 22;
const MAX_COMMENT = 0xffff;
const DIRECTORY_HEADER_SIZE = 46;
// ZIP64 archives mark sizes that do not fit 32 bits with this value.
const ZIP64_MARK = 0xffffffff;

/**
 * The total unpacked size a zip archive declares for its entries, in bytes, or null when the
 * archive's directory cannot be read (a damaged or truncated file, which the reader then refuses).
 */
export function declaredUnpackedSize(bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const earliest = Math.max(0, bytes.length - END_RECORD_SIZE - MAX_COMMENT);
  let end = -1;
  for (let at = bytes.length - END_RECORD_SIZE; at >= earliest; at--) {
    if (view.getUint32(at, true) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end === -1) return null;
  const entries = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  let total = 0;
  for (let entry = 0; entry < entries; entry++) {
    if (at + DIRECTORY_HEADER_SIZE > bytes.length || view.getUint32(at, true) !== DIRECTORY_HEADER) return null;
    const size = view.getUint32(at + 24, true);
    if (size === ZIP64_MARK) return Number.POSITIVE_INFINITY;
    total += size;
    at += DIRECTORY_HEADER_SIZE + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return total;
}
