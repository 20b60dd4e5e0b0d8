/**
 * The world's randomness: a tiny seeded PRNG (mulberry32) and a hash that derives one independent
 * stream per (seed, area, index). Deriving a stream per entity, instead of drawing everything from
 * one sequence, lets a generator rebuild order #i on its own (several passes over a million orders
 * without holding them), and keeps one area's changes from shifting every other area's data.
 */

/** mulberry32: 32 bits of state, fast, and spread well enough for demo data. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a over the parts, then the murmur3 finaliser so nearby keys land far apart. */
export function hashKey(...parts: readonly (string | number)[]): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    const text = String(part);
    for (let i = 0; i < text.length; i++) {
      h ^= text.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
    h ^= 0x1f; // separator, so ('ab','c') and ('a','bc') differ
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

export type Weighted<T> = readonly (readonly [T, number])[];

export class Rng {
  constructor(private readonly source: () => number) {}

  float(): number {
    return this.source();
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.source() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.source() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.source() * items.length)] as T;
  }

  weighted<T>(entries: Weighted<T>): T {
    let total = 0;
    for (const [, weight] of entries) total += weight;
    let roll = this.source() * total;
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    const last = entries[entries.length - 1];
    if (!last) throw new Error('weighted pick from an empty list');
    return last[0];
  }

  /** A string of n decimal digits (leading zeros allowed). */
  digits(n: number): string {
    let out = '';
    for (let i = 0; i < n; i++) out += String(Math.floor(this.source() * 10));
    return out;
  }

  /** Up to n distinct items, in a stable order. */
  sample<T>(items: readonly T[], n: number): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.source() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, Math.min(n, copy.length));
  }
}

/** The stream of one entity: the same (seed, parts) always gives the same numbers. */
export function rngFor(seed: number, ...parts: readonly (string | number)[]): Rng {
  return new Rng(mulberry32(hashKey(seed, ...parts)));
}
