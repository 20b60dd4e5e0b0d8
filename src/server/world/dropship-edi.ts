import { EDI_STATUS } from '@shared/domain/edi/transactions';
import { ACUMATICA_STATUS, ORDER_STATUS } from '@shared/domain/dropship/status';
import type { ediTransactions } from '../platform/db/schema/bulk';
import { purchaseOrder850, shipNotice856 } from '../integrations/vendors/x12-documents';
import { DAY, HOUR, ymd } from './clock';
import type { OrderBundle } from './dropship-order-types';
import type { DropshipScope } from './dropship-scope';
import { ediRow, poLines, supplierNumber, type EdiMessage } from './edi-messages';
import { shipAddress } from './people';
import type { Insert } from './table-batch';
import type { WorldContext } from './world-context';

/**
 * EDI vendors' recent orders: the 850 that brought each order (an hour before its upload), and the
 * 856 with every tracked package once it was picked up.
 */
export function dropshipEdi(
  ctx: WorldContext,
  scope: DropshipScope,
  b: OrderBundle,
): Insert<typeof ediTransactions>[] {
  const { vendor } = b.spec;
  if (!vendor.edi || b.spec.uploadAgeMs > scope.plan.dropshipEdiDays * DAY) return [];
  const { order } = b;
  const shipTo = shipAddress(order);
  const message = (m: Pick<EdiMessage, 'type' | 'status' | 'at' | 'segments'>) =>
    ediRow(ctx, {
      ...m,
      company: scope.company,
      vendor: { name: vendor.name, side: 'dropship' },
      po: order.internalPoNumber,
    });
  const rows = [
    message({
      type: '850',
      status:
        order.acumaticaStatus === ACUMATICA_STATUS.orderFailed ? EDI_STATUS.error : EDI_STATUS.processed,
      at: new Date(order.uploadDate!.getTime() - HOUR),
      segments: purchaseOrder850({
        poNumber: order.internalPoNumber,
        orderDate: order.orderDate,
        shipTo,
        lines: poLines(b.lines),
        vendorNumber: supplierNumber(scope.company, vendor.name),
      }),
    }),
  ];
  const pickup = order.pickupTime;
  const tracked = b.packages.filter((p) => p.trackingNumber);
  const first = tracked[0];
  if (order.orderStatus === ORDER_STATUS.shipped && pickup && first) {
    const notice = shipNotice856(
      {
        poNumber: order.internalPoNumber,
        shipmentId: first.acuShipNum ?? first.trackingNumber!,
        shipDate: ymd(pickup),
        carrier: order.carrier ?? '',
        shipTo,
        packages: tracked.map((p) => ({
          trackingNumber: p.trackingNumber!,
          lines: b.lines
            .filter((l) => l.packageId === p.id)
            .map((l) => ({ sku: l.internalSku, quantity: l.quantity })),
        })),
      },
      pickup,
    );
    const status = b.spec.rng.chance(0.04) ? EDI_STATUS.failed : EDI_STATUS.accepted;
    rows.push(message({ type: '856', status, at: pickup, segments: notice }));
  }
  return rows;
}
