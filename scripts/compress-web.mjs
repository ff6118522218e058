// After `vite build`: a brotli and a gzip copy beside every text file of dist/web, made once here at
// the highest levels, so the server sends them as they are (serveStatic's `precompressed`) instead
// of compressing the same bytes on every request or not at all.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const ROOT = "dist/web";
const TEXT = new Set([".js", ".mjs", ".css", ".html", ".svg", ".json", ".txt", ".xml", ".webmanifest", ".map"]);
// Below this a compressed copy saves less than the header that announces it.
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

let original = 0;
let brotli = 0;
let count = 0;
for (const file of files(ROOT)) {
  if (!TEXT.has(path.extname(file)) || statSync(file).size < MIN_BYTES) continue;
  const bytes = readFileSync(file);
  const br = brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });
  const gz = gzipSync(bytes, { level: 9 });
  if (br.length < bytes.length) writeFileSync(`${file}.br`, br);
  if (gz.length < bytes.length) writeFileSync(`${file}.gz`, gz);
  original += bytes.length;
  brotli += Math.min(br.length, bytes.length);
  count++;
}
console.log(`compressed ${count} files of dist/web: ${Math.round(original / 1024)} KB, ${Math.round(brotli / 1024)} KB as brotli`);
