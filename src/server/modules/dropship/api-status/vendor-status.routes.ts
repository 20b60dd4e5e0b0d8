import {
  listUnprocessed,
  listVendorRequests,
  requestVendor,
  sendAmazonDirectInventory,
  sendInvoices,
} from '@shared/api/dropship/api-status';
import { route } from '../../../platform/http/route';
import { requireCompany, requireUser } from '../../../platform/http/types';
import type { App } from '../../../platform/http/types';
import type { VendorStatusService } from './vendor-status.service';

/** API Status (D1 sections 2, 4 and 7): unprocessed counts, vendor requests and their states. */
export function vendorStatusRoutes(app: App, vendorStatus: VendorStatusService): void {
  route(app, listUnprocessed, async ({ query }, req) => ({
    vendors: await vendorStatus.unprocessed(requireUser(req.principal), requireCompany(req.company), query),
  }));

  route(app, requestVendor, async ({ body }, req) =>
    vendorStatus.request(requireUser(req.principal), requireCompany(req.company), body),
  );

  route(app, sendInvoices, async ({ body }, req) => ({
    requests: await vendorStatus.invoices(
      requireUser(req.principal),
      requireCompany(req.company),
      body.vendor_names,
    ),
  }));

  route(app, sendAmazonDirectInventory, async (_, req) =>
    vendorStatus.amazonDirectInventory(requireUser(req.principal), requireCompany(req.company)),
  );

  // Request ids are UUIDs, which the job records in lower case.
  route(app, listVendorRequests, async ({ query }, req) => ({
    requests: await vendorStatus.requests(requireCompany(req.company), query.ids.toLowerCase().split(',')),
  }));
}
