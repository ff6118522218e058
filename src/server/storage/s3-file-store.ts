import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import type { S3Config } from "../config";
import {
  filesUrl,
  isFileKey,
  keyOfFilesUrl,
  type DirectReads,
  type DirectUrl,
  type FileStore,
  type ListedFile,
  type StoredFile,
} from "./file-store";

/** How long a signed URL the browser is redirected to works. */
export const SIGNED_URL_SECONDS = 5 * 60;

/**
 * An S3 client for an S3-compatible endpoint: addressed by path (`endpoint/bucket/key`), as MinIO,
 * s3rver and most other S3-compatible servers need, and AWS S3 accepts.
 */
export function createS3Client(config: S3Config): S3Client {
  // The SDK warns once, outside the logger, that versions published after January 2027 will need
  // Node 22; the lockfile pins this one and the app runs on Node 20 (DESIGN.md). Only that warning
  // is turned off, and an operator's own setting of the variable is kept.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";
  return new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    forcePathStyle: true,
    // Checksums only where S3 requires them: several S3-compatible servers refuse the SDK's
    // default CRC32 headers on every upload.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

const isMissing = (error: unknown): boolean =>
  error instanceof S3ServiceException &&
  (error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata.httpStatusCode === 404);

/** Files as objects of one bucket, keyed as the local store keys them; the browser reads them from the bucket. */
export class S3FileStore implements FileStore {
  readonly direct: DirectReads;
  private readonly client: S3Client;
  /** Signs the URLs browsers follow: the same client, or one for the endpoint's name as browsers reach it. */
  private readonly signer: S3Client;
  private readonly bucket: string;

  /** `listPageSize`: keys per listed page (S3's most, and its default, is 1,000). */
  constructor(
    private readonly config: S3Config,
    private readonly listPageSize = 1000,
  ) {
    this.client = createS3Client(config);
    // Signing happens here, offline: a client for another endpoint name only changes the host the URL (and its signature) names.
    this.signer = config.browserEndpoint ? createS3Client({ ...config, endpoint: config.browserEndpoint }) : this.client;
    this.bucket = config.bucket;
    this.direct = {
      origins: [
        ...new Set(
          [config.browserEndpoint ?? config.endpoint, config.publicUrl]
            .filter((url) => url !== undefined)
            .map((url) => new URL(url).origin),
        ),
      ],
      urlOf: (key, options) => this.directUrl(key, options),
    };
  }

  /** Throws, naming the bucket and why, unless the bucket answers: a wrong setting stops the start, not the first upload. */
  async checkBucket(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      const reason = error instanceof S3ServiceException ? `${error.name} (HTTP ${error.$metadata.httpStatusCode ?? "?"})` : String(error);
      throw new Error(
        `The S3 bucket "${this.bucket}" at ${this.config.endpoint} cannot be used: ${reason}. Create it, or check S3_BUCKET and the credentials.`,
        {
          cause: error,
        },
      );
    }
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    if (!isFileKey(key)) throw new Error(`Not a valid file key: ${key}`);
    // A key names one version of a file for good (new content gets a new name), so caches may keep it.
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        CacheControl: "public, max-age=31536000, immutable",
      }),
    );
  }

  async read(key: string): Promise<StoredFile | undefined> {
    if (!isFileKey(key)) return undefined;
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      const body = Buffer.from(await object.Body!.transformToByteArray());
      return { body, contentType: object.ContentType ?? "application/octet-stream" };
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
    if (!isFileKey(key)) return false;
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  // ListObjects (V1) pages by the last key: as well supported as V2 by S3 and S3-compatible
  // servers, and the test server (s3rver) cannot make V2's continuation tokens on Node 20 (decision 025).
  async list(folder: string): Promise<ListedFile[]> {
    if (!isFileKey(`${folder}/x`)) return [];
    const listed: ListedFile[] = [];
    let marker: string | undefined;
    do {
      // The delimiter keeps deeper keys out, as the local store lists one folder's files only.
      const page = await this.client.send(
        new ListObjectsCommand({ Bucket: this.bucket, Prefix: `${folder}/`, Delimiter: "/", MaxKeys: this.listPageSize, Marker: marker }),
      );
      const objects = page.Contents ?? [];
      for (const object of objects) {
        if (object.Key && isFileKey(object.Key)) {
          listed.push({ key: object.Key, bytes: object.Size ?? 0, modifiedAt: object.LastModified ?? new Date(0) });
        }
      }
      marker = page.IsTruncated ? (page.NextMarker ?? objects.at(-1)?.Key) : undefined;
    } while (marker);
    return listed;
  }

  async delete(key: string): Promise<void> {
    if (isFileKey(key)) await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  // The HEAD first: a missing file is a 404 of the app, as with the local store, not S3's error page.
  private async directUrl(key: string, { isPublic }: { isPublic: boolean }): Promise<DirectUrl | undefined> {
    if (!(await this.exists(key))) return undefined;
    if (isPublic && this.config.publicUrl) return { url: `${this.config.publicUrl.replace(/\/+$/, "")}/${key}` };
    // Whoever holds a signed URL may keep the file only as long as the URL works.
    const read = new GetObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ResponseCacheControl: `private, max-age=${SIGNED_URL_SECONDS}`,
    });
    return { url: await getSignedUrl(this.signer, read, { expiresIn: SIGNED_URL_SECONDS }), expiresInSeconds: SIGNED_URL_SECONDS };
  }
}
