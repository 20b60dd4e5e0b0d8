import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type StoredFile = { bytes: Buffer; contentType: string };

/**
 * Where labels, PDFs, extracts and signatures go (ARCHITECTURE section 7). Keys are relative paths
 * such as `labels/fedex/123456789012.zpl`. A folder under DATA_DIR by default; an S3-compatible
 * bucket (s3-file-store.ts) when FILES_S3_BUCKET is set, behind the same interface.
 */
export interface FileStore {
  put(key: string, bytes: Uint8Array | string, contentType: string): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  /** Removing a missing file is not an error: deletes are retried by jobs. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

// A segment may not start with a dot: that refuses `.` and `..` and keeps room for the store's own
// hidden files (temporary writes and the content-type sidecars under `.meta`).
const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._ -]*$/;
const MAX_KEY_LENGTH = 512;

export class InvalidFileKeyError extends Error {
  constructor(key: string, reason: string) {
    super(`Invalid file key "${key}": ${reason}`);
    this.name = 'InvalidFileKeyError';
  }
}

/** The store's service refused or failed a call (a bucket): the message says which store, key and why. */
export class FileStoreError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    options?: { cause: unknown },
  ) {
    super(message, options);
    this.name = 'FileStoreError';
  }
}

/** Refuses keys that could leave the store's folder or name something the store keeps for itself. */
export function assertSafeKey(key: string): void {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) {
    throw new InvalidFileKeyError(key, `must be 1 to ${MAX_KEY_LENGTH} characters`);
  }
  if (key.startsWith('/') || key.includes('\\') || path.isAbsolute(key) || /^[A-Za-z]:/.test(key)) {
    throw new InvalidFileKeyError(key, 'must be a relative path with forward slashes');
  }
  for (const segment of key.split('/')) {
    if (!SEGMENT.test(segment) || segment.endsWith(' ')) {
      throw new InvalidFileKeyError(key, `segment "${segment}" is not allowed`);
    }
  }
}

/** A missing file, or a key that names a folder of other keys: either way no file is there. */
function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR';
}

/** The file store in a local folder; the content type sits in a small sidecar file. */
export class LocalFileStore implements FileStore {
  constructor(readonly root: string) {}

  private locate(key: string): { file: string; meta: string } {
    assertSafeKey(key);
    const file = path.resolve(this.root, key);
    // Belt and braces: whatever the key check missed must still land inside the root.
    if (!file.startsWith(path.resolve(this.root) + path.sep))
      throw new InvalidFileKeyError(key, 'escapes the store');
    return { file, meta: path.resolve(this.root, '.meta', `${key}.json`) };
  }

  async put(key: string, bytes: Uint8Array | string, contentType: string): Promise<void> {
    const { file, meta } = this.locate(key);
    await writeAtomically(file, typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : bytes);
    await writeAtomically(meta, JSON.stringify({ contentType }));
  }

  async get(key: string): Promise<StoredFile | null> {
    const { file, meta } = this.locate(key);
    try {
      const bytes = await readFile(file);
      const contentType = await readFile(meta, 'utf8')
        .then((text) => (JSON.parse(text) as { contentType?: string }).contentType)
        .catch(() => undefined);
      return { bytes, contentType: contentType ?? 'application/octet-stream' };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const { file, meta } = this.locate(key);
    await rm(file, { force: true });
    await rm(meta, { force: true });
  }

  async exists(key: string): Promise<boolean> {
    const { file } = this.locate(key);
    try {
      return (await stat(file)).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }
}

/** Readers never see half a file: write beside it, then rename over it. */
async function writeAtomically(file: string, data: Uint8Array | string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temp = path.join(path.dirname(file), `.tmp-${randomBytes(6).toString('hex')}`);
  try {
    await writeFile(temp, data);
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** The default store: `<DATA_DIR>/files`. */
export function createLocalFileStore(dataDir: string): LocalFileStore {
  return new LocalFileStore(path.join(dataDir, 'files'));
}
