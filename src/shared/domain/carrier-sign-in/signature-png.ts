/**
 * Signature checks (issue 4, ARCHITECTURE section 7): a signature is a `data:image/png;base64,` URL
 * whose bytes really are a PNG of sane size. Pure, so the kiosk refuses the same things offline that
 * the server refuses online.
 */
export const SIGNATURE_PREFIX = 'data:image/png;base64,';
/** A finger signature on a 1280 px canvas is 10 to 60 KB; 512 KB leaves room and stops abuse. */
export const MAX_SIGNATURE_BYTES = 512 * 1024;
export const MAX_SIGNATURE_PIXELS = 4000;

export const SIGNATURE_MESSAGES = {
  notPng: 'The signature must be a PNG image (data:image/png;base64,...)',
  badBase64: 'The signature is not valid base64 data',
  tooLarge: `The signature is too large (at most ${MAX_SIGNATURE_BYTES / 1024} KB)`,
  notAPng: 'The signature is not a valid PNG image',
  badSize: `The signature image must be between 1 and ${MAX_SIGNATURE_PIXELS} pixels wide and high`,
} as const;

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export type SignatureCheck =
  { ok: true; bytes: Uint8Array; width: number; height: number } | { ok: false; message: string };

function decodeBase64(text: string): Uint8Array | null {
  if (text.length % 4 !== 0 || !BASE64.test(text)) return null;
  try {
    return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

const uint32 = (b: Uint8Array, at: number) =>
  ((b[at] ?? 0) * 2 ** 24 + ((b[at + 1] ?? 0) << 16) + ((b[at + 2] ?? 0) << 8) + (b[at + 3] ?? 0)) >>> 0;

/** Checks the data URL and the PNG header (signature, then an IHDR chunk of 13 bytes first). */
export function checkSignatureDataUrl(dataUrl: string): SignatureCheck {
  if (!dataUrl.startsWith(SIGNATURE_PREFIX)) return { ok: false, message: SIGNATURE_MESSAGES.notPng };
  const payload = dataUrl.slice(SIGNATURE_PREFIX.length);
  // Base64 is 4/3 of the bytes: refuse before decoding anything that cannot fit.
  if (payload.length > Math.ceil(MAX_SIGNATURE_BYTES / 3) * 4) {
    return { ok: false, message: SIGNATURE_MESSAGES.tooLarge };
  }
  const bytes = decodeBase64(payload);
  if (!bytes) return { ok: false, message: SIGNATURE_MESSAGES.badBase64 };
  if (bytes.length > MAX_SIGNATURE_BYTES) return { ok: false, message: SIGNATURE_MESSAGES.tooLarge };
  if (bytes.length < 33 || PNG_MAGIC.some((value, i) => bytes[i] !== value)) {
    return { ok: false, message: SIGNATURE_MESSAGES.notAPng };
  }
  const ihdr = String.fromCharCode(...bytes.subarray(12, 16));
  if (uint32(bytes, 8) !== 13 || ihdr !== 'IHDR') return { ok: false, message: SIGNATURE_MESSAGES.notAPng };
  const width = uint32(bytes, 16);
  const height = uint32(bytes, 20);
  if (width < 1 || height < 1 || width > MAX_SIGNATURE_PIXELS || height > MAX_SIGNATURE_PIXELS) {
    return { ok: false, message: SIGNATURE_MESSAGES.badSize };
  }
  return { ok: true, bytes, width, height };
}
