import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

export interface StoredFile {
  body: Buffer;
  contentType: string;
}

/** Where uploaded files live. Keys are `bucket/userId/name`; every store serves them at a public URL. */
export interface FileStore {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file, or undefined when the key is missing or not a valid key. */
  read(key: string): Promise<StoredFile | undefined>;
  publicUrl(key: string): string;
  delete(key: string): Promise<void>;
}

// Only plain names: no dot segments, no hidden files, no separators or encodings that could
// resolve outside the store's folder.
const KEY_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export function isFileKey(key: string): boolean {
  const segments = key.split("/");
  return segments.length >= 2 && segments.every((segment) => KEY_SEGMENT.test(segment) && !segment.includes(".."));
}

const CONTENT_TYPES: Record<string, string> = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
};

const contentTypeOf = (key: string): string => CONTENT_TYPES[path.extname(key).toLowerCase()] ?? "application/octet-stream";

/** Files in DATA_DIR/files, served by the app itself at /files/<key>. */
export class LocalFileStore implements FileStore {
  private readonly root: string;

  constructor(dataDir: string) {
    this.root = path.join(path.resolve(dataDir), "files");
  }

  private pathOf(key: string): string | undefined {
    if (!isFileKey(key)) return undefined;
    const file = path.resolve(this.root, ...key.split("/"));
    return file.startsWith(this.root + path.sep) ? file : undefined;
  }

  // The content type follows from the key's extension, so the local store keeps no metadata beside the file.
  async put(key: string, body: Buffer, _contentType: string): Promise<void> {
    const file = this.pathOf(key);
    if (!file) throw new Error(`Not a valid file key: ${key}`);
    await mkdir(path.dirname(file), { recursive: true });
    // Written aside and renamed so a reader never sees half a file.
    const partial = `${file}.${process.pid}.${Date.now()}.partial`;
    await writeFile(partial, body);
    await rename(partial, file);
  }

  async read(key: string): Promise<StoredFile | undefined> {
    const file = this.pathOf(key);
    if (!file) return undefined;
    try {
      return { body: await readFile(file), contentType: contentTypeOf(key) };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "ENOENT" || code === "EISDIR" || code === "ENOTDIR") return undefined;
      throw error;
    }
  }

  publicUrl(key: string): string {
    return `/files/${key}`;
  }

  async delete(key: string): Promise<void> {
    const file = this.pathOf(key);
    if (file) await rm(file, { force: true });
  }
}
