import { downloadInvoices } from '@shared/api/erp/invoices';
import { route } from '../../../platform/http/route';
import { requireCompany, type App } from '../../../platform/http/types';
import type { InvoicesService } from './invoices.service';

/** Download Acumatica Invoices (D1 and D2 section 2): GET /acumatica/invoices (CSV). */
export function invoicesRoutes(app: App, invoices: InvoicesService): void {
  route(app, downloadInvoices, async ({ query }, req) =>
    invoices.download(requireCompany(req.company), query),
  );
}
