import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { assertSafeKey, FileStoreError, type FileStore, type StoredFile } from './file-store';

export { FileStoreError };

/** Where an S3-compatible bucket is and how to reach it (FILES_S3_* settings, see file-store-settings.ts). */
export type S3FileStoreOptions = {
  bucket: string;
  /** An S3-compatible service's URL (MinIO, R2, Ceph ...); unset: AWS S3 of the region. */
  endpoint?: string | undefined;
  region: string;
  /** Unset: the SDK's usual chain (environment, instance role ...). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `bucket.host/key` (false) or `host/bucket/key` (true, what most self-hosted services need). */
  forcePathStyle: boolean;
  /** Keys are stored under this folder of the bucket, e.g. `dockhand/`; empty: the bucket's root. */
  prefix: string;
  /** One call, retries included, gives up after this long: a bucket never makes a caller hang. */
  timeoutMs: number;
  /** Tries per call (a 5xx, a throttle or a dropped connection is tried again). */
  maxAttempts: number;
};

type SdkError = Error & {
  $metadata?: { httpStatusCode?: number };
  Code?: string;
  code?: string;
  $fault?: string;
};

const MISSING_OBJECT = new Set(['NoSuchKey', 'NotFound']);

/**
 * The file store in an S3-compatible bucket. Keys are checked exactly as the local store checks them,
 * so a key that works here works there. The content type is the object's own Content-Type.
 */
export class S3FileStore implements FileStore {
  private readonly client: S3Client;
  /** Set once the bucket answered: a HEAD 404 then means the object, not the bucket, is missing. */
  private bucketSeen = false;

  constructor(readonly options: S3FileStoreOptions) {
    this.client = new S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      ...(options.credentials ? { credentials: options.credentials } : {}),
      forcePathStyle: options.forcePathStyle,
      maxAttempts: options.maxAttempts,
      // A connection that never opens, or a socket that goes quiet, fails the attempt.
      requestHandler: {
        connectionTimeout: Math.min(options.timeoutMs, 5_000),
        requestTimeout: options.timeoutMs,
      },
    });
  }

  private objectKey(key: string): string {
    assertSafeKey(key);
    return `${this.options.prefix}${key}`;
  }

  async put(key: string, bytes: Uint8Array | string, contentType: string): Promise<void> {
    const Key = this.objectKey(key);
    const Body = typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : bytes;
    await this.call('put', key, (abortSignal) =>
      this.client.send(
        new PutObjectCommand({ Bucket: this.options.bucket, Key, Body, ContentType: contentType }),
        { abortSignal },
      ),
    );
    this.bucketSeen = true;
  }

  async get(key: string): Promise<StoredFile | null> {
    const Key = this.objectKey(key);
    return this.call('get', key, async (abortSignal) => {
      try {
        const answer = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key }), {
          abortSignal,
        });
        const bytes = Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
        this.bucketSeen = true;
        return { bytes, contentType: answer.ContentType || 'application/octet-stream' };
      } catch (error) {
        if (MISSING_OBJECT.has(codeOf(error))) return null;
        throw error;
      }
    });
  }

  /** S3 answers a delete of a missing object with success, so deletes stay idempotent. */
  async delete(key: string): Promise<void> {
    const Key = this.objectKey(key);
    await this.call('delete', key, (abortSignal) =>
      this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key }), { abortSignal }),
    );
  }

  async exists(key: string): Promise<boolean> {
    const Key = this.objectKey(key);
    return this.call('check', key, async (abortSignal) => {
      try {
        await this.client.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key }), { abortSignal });
        this.bucketSeen = true;
        return true;
      } catch (error) {
        if (!MISSING_OBJECT.has(codeOf(error)) && statusOf(error) !== 404) throw error;
        // A HEAD answer has no body: 404 is the same for a missing object and a missing bucket.
        if (!this.bucketSeen) {
          await this.client.send(new HeadBucketCommand({ Bucket: this.options.bucket }), { abortSignal });
          this.bucketSeen = true;
        }
        return false;
      }
    });
  }

  /** Stops the client's keep-alive sockets (tests, shutdown). */
  close(): void {
    this.client.destroy();
  }

  /** Runs one call under the overall time limit and turns what the bucket said into a clear error. */
  private async call<T>(action: string, key: string, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const signal = AbortSignal.timeout(this.options.timeoutMs);
    try {
      return await run(signal);
    } catch (error) {
      const where = `the file store (bucket "${this.options.bucket}"${
        this.options.endpoint ? ` at ${this.options.endpoint}` : ''
      })`;
      throw new FileStoreError(
        `Could not ${action} "${key}" in ${where}: ${this.reason(error, signal)}`,
        statusOf(error),
        { cause: error },
      );
    }
  }

  private reason(error: unknown, signal: AbortSignal): string {
    const code = codeOf(error);
    const status = statusOf(error);
    const message = error instanceof Error ? error.message : String(error);
    if (signal.aborted || code === 'TimeoutError' || code === 'AbortError' || code === 'RequestTimeout')
      return `no answer within ${this.options.timeoutMs} ms`;
    if (code === 'NoSuchBucket' || (status === 404 && !MISSING_OBJECT.has(code)) || code === 'NotFound')
      return `the bucket "${this.options.bucket}" does not exist`;
    if (
      status === 403 ||
      code === 'AccessDenied' ||
      code === 'InvalidAccessKeyId' ||
      code === 'SignatureDoesNotMatch'
    )
      return `access denied (${code || 'HTTP 403'}): check FILES_S3_ACCESS_KEY_ID, FILES_S3_SECRET_ACCESS_KEY and the bucket's policy`;
    if (status !== undefined && status >= 500)
      return `the storage service failed (HTTP ${status}${code ? ` ${code}` : ''}) after ${this.options.maxAttempts} tries`;
    if (/ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ECONNRESET|socket hang up/.test(`${code} ${message}`))
      return `cannot reach the storage service (${message || code})`;
    return `${code || 'error'}${status ? ` (HTTP ${status})` : ''}: ${message}`;
  }
}

function codeOf(error: unknown): string {
  const e = error as SdkError | undefined;
  return String(e?.Code ?? e?.name ?? e?.code ?? '');
}

function statusOf(error: unknown): number | undefined {
  return (error as SdkError | undefined)?.$metadata?.httpStatusCode;
}
