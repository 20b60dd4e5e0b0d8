import Papa from 'papaparse';
import type { InvoicesQuery } from '@shared/api/erp/invoices';
import { defaultInvoiceRange, INVOICE_CSV_COLUMNS, invoiceFileName } from '@shared/domain/erp/invoices';
import type { Company } from '@shared/domain/identity/companies';
import { dayIn } from '@shared/lib/zoned-time';
import type { Integrations } from '../../../integrations/registry';
import { integrationFailure } from '../../../platform/http/integration-failure';
import type { FileAnswer } from '../../../platform/http/route';

/** Download Acumatica Invoices (/invoices): the ERP port's AR invoices of a range, as CSV. */
export class InvoicesService {
  constructor(
    private readonly integrations: Integrations,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async download(company: Company, query: InvoicesQuery): Promise<FileAnswer> {
    const range =
      query.start_date && query.end_date
        ? { from: query.start_date, to: query.end_date }
        : defaultInvoiceRange(dayIn(this.now()));
    let invoices;
    try {
      invoices = await this.integrations.acumatica(company).listInvoices(range);
    } catch (error) {
      integrationFailure(error, 'Failed to get invoices from Acumatica');
    }
    const csv = Papa.unparse({
      fields: [...INVOICE_CSV_COLUMNS],
      data: invoices.map((i) => [
        i.ReferenceNbr.value,
        i.Type.value,
        i.Date.value.slice(0, 10),
        i.CustomerID.value,
        i.CustomerOrder.value ?? '',
        i.SOOrderType.value,
        i.SOOrderNbr.value,
        i.ShipmentNbr.value ?? '',
        i.Amount.value,
        i.Balance.value,
        i.Status.value,
      ]),
    });
    return { name: invoiceFileName(range), body: `${csv}\r\n` };
  }
}
