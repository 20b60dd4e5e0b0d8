import type { StaticFileType } from '@shared/domain/dropship/status';
import type { Company, Warehouse } from '@shared/domain/identity/companies';
import type { QueueDefinitions } from '../../platform/jobs/queues';

/**
 * The inventory area's queues: what each job carries and how it is retried (ARCHITECTURE section 7).
 * A leaf: the services that send and the handlers that work these jobs import it, it imports neither.
 */
export type InventoryJobs = {
  /**
   * One Inventory Management action: a stored static file of a type to check and write, or
   * Pull Acumatica Counts (`pullAcumaticaCounts`, optionally of one warehouse).
   */
  'inventory.static-update': {
    action_id: number;
    company: Company;
    type: StaticFileType | 'pullAcumaticaCounts';
    warehouse?: Warehouse;
  };
};

export type StaticUpdatePayload = InventoryJobs['inventory.static-update'];

export const INVENTORY_QUEUES: QueueDefinitions<InventoryJobs> = {
  // The job records a refused file or an ERP failure on the action itself (action_failed with the
  // reason) and does not throw, so a retry is only for a worker that died; a second run of an action
  // that is no longer processing does nothing. The writes are one transaction, so a retry never
  // applies a file twice in part.
  'inventory.static-update': {
    policy: 'standard',
    retryLimit: 1,
    retryDelaySeconds: 30,
    retryBackoff: false,
    expireInSeconds: 5 * 60,
  },
};
