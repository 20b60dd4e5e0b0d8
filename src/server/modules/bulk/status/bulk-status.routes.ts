import { listBulkUnprocessed, requestBulkVendor } from '@shared/api/bulk/status';
import { route } from '../../../platform/http/route';
import { requireCompany, requireUser, type App } from '../../../platform/http/types';
import type { BulkStatusService } from './bulk-status.service';

/** Bulk Status (D2 sections 2 and 7): unprocessed orders per vendor and the vendor requests. */
export function bulkStatusRoutes(app: App, status: BulkStatusService): void {
  route(app, listBulkUnprocessed, async (_input, req) => ({
    vendors: await status.unprocessed(requireCompany(req.company)),
  }));
  route(app, requestBulkVendor, async ({ body }, req) =>
    status.request(requireUser(req.principal), requireCompany(req.company), body),
  );
}
