import { lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginAttempts, refreshTokens } from '../db/schema/identity';
import { pruneIdempotencyKeys } from '../http/idempotency';

const HOUR = 3_600_000;

/**
 * Deletes rows that have done their job: old sign-in attempts, dead refresh tokens, expired keys.
 * The `maintenance.prune` job runs it hourly on one instance (src/server/platform/jobs/workers.ts).
 */
export async function pruneExpired(db: Db, now = new Date()): Promise<void> {
  await db.delete(loginAttempts).where(lt(loginAttempts.at, new Date(now.getTime() - 24 * HOUR)));
  await db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, now));
  await pruneIdempotencyKeys(db);
}

/**
 * Runs the pruning every hour in this process: the fallback for JOBS=off, where no pg-boss runs.
 * Safe on several instances at once (plain DELETEs).
 */
export function startMaintenance(db: Db, log: (error: unknown) => void): () => void {
  const timer = setInterval(() => void pruneExpired(db).catch(log), HOUR);
  timer.unref();
  return () => clearInterval(timer);
}
