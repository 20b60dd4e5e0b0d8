import { ORDER_STATUS } from '@shared/domain/dropship/status';
import { ediTransactions } from '../platform/db/schema/bulk';
import { truckPackages } from '../platform/db/schema/labour';
import { dropshipOrderLines, dropshipOrders, dropshipPackages } from '../platform/db/schema/dropship';
import { dropshipEdi } from './dropship-edi';
import { dropshipErpOrder } from './dropship-erp';
import { buildOrder } from './dropship-order';
import type { OrderBundle, OrderRefs } from './dropship-order-types';
import { dropshipScope } from './dropship-scope';
import { orderSpec } from './dropship-spec';
import { countOrder, emptyCounts, pullsheetRows } from './dropship-counts';
import { uploadRows } from './dropship-uploads';
import { parcelBatches } from './parcel-labels';
import { batch, IdSequences, type Insert, type TableBatch } from './table-batch';
import { erpBatches } from './erp-batches';
import type { CompanyWorld, WorldContext } from './world-context';

/** Orders per COPY round: bounded memory however large the world. */
const CHUNK = 4000;
const NO_REFS: OrderRefs = { uploadId: () => null, sheetId: () => null };

/**
 * The dropship side in two passes over the same deterministic orders. The counting pass builds
 * every order once (with throwaway ids) to learn what each upload and pull sheet holds, so their
 * rows are written first with exact counts; the second pass rebuilds the orders with real ids and
 * streams them out in chunks: orders, packages, lines, truck scans, EDI messages, and what the ERP
 * and the carriers hold of them (sales orders and shipments, labels and scans).
 */
export function* dropshipBatches(ctx: WorldContext, world: CompanyWorld): Generator<TableBatch> {
  const scope = dropshipScope(ctx.seed, world.company, world.plan, world.vendors, world.catalog);
  const counts = emptyCounts();
  const scratch = new IdSequences();
  for (let i = 0; i < scope.total; i++)
    countOrder(counts, buildOrder(scope, orderSpec(scope, i), ctx.clock, scratch, NO_REFS));

  const uploads = uploadRows(ctx, world, counts);
  yield* uploads.batches;
  const sheets = pullsheetRows(ctx, world.company, counts);
  yield* sheets.batches;
  const refs: OrderRefs = {
    uploadId: (key) => uploads.ids.get(key) ?? null,
    sheetId: (key) => sheets.ids.get(key) ?? null,
  };

  for (let start = 0; start < scope.total; start += CHUNK) {
    const bundles: OrderBundle[] = [];
    for (let i = start; i < Math.min(scope.total, start + CHUNK); i++)
      bundles.push(buildOrder(scope, orderSpec(scope, i), ctx.clock, ctx.ids, refs));
    yield batch(
      dropshipOrders,
      bundles.map((b) => b.order),
    );
    yield batch(
      dropshipPackages,
      bundles.flatMap((b) => b.packages),
    );
    yield batch(
      dropshipOrderLines,
      bundles.flatMap((b) => b.lines),
    );
    yield batch(
      truckPackages,
      bundles.flatMap((b) => truckScans(ctx, b)),
    );
    yield batch(
      ediTransactions,
      bundles.flatMap((b) => dropshipEdi(ctx, scope, b)),
    );
    yield* erpBatches(ctx.ids, bundles.map(dropshipErpOrder));
    yield* parcelBatches(ctx.ids, bundles);
  }
}

/** Shipped packages were scanned onto their truck at pickup (D3 On Truck Search). */
function truckScans(ctx: WorldContext, b: OrderBundle): Insert<typeof truckPackages>[] {
  if (b.order.orderStatus !== ORDER_STATUS.shipped) return [];
  return b.packages
    .filter((p) => p.truckNumber && p.trackingNumber)
    .map((p) => ({
      id: ctx.ids.next('truck_packages'),
      company: b.order.company,
      truckNumber: p.truckNumber!,
      trackingNumber: p.trackingNumber!,
      date: b.order.pickupTime ?? p.shipDate ?? b.order.uploadDate!,
    }));
}
