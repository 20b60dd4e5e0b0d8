import { deflate } from 'pako';
import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64, decodeEnvelope, encodeEnvelope } from './codec';

describe('compressed envelope', () => {
  it('round-trips JSON including unicode', () => {
    const value = { data: [{ id: 1, message: 'Signed in — café 🐾', meta: { n: null } }] };
    expect(decodeEnvelope(encodeEnvelope(value))).toEqual(value);
  });
  it('is base64 of zlib (not raw deflate or gzip)', () => {
    const bytes = base64ToBytes(encodeEnvelope({ a: 1 }));
    expect(bytes[0]).toBe(0x78); // zlib header
  });
  it('reads an envelope made by another zlib writer', () => {
    const made = bytesToBase64(deflate(new TextEncoder().encode('{"data":[1,2,3]}')));
    expect(decodeEnvelope(made)).toEqual({ data: [1, 2, 3] });
  });
  it('handles payloads larger than one conversion chunk', () => {
    const rows = Array.from({ length: 20000 }, (_, i) => ({ id: i, text: `row ${i}` }));
    expect(decodeEnvelope<{ rows: unknown[] }>(encodeEnvelope({ rows })).rows).toHaveLength(20000);
  });
  it('refuses text that is not an envelope', () => {
    expect(() => decodeEnvelope('not base64!')).toThrow();
    expect(() => decodeEnvelope(btoa('plain text'))).toThrow();
  });
});
