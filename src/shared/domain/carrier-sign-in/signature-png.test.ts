import { describe, expect, it } from 'vitest';
import {
  checkSignatureDataUrl,
  MAX_SIGNATURE_BYTES,
  SIGNATURE_MESSAGES,
  SIGNATURE_PREFIX,
} from './signature-png';

/** A real 1×1 PNG. */
const ONE_PIXEL =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/** The 1×1 PNG with its IHDR width and height replaced. */
function pngOfSize(width: number, height: number): string {
  const bytes = fromBase64(ONE_PIXEL);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return SIGNATURE_PREFIX + toBase64(bytes);
}

describe('signature data URL checks', () => {
  it('accepts a real PNG and reads its size', () => {
    const check = checkSignatureDataUrl(SIGNATURE_PREFIX + ONE_PIXEL);
    expect(check).toMatchObject({ ok: true, width: 1, height: 1 });
    expect(check.ok && check.bytes.length).toBe(fromBase64(ONE_PIXEL).length);
  });

  it('refuses other image types and other URLs', () => {
    expect(checkSignatureDataUrl('data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==')).toEqual({
      ok: false,
      message: SIGNATURE_MESSAGES.notPng,
    });
    expect(checkSignatureDataUrl('https://example.com/sig.png')).toMatchObject({ ok: false });
  });

  it('refuses garbage base64', () => {
    expect(checkSignatureDataUrl(`${SIGNATURE_PREFIX}not base64!!`)).toEqual({
      ok: false,
      message: SIGNATURE_MESSAGES.badBase64,
    });
    expect(checkSignatureDataUrl(`${SIGNATURE_PREFIX}abc`)).toMatchObject({ ok: false });
  });

  it('refuses bytes that are not a PNG, even under a PNG data URL', () => {
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Array<number>(60).fill(0)]);
    expect(checkSignatureDataUrl(SIGNATURE_PREFIX + toBase64(jpeg))).toEqual({
      ok: false,
      message: SIGNATURE_MESSAGES.notAPng,
    });
    const wrongMagic = fromBase64(ONE_PIXEL);
    wrongMagic[1] = 0x51;
    expect(checkSignatureDataUrl(SIGNATURE_PREFIX + toBase64(wrongMagic)).ok).toBe(false);
    const noIhdr = fromBase64(ONE_PIXEL);
    noIhdr[12] = 0x58;
    expect(checkSignatureDataUrl(SIGNATURE_PREFIX + toBase64(noIhdr)).ok).toBe(false);
  });

  it('refuses images of no size or more than 4000 pixels a side', () => {
    expect(checkSignatureDataUrl(pngOfSize(4000, 1200)).ok).toBe(true);
    expect(checkSignatureDataUrl(pngOfSize(4001, 1200))).toEqual({
      ok: false,
      message: SIGNATURE_MESSAGES.badSize,
    });
    expect(checkSignatureDataUrl(pngOfSize(0, 10)).ok).toBe(false);
    expect(checkSignatureDataUrl(pngOfSize(2 ** 31, 10)).ok).toBe(false);
  });

  it('refuses a PNG over the size cap', () => {
    const big = new Uint8Array(MAX_SIGNATURE_BYTES + 1);
    big.set(fromBase64(ONE_PIXEL));
    let text = '';
    for (let i = 0; i < big.length; i += 30_000) text += String.fromCharCode(...big.subarray(i, i + 30_000));
    expect(checkSignatureDataUrl(SIGNATURE_PREFIX + btoa(text))).toEqual({
      ok: false,
      message: SIGNATURE_MESSAGES.tooLarge,
    });
  });
});
