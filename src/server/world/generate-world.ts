import { COMPANIES } from '@shared/domain/identity/companies';
import { buildCatalog } from './catalog';
import { carrierBatch, carrierScacs, catalogBatches } from './catalog-rows';
import { WorldClock } from './clock';
import { dropshipBatches } from './dropship-world';
import { carrierSignIns } from '../platform/db/schema/dock';
import { autobuilds, builds, employeeTimes, workers } from '../platform/db/schema/labour';
import { warrantyItems, warrantyOrders } from '../platform/db/schema/warranty';
import { bulkBatches } from './bulk-world';
import { signInRows } from './dock';
import { labourRows } from './labour';
import { officeBatches } from './office';
import { tplTransferBatches } from './tpl-transfers';
import { tplShipmentBatches } from './tpl-shipments';
import { simCounters, simErpAutobuilds } from '../platform/db/schema/sandbox';
import { counterRows } from './sim-counters';
import { batch, chunked, IdSequences, type TableBatch } from './table-batch';
import { tplBatches } from './tpl-orders';
import { warrantyRows } from './warranty';
import { vendorPlans, vendorRows } from './vendors';
import type { CompanyWorld, WorldContext } from './world-context';
import { SIZE_PLANS, type WorldSize } from './world-size';

export type WorldOptions = { seed: number; size: WorldSize; now: Date };

/**
 * The whole sandbox world as a stream of table batches in foreign-key order. Pure: no database, no
 * clock but `now`, no randomness but the seed, so the same options always give the same rows.
 */
export function* generateWorld(options: WorldOptions): Generator<TableBatch> {
  const ctx: WorldContext = {
    seed: options.seed,
    clock: new WorldClock(options.now),
    ids: new IdSequences(),
  };
  const worlds: CompanyWorld[] = COMPANIES.map((company) => {
    const plan = SIZE_PLANS[options.size][company];
    return {
      company,
      plan,
      vendors: vendorPlans(company, ctx.ids),
      catalog: buildCatalog(company, plan.skus, ctx.seed, ctx.ids),
      scacs: carrierScacs(company),
    };
  });
  yield vendorRows(
    worlds.flatMap((w) => w.vendors),
    ctx.clock,
  );
  for (const world of worlds) {
    yield* catalogBatches(world.company, world.catalog, ctx.seed, ctx.clock);
    yield carrierBatch(world.company, ctx.ids, ctx.clock);
  }
  for (const world of worlds) yield* dropshipBatches(ctx, world);
  for (const world of worlds) yield* bulkBatches(ctx, world);
  for (const world of worlds) {
    yield* chunked(carrierSignIns, signInRows(ctx, world));
    const warranty = warrantyRows(ctx, world);
    yield* chunked(warrantyOrders, warranty.orders);
    yield* chunked(warrantyItems, warranty.items);
    const labour = labourRows(ctx, world);
    yield* chunked(workers, labour.workers);
    yield* chunked(builds, labour.builds);
    yield* chunked(employeeTimes, labour.times);
    yield* chunked(autobuilds, labour.autobuilds);
    yield* chunked(simErpAutobuilds, labour.erpAutobuilds);
    yield* officeBatches(ctx, world);
    yield* tplTransferBatches(ctx, world);
    yield* tplBatches(ctx, world);
    yield* tplShipmentBatches(ctx, world);
  }
  // Last: every number the world used is known now.
  yield batch(simCounters, counterRows(ctx.ids));
}
