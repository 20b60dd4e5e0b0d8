import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFileStore,
  describeFileStore,
  loadFileStoreSettings,
} from '../../../src/server/platform/files/create-file-store';
import { LocalFileStore } from '../../../src/server/platform/files/file-store';
import {
  FileStoreError,
  S3FileStore,
  type S3FileStoreOptions,
} from '../../../src/server/platform/files/s3-file-store';
import { fileStoreContract } from './contracts/file-store.contract';

// s3rver (a local S3-compatible server from the npm registry) checks request signatures with these.
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const BUCKET = 'dockhand-files';

let s3rver: S3rver;
let s3dir: string;
let endpoint: string;

beforeAll(async () => {
  s3dir = await mkdtemp(path.join(os.tmpdir(), 'dockhand-s3rver-'));
  s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await s3rver.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await s3rver?.close();
  await rm(s3dir, { recursive: true, force: true });
});

function options(overrides: Partial<S3FileStoreOptions> = {}): S3FileStoreOptions {
  return {
    bucket: BUCKET,
    endpoint,
    region: 'us-east-1',
    credentials: KEYS,
    forcePathStyle: true,
    prefix: '',
    timeoutMs: 5_000,
    maxAttempts: 2,
    ...overrides,
  };
}

function harness(overrides: Partial<S3FileStoreOptions> = {}) {
  return async () => {
    const store = new S3FileStore(options(overrides));
    return { store, close: async () => store.close() };
  };
}

fileStoreContract('S3FileStore (s3rver)', harness());
fileStoreContract('S3FileStore (s3rver, under a prefix)', harness({ prefix: 'tenant-a/' }));

describe('S3FileStore: the bucket', () => {
  it('keeps a key under the prefix, with its content type on the object', async () => {
    const store = new S3FileStore(options({ prefix: 'site-2/' }));
    await store.put('labels/fedex/1.zpl', '^XA^XZ', 'application/zpl');
    const raw = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: KEYS });
    const object = await raw.send(new GetObjectCommand({ Bucket: BUCKET, Key: 'site-2/labels/fedex/1.zpl' }));
    expect(object.ContentType).toBe('application/zpl');
    expect(await object.Body?.transformToString()).toBe('^XA^XZ');
    // The same key without the prefix is another file.
    expect(await new S3FileStore(options()).get('labels/fedex/1.zpl')).toBeNull();
    raw.destroy();
    store.close();
  });

  it('says clearly that the bucket does not exist, for every call', async () => {
    const store = new S3FileStore(options({ bucket: 'no-such-bucket' }));
    const missing =
      /Could not (put|get|check|delete) "labels\/a.zpl" in the file store \(bucket "no-such-bucket" at http:\/\/127\.0\.0\.1:\d+\): the bucket "no-such-bucket" does not exist/;
    await expect(store.put('labels/a.zpl', 'x', 'text/plain')).rejects.toThrow(missing);
    await expect(store.get('labels/a.zpl')).rejects.toThrow(missing);
    await expect(store.exists('labels/a.zpl')).rejects.toThrow(missing);
    await expect(store.delete('labels/a.zpl')).rejects.toThrow(missing);
    await expect(store.get('labels/a.zpl')).rejects.toBeInstanceOf(FileStoreError);
    store.close();
  });

  it('says access is denied for a key the service does not know', async () => {
    // s3rver knows its access key ids but does not check version 4 signatures; the wire-level fake
    // below answers 403 AccessDenied as a bucket policy would.
    const store = new S3FileStore(options({ credentials: { accessKeyId: 'NOBODY', secretAccessKey: 'x' } }));
    const denied =
      /access denied \(InvalidAccessKeyId\): check FILES_S3_ACCESS_KEY_ID, FILES_S3_SECRET_ACCESS_KEY/;
    await expect(store.put('labels/a.zpl', 'x', 'text/plain')).rejects.toThrow(denied);
    await expect(store.get('labels/a.zpl')).rejects.toThrow(denied);
    await expect(store.delete('labels/a.zpl')).rejects.toThrow(denied);
    store.close();
  });
});

