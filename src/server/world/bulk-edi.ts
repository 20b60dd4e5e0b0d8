import { ASN_STATUS, BULK_ITEM_STATUS, INVOICE_STATUS } from '@shared/domain/bulk/status';
import { ACUMATICA_STATUS } from '@shared/domain/dropship/status';
import { EDI_STATUS } from '@shared/domain/edi/transactions';
import type { ediTransactions } from '../platform/db/schema/bulk';
import { invoiceNumber } from '../integrations/acumatica/sandbox-billing';
import type { ShipNotice } from '../integrations/vendors/port';
import {
  acknowledgement855,
  invoice810,
  purchaseOrder850,
  shipNotice856,
} from '../integrations/vendors/x12-documents';
import { HOUR, ymd } from './clock';
import type { Fulfilment } from './bulk-fulfilment-types';
import type { BulkOrder } from './bulk-order';
import { atLeast } from './bulk-stage';
import { ediRow, poLines, supplierNumber, type EdiMessage } from './edi-messages';
import { shipAddress } from './people';
import type { Insert } from './table-batch';
import type { WorldContext } from './world-context';

type Edi = Insert<typeof ediTransactions>;

/** The 856 of a bulk order: its freight shipments, each under its PRO number, on the first one's BOL. */
function shipNotice(o: BulkOrder, f: Fulfilment, at: Date): ShipNotice {
  const first = f.shipments[0];
  const skuOf = new Map(o.items.map((i) => [i.id, i.internalSku]));
  return {
    poNumber: o.order.internalPoNumber,
    shipmentId: first?.proNumber ?? o.order.internalPoNumber,
    shipDate: first?.shipDate ?? ymd(at),
    carrier: first?.carrier ?? '',
    billOfLading: first?.bol ?? undefined,
    shipTo: shipAddress(o.order),
    packages: f.shipments.map((s) => ({
      trackingNumber: s.proNumber ?? '',
      lines: f.shipmentItems
        .filter((si) => si.shipmentId === s.id)
        .map((si) => ({ sku: skuOf.get(si.itemId) ?? '', quantity: si.quantity })),
    })),
  };
}

/**
 * The X12 exchanges of a bulk order: the 850 that brought it, the 855 acknowledgement once decided
 * (cancelled lines rejected), the 856 ASN once sent (or failed), the 810 invoice of what shipped.
 */
export function bulkEdi(ctx: WorldContext, o: BulkOrder, f: Fulfilment): Edi[] {
  const { order, vendor } = o;
  const po = order.internalPoNumber;
  const lines = poLines(o.items);
  const upload = order.uploadDate!.getTime();
  const at = (hours: number) => new Date(Math.min(upload + hours * HOUR, ctx.clock.nowMs - HOUR));
  const message = (m: Pick<EdiMessage, 'type' | 'status' | 'at' | 'segments'>) =>
    ediRow(ctx, { ...m, company: vendor.company, vendor: { name: vendor.name, side: 'bulk' }, po });
  const failed = order.acumaticaStatus === ACUMATICA_STATUS.orderFailed;
  const rows = [
    message({
      type: '850',
      status: failed ? EDI_STATUS.error : EDI_STATUS.processed,
      at: at(-1),
      segments: purchaseOrder850({
        poNumber: po,
        orderDate: order.orderDate,
        shipTo: shipAddress(order),
        lines,
        vendorNumber: supplierNumber(vendor.company, vendor.name),
      }),
    }),
  ];
  if (atLeast(o.stage, 'not_in_acumatica')) {
    const accepted = o.items.map((i) => i.orderStatus !== BULK_ITEM_STATUS.cancelled);
    const ack = { poNumber: po, lines: lines.map((l, n) => ({ ...l, accepted: accepted[n] ?? false })) };
    rows.push(
      message({
        type: '855',
        status: EDI_STATUS.accepted,
        at: at(6),
        segments: acknowledgement855(ack, at(6)),
      }),
    );
  }
  if (order.asnStatus !== ASN_STATUS.notSent) {
    const status = order.asnStatus === ASN_STATUS.sent ? EDI_STATUS.accepted : EDI_STATUS.failed;
    rows.push(
      message({
        type: '856',
        status,
        at: at(5 * 24),
        segments: shipNotice856(shipNotice(o, f, at(5 * 24)), at(5 * 24)),
      }),
    );
  }
  if (order.invoiceStatus !== INVOICE_STATUS.notSent) {
    const status = order.invoiceStatus === INVOICE_STATUS.sent ? EDI_STATUS.accepted : EDI_STATUS.failed;
    const shipped = o.items
      .map((i) => ({
        sku: i.internalSku,
        quantity: i.quantity - i.backOrdered! - i.discontinued! - i.cancelled!,
        unitPrice: i.externalPrice ?? '0.00',
      }))
      .filter((l) => l.quantity > 0);
    const invoice = {
      poNumber: po,
      invoiceNumber: invoiceNumber(order.id),
      invoiceDate: ymd(at(9 * 24)),
      lines: shipped,
    };
    rows.push(message({ type: '810', status, at: at(9 * 24), segments: invoice810(invoice) }));
  }
  return rows;
}
