import { crc32, deflateSync } from 'node:zlib';
import type { Rng } from './prng';

/**
 * Drivers' signatures for the sandbox world's dock sign-ins: a pen stroke in the manner of a hasty
 * signature (a tall first letter, a run of cursive loops, an underline), drawn from the world's seed
 * and stored as the kiosk stores a drawn one: a PNG with a transparent background under
 * `signatures/<company>/<id>.png` in the file store.
 */

export const SIGNATURE_WIDTH = 480;
export const SIGNATURE_HEIGHT = 160;
const INK = 0x11;
const PEN_RADIUS = 1.7;

type Point = { x: number; y: number };

/** The file store key of a sign-in's signature (the same as a kiosk sign-in's). */
export const signatureKey = (company: string, signInId: number) => `signatures/${company}/${signInId}.png`;

/** The pen's path: one stroke for the name, one for the underline. */
function strokes(rng: Rng, letters: number): Point[][] {
  const baseline = 104 + rng.int(-8, 8);
  const height = 26 + rng.int(0, 14);
  const slant = 0.25 + rng.float() * 0.25;
  const name: Point[] = [];
  let x = 30 + rng.int(0, 20);
  // The capital: up from the baseline to a tall loop and back down.
  const capital = 1.6 + rng.float() * 0.6;
  for (let t = 0; t <= Math.PI * 2; t += 0.05) {
    const y = baseline - height * capital * (1 - Math.cos(t)) * 0.5;
    name.push({ x: x + Math.sin(t) * 10 + (baseline - y) * slant, y });
  }
  x += 22;
  // Cursive loops (a trochoid), each letter a little different.
  const loops = Math.max(4, Math.min(letters, 12));
  for (let i = 0; i < loops; i++) {
    const width = 14 + rng.int(0, 10);
    const tall = height * (rng.float() < 0.25 ? 1.5 : 0.6 + rng.float() * 0.4);
    for (let t = 0; t <= Math.PI * 2; t += 0.08) {
      const y = baseline - tall * (1 - Math.cos(t)) * 0.5;
      name.push({ x: x + (width * t) / (Math.PI * 2) - Math.sin(t) * 6 + (baseline - y) * slant, y });
    }
    x += width;
  }
  const underline: Point[] = [];
  const from = 24 + rng.int(0, 20);
  const to = Math.min(SIGNATURE_WIDTH - 20, x + rng.int(10, 40));
  const dip = 6 + rng.int(0, 10);
  for (let px = from; px <= to; px += 2) {
    const u = (px - from) / (to - from);
    underline.push({ x: px, y: baseline + 18 + Math.sin(u * Math.PI) * dip - u * 10 });
  }
  return [name, underline];
}

/** Ink coverage (0-255) of a round pen moved along the strokes, anti-aliased at its edge. */
function rasterise(paths: readonly Point[][]): Uint8Array {
  const alpha = new Uint8Array(SIGNATURE_WIDTH * SIGNATURE_HEIGHT);
  const stamp = (cx: number, cy: number) => {
    const reach = Math.ceil(PEN_RADIUS + 1);
    for (let y = Math.floor(cy) - reach; y <= Math.ceil(cy) + reach; y++) {
      if (y < 0 || y >= SIGNATURE_HEIGHT) continue;
      for (let x = Math.floor(cx) - reach; x <= Math.ceil(cx) + reach; x++) {
        if (x < 0 || x >= SIGNATURE_WIDTH) continue;
        const dx = x + 0.5 - cx;
        const dy = y + 0.5 - cy;
        const squared = dx * dx + dy * dy;
        if (squared >= (PEN_RADIUS + 0.5) ** 2) continue;
        const cover = Math.min(1, PEN_RADIUS + 0.5 - Math.sqrt(squared));
        const i = y * SIGNATURE_WIDTH + x;
        const ink = Math.round(cover * 255);
        if (ink > alpha[i]!) alpha[i] = ink;
      }
    }
  };
  for (const path of paths) {
    for (let i = 1; i < path.length; i++) {
      const a = path[i - 1]!;
      const b = path[i]!;
      const steps = Math.max(1, Math.ceil(Math.hypot(b.x - a.x, b.y - a.y)));
      for (let s = 0; s <= steps; s++)
        stamp(a.x + ((b.x - a.x) * s) / steps, a.y + ((b.y - a.y) * s) / steps);
    }
  }
  return alpha;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** A greyscale-with-alpha PNG (colour type 4) of the ink: dark pen, transparent paper. */
function encodePng(alpha: Uint8Array): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(SIGNATURE_WIDTH, 0);
  ihdr.writeUInt32BE(SIGNATURE_HEIGHT, 4);
  ihdr.set([8, 4, 0, 0, 0], 8);
  const stride = 1 + SIGNATURE_WIDTH * 2;
  const raw = Buffer.alloc(stride * SIGNATURE_HEIGHT);
  for (let y = 0; y < SIGNATURE_HEIGHT; y++) {
    for (let x = 0; x < SIGNATURE_WIDTH; x++) {
      const at = y * stride + 1 + x * 2;
      raw[at] = INK;
      raw[at + 1] = alpha[y * SIGNATURE_WIDTH + x]!;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The PNG of a driver's signature; the same rng state always draws the same signature. */
export function signaturePng(rng: Rng, driverName: string): Buffer {
  const letters = driverName.replace(/[^A-Za-z]/g, '').length;
  return encodePng(rasterise(strokes(rng, letters)));
}
