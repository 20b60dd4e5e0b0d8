import {
  BULK_ITEM_STATUS,
  BULK_STAGES,
  BULK_WAREHOUSES,
  SHIP_TYPES,
  type BulkStage,
} from '@shared/domain/bulk/status';
import type { bulkOrderItems, bulkOrders } from '../platform/db/schema/bulk';
import { DAY, HOUR, addDays, money, ymd } from './clock';
import { erpNumber } from './codes';
import { allocate, drawDecision, fulfilledTotal, lineStatus, type Allocation } from './bulk-decisions';
import { address } from './people';
import { rngFor, type Rng } from './prng';
import { atLeast, orderStatuses, STAGE_AGE_DAYS, STAGE_MIX, STAGE_STATUS } from './bulk-stage';
import type { IdSequences, Insert } from './table-batch';
import type { CatalogItem } from './catalog';
import type { VendorPlan } from './vendors';
import type { CompanyWorld, WorldContext } from './world-context';

export type BulkItem = Insert<typeof bulkOrderItems> & { id: number; allocation: Allocation | null };
export type BulkOrder = {
  index: number;
  rng: Rng;
  stage: BulkStage;
  vendor: VendorPlan;
  ageMs: number;
  order: Insert<typeof bulkOrders> & { id: number };
  items: BulkItem[];
};

/**
 * Bulk order #i: its stage (tab), then lines with decisions and quantities that fit that stage. The
 * first orders walk every tab twice, then one on production hold and one fully cancelled.
 */
