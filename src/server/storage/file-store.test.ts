import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LocalFileStore, isFileKey } from "./file-store";

let dataDir: string;
let store: LocalFileStore;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "vitae-files-"));
  store = new LocalFileStore(dataDir);
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe("LocalFileStore", () => {
  it("writes, reads, serves and deletes a file under DATA_DIR/files", async () => {
    await store.put("profile-photos/u1/a.png", Buffer.from("png bytes"), "image/png");
    expect(await store.read("profile-photos/u1/a.png")).toEqual({ body: Buffer.from("png bytes"), contentType: "image/png" });
    expect(store.publicUrl("profile-photos/u1/a.png")).toBe("/files/profile-photos/u1/a.png");
    await store.delete("profile-photos/u1/a.png");
    expect(await store.read("profile-photos/u1/a.png")).toBeUndefined();
  });

  it("refuses keys that could leave its folder", async () => {
    await writeFile(path.join(dataDir, "secret"), "x");
    for (const key of ["../secret", "a/../../secret", "/secret", "a//b", "a/./b", "a/.hidden", "a\\..\\secret", "single", "a/b%2f..", ""]) {
      expect(isFileKey(key), key).toBe(false);
      expect(await store.read(key), key).toBeUndefined();
    }
    await expect(store.put("../secret", Buffer.from("y"), "image/png")).rejects.toThrow(/Not a valid file key/);
  });
});
