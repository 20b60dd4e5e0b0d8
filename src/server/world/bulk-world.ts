import { CHANGE_REQUEST_STATUS } from '@shared/domain/bulk/status';
import { UPLOAD_STATUS } from '@shared/domain/dropship/status';
import * as bulk from '../platform/db/schema/bulk';
import { uploads } from '../platform/db/schema/dropship';
import { DAY } from './clock';
import { bulkEdi } from './bulk-edi';
import { bulkErpOrder } from './bulk-erp';
import { fulfil } from './bulk-fulfilment';
import type { Fulfilment } from './bulk-fulfilment-types';
import { buildBulkOrder, type BulkOrder } from './bulk-order';
import { changeRequestsFor, type ChangeRequests } from './bulk-requests';
import { atLeast } from './bulk-stage';
import { scheduleRows } from './dock';
import { erpBatches } from './erp-batches';
import type { ErpOrderPlan } from './erp-orders';
import { inventoryFeeds } from './inventory-feeds';
import { chunked, type Insert, type TableBatch } from './table-batch';
import type { CompanyWorld, WorldContext } from './world-context';

const COVERED_REQUESTS = [
  CHANGE_REQUEST_STATUS.new,
  CHANGE_REQUEST_STATUS.accepted,
  CHANGE_REQUEST_STATUS.rejected,
  CHANGE_REQUEST_STATUS.error,
];

/**
 * The bulk side of one company: orders in every tab with their decisions, the uploads they came in
 * (one per vendor and day), shipments, lots, invoices, change requests, EDI, the production
 * schedule, and the ERP's sales orders and shipments of them. Bulk volumes are small enough to build
 * in memory, then write in COPY-sized chunks.
 */
export function* bulkBatches(ctx: WorldContext, world: CompanyWorld): Generator<TableBatch> {
  const stock = world.catalog.filter((i) => i.active && !i.isBundle);
  const orders: BulkOrder[] = [];
  for (let i = 0; i < world.plan.bulkOrders; i++) orders.push(buildBulkOrder(ctx, world, stock, i, ctx.ids));

  yield* chunked(uploads, bulkUploads(ctx, world, orders));
  yield* chunked(
    bulk.bulkOrders,
    orders.map((o) => o.order),
  );
  yield* chunked(
    bulk.bulkOrderItems,
    orders.flatMap((o) => o.items.map(({ allocation: _allocation, ...row }) => row)),
  );

  const done: Fulfilment = { shipments: [], shipmentItems: [], lots: [], invoices: [] };
  const requests: ChangeRequests = { requests: [], details: [] };
  const edi: Insert<typeof bulk.ediTransactions>[] = [];
  const erp: (ErpOrderPlan | null)[] = [];
  let forced = 0;
  for (const o of orders) {
    const f = fulfil(o, world.scacs, ctx.clock, ctx.ids);
    erp.push(bulkErpOrder(o, f, ctx.clock));
    done.shipments.push(...f.shipments);
    done.shipmentItems.push(...f.shipmentItems);
    done.lots.push(...f.lots);
    done.invoices.push(...f.invoices);
    const early = !atLeast(o.stage, 'not_shipped') && o.order.orderStatus !== 199;
    changeRequestsFor(o, ctx.clock, ctx.ids, requests, early ? COVERED_REQUESTS[forced++] : undefined);
    edi.push(...bulkEdi(ctx, o, f));
  }
  edi.push(...inventoryFeeds(ctx, world));
  yield* chunked(bulk.bulkShipments, done.shipments);
  yield* chunked(bulk.bulkShipmentItems, done.shipmentItems);
  yield* chunked(bulk.lots, done.lots);
  yield* chunked(bulk.bulkInvoices, done.invoices);
  yield* chunked(bulk.changeRequests, requests.requests);
  yield* chunked(bulk.changeRequestDetails, requests.details);
  yield* chunked(bulk.ediTransactions, edi, 2000);
  yield* chunked(bulk.productionSchedule, scheduleRows(ctx, world, orders));
  yield* erpBatches(ctx.ids, erp);
}

/** One upload per vendor and day; successful counts the orders it holds. */
function bulkUploads(ctx: WorldContext, world: CompanyWorld, orders: BulkOrder[]): Insert<typeof uploads>[] {
  const groups = new Map<string, BulkOrder[]>();
  for (const o of orders) {
    const key = `${o.vendor.name}|${Math.floor(o.ageMs / DAY)}`;
    groups.set(key, [...(groups.get(key) ?? []), o]);
  }
  const sorted = [...groups.entries()].sort(
    ([a, ga], [b, gb]) => gb[0]!.ageMs - ga[0]!.ageMs || a.localeCompare(b),
  );
  return sorted.map(([, group], rank) => {
    const id = ctx.ids.next('uploads');
    const at = new Date(Math.max(...group.map((o) => o.order.uploadDate!.getTime())));
    for (const o of group) o.order.uploadId = id;
    const failed = rank % 9 === 4 ? 1 : 0;
    const vendor = group[0]!.vendor;
    return {
      uploadId: id,
      company: world.company,
      side: 'bulk',
      vendorName: vendor.name,
      fileName: `${vendor.prefix.toLowerCase()}_bulk_${at.toISOString().slice(0, 10).replaceAll('-', '')}.csv`,
      uploadDate: at,
      orderCount: group.length + failed,
      successful: group.length,
      failed,
      user: 'bulk',
      uploadStatus: UPLOAD_STATUS.complete,
      kentucky: group.filter((o) => o.order.warehouse === 'kentucky').length,
      pennsylvania: group.filter((o) => o.order.warehouse === 'pennsylvania').length,
      failures:
        failed > 0
          ? [{ po: `${vendor.prefix}B9${String(id).padStart(6, '0')}`, reason: 'Unknown SKU' }]
          : null,
    };
  });
}
