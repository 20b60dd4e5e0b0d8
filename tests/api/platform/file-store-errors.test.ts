import net from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3FileStore } from '../../../src/server/platform/files/s3-file-store';
import { createTestApp, type TestApp } from '../support/test-app';

/** A file store that cannot be reached answers 503 with a plain message; the log says which bucket and why. */
let t: TestApp;
let log = '';
let store: S3FileStore;

beforeAll(async () => {
  // A port nothing listens on.
  const port = await new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: p } = server.address() as net.AddressInfo;
      server.close(() => resolve(p));
    });
  });
  store = new S3FileStore({
    bucket: 'secret-bucket-name',
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    credentials: { accessKeyId: 'k', secretAccessKey: 's' },
    forcePathStyle: true,
    prefix: '',
    timeoutMs: 2_000,
    maxAttempts: 1,
  });
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      log += chunk.toString();
      done();
    },
  });
  t = await createTestApp({}, stream);
  t.app.get('/file-store-error', async () => {
    const file = await store.get('labels/a.zpl');
    return { found: file !== null };
  });
  await t.app.ready();
});
afterAll(async () => {
  store?.close();
  await t?.close();
});

describe('FileStoreError in the error handler', () => {
  it('answers 503 file_store_unavailable, never 500, and logs the reason', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/file-store-error' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      error: 'file_store_unavailable',
      message: 'Stored files cannot be reached right now. Please try again in a moment.',
    });
    expect(res.body).not.toContain('secret-bucket-name');
    expect(log).toMatch(
      /Could not get \\"labels\/a.zpl\\" in the file store \(bucket \\"secret-bucket-name\\"/,
    );
    expect(log).toMatch(/cannot reach the storage service/);
  });
});
