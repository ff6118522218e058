import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { GetObjectCommand, ListObjectsCommand, type S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import type { S3Config } from "../config";
import { createS3Client } from "../storage/s3-file-store";

export interface S3Server {
  config: S3Config;
  /** The same settings as environment variables, for createTestApp. */
  env: Record<string, string>;
  /** Every key in the bucket under `prefix`, read past the store under test. */
  keys(prefix: string): Promise<string[]>;
  /** An object's bytes, or undefined when it is missing. */
  bytes(key: string): Promise<Buffer | undefined>;
  close(): Promise<void>;
}

// s3rver's built-in account; it checks the signatures made with it.
const CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

/**
 * A real S3-compatible server (s3rver) in this process on a free local port, its objects in a
 * temporary folder, with one empty bucket. `publicUrl`: also set S3_PUBLIC_URL (the bucket's path
 * URL, which s3rver serves without a signature).
 */
export async function startS3Server({ publicUrl = false }: { publicUrl?: boolean } = {}): Promise<S3Server> {
  const directory = await mkdtemp(path.join(os.tmpdir(), "vitae-s3-"));
  const bucket = "vitae-test";
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const config: S3Config = {
    endpoint,
    bucket,
    region: "us-east-1",
    ...CREDENTIALS,
    publicUrl: publicUrl ? `${endpoint}/${bucket}` : undefined,
    browserEndpoint: undefined,
  };
  const client: S3Client = createS3Client(config);
  return {
    config,
    env: {
      S3_ENDPOINT: config.endpoint,
      S3_BUCKET: bucket,
      S3_REGION: config.region,
      S3_ACCESS_KEY_ID: config.accessKeyId,
      S3_SECRET_ACCESS_KEY: config.secretAccessKey,
      ...(config.publicUrl ? { S3_PUBLIC_URL: config.publicUrl } : {}),
    },
    async keys(prefix) {
      const page = await client.send(new ListObjectsCommand({ Bucket: bucket, Prefix: prefix }));
      return (page.Contents ?? []).map((object) => object.Key!).sort();
    },
    async bytes(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return Buffer.from(await object.Body!.transformToByteArray());
      } catch (error) {
        if ((error as { name?: string }).name === "NoSuchKey") return undefined;
        throw error;
      }
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
