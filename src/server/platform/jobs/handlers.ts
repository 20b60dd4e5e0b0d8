import type { Integrations } from '../../integrations/registry';
import type { Db } from '../db/client';
import type { FileStore } from '../files/file-store';
import type { JobsLog } from './jobs';

/** What a job handler may use: the same database, file store and outside systems as the routes. */
export type JobDeps = { db: Db; files: FileStore; integrations: Integrations; log: JobsLog };

/**
 * The handler of each queue, by name, gathered from the modules (src/server/modules/modules.ts) and
 * used by pg-boss workers (server with JOBS=on, or `npm run worker`) and by the in-process sender
 * (JOBS=off, API tests). Handlers must tolerate running twice, since a job whose worker dies mid-way
 * is retried.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each queue's payload is its module's type
export type JobHandlers = Record<string, (payload: any) => Promise<unknown>>;
