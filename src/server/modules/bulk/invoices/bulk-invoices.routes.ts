import { getBulkInvoices, updateBulkInvoice } from '@shared/api/bulk/bulk-invoices';
import { route } from '../../../platform/http/route';
import { requireCompany, type App } from '../../../platform/http/types';
import type { BulkInvoicesService } from './bulk-invoices.service';

/** Bulk Invoices (D2 section 7): GET /bulk/invoices, PUT /bulk/invoices/order. */
export function bulkInvoicesRoutes(app: App, invoices: BulkInvoicesService): void {
  route(app, getBulkInvoices, async ({ query }, req) => ({
    invoices: await invoices.list(requireCompany(req.company), query.limit),
  }));
  route(app, updateBulkInvoice, async ({ body }, req) => invoices.update(requireCompany(req.company), body));
}
