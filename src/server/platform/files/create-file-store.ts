import { createLocalFileStore, type FileStore } from './file-store';
import type { S3FileStoreOptions } from './s3-file-store';

/**
 * Which file store the settings ask for. The local folder `<DATA_DIR>/files` is the default;
 * FILES_S3_BUCKET switches to an S3-compatible bucket (ARCHITECTURE section 7):
 *
 * | setting                       | default                         |
 * | ----------------------------- | ------------------------------- |
 * | FILES_S3_BUCKET               | unset: the local folder         |
 * | FILES_S3_ENDPOINT             | unset: AWS S3 of the region     |
 * | FILES_S3_REGION               | AWS_REGION, else us-east-1      |
 * | FILES_S3_ACCESS_KEY_ID        | unset: the SDK's usual chain    |
 * | FILES_S3_SECRET_ACCESS_KEY    | (set both or neither)           |
 * | FILES_S3_FORCE_PATH_STYLE     | true with an endpoint, else false |
 * | FILES_S3_PREFIX               | empty: the bucket's root        |
 * | FILES_S3_TIMEOUT_MS           | 30000 (per call, retries included) |
 * | FILES_S3_MAX_ATTEMPTS         | 3                               |
 */
export type FileStoreSettings = { kind: 'local'; dataDir: string } | ({ kind: 's3' } & S3FileStoreOptions);

export class FileStoreSettingsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FileStoreSettingsError';
  }
}

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new FileStoreSettingsError(`${name}=${raw} is not a whole number above 0`);
  return value;
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw new FileStoreSettingsError(`${name}=${raw} is not true or false`);
}

/** Reads the FILES_S3_* settings; a half-made S3 setting is refused at start, not at the first upload. */
export function loadFileStoreSettings(
  dataDir: string,
  env: NodeJS.ProcessEnv = process.env,
): FileStoreSettings {
  const bucket = env.FILES_S3_BUCKET?.trim();
  if (!bucket) {
    const stray = Object.keys(env).filter((name) => name.startsWith('FILES_S3_') && env[name]?.trim());
    if (stray.length > 0)
      throw new FileStoreSettingsError(`${stray.sort().join(', ')} set without FILES_S3_BUCKET`);
    return { kind: 'local', dataDir };
  }
  const endpoint = env.FILES_S3_ENDPOINT?.trim() || undefined;
  if (endpoint && !/^https?:\/\/[^/]/.test(endpoint))
    throw new FileStoreSettingsError(`FILES_S3_ENDPOINT=${endpoint} is not an http(s) URL`);
  const accessKeyId = env.FILES_S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.FILES_S3_SECRET_ACCESS_KEY?.trim();
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new FileStoreSettingsError(
      'Set both FILES_S3_ACCESS_KEY_ID and FILES_S3_SECRET_ACCESS_KEY, or neither',
    );
  const prefix = (env.FILES_S3_PREFIX?.trim() ?? '').replace(/^\/+|\/+$/g, '');
  return {
    kind: 's3',
    bucket,
    endpoint,
    region: env.FILES_S3_REGION?.trim() || env.AWS_REGION?.trim() || 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: flag(env, 'FILES_S3_FORCE_PATH_STYLE', endpoint !== undefined),
    prefix: prefix ? `${prefix}/` : '',
    timeoutMs: positiveInt(env, 'FILES_S3_TIMEOUT_MS', 30_000),
    maxAttempts: positiveInt(env, 'FILES_S3_MAX_ATTEMPTS', 3),
  };
}

/**
 * The file store the settings select. The S3 client is loaded only when a bucket is configured, so
 * the default local store starts without it.
 */
export async function createFileStore(
  dataDir: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<FileStore> {
  const settings = loadFileStoreSettings(dataDir, env);
  if (settings.kind === 'local') return createLocalFileStore(settings.dataDir);
  const { kind: _kind, ...options } = settings;
  const { S3FileStore } = await import('./s3-file-store');
  return new S3FileStore(options);
}

/** A line for the start banner: where files go. */
export function describeFileStore(settings: FileStoreSettings): string {
  if (settings.kind === 'local') return `Files: ${settings.dataDir}/files`;
  const where = settings.endpoint ?? `AWS S3 (${settings.region})`;
  return `Files: bucket ${settings.bucket}${settings.prefix ? `/${settings.prefix}` : ''} at ${where}`;
}