export function buildBulkOrder(
  ctx: WorldContext,
  world: CompanyWorld,
  stock: readonly CatalogItem[],
  index: number,
  ids: IdSequences,
): BulkOrder {
  const { company } = world;
  const rng = rngFor(ctx.seed, 'bulk-order', company, index);
  const vendors = world.vendors.filter((v) => v.side === 'bulk' && v.lastDownloadHours !== null);
  const coverage = index < BULK_STAGES.length * 2 ? BULK_STAGES[index % BULK_STAGES.length] : undefined;
  const onHold = index === BULK_STAGES.length * 2;
  const allCancelled = index === BULK_STAGES.length * 2 + 1;
  const stage: BulkStage = allCancelled
    ? 'complete'
    : onHold
      ? 'not_built'
      : (coverage ?? rng.weighted(STAGE_MIX));
  const vendor = rng.weighted(vendors.map((v) => [v, v.weight] as const));
  const [minDays, maxDays] = STAGE_AGE_DAYS[stage];
  const ageMs = (minDays + rng.float() * (maxDays - minDays)) * DAY + HOUR;
  const uploadDate = ctx.clock.ago(ageMs);
  const id = ids.next('bulk_orders');
  const decided = stage !== 'new';
  const items: BulkItem[] = Array.from({ length: rng.int(1, 12) }, () => {
    const item = rng.pick(stock);
    const quantity = item.casePacks * rng.int(2, 40) + (rng.chance(0.12) ? 1 : 0);
    const decision = allCancelled ? 'Cancel' : drawDecision(rng, company);
    const allocation = decided ? allocate(rng, decision, quantity, company) : null;
    const shorted =
      allocation && stage === 'not_shipped' && fulfilledTotal(allocation) > 0 && rng.chance(0.05);
    const a = shorted
      ? {
          ...allocation,
          fulfil: { kentucky: 0, pennsylvania: 0, texas: 0, illinois: 0 },
          cancelled: quantity,
        }
      : allocation;
    const status = onHold ? BULK_ITEM_STATUS.onHold : lineStatus(a, STAGE_STATUS[stage]);
    const method = rng.pick(SHIP_TYPES);
    const split = a && (a.decision === 'Split' || a.decision === 'Partial');
    return {
      id: ids.next('bulk_order_items'),
      company,
      orderId: id,
      internalSku: item.sku,
      externalSku: vendor.name === 'Chewy' ? item.chewySku : `${vendor.prefix}-${item.sku}`,
      rootSku: item.rootSku,
      description: item.description,
      quantity,
      internalPrice: money(Math.round(item.priceCents * 0.5)),
      externalPrice: money(Math.round(item.priceCents * 0.55)),
      casePacks: item.casePacks,
      boxes: Math.ceil(quantity / item.casePacks),
      decision: a?.decision ?? null,
      shipMethod: a && !split && fulfilledTotal(a) > 0 ? method : null,
      fulfillKy: a?.fulfil.kentucky ?? 0,
      fulfillPa: a?.fulfil.pennsylvania ?? 0,
      fulfillTx: a?.fulfil.texas ?? 0,
      fulfillIl: a?.fulfil.illinois ?? 0,
      backOrdered: a?.backOrdered ?? 0,
      discontinued: a?.discontinued ?? 0,
      cancelled: a?.cancelled ?? 0,
      kyMethod: split && a.fulfil.kentucky > 0 ? method : null,
      paMethod: split && a.fulfil.pennsylvania > 0 ? method : null,
      txMethod: split && a.fulfil.texas > 0 ? method : null,
      ilMethod: split && a.fulfil.illinois > 0 ? method : null,
      orderStatus: status,
      vendorParams: rng.chance(0.1)
        ? { note: rng.pick(['Floor-ready', 'Ship complete only', 'Label each carton']) }
        : null,
      allocation: a,
    };
  });
  const open = items.filter((i) => i.orderStatus !== BULK_ITEM_STATUS.cancelled);
  const orderStatus = open[0]?.orderStatus ?? BULK_ITEM_STATUS.cancelled;
  const pieces = (w: (typeof BULK_WAREHOUSES)[number]) =>
    open.reduce((s, i) => s + (i.allocation?.fulfil[w] ?? 0), 0);
  const mainWarehouse = decided ? [...BULK_WAREHOUSES].sort((a, b) => pieces(b) - pieces(a))[0]! : null;
  const ship = address(rng);
  const windowStart = addDays(ymd(uploadDate), rng.int(5, 10));
  const routed = atLeast(stage, 'not_built') && !allCancelled;
  const { acumaticaStatus, asnStatus, invoiceStatus } = orderStatuses(rng, stage, decided && !allCancelled);
  const order: BulkOrder['order'] = {
    id,
    company,
    internalPoNumber: `${vendor.prefix}B${company === 'furhaven' ? 1 : 2}${String(index).padStart(6, '0')}`,
    externalPoNumber: String(rng.int(10_000_000, 99_999_999)),
    vendorName: vendor.name,
    vendorCode: vendor.code,
    uploadId: null,
    warehouse: mainWarehouse,
    acuOrderNum: atLeast(stage, 'not_routed') && !allCancelled ? erpNumber(900_000 + index) : null,
    acumaticaStatus,
    stage,
    orderStatus,
    orderDate: new Date(uploadDate.getTime() - rng.int(1, 3) * DAY),
    uploadDate,
    price: money(items.reduce((s, i) => s + Math.round(Number(i.externalPrice) * 100) * i.quantity, 0)),
    orderPieces: items.reduce((s, i) => s + i.quantity, 0),
    requestedShipDate: windowStart,
    deliverBy: addDays(windowStart, 12),
    deliverWindowStart: addDays(windowStart, 4),
    deliverWindowEnd: addDays(windowStart, 12),
    shipWindowStart: windowStart,
    shipWindowEnd: addDays(windowStart, 7),
    requestedPickup: addDays(windowStart, rng.int(0, 3)),
    name: `${vendor.name} DC ${ship.state}${rng.int(1, 9)}`,
    attention: 'Receiving',
    ...ship,
    location: `${ship.state}${rng.int(1, 9)}`,
    billingName: `${vendor.name} Accounts Payable`,
    billingAddress1: `${rng.int(100, 9999)} Corporate Pkwy`,
    billingAddress2: null,
    billingCity: ship.city,
    billingState: ship.state,
    billingZipCode: ship.zipCode,
    asnStatus,
    invoiceStatus,
    pickupDate: routed ? addDays(windowStart, rng.int(0, 5)) : null,
    volumeCf: routed ? money(rng.int(20_000, 400_000)) : null,
    weightLbs: routed ? money(rng.int(50_000, 2_000_000)) : null,
    note: onHold ? 'Production hold: awaiting fabric' : null,
    pullsheetDownloadedAt: routed && rng.chance(0.5) ? new Date(uploadDate.getTime() + 2 * DAY) : null,
  };
  return { index, rng, stage, vendor, ageMs, order, items };
}
