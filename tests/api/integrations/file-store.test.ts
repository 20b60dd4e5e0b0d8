import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assertSafeKey,
  createLocalFileStore,
  InvalidFileKeyError,
  type LocalFileStore,
} from '../../../src/server/platform/files/file-store';

let dataDir: string;
let store: LocalFileStore;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'dockhand-store-'));
  store = createLocalFileStore(dataDir);
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('LocalFileStore', () => {
  it('lives under <DATA_DIR>/files', () => {
    expect(store.root).toBe(path.join(dataDir, 'files'));
  });

  it('stores bytes with their content type and reads them back exactly', async () => {
    const bytes = Uint8Array.from([0, 255, 1, 254, 10, 13]);
    await store.put('signatures/2026/sign-in 17.png', bytes, 'image/png');
    const file = await store.get('signatures/2026/sign-in 17.png');
    expect(file?.contentType).toBe('image/png');
    expect([...(file?.bytes ?? [])]).toEqual([...bytes]);
    expect(await store.exists('signatures/2026/sign-in 17.png')).toBe(true);
  });

  it('stores text as UTF-8 and overwrites a key in place', async () => {
    await store.put('labels/a.zpl', '^XA^FDCafé^FS^XZ', 'application/zpl');
    await store.put('labels/a.zpl', '^XA^FDv2^FS^XZ', 'text/plain');
    const file = await store.get('labels/a.zpl');
    expect(file?.bytes.toString('utf8')).toBe('^XA^FDv2^FS^XZ');
    expect(file?.contentType).toBe('text/plain');
  });

  it('answers null and false for what is not there, and deletes idempotently', async () => {
    expect(await store.get('nope/missing.pdf')).toBeNull();
    expect(await store.exists('nope/missing.pdf')).toBe(false);
    // A key that names a folder of other keys is not a file.
    expect(await store.get('signatures')).toBeNull();
    expect(await store.exists('signatures')).toBe(false);
    await store.put('extracts/x.txt', 'x', 'text/plain');
    await store.delete('extracts/x.txt');
    await store.delete('extracts/x.txt');
    expect(await store.exists('extracts/x.txt')).toBe(false);
  });

  it('falls back to application/octet-stream when the content type was lost', async () => {
    await writeFile(path.join(store.root, 'labels', 'dropped.bin'), 'raw');
    expect((await store.get('labels/dropped.bin'))?.contentType).toBe('application/octet-stream');
  });

  it('leaves no temporary files behind', async () => {
    const names = await readdir(path.join(store.root, 'labels'));
    expect(names.filter((n) => n.startsWith('.tmp-'))).toEqual([]);
  });

  it.each([
    ['', /1 to 512/],
    ['x'.repeat(513), /1 to 512/],
    ['../escape.txt', /not allowed/],
    ['labels/../../etc/passwd', /not allowed/],
    ['/etc/passwd', /relative path/],
    ['labels\\win.txt', /relative path/],
    ['C:/temp/x.txt', /relative path/],
    ['labels//double.txt', /not allowed/],
    ['.meta/labels/a.zpl.json', /not allowed/],
    ['labels/.hidden', /not allowed/],
    ['labels/trailing ', /not allowed/],
    ['labels/semi;colon', /not allowed/],
  ])('refuses the unsafe key %j', async (key, reason) => {
    expect(() => assertSafeKey(key)).toThrow(reason);
    await expect(store.put(key, 'x', 'text/plain')).rejects.toBeInstanceOf(InvalidFileKeyError);
    await expect(store.get(key)).rejects.toBeInstanceOf(InvalidFileKeyError);
    await expect(store.exists(key)).rejects.toBeInstanceOf(InvalidFileKeyError);
    await expect(store.delete(key)).rejects.toBeInstanceOf(InvalidFileKeyError);
  });

  it('never wrote outside its folder', async () => {
    expect((await readdir(dataDir)).sort()).toEqual(['files']);
  });
});
