import type { Db } from '../db/client';
import { pruneExpired } from '../maintenance';
import type { Jobs } from './jobs';

/**
 * The handler of every queue in queues.ts, registered in whichever process works the queues: the
 * server (JOBS=on) or `npm run worker`. Handlers must tolerate running twice, since a job whose
 * worker dies mid-way is retried.
 */
export async function registerWorkers(jobs: Jobs, db: Db): Promise<void> {
  // Plain DELETEs of what has expired: running twice deletes nothing more.
  await jobs.work('maintenance.prune', async () => {
    await pruneExpired(db);
  });
  await jobs.schedule();
}
