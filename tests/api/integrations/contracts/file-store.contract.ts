import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assertSafeKey,
  InvalidFileKeyError,
  type FileStore,
} from '../../../../src/server/platform/files/file-store';

export type FileStoreHarness<S extends FileStore = FileStore> = { store: S; close(): Promise<void> };
export type FileStoreFactory<S extends FileStore = FileStore> = () => Promise<FileStoreHarness<S>>;

/** What every file store does, whatever keeps the bytes: the local folder and an S3 bucket alike. */
export function fileStoreContract<S extends FileStore>(name: string, factory: FileStoreFactory<S>): void {
  describe(`${name}: file store contract`, () => {
    let h: FileStoreHarness<S>;
    beforeAll(async () => {
      h = await factory();
    });
    afterAll(async () => {
      await h?.close();
    });

    it('stores bytes with their content type and reads them back exactly', async () => {
      const bytes = Uint8Array.from([0, 255, 1, 254, 10, 13]);
      await h.store.put('signatures/2026/sign-in 17.png', bytes, 'image/png');
      const file = await h.store.get('signatures/2026/sign-in 17.png');
      expect(file?.contentType).toBe('image/png');
      expect([...(file?.bytes ?? [])]).toEqual([...bytes]);
      expect(Buffer.isBuffer(file?.bytes)).toBe(true);
      expect(await h.store.exists('signatures/2026/sign-in 17.png')).toBe(true);
    });

    it('stores text as UTF-8 and overwrites a key in place', async () => {
      await h.store.put('labels/a.zpl', '^XA^FDCafé^FS^XZ', 'application/zpl');
      expect((await h.store.get('labels/a.zpl'))?.bytes.toString('utf8')).toBe('^XA^FDCafé^FS^XZ');
      await h.store.put('labels/a.zpl', '^XA^FDv2^FS^XZ', 'text/plain');
      const file = await h.store.get('labels/a.zpl');
      expect(file?.bytes.toString('utf8')).toBe('^XA^FDv2^FS^XZ');
      expect(file?.contentType).toBe('text/plain');
    });

    it('keeps an empty file and a larger one', async () => {
      await h.store.put('extracts/empty.txt', '', 'text/plain');
      expect((await h.store.get('extracts/empty.txt'))?.bytes.length).toBe(0);
      expect(await h.store.exists('extracts/empty.txt')).toBe(true);
      const big = Buffer.alloc(3 * 1024 * 1024 + 7, 0x5a);
      await h.store.put('extracts/big.pdf', big, 'application/pdf');
      expect((await h.store.get('extracts/big.pdf'))?.bytes.equals(big)).toBe(true);
    });

    it('answers null and false for what is not there, and deletes idempotently', async () => {
      expect(await h.store.get('nope/missing.pdf')).toBeNull();
      expect(await h.store.exists('nope/missing.pdf')).toBe(false);
      // A key that names a folder of other keys is not a file.
      expect(await h.store.get('signatures')).toBeNull();
      expect(await h.store.exists('signatures')).toBe(false);
      await h.store.put('extracts/x.txt', 'x', 'text/plain');
      await h.store.delete('extracts/x.txt');
      await h.store.delete('extracts/x.txt');
      await h.store.delete('never/was.txt');
      expect(await h.store.exists('extracts/x.txt')).toBe(false);
      expect(await h.store.get('extracts/x.txt')).toBeNull();
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
      await expect(h.store.put(key, 'x', 'text/plain')).rejects.toBeInstanceOf(InvalidFileKeyError);
      await expect(h.store.get(key)).rejects.toBeInstanceOf(InvalidFileKeyError);
      await expect(h.store.exists(key)).rejects.toBeInstanceOf(InvalidFileKeyError);
      await expect(h.store.delete(key)).rejects.toBeInstanceOf(InvalidFileKeyError);
    });
  });
}
