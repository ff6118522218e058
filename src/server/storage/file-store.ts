import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";

export interface StoredFile {
  body: Buffer;
  contentType: string;
}

export interface ListedFile {
  key: string;
  bytes: number;
  modifiedAt: Date;
}

/** A URL the browser can read a file at without the app in between. */
export interface DirectUrl {
  url: string;
  /** How long the URL works, in seconds; undefined while the file exists. */
  expiresInSeconds?: number;
}

/** How a store lets the browser read its files itself (S3: the bucket); the app only redirects. */
export interface DirectReads {
  /** The origins those URLs are on, which the Content-Security-Policy must allow images from. */
  origins: string[];
  /**
   * A URL for the file, or undefined when it is missing or the key is not valid. `isPublic`: the file
   * may be served to anyone for good, so an unsigned public URL will do; otherwise it is signed and short-lived.
   */
  urlOf(key: string, options: { isPublic: boolean }): Promise<DirectUrl | undefined>;
}

/**
 * Where uploaded files live. Keys are `bucket/userId/name`; every store's files have the app's URL
 * `/files/<key>`, so stored resumes do not depend on the store (decision 025).
 */
export interface FileStore {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file, or undefined when the key is missing or not a valid key. */
  read(key: string): Promise<StoredFile | undefined>;
  publicUrl(key: string): string;
  /** The key behind one of this store's public URLs, or undefined for any other URL. */
  keyOfUrl(url: string): string | undefined;
  exists(key: string): Promise<boolean>;
  /** The files whose keys start with `folder/` (a bucket and user: `profile-photos/<user id>`). */
  list(folder: string): Promise<ListedFile[]>;
  delete(key: string): Promise<void>;
  /** Present when the browser should read files from the store itself; without it /files streams them. */
  direct?: DirectReads;
}

// Only plain names: no dot segments, no hidden files, no separators or encodings that could
// resolve outside the store's folder.
const KEY_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export function isFileKey(key: string): boolean {
  const segments = key.split("/");
  return segments.length >= 2 && segments.every((segment) => KEY_SEGMENT.test(segment) && !segment.includes(".."));
}

const FILES_PATH = "/files/";

export const filesUrl = (key: string): string => `${FILES_PATH}${key}`;

/** The key of an app URL `/files/<key>`, or undefined for any other URL. */
export function keyOfFilesUrl(url: string): string | undefined {
  const key = url.startsWith(FILES_PATH) ? url.slice(FILES_PATH.length) : undefined;
  return key !== undefined && isFileKey(key) ? key : undefined;
}

const CONTENT_TYPES: Record<string, string> = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
};

const isMissing = (error: unknown): boolean => {
  const code = (error as NodeJS.ErrnoException).code;
  return code === "ENOENT" || code === "EISDIR" || code === "ENOTDIR";
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
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  publicUrl(key: string): string {
    return filesUrl(key);
  }

  keyOfUrl(url: string): string | undefined {
    return keyOfFilesUrl(url);
  }

  async exists(key: string): Promise<boolean> {
    const file = this.pathOf(key);
    if (!file) return false;
    try {
      return (await stat(file)).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async list(folder: string): Promise<ListedFile[]> {
    const dir = this.pathOf(`${folder}/x`);
    if (!dir) return [];
    let names: string[];
    try {
      names = await readdir(path.dirname(dir));
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
    const listed: ListedFile[] = [];
    for (const name of names) {
      const key = `${folder}/${name}`;
      const file = this.pathOf(key);
      // Half-written files (put's .partial) are not files of the store yet.
      if (!file || name.endsWith(".partial")) continue;
      const info = await stat(file).catch(() => undefined);
      if (info?.isFile()) listed.push({ key, bytes: info.size, modifiedAt: info.mtime });
    }
    return listed;
  }

  async delete(key: string): Promise<void> {
    const file = this.pathOf(key);
    if (file) await rm(file, { force: true });
  }
}
