import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { simCounters } from '../platform/db/schema/sandbox';

/** The database or an open transaction of it; simulators write several tables in one go. */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** The simulators' sense of time; tests move it forward instead of sleeping. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

export type SandboxOptions = { now?: Clock };

/**
 * The next value of a number sequence, atomically: two server instances never hand out the same
 * order or tracking number. `scope` is a company or `global`.
 */
export async function nextNumber(db: Executor, scope: string, name: string, start = 1): Promise<number> {
  const [row] = await db
    .insert(simCounters)
    .values({ scope, name, value: start })
    .onConflictDoUpdate({
      target: [simCounters.scope, simCounters.name],
      set: { value: sql`${simCounters.value} + 1` },
    })
    .returning({ value: simCounters.value });
  if (!row) throw new Error(`counter ${scope}/${name} did not answer`);
  return row.value;
}

/** A stable GUID-shaped id (as Acumatica gives every entity) derived from the entity's keys. */
export function entityId(...parts: readonly string[]): string {
  const hex = createHash('sha1').update(parts.join('\u0000')).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Digits derived from a text, so a company's account numbers are the same on every machine. */
export function stableDigits(text: string, length: number): string {
  const hex = createHash('sha256').update(text).digest('hex');
  return BigInt(`0x${hex}`).toString().slice(-length).padStart(length, '0');
}

/** A small seeded generator (mulberry32): the same seed gives the same sandbox data everywhere. */
export function seededRandom(seed: string): () => number {
  let state = Number.parseInt(createHash('sha256').update(seed).digest('hex').slice(0, 8), 16);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** YYYY-MM-DD of an instant in UTC: the simulated systems keep their dates in UTC. */
export function utcDate(at: Date): string {
  return at.toISOString().slice(0, 10);
}
