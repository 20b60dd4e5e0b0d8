import { deflate, inflate } from 'pako';

/**
 * The compressed envelope of the spec (D1 and D3 section 7): base64 of zlib-deflated JSON.
 * One codec for the server (to answer) and the client (to read).
 */
export function encodeEnvelope(value: unknown): string {
  const json = JSON.stringify(value);
  return bytesToBase64(deflate(new TextEncoder().encode(json)));
}

export function decodeEnvelope<T = unknown>(envelope: string): T {
  const bytes = inflate(base64ToBytes(envelope.trim()));
  return JSON.parse(new TextDecoder().decode(bytes)) as T;
}

const CHUNK = 0x8000;

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  }
  return btoa(binary);
}

export function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
