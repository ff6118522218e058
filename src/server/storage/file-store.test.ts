import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server, type S3Server } from "../test-support/s3-server";
import { LocalFileStore, isFileKey, type FileStore } from "./file-store";
import { S3FileStore } from "./s3-file-store";

// One contract, every store: the services and routes must not be able to tell them apart.
let dataDir: string;
let s3: S3Server;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "vitae-files-"));
  // Where a key that climbed out of the local store's folder would land.
  await writeFile(path.join(dataDir, "secret"), "x");
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const stores: Array<[string, () => FileStore]> = [
  ["LocalFileStore", () => new LocalFileStore(dataDir)],
  // A page of two keys, so listing a folder of three needs the continuation.
  ["S3FileStore", () => new S3FileStore(s3.config, 2)],
];

describe.each(stores)("%s", (_name, createStore) => {
  let user = 0;
  // Each test its own user folder, so the stores' contents need no cleaning between tests.
  const folder = () => `profile-photos/user-${++user}-${Date.now()}`;

  it("writes, reads, replaces and deletes a file", async () => {
    const store = createStore();
    const key = `${folder()}/a.png`;
    expect(await store.exists(key)).toBe(false);
    expect(await store.read(key)).toBeUndefined();

    await store.put(key, Buffer.from("png bytes"), "image/png");
    expect(await store.exists(key)).toBe(true);
    expect(await store.read(key)).toEqual({ body: Buffer.from("png bytes"), contentType: "image/png" });

    await store.put(key, Buffer.from("new bytes"), "image/png");
    expect((await store.read(key))?.body).toEqual(Buffer.from("new bytes"));

    await store.delete(key);
    expect(await store.exists(key)).toBe(false);
    expect(await store.read(key)).toBeUndefined();
    await expect(store.delete(key)).resolves.toBeUndefined();
  });

  it("serves every file at /files/<key> and knows the key of such a URL only", () => {
    const store = createStore();
    expect(store.publicUrl("profile-photos/u1/a.png")).toBe("/files/profile-photos/u1/a.png");
    expect(store.keyOfUrl("/files/profile-photos/u1/a.png")).toBe("profile-photos/u1/a.png");
    for (const url of ["https://elsewhere.example/files/profile-photos/u1/a.png", "/files/../secret", "/api/x/y", ""]) {
      expect(store.keyOfUrl(url), url).toBeUndefined();
    }
  });

  it("lists one folder's files with their sizes and times, not a sibling's or a deeper folder's", async () => {
    const store = createStore();
    const mine = folder();
    const before = Date.now() - 60_000;
    for (const name of ["a.png", "b.jpg", "c.webp"]) await store.put(`${mine}/${name}`, Buffer.from(name), "image/png");
    // A folder whose name starts with this one's, and a deeper one: neither is this folder.
    await store.put(`${mine}x/d.png`, Buffer.from("d"), "image/png");
    await store.put(`${mine}/deeper/e.png`, Buffer.from("e"), "image/png");

    const listed = (await store.list(mine)).sort((a, b) => a.key.localeCompare(b.key));
    expect(listed.map(({ key, bytes }) => ({ key, bytes }))).toEqual([
      { key: `${mine}/a.png`, bytes: 5 },
      { key: `${mine}/b.jpg`, bytes: 5 },
      { key: `${mine}/c.webp`, bytes: 6 },
    ]);
    for (const file of listed) expect(file.modifiedAt.getTime()).toBeGreaterThan(before);
    expect(await store.list(folder())).toEqual([]);
  });

  it("refuses keys that are not plain names, which could leave its folder", async () => {
    const store = createStore();
    for (const key of ["../secret", "a/../../secret", "/secret", "a//b", "a/./b", "a/.hidden", "a\\..\\secret", "single", "a/b%2f..", ""]) {
      expect(isFileKey(key), key).toBe(false);
      expect(await store.read(key), key).toBeUndefined();
      expect(await store.exists(key), key).toBe(false);
      await expect(store.put(key, Buffer.from("y"), "image/png"), key).rejects.toThrow(/Not a valid file key/);
      await expect(store.delete(key), key).resolves.toBeUndefined();
    }
    expect(await store.list("..")).toEqual([]);
    expect(await store.list("a/../..")).toEqual([]);
  });
});
