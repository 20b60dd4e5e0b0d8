import type { Company } from '@shared/domain/identity/companies';
import type { QueueDefinitions } from '../../platform/jobs/queues';

/**
 * The bulk area's queues: what each job carries and how it is retried (ARCHITECTURE section 7).
 * A leaf: the services that send and the handlers that work these jobs import it, it imports neither.
 */
export type BulkJobs = {
  /** The 810 invoice of one order whose ASN was sent (ASN Sent -> Invoiced). */
  'bulk.send-invoice': { company: Company; order_id: number };
};

export type SendInvoicePayload = BulkJobs['bulk.send-invoice'];

export const BULK_QUEUES: QueueDefinitions<BulkJobs> = {
  // One job per order (singleton key: the order), so pressing Send Ready ASNs twice queues one
  // invoice. A vendor that is down is tried again with backoff; a refusal is recorded (-701) and not
  // retried. The job does nothing for an order already invoiced, so a second run sends nothing twice.
  'bulk.send-invoice': {
    policy: 'short',
    retryLimit: 3,
    retryDelaySeconds: 30,
    retryBackoff: true,
    expireInSeconds: 60,
  },
};
