import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const idOf = async (header?: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/health',
    headers: header === undefined ? {} : { 'x-request-id': header },
  });
  return String(res.headers['x-request-id']);
};

describe('x-request-id', () => {
  it('keeps a plain id of at most 64 characters', async () => {
    expect(await idOf('abc-123_X.y:z')).toBe('abc-123_X.y:z');
    expect(await idOf('a'.repeat(64))).toBe('a'.repeat(64));
  });

  it('replaces a long, empty or unusual id with a new one', async () => {
    for (const bad of ['a'.repeat(65), 'x'.repeat(10_000), '', 'has space', 'new\\nline', '<script>']) {
      const id = await idOf(bad);
      expect(id).not.toBe(bad);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('makes one when none is sent', async () => {
    expect(await idOf()).toMatch(/^[0-9a-f-]{36}$/);
  });
});
