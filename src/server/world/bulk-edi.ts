import { ASN_STATUS, INVOICE_STATUS } from '@shared/domain/bulk/status';
import { ACUMATICA_STATUS } from '@shared/domain/dropship/status';
import type { ediTransactions } from '../db/schema/bulk';
import { DAY, HOUR } from './clock';
import type { BulkOrder } from './bulk-order';
import { atLeast } from './bulk-stage';
import { ediRow, EDI_STATUS, type EdiLine } from './edi-messages';
import { rngFor } from './prng';
import type { Insert } from './table-batch';
import { nextControl, vendorsOf, type CompanyWorld, type WorldContext } from './world-context';

type Edi = Insert<typeof ediTransactions>;

/**
 * The X12 exchanges of a bulk order: the 850 that brought it, the 855 acknowledgement once decided,
 * the 856 ASN once sent (or failed), the 810 invoice once sent (or failed).
 */
export function bulkEdi(ctx: WorldContext, o: BulkOrder, shipmentRef: string | null): Edi[] {
  const { order, vendor } = o;
  const lines: EdiLine[] = o.items.map((i) => ({
    sku: i.externalSku ?? i.internalSku,
    quantity: i.quantity,
    priceCents: Math.round(Number(i.externalPrice) * 100),
  }));
  const base = {
    company: vendor.company,
    side: 'bulk' as const,
    vendorName: vendor.name,
    vendorPrefix: vendor.prefix,
    po: order.internalPoNumber,
    lines,
  };
  const upload = order.uploadDate!.getTime();
  const at = (hours: number) => new Date(Math.min(upload + hours * HOUR, ctx.clock.nowMs - HOUR));
  const message = (type: '850' | '855' | '856' | '810', status: string, hours: number, reference?: string) =>
    ediRow({
      ...base,
      id: ctx.ids.next('edi_transactions'),
      control: nextControl(ctx, vendor.company),
      at: at(hours),
      type,
      status,
      reference,
    });
  const rows = [
    message(
      '850',
      order.acumaticaStatus === ACUMATICA_STATUS.orderFailed ? EDI_STATUS.error : EDI_STATUS.processed,
      -1,
      order.name ?? undefined,
    ),
  ];
  if (atLeast(o.stage, 'not_in_acumatica')) rows.push(message('855', EDI_STATUS.accepted, 6));
  if (order.asnStatus !== ASN_STATUS.notSent)
    rows.push(
      message(
        '856',
        order.asnStatus === ASN_STATUS.sent ? EDI_STATUS.accepted : EDI_STATUS.failed,
        5 * 24,
        shipmentRef ?? undefined,
      ),
    );
  if (order.invoiceStatus !== INVOICE_STATUS.notSent)
    rows.push(
      message(
        '810',
        order.invoiceStatus === INVOICE_STATUS.sent ? EDI_STATUS.accepted : EDI_STATUS.failed,
        9 * 24,
        `AR${String(order.id).padStart(6, '0')}`,
      ),
    );
  return rows;
}

/** Daily 846 inventory feeds to the vendors that take them (D3 section 7), for two weeks. */
export function inventoryFeeds(ctx: WorldContext, world: CompanyWorld): Edi[] {
  const rows: Edi[] = [];
  const stock = world.catalog.filter((i) => i.active && !i.isBundle);
  for (const vendor of vendorsOf(world, 'dropship').filter((v) => v.sendsInventory)) {
    for (let day = 13; day >= 0; day--) {
      const rng = rngFor(ctx.seed, '846', world.company, vendor.name, day);
      rows.push(
        ediRow({
          id: ctx.ids.next('edi_transactions'),
          company: world.company,
          side: 'dropship',
          vendorName: vendor.name,
          vendorPrefix: vendor.prefix,
          control: nextControl(ctx, world.company),
          at: ctx.clock.ago(day * DAY + 5 * HOUR),
          po: null,
          type: '846',
          status: rng.chance(0.05) ? EDI_STATUS.failed : EDI_STATUS.accepted,
          lines: rng
            .sample(stock, 20)
            .map((i) => ({ sku: i.sku, quantity: rng.int(0, 400), priceCents: i.priceCents })),
        }),
      );
    }
  }
  return rows;
}
