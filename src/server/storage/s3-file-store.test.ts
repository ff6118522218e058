import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server, type S3Server } from "../test-support/s3-server";
import { S3FileStore, SIGNED_URL_SECONDS } from "./s3-file-store";

// The contract shared with the local store is in file-store.test.ts; this is what only S3 does:
// letting the browser read the bucket itself.
let s3: S3Server;
let store: S3FileStore;
let publicStore: S3FileStore;
const KEY = "profile-photos/user-1/photo.png";
const BYTES = Buffer.from("png bytes");

beforeAll(async () => {
  s3 = await startS3Server({ publicUrl: true });
  store = new S3FileStore({ ...s3.config, publicUrl: undefined });
  publicStore = new S3FileStore(s3.config);
  await store.put(KEY, BYTES, "image/png");
});
afterAll(async () => {
  await s3?.close();
});

async function fetched(url: string) {
  const response = await fetch(url);
  return {
    status: response.status,
    contentType: response.headers.get("content-type"),
    cacheControl: response.headers.get("cache-control"),
    body: Buffer.from(await response.arrayBuffer()),
  };
}

describe("S3FileStore's bucket check", () => {
  it("passes for the configured bucket and names a missing one with what to do", async () => {
    await expect(store.checkBucket()).resolves.toBeUndefined();
    const missing = new S3FileStore({ ...s3.config, bucket: "no-such-bucket" });
    await expect(missing.checkBucket()).rejects.toThrow(
      `The S3 bucket "no-such-bucket" at ${s3.config.endpoint} cannot be used: NotFound (HTTP 404). Create it, or check S3_BUCKET and the credentials.`,
    );
  });
});

describe("S3FileStore's direct reads", () => {
  it("allows images from the endpoint's and the public URL's origins", () => {
    expect(store.direct.origins).toEqual([new URL(s3.config.endpoint).origin]);
    expect(new S3FileStore({ ...s3.config, publicUrl: "https://cdn.example/images" }).direct.origins).toEqual([
      new URL(s3.config.endpoint).origin,
      "https://cdn.example",
    ]);
  });

  it("gives a public file's public URL, which serves the stored bytes with their type and a year of caching", async () => {
    const direct = await publicStore.direct.urlOf(KEY, { isPublic: true });
    expect(direct).toEqual({ url: `${s3.config.publicUrl}/${KEY}` });
    expect(await fetched(direct!.url)).toEqual({
      status: 200,
      contentType: "image/png",
      cacheControl: "public, max-age=31536000, immutable",
      body: BYTES,
    });
  });

  it("signs a short-lived URL for a file that is not public, or when there is no public URL", async () => {
    for (const [direct, isPublic] of [
      [publicStore.direct, false],
      [store.direct, true],
    ] as const) {
      const target = await direct.urlOf(KEY, { isPublic });
      expect(target?.expiresInSeconds).toBe(SIGNED_URL_SECONDS);
      const url = new URL(target!.url);
      expect(url.origin + url.pathname).toBe(`${s3.config.endpoint}/${s3.config.bucket}/${KEY}`);
      expect(url.searchParams.get("X-Amz-Expires")).toBe(String(SIGNED_URL_SECONDS));
      expect(await fetched(target!.url)).toEqual({
        status: 200,
        contentType: "image/png",
        cacheControl: `private, max-age=${SIGNED_URL_SECONDS}`,
        body: BYTES,
      });
    }
  });

  it("signs for the endpoint's name as browsers reach it, when the app reaches the store by another (a container network)", async () => {
    // The app talks to 127.0.0.1; browsers are told 'localhost', which reaches the same server.
    const browserEndpoint = s3.config.endpoint.replace("127.0.0.1", "localhost");
    const behindNetwork = new S3FileStore({ ...s3.config, publicUrl: undefined, browserEndpoint });
    expect(behindNetwork.direct.origins).toEqual([new URL(browserEndpoint).origin]);
    const target = await behindNetwork.direct.urlOf(KEY, { isPublic: true });
    expect(new URL(target!.url).origin).toBe(new URL(browserEndpoint).origin);
    expect((await fetched(target!.url)).body).toEqual(BYTES);
  });

  it("has no URL for a missing file or an invalid key", async () => {
    expect(await publicStore.direct.urlOf("profile-photos/user-1/missing.png", { isPublic: true })).toBeUndefined();
    expect(await publicStore.direct.urlOf("../secret", { isPublic: false })).toBeUndefined();
  });
});