describe('S3FileStore: a failing or silent service (wire-level fake)', () => {
  let server: http.Server;
  let fakeEndpoint: string;
  let mode: 'fail' | 'deny' | 'silent' = 'fail';
  let requests = 0;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      requests += 1;
      req.resume();
      if (mode === 'silent') return; // accepts, never answers
      const [status, code] = mode === 'fail' ? [503, 'ServiceUnavailable'] : [403, 'AccessDenied'];
      const body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${code} from the fake</Message><RequestId>1</RequestId></Error>`;
      res.writeHead(status, { 'content-type': 'application/xml' });
      res.end(req.method === 'HEAD' ? undefined : body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    fakeEndpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('tries a 5xx again, then says the service failed', async () => {
    mode = 'fail';
    requests = 0;
    const store = new S3FileStore(options({ endpoint: fakeEndpoint, maxAttempts: 3 }));
    await expect(store.put('labels/a.zpl', 'x', 'text/plain')).rejects.toThrow(
      /Could not put "labels\/a.zpl" in the file store .*: the storage service failed \(HTTP 503 ServiceUnavailable\) after 3 tries/,
    );
    expect(requests).toBe(3);
    await expect(store.exists('labels/a.zpl')).rejects.toThrow(/HTTP 503/);
    store.close();
  }, 15_000);

  it('says access is denied for a 403 answer', async () => {
    mode = 'deny';
    const store = new S3FileStore(options({ endpoint: fakeEndpoint }));
    await expect(store.get('labels/a.zpl')).rejects.toThrow(/access denied \(AccessDenied\)/);
    await expect(store.exists('labels/a.zpl')).rejects.toThrow(/access denied/);
    store.close();
  });

  it('gives up on a service that never answers instead of hanging', async () => {
    mode = 'silent';
    const store = new S3FileStore(options({ endpoint: fakeEndpoint, timeoutMs: 400, maxAttempts: 3 }));
    const started = Date.now();
    await expect(store.get('labels/a.zpl')).rejects.toThrow(/: no answer within 400 ms/);
    await expect(store.put('labels/a.zpl', 'x', 'text/plain')).rejects.toThrow(/no answer within 400 ms/);
    expect(Date.now() - started).toBeLessThan(3_000);
    store.close();
  });

  it('says it cannot reach a service that is not there', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const store = new S3FileStore(options({ endpoint: `http://127.0.0.1:${port}`, maxAttempts: 1 }));
    await expect(store.get('labels/a.zpl')).rejects.toThrow(/cannot reach the storage service/);
    store.close();
  });
});

describe('File store settings', () => {
  it('keeps the local folder by default', async () => {
    expect(loadFileStoreSettings('/data', {})).toEqual({ kind: 'local', dataDir: '/data' });
    expect(await createFileStore('/data', {})).toBeInstanceOf(LocalFileStore);
    expect(describeFileStore(loadFileStoreSettings('/data', {}))).toBe('Files: /data/files');
  });

  it('switches to a bucket with FILES_S3_BUCKET alone', () => {
    expect(loadFileStoreSettings('/data', { FILES_S3_BUCKET: 'b', AWS_REGION: 'eu-west-1' })).toEqual({
      kind: 's3',
      bucket: 'b',
      endpoint: undefined,
      region: 'eu-west-1',
      credentials: undefined,
      forcePathStyle: false,
      prefix: '',
      timeoutMs: 30_000,
      maxAttempts: 3,
    });
  });

  it('reads every FILES_S3_ setting', async () => {
    const env = {
      FILES_S3_BUCKET: BUCKET,
      FILES_S3_ENDPOINT: endpoint,
      FILES_S3_REGION: 'us-east-1',
      FILES_S3_ACCESS_KEY_ID: KEYS.accessKeyId,
      FILES_S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
      FILES_S3_PREFIX: '/from-settings/',
      FILES_S3_TIMEOUT_MS: '4000',
      FILES_S3_MAX_ATTEMPTS: '2',
    };
    const settings = loadFileStoreSettings('/data', env);
    expect(settings).toMatchObject({
      forcePathStyle: true,
      prefix: 'from-settings/',
      timeoutMs: 4000,
      maxAttempts: 2,
    });
    expect(describeFileStore(settings)).toBe(`Files: bucket ${BUCKET}/from-settings/ at ${endpoint}`);
    const store = await createFileStore('/data', env);
    expect(store).toBeInstanceOf(S3FileStore);
    await store.put('labels/settings.zpl', '^XA^XZ', 'text/plain');
    expect((await store.get('labels/settings.zpl'))?.bytes.toString()).toBe('^XA^XZ');
    (store as S3FileStore).close();
  });

  it.each([
    [{ FILES_S3_ENDPOINT: 'http://x' }, 'FILES_S3_ENDPOINT set without FILES_S3_BUCKET'],
    [
      { FILES_S3_BUCKET: 'b', FILES_S3_ACCESS_KEY_ID: 'k' },
      'Set both FILES_S3_ACCESS_KEY_ID and FILES_S3_SECRET_ACCESS_KEY, or neither',
    ],
    [
      { FILES_S3_BUCKET: 'b', FILES_S3_ENDPOINT: 'minio:9000' },
      'FILES_S3_ENDPOINT=minio:9000 is not an http(s) URL',
    ],
    [
      { FILES_S3_BUCKET: 'b', FILES_S3_FORCE_PATH_STYLE: 'yes' },
      'FILES_S3_FORCE_PATH_STYLE=yes is not true or false',
    ],
    [
      { FILES_S3_BUCKET: 'b', FILES_S3_TIMEOUT_MS: '0' },
      'FILES_S3_TIMEOUT_MS=0 is not a whole number above 0',
    ],
  ])('refuses a half-made setting %j', (env, message) => {
    expect(() => loadFileStoreSettings('/data', env)).toThrow(message);
  });
});
