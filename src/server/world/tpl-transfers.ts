import { COMPANY_WAREHOUSES } from '@shared/domain/identity/companies';
import { TPL_PROVIDERS, type TransferOrderStatus } from '@shared/domain/tpl/status';
import { TRANSFER_ROUTES } from '@shared/domain/tpl/transfer-orders';
import { builds } from '../platform/db/schema/labour';
import { simErpTransferLines, simErpTransferOrders } from '../platform/db/schema/sandbox';
import { simTplAsns } from '../platform/db/schema/sandbox-partners';
import { tplSentAsns } from '../platform/db/schema/tpl';
import { DAY, HOUR, ymd } from './clock';
import { erpNumber, erpShipmentNumber } from './codes';
import { rngFor } from './prng';
import { counterKey, usedNumber } from './sim-counters';
import { batch, type Insert, type TableBatch } from './table-batch';
import type { CompanyWorld, WorldContext } from './world-context';

/**
 * How each demo transfer order stands (D3 2.3, 4): one per status the 3PL screens act on. `shipped`
 * is the share of each line already shipped; `built` the share built at Texas (its builds rows).
 */
type TransferPlan = {
  status: TransferOrderStatus;
  daysAgo: number;
  shipped: number;
  built: number;
  asn: boolean;
};

const PLANS: readonly TransferPlan[] = [
  // Open with builds ready: Create Shipment ships them.
  { status: 'Open', daysAgo: 1, shipped: 0, built: 0.6, asn: false },
  { status: 'Open', daysAgo: 3, shipped: 0, built: 1, asn: false },
  // Shipping, lines partly shipped, no ASN yet: the ASN screen sends one.
  { status: 'Shipping', daysAgo: 6, shipped: 0.5, built: 0.75, asn: false },
  // Completed with its ASN at Geodis: a second ASN is refused; Create Shipment refuses the status.
  { status: 'Completed', daysAgo: 14, shipped: 1, built: 1, asn: true },
  // On Hold: Create Shipment refuses it.
  { status: 'On Hold', daysAgo: 9, shipped: 0, built: 0, asn: false },
];

/**
 * The 'Texas to Geodis' transfer orders of the ERP sandbox (sim_erp_transfer_*), the builds of the
 * order numbers at Texas (the ready-to-ship builds of Create Shipment) and the ASN Geodis holds for
 * the completed one. Only companies with a Texas warehouse move goods to Geodis.
 */
export function* tplTransferBatches(ctx: WorldContext, world: CompanyWorld): Generator<TableBatch> {
  const { company } = world;
  if (!(COMPANY_WAREHOUSES[company] as readonly string[]).includes('texas')) return;
  const route = TRANSFER_ROUTES['Texas to Geodis'];
  const rng = rngFor(ctx.seed, 'tpl-transfers', company);
  const stock = world.catalog.filter((i) => i.active && !i.isBundle);
  const orders: Insert<typeof simErpTransferOrders>[] = [];
  const lines: Insert<typeof simErpTransferLines>[] = [];
  const built: Insert<typeof builds>[] = [];
  const asns: Insert<typeof simTplAsns>[] = [];
  const sent: Insert<typeof tplSentAsns>[] = [];

  for (const plan of PLANS) {
    // After every other ERP number of the company: the sandbox's sequence continues after these.
    const orderNbr = erpNumber(ctx.ids.next(counterKey(company, 'erp-order')));
    usedNumber(ctx.ids, company, 'erp-order', orderNbr);
    const at = ctx.clock.ago(plan.daysAgo * DAY + rng.int(1, 8) * HOUR);
    const id = ctx.ids.next('sim_erp_transfer_orders');
    orders.push({
      id,
      company,
      orderNbr,
      fromWarehouse: route.from,
      toWarehouse: route.to,
      status: plan.status,
      date: ymd(at),
      description: 'Texas to Geodis',
      createdAt: at,
    });
    const shipmentNbr = plan.shipped > 0 ? erpShipmentNumber(ctx.ids, company) : null;
    const items = rng.sample(stock, rng.int(3, 5));
    const asnLines: {
      shipmentNbr: string | null;
      sku: string;
      description: string | null;
      quantity: number;
    }[] = [];
    items.forEach((item, n) => {
      const orderedQty = rng.int(4, 12) * 6;
      const qtyShipped = Math.floor(orderedQty * plan.shipped);
      lines.push({
        id: ctx.ids.next('sim_erp_transfer_lines'),
        company,
        transferId: id,
        lineNbr: n + 1,
        shipmentNbr: qtyShipped > 0 ? shipmentNbr : null,
        sku: item.sku,
        description: item.description,
        orderedQty,
        qtyShipped,
      });
      if (qtyShipped > 0)
        asnLines.push({ shipmentNbr, sku: item.sku, description: item.description, quantity: qtyShipped });
      // The last line of a partly built order with nothing shipped has no builds yet: it waits for the line.
      const builtQty =
        n === items.length - 1 && plan.built < 1 && plan.shipped === 0
          ? 0
          : Math.floor(orderedQty * plan.built);
      // Built in two runs on the Texas line, the day the order came in and the next.
      const first = Math.ceil(builtQty / 2);
      for (const [k, quantity] of [first, builtQty - first].entries()) {
        if (quantity <= 0) continue;
        built.push({
          id: ctx.ids.next('builds'),
          company,
          orderNumber: orderNbr,
          customer: 'Geodis',
          sku: item.sku,
          quantity,
          buildDate: new Date(Math.min(at.getTime() + (k + 1) * 3 * HOUR, ctx.clock.nowMs - HOUR)),
          workerId: null,
          groupNumber: 1 + (n % 6),
          warehouse: route.from,
          reported: true,
          laborMinutes: null,
        });
      }
    });
    if (plan.asn) {
      const asnNumber = `ASN${String(ctx.ids.next(counterKey(company, 'geodis-asn'))).padStart(7, '0')}`;
      asns.push({
        id: ctx.ids.next('sim_tpl_asns'),
        company,
        provider: TPL_PROVIDERS.geodis,
        asnNumber,
        transferOrderNbr: orderNbr,
        toWarehouse: route.to,
        lines: asnLines,
        status: 'Received',
        createdAt: new Date(at.getTime() + 2 * DAY),
      });
      // Sent from the ASN screen: our records show it, so a second send is refused.
      sent.push({
        id: ctx.ids.next('tpl_sent_asns'),
        company,
        provider: TPL_PROVIDERS.geodis,
        transferOrderNbr: orderNbr,
        asnNumber,
        sentBy: 'tpl',
        sentAt: new Date(at.getTime() + 2 * DAY),
      });
    }
  }
  yield batch(simErpTransferOrders, orders);
  yield batch(simErpTransferLines, lines);
  yield batch(builds, built);
  if (asns.length > 0) yield batch(simTplAsns, asns);
  if (sent.length > 0) yield batch(tplSentAsns, sent);
}
