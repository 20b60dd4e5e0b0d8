import { and, desc, eq } from 'drizzle-orm';
import type { BulkInvoice } from '@shared/api/bulk/bulk-invoices';
import type { Company } from '@shared/domain/identity/companies';
import type { Db } from '../../../platform/db/client';
import { bulkInvoices, bulkOrders } from '../../../platform/db/schema/bulk';

const COLUMNS = {
  id: bulkInvoices.id,
  orderId: bulkInvoices.orderId,
  po: bulkOrders.internalPoNumber,
  vendor: bulkOrders.vendorName,
  acuOrderNum: bulkOrders.acuOrderNum,
  acuInvoiceNum: bulkInvoices.acuInvoiceNum,
  imsCost: bulkInvoices.imsCost,
  invoiceCost: bulkInvoices.invoiceCost,
  vendorStatus: bulkInvoices.vendorStatus,
  uploadDate: bulkOrders.uploadDate,
};
type Row = {
  id: number;
  orderId: number;
  po: string;
  vendor: string;
  acuOrderNum: string | null;
  acuInvoiceNum: string | null;
  imsCost: string | null;
  invoiceCost: string | null;
  vendorStatus: number;
  uploadDate: Date;
};

const toInvoice = (r: Row): BulkInvoice => ({
  id: r.id,
  order_id: r.orderId,
  internal_po_number: r.po,
  vendor_name: r.vendor,
  acu_order_num: r.acuOrderNum,
  acu_invoice_num: r.acuInvoiceNum,
  quantity: r.imsCost,
  invoice_cost: r.invoiceCost,
  vendor_status: r.vendorStatus,
  upload_date: r.uploadDate.toISOString(),
});

const ofOrder = (company: Company) => and(eq(bulkInvoices.company, company), eq(bulkOrders.company, company));

/** SQL of Bulk Invoices: an invoice with its order's PO, vendor and Acumatica order number. */
export class BulkInvoicesRepository {
  constructor(private readonly db: Db) {}

  async list(company: Company, limit: number): Promise<BulkInvoice[]> {
    const rows = await this.db
      .select(COLUMNS)
      .from(bulkInvoices)
      .innerJoin(bulkOrders, eq(bulkOrders.id, bulkInvoices.orderId))
      .where(ofOrder(company))
      .orderBy(desc(bulkOrders.uploadDate), desc(bulkInvoices.id))
      .limit(limit);
    return rows.map(toInvoice);
  }

  /** Whether the company has a bulk order of this PO and vendor. */
  async orderExists(company: Company, po: string, vendor: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: bulkOrders.id })
      .from(bulkOrders)
      .where(
        and(
          eq(bulkOrders.company, company),
          eq(bulkOrders.internalPoNumber, po),
          eq(bulkOrders.vendorName, vendor),
        ),
      );
    return row !== undefined;
  }

  /** Sets the invoice number and Acumatica cost of the order's invoice; null when it has none. */
  async update(
    company: Company,
    key: { po: string; vendor: string },
    values: { acuInvoiceNum: string; invoiceCost: string },
  ): Promise<BulkInvoice | null> {
    return this.db.transaction(async (tx) => {
      const [found] = await tx
        .select({ id: bulkInvoices.id })
        .from(bulkInvoices)
        .innerJoin(bulkOrders, eq(bulkOrders.id, bulkInvoices.orderId))
        .where(
          and(
            ofOrder(company),
            eq(bulkOrders.internalPoNumber, key.po),
            eq(bulkOrders.vendorName, key.vendor),
          ),
        )
        .for('update');
      if (!found) return null;
      await tx.update(bulkInvoices).set(values).where(eq(bulkInvoices.id, found.id));
      const [row] = await tx
        .select(COLUMNS)
        .from(bulkInvoices)
        .innerJoin(bulkOrders, eq(bulkOrders.id, bulkInvoices.orderId))
        .where(eq(bulkInvoices.id, found.id));
      return row ? toInvoice(row) : null;
    });
  }
}
