import { and, asc, between, eq } from 'drizzle-orm';
import { fromCents, toCents } from '@shared/lib/money';
import { simErpInvoices, simErpPayments } from '../../platform/db/schema/sandbox';
import { entityId, nextNumber, type Executor } from '../sandbox-support';
import type { Invoice } from './entities';
import { erpDateTime, field, ymdOf } from './fields';
import type { ApplyPaymentsResult, PaymentApplication } from './port';

type InvoiceRow = typeof simErpInvoices.$inferSelect;

/** Acumatica's AR numbering: AR and six digits. */
export const invoiceNumber = (n: number) => `AR${String(n).padStart(6, '0')}`;

export function toInvoice(company: string, row: InvoiceRow): Invoice {
  return {
    id: entityId(company, 'Invoice', row.refNbr),
    Type: field('Invoice'),
    ReferenceNbr: field(row.refNbr),
    CustomerID: field(row.customerId),
    Date: field(erpDateTime(row.date)),
    Amount: field(row.amount),
    Balance: field(row.balance),
    Status: field(row.status as Invoice['Status']['value']),
    CustomerOrder: field(row.customerOrderNbr),
    SOOrderType: field(row.orderType as Invoice['SOOrderType']['value']),
    SOOrderNbr: field(row.orderNbr),
    ShipmentNbr: field(row.shipmentNbr),
  };
}

export async function prepareInvoice(
  tx: Executor,
  company: string,
  values: Omit<typeof simErpInvoices.$inferInsert, 'company' | 'refNbr' | 'balance' | 'status'>,
): Promise<string> {
  const refNbr = invoiceNumber(await nextNumber(tx, company, 'erp-invoice'));
  await tx
    .insert(simErpInvoices)
    .values({ ...values, company, refNbr, balance: values.amount, status: 'Open' });
  return refNbr;
}

export async function findInvoice(db: Executor, company: string, refNbr: string): Promise<InvoiceRow | null> {
  const [row] = await db
    .select()
    .from(simErpInvoices)
    .where(and(eq(simErpInvoices.company, company), eq(simErpInvoices.refNbr, refNbr.trim())));
  return row ?? null;
}

export async function invoiceOfShipment(db: Executor, company: string, shipmentNbr: string) {
  const [row] = await db
    .select({ refNbr: simErpInvoices.refNbr })
    .from(simErpInvoices)
    .where(and(eq(simErpInvoices.company, company), eq(simErpInvoices.shipmentNbr, shipmentNbr)));
  return row?.refNbr ?? null;
}

export async function listInvoices(db: Executor, company: string, range: { from: string; to: string }) {
  const rows = await db
    .select()
    .from(simErpInvoices)
    .where(
      and(
        eq(simErpInvoices.company, company),
        between(simErpInvoices.date, ymdOf(range.from, 'from'), ymdOf(range.to, 'to')),
      ),
    )
    .orderBy(asc(simErpInvoices.date), asc(simErpInvoices.refNbr));
  return rows.map((row) => toInvoice(company, row));
}

/**
 * Applies payments one at a time, as the Apply Payments screen submits them (D1 section 2): each
 * pays its invoice's whole balance, and one bad row never stops the others.
 */
export async function applyPayments(
  db: Executor,
  company: string,
  rows: readonly PaymentApplication[],
): Promise<ApplyPaymentsResult> {
  const result: ApplyPaymentsResult = { success: [], fail: [] };
  for (const row of rows) {
    const paymentNbr = row.PaymentNbr?.trim() ?? '';
    const invoiceNbr = row.InvoiceNbr?.trim() ?? '';
    const fail = (error: string) =>
      result.fail.push({ PaymentNbr: paymentNbr, InvoiceNbr: invoiceNbr, error });
    if (!paymentNbr || !invoiceNbr) {
      fail('PaymentNbr and InvoiceNbr are required.');
      continue;
    }
    const outcome = await db.transaction(async (tx): Promise<{ error: string } | { amount: string }> => {
      const [invoice] = await tx
        .select()
        .from(simErpInvoices)
        .where(and(eq(simErpInvoices.company, company), eq(simErpInvoices.refNbr, invoiceNbr)))
        .for('update');
      if (!invoice) return { error: `Invoice ${invoiceNbr} cannot be found in the system.` };
      if (invoice.status === 'Closed' || toCents(invoice.balance) <= 0n) {
        return { error: `Invoice ${invoiceNbr} is closed; there is no balance to apply.` };
      }
      await tx
        .insert(simErpPayments)
        .values({ company, paymentNbr, invoiceRefNbr: invoiceNbr, amount: invoice.balance });
      await tx
        .update(simErpInvoices)
        .set({ balance: fromCents(0n), status: 'Closed' })
        .where(eq(simErpInvoices.id, invoice.id));
      return { amount: invoice.balance };
    });
    if ('error' in outcome) fail(outcome.error);
    else result.success.push({ PaymentNbr: paymentNbr, InvoiceNbr: invoiceNbr, AmountPaid: outcome.amount });
  }
  return result;
}
