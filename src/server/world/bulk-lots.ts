import { INVOICE_STATUS } from '@shared/domain/bulk/status';
import { invoiceNumber } from '../integrations/acumatica/sandbox-billing';
import { DAY, addDays, money, type WorldClock } from './clock';
import type { Fulfilment } from './bulk-fulfilment-types';
import type { BulkItem, BulkOrder } from './bulk-order';
import { atLeast } from './bulk-stage';
import { counterKey } from './sim-counters';
import type { IdSequences } from './table-batch';

/** Vendors whose goods carry lots and expiry dates (Treatly treats; Chewy asks for lots too). */
const LOT_VENDORS = ['Treatly', 'Chewy'];
const MANUFACTURERS = [
  'FurHaven Mfg Kentucky',
  'Pacific Foam Co.',
  'Midwest Textile Group',
  'Treatly Kitchens',
];

/**
 * Lots for the open lines of lot vendors once built (most with a future expiry, some expired, some
 * missing: the Lots screen's green and red rows), and the invoice of an order once it has one:
 * IMS cost from the lines, Acumatica cost equal to it except for a few discrepancies.
 */
export function lotsAndInvoice(
  o: BulkOrder,
  open: readonly BulkItem[],
  clock: WorldClock,
  ids: IdSequences,
  out: Fulfilment,
): void {
  const { rng, stage, order } = o;
  if (LOT_VENDORS.includes(o.vendor.name) && atLeast(stage, 'not_shipped')) {
    for (const item of open) {
      if (!rng.chance(0.85)) continue; // the rest show red on the Lots screen
      const expired = rng.chance(0.2);
      const expiry = clock.day(expired ? -rng.int(1, 60) : rng.int(60, 700));
      out.lots.push({
        lotId: ids.next('lots'),
        company: order.company,
        itemId: item.id,
        internalSku: item.internalSku,
        lotNumber: `L${expiry.slice(2).replaceAll('-', '')}${rng.pick(['A', 'B', 'C'])}${rng.digits(3)}`,
        manufacturer: rng.pick(MANUFACTURERS),
        expirationDate: expiry,
        productionDate: addDays(expiry, -730),
        createdAt: new Date(order.uploadDate!.getTime() + 3 * DAY),
      });
    }
  }
  if (order.invoiceStatus !== INVOICE_STATUS.notSent || (stage === 'asn_sent' && rng.chance(0.6))) {
    const shippedCents = open.reduce(
      (s, i) =>
        s +
        Math.round(Number(i.externalPrice) * 100) *
          (i.quantity - i.backOrdered! - i.discontinued! - i.cancelled!),
      0,
    );
    // The ERP's AR numbering; the sandbox's invoice sequence continues after the world's.
    ids.raise(counterKey(order.company, 'erp-invoice'), order.id);
    out.invoices.push({
      id: ids.next('bulk_invoices'),
      company: order.company,
      orderId: order.id,
      acuInvoiceNum: invoiceNumber(order.id),
      imsCost: money(shippedCents),
      invoiceCost: money(rng.chance(0.88) ? shippedCents : shippedCents + rng.int(-3000, 3000)),
      vendorStatus: order.invoiceStatus ?? INVOICE_STATUS.notSent,
    });
  }
}
