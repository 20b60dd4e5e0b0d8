import { COMPANY_WAREHOUSES } from '@shared/domain/identity/companies';
import {
  FAST_SHIPPING,
  WARRANTY_ACTIONS,
  WARRANTY_REASONS,
  WARRANTY_STATUS,
  WARRANTY_TYPES,
} from '@shared/domain/warranty/status';
import type { warrantyItems, warrantyOrders } from '../platform/db/schema/warranty';
import { DAY, HISTORY_DAYS, MINUTE, ymd } from './clock';
import { address, email, personName } from './people';
import { rngFor } from './prng';
import type { Insert } from './table-batch';
import { vendorsOf, type CompanyWorld, type WorldContext } from './world-context';

export type WarrantyRows = { orders: Insert<typeof warrantyOrders>[]; items: Insert<typeof warrantyItems>[] };

/**
 * Warranty orders over 90 days with their items. The first 30 use each of the 30 reasons once; the
 * first few are today's, so the insert screen's list of today's open orders (status 1) is never
 * empty, and one of them is cancelled (199) to show the red row. Older orders were mostly turned into
 * replacement orders (100).
 */
export function warrantyRows(ctx: WorldContext, world: CompanyWorld): WarrantyRows {
  const out: WarrantyRows = { orders: [], items: [] };
  const stock = world.catalog.filter((i) => i.active && !i.isBundle);
  const warehouses = COMPANY_WAREHOUSES[world.company];
  for (let i = 0; i < world.plan.warrantyOrders; i++) {
    const rng = rngFor(ctx.seed, 'warranty', world.company, i);
    const today = i < 6;
    const ageMs = today
      ? Math.min(ctx.clock.nowMs - ctx.clock.todayStartMs(), (i + 1) * 20 * MINUTE)
      : rng.float() * HISTORY_DAYS * DAY;
    const at = ctx.clock.ago(ageMs);
    const recent = ageMs < 14 * DAY;
    const status = today
      ? i === 2
        ? WARRANTY_STATUS.cancelled
        : WARRANTY_STATUS.open
      : rng.weighted(
          recent
            ? [
                [WARRANTY_STATUS.open, 8],
                [WARRANTY_STATUS.cancelled, 2],
              ]
            : [
                [WARRANTY_STATUS.orderCreated, 7],
                [WARRANTY_STATUS.open, 1.5],
                [WARRANTY_STATUS.cancelled, 1.5],
              ],
        );
    const type = rng.pick(WARRANTY_TYPES);
    const vendor = rng.pick(vendorsOf(world, type === 'Dropship' ? 'dropship' : 'bulk'));
    const name = personName(rng);
    const place = address(rng);
    const id = ctx.ids.next('warranty_orders');
    out.orders.push({
      id,
      company: world.company,
      orderDate: ymd(at),
      orderStatus: status,
      internalPoNumber: `WR${world.company === 'furhaven' ? 1 : 2}${String(i).padStart(6, '0')}`,
      externalPoNumber: `${vendor.prefix}${world.company === 'furhaven' ? 1 : 2}${String(rng.int(0, 99_999_999)).padStart(8, '0')}`,
      orderType: type,
      vendor: vendor.name,
      warehouse: rng.pick(warehouses),
      warrantyIssued: rng.pick(WARRANTY_ACTIONS),
      reason: i < WARRANTY_REASONS.length ? WARRANTY_REASONS[i]! : rng.pick(WARRANTY_REASONS),
      fastShipping: rng.pick(FAST_SHIPPING),
      customerName: name,
      email: rng.chance(0.8) ? email(name, i) : null,
      street: place.address1,
      street2: place.address2,
      city: place.city,
      state: place.state,
      zipCode: place.zipCode,
      createdBy: rng.pick(['office', 'admin']),
      createdAt: at,
    });
    for (let n = rng.int(1, 3); n > 0; n--) {
      const at = rng.int(0, stock.length - 1);
      const original = stock[at]!;
      // Most replace like for like; some send another size or colour of the same style (its neighbour).
      const next = stock[at + 1] ?? stock[at - 1];
      const sibling = next?.rootSku === original.rootSku ? next : undefined;
      const replacement = rng.chance(0.7) || !sibling ? original : sibling;
      out.items.push({
        warrantyId: ctx.ids.next('warranty_items'),
        orderId: id,
        originalSku: original.sku,
        internalSku: replacement.sku,
        quantity: rng.weighted([
          [1, 9],
          [2, 1],
        ] as const),
        lotNumber: rng.chance(0.2) ? `L${rng.digits(6)}A` : null,
        warehouseNotes: rng.chance(0.3)
          ? rng.pick(['Pull from returns shelf', 'Check foam density', 'Ship with gift note'])
          : null,
        notes: rng.pick([
          'Customer sent photos',
          'Replacement approved by CS',
          'Second claim this year',
          'Verified on call',
        ]),
      });
    }
  }
  return out;
}
