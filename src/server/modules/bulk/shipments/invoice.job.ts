import { ASN_STATUS, INVOICE_STATUS, SHIPMENT_STATUS } from '@shared/domain/bulk/status';
import { multiplyMoney, sumMoney } from '@shared/lib/money';
import { dayIn } from '@shared/lib/zoned-time';
import { IntegrationError } from '../../../integrations/integration-error';
import type { Integrations } from '../../../integrations/registry';
import type { InvoiceNotice } from '../../../integrations/vendors/port';
import type { SendInvoicePayload } from '../bulk.jobs';
import type { ShipmentsRepository } from './shipments.repository';

export type SendInvoiceDeps = { repo: ShipmentsRepository; integrations: Integrations; now?: () => Date };

const SHIPPED: readonly number[] = [SHIPMENT_STATUS.confirmed, SHIPMENT_STATUS.reshipped];

/**
 * The 810 of one order after its ASN (ASN Sent -> Invoiced, D2 section 4): a line per SKU with the
 * pieces of its confirmed shipments at the vendor's price, numbered with the Acumatica invoice when
 * there is one (Bulk Invoices) and IN + the Acumatica order number otherwise. Sent: invoice_status
 * 701 and the order is Invoiced. Refused: -701 with the reason, the order stays on ASN Sent. A vendor
 * that is down is recorded the same way and the job throws, so pg-boss tries again later. An order
 * already invoiced, or not on ASN Sent, is left alone: a second run sends nothing twice.
 */
export async function sendInvoice(deps: SendInvoiceDeps, payload: SendInvoicePayload): Promise<string> {
  const { repo } = deps;
  const { company, order_id: orderId } = payload;
  const order = await repo.orderById(company, orderId);
  if (!order) return 'order gone';
  if (order.stage !== 'asn_sent' || order.asnStatus !== ASN_STATUS.sent) return 'not waiting for an invoice';
  if (order.invoiceStatus === INVOICE_STATUS.sent) return 'already invoiced';

  const shipments = (await repo.shipments(repo.db, [orderId])).filter((s) =>
    SHIPPED.includes(s.shipmentStatus),
  );
  const bySku = new Map<string, { sku: string; quantity: number; unitPrice: string }>();
  for (const line of shipments.flatMap((s) => s.lines)) {
    const current = bySku.get(line.sku) ?? { sku: line.sku, quantity: 0, unitPrice: line.price ?? '0.00' };
    current.quantity += line.quantity;
    bySku.set(line.sku, current);
  }
  const lines = [...bySku.values()].filter((l) => l.quantity > 0);
  const existing = await repo.invoice(repo.db, orderId);
  const invoice: InvoiceNotice = {
    poNumber: order.internalPoNumber,
    invoiceNumber: existing?.acuInvoiceNum ?? `IN${order.acuOrderNum ?? String(order.id).padStart(7, '0')}`,
    invoiceDate: dayIn(deps.now?.() ?? new Date()),
    lines,
  };
  const imsCost = sumMoney(lines.map((l) => multiplyMoney(l.unitPrice, l.quantity)));
  const record = (vendorStatus: number) =>
    repo.recordInvoice(repo.db, company, orderId, {
      imsCost,
      vendorStatus,
      acuInvoiceNum: existing?.acuInvoiceNum ?? null,
    });
  try {
    await deps.integrations.vendors(company).sendInvoice({ name: order.vendorName, side: 'bulk' }, invoice);
  } catch (error) {
    if (!(error instanceof IntegrationError)) throw error;
    await repo.updateOrders(repo.db, [orderId], {
      invoiceStatus: INVOICE_STATUS.error,
      invoiceError: error.message,
    });
    await record(INVOICE_STATUS.error);
    if (error.retryable) throw error;
    return `refused: ${error.message}`;
  }
  await repo.updateOrders(repo.db, [orderId], {
    stage: 'invoiced',
    invoiceStatus: INVOICE_STATUS.sent,
    invoiceError: null,
  });
  await record(INVOICE_STATUS.sent);
  return `invoice ${invoice.invoiceNumber} sent`;
}
