import type { VendorRequestType } from '@shared/domain/dropship/api-status';
import type { Company } from '@shared/domain/identity/companies';
import type { QueueDefinitions } from '../../platform/jobs/queues';

/**
 * The dropship area's queues: what each job carries and how it is retried (ARCHITECTURE section 7).
 * A leaf: the services that send and the handlers that work these jobs import it, it imports neither.
 */
export type DropshipJobs = {
  /** A stored dropship order file to validate and write, order by order (File Uploads). */
  'dropship.process-upload': { uploadId: number; company: Company };
  /** Re-create Labels of one upload (File Uploads, admin). */
  'dropship.recreate-labels': { uploadId: number; company: Company; user: string };
  /** One API Status button press for one vendor. */
  'dropship.vendor-request': {
    request_id: string;
    company: Company;
    vendor_name: string;
    request_type: VendorRequestType;
    user: string;
  };
};

export type ProcessUploadPayload = DropshipJobs['dropship.process-upload'];
export type RecreateLabelsPayload = DropshipJobs['dropship.recreate-labels'];
export type VendorRequestPayload = DropshipJobs['dropship.vendor-request'];

export const DROPSHIP_QUEUES: QueueDefinitions<DropshipJobs> = {
  // A second run finds the orders the first wrote and counts them; retried twice, then dead-lettered.
  // A 30-second lease (renewed while it runs) and a short retry delay: an upload whose worker died
  // is taken up again within about a minute. Two at a time, so a burst of uploads drains quickly.
  'dropship.process-upload': {
    policy: 'standard',
    retryLimit: 2,
    retryDelaySeconds: 10,
    retryBackoff: true,
    expireInSeconds: 30,
    concurrency: 2,
  },
  // Labels only go onto packages that still have none, so a retry buys nothing twice.
  'dropship.recreate-labels': {
    policy: 'standard',
    retryLimit: 2,
    retryDelaySeconds: 60,
    retryBackoff: true,
    expireInSeconds: 2 * 60,
  },
  // A vendor request records its own failure for the screen; the user presses again, so no retry.
  'dropship.vendor-request': {
    policy: 'standard',
    retryLimit: 0,
    retryDelaySeconds: 0,
    retryBackoff: false,
    expireInSeconds: 10 * 60,
  },
};
