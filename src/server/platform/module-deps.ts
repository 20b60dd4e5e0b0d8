import type { Db } from './db/client';
import type { FileStore } from './files/file-store';
import type { Integrations } from '../integrations/registry';
import type { JobSender } from './jobs/job-sender';
import type { LogRepository } from './audit/audit-log.repository';

/**
 * What a business module's routes plugin receives (`app.register(xRoutes, deps)` in app.ts): the
 * database, the file store, the outside systems (ports), the job queue and the app's log table.
 */
export type ModuleDeps = {
  db: Db;
  files: FileStore;
  integrations: Integrations;
  jobs: JobSender;
  log: LogRepository;
};
