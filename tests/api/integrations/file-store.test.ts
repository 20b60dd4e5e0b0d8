import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalFileStore, type LocalFileStore } from '../../../src/server/platform/files/file-store';
import { fileStoreContract } from './contracts/file-store.contract';

fileStoreContract('LocalFileStore', async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'dockhand-store-'));
  return {
    store: createLocalFileStore(dataDir),
    close: async () => {
      // Whatever the contract did, nothing was written outside the store's folder.
      expect((await readdir(dataDir)).sort()).toEqual(['files']);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
});

describe('LocalFileStore: its folder', () => {
  let dataDir: string;
  let store: LocalFileStore;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'dockhand-store-'));
    store = createLocalFileStore(dataDir);
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('lives under <DATA_DIR>/files', () => {
    expect(store.root).toBe(path.join(dataDir, 'files'));
  });

  it('falls back to application/octet-stream when the content type was lost', async () => {
    await store.put('labels/kept.zpl', '^XA^XZ', 'text/plain');
    await writeFile(path.join(store.root, 'labels', 'dropped.bin'), 'raw');
    expect((await store.get('labels/dropped.bin'))?.contentType).toBe('application/octet-stream');
  });

  it('leaves no temporary files behind', async () => {
    await store.put('labels/a.zpl', '^XA^XZ', 'text/plain');
    await store.put('labels/a.zpl', '^XA^FDv2^XZ', 'text/plain');
    const names = await readdir(path.join(store.root, 'labels'));
    expect(names.filter((n) => n.startsWith('.tmp-'))).toEqual([]);
  });

  it('never writes outside its folder', async () => {
    await expect(store.put('../escape.txt', 'x', 'text/plain')).rejects.toThrow(/not allowed/);
    expect((await readdir(dataDir)).sort()).toEqual(['files']);
  });
});
