import type { BulkInvoice } from '@shared/api/bulk/bulk-invoices';
import type { Company } from '@shared/domain/identity/companies';
import { notFound } from '../../../platform/http/http-error';
import type { BulkInvoicesRepository } from './bulk-invoices.repository';

/** Bulk Invoices (D2 sections 2, 3 and 7): the table and the edit drawer's save. */
export class BulkInvoicesService {
  constructor(private readonly repo: BulkInvoicesRepository) {}

  list(company: Company, limit: number): Promise<BulkInvoice[]> {
    return this.repo.list(company, limit);
  }

  /**
   * PUT /bulk/invoices/order: corrects the Acumatica invoice number and cost of the invoice of the
   * order of this PO and vendor. The message of a 404 is what the screen shows.
   */
  async update(
    company: Company,
    body: { acu_invoice_num: string; invoice_cost: string; internal_po_number: string; vendor_name: string },
  ): Promise<BulkInvoice> {
    const key = { po: body.internal_po_number, vendor: body.vendor_name };
    const saved = await this.repo.update(company, key, {
      acuInvoiceNum: body.acu_invoice_num,
      invoiceCost: body.invoice_cost,
    });
    if (saved) return saved;
    if (!(await this.repo.orderExists(company, key.po, key.vendor)))
      throw notFound(`Order ${key.po} of ${key.vendor} was not found.`, 'order_not_found');
    throw notFound(`Order ${key.po} of ${key.vendor} has no invoice yet.`, 'invoice_not_found');
  }
}
