import { SIGN_IN_MODES } from '@shared/domain/carrier-sign-in/sign-in-rules';
import { COMPANY_WAREHOUSES } from '@shared/domain/identity/companies';
import type { productionSchedule } from '../platform/db/schema/bulk';
import type { carrierSignIns } from '../platform/db/schema/dock';
import { DAY, MINUTE } from './clock';
import type { BulkOrder } from './bulk-order';
import { personName } from './people';
import { rngFor } from './prng';
import { signatureKey } from './signatures';
import type { Insert } from './table-batch';
import type { CompanyWorld, WorldContext } from './world-context';

/** The dock and the calendar exist for Kentucky and Pennsylvania only (D2 shipping dashboard). */
function dockWarehouses(world: CompanyWorld) {
  return COMPANY_WAREHOUSES[world.company].filter((w) => w === 'kentucky' || w === 'pennsylvania');
}

const GOODS = ['Foam rolls', 'Fabric bolts', 'Corrugate', 'Polyfill bales', 'Zippers and notions', 'Pallets'];

/** Drivers signed in over 30 days, all signed out, plus today's trucks still at the dock. */
export function signInRows(ctx: WorldContext, world: CompanyWorld): Insert<typeof carrierSignIns>[] {
  const rows: Insert<typeof carrierSignIns>[] = [];
  const today = ctx.clock.todayStartMs();
  for (const warehouse of dockWarehouses(world)) {
    for (let day = 30; day >= 0; day--) {
      const rng = rngFor(ctx.seed, 'sign-in', world.company, warehouse, day);
      const count = day === 0 ? 5 : rng.int(2, 6);
      for (let n = 0; n < count; n++) {
        const mode = rng.pick(SIGN_IN_MODES);
        let at = today - day * DAY + rng.int(6 * 60, 18 * 60) * MINUTE;
        if (at > ctx.clock.nowMs) at = ctx.clock.nowMs - rng.int(5, 300) * MINUTE;
        // Today's first three are still open: the Open Sign-ins table and the dashboard show them.
        const open = day === 0 && n < 3;
        const signInId = ctx.ids.next('carrier_sign_ins');
        rows.push({
          signInId,
          company: world.company,
          warehouse,
          mode,
          scac: rng.pick(world.scacs),
          driverName: personName(rng),
          truckNumber: String(rng.int(100, 99999)),
          proNumber: mode === 'FTL' ? rng.digits(10) : null,
          deliveredGoods: mode === 'Receiving' ? rng.pick(GOODS) : null,
          signInTime: new Date(at),
          signOutTime: open ? null : new Date(Math.min(at + rng.int(20, 180) * MINUTE, ctx.clock.nowMs)),
          // Every driver signed on the tablet: the loader draws the PNG (signatures.ts) into the file store.
          signatureKey: signatureKey(world.company, signInId),
          clientId: null,
        });
      }
    }
  }
  return rows;
}

/**
 * The production calendar: vendor quantities per day for 20 days back and 30 ahead, plus the
 * not-yet-built bulk orders on their pickup day. Two near days are loaded past capacity (4300 a
 * day), so both the "soon" and "upcoming" colours of D2 section 4 show.
 */
export function scheduleRows(
  ctx: WorldContext,
  world: CompanyWorld,
  orders: readonly BulkOrder[],
): Insert<typeof productionSchedule>[] {
  const rows: Insert<typeof productionSchedule>[] = [];
  const vendors = world.vendors.filter((v) => v.side === 'bulk').map((v) => v.name);
  for (const warehouse of dockWarehouses(world)) {
    for (let day = -20; day <= 30; day++) {
      const rng = rngFor(ctx.seed, 'schedule', world.company, warehouse, day);
      const heavy = warehouse === 'kentucky' && (day === 1 ? 13_500 : day === 5 ? 31_000 : 0);
      const entries = rng.int(1, 3);
      for (let n = 0; n < entries; n++) {
        rows.push({
          id: ctx.ids.next('production_schedule'),
          company: world.company,
          date: ctx.clock.day(day),
          warehouse,
          vendorName: rng.pick(vendors),
          qty: (heavy ? Math.ceil(heavy / entries) : rng.int(200, 3500)) - (n === 0 ? 0 : rng.int(0, 50)),
          orderId: null,
        });
      }
    }
  }
  for (const o of orders) {
    if (o.stage !== 'not_built' || !o.order.pickupDate) continue;
    const warehouse = o.order.warehouse === 'pennsylvania' ? 'pennsylvania' : 'kentucky';
    if (!dockWarehouses(world).includes(warehouse)) continue;
    rows.push({
      id: ctx.ids.next('production_schedule'),
      company: world.company,
      date: o.order.pickupDate,
      warehouse,
      vendorName: o.order.vendorName,
      qty: o.order.orderPieces ?? 0,
      orderId: o.order.id,
    });
  }
  return rows;
}
