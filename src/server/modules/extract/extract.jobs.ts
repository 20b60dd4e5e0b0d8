import type { Company } from '@shared/domain/identity/companies';
import type { QueueDefinitions } from '../../platform/jobs/queues';

/**
 * The extract area's queues (ARCHITECTURE section 7). A leaf: the service that sends and the
 * handler that works these jobs import it, it imports neither.
 */
export type ExtractJobs = {
  /** Read one uploaded PDF (`extract_jobs.job_id`) into its result CSV. */
  'extract.pdf': { job_id: number; company: Company };
};

export type ExtractPdfPayload = ExtractJobs['extract.pdf'];

export const EXTRACT_QUEUES: QueueDefinitions<ExtractJobs> = {
  // A PDF that cannot be read ends its job failed with the reason and does not throw, so a retry is
  // only for a worker that died; a second run of a job that is no longer processing does nothing.
  'extract.pdf': {
    policy: 'standard',
    retryLimit: 1,
    retryDelaySeconds: 30,
    retryBackoff: false,
    expireInSeconds: 5 * 60,
  },
};
