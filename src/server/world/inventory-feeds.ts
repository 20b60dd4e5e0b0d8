import { EDI_STATUS } from '@shared/domain/edi/transactions';
import type { ediTransactions } from '../platform/db/schema/bulk';
import { inventory846, inventoryReference } from '../integrations/vendors/x12-documents';
import { DAY, HOUR } from './clock';
import { ediRow } from './edi-messages';
import { rngFor } from './prng';
import type { Insert } from './table-batch';
import { vendorsOf, type CompanyWorld, type WorldContext } from './world-context';

/** Daily 846 inventory feeds to the vendors that take them (D3 section 7), for two weeks. */
export function inventoryFeeds(ctx: WorldContext, world: CompanyWorld): Insert<typeof ediTransactions>[] {
  const rows: Insert<typeof ediTransactions>[] = [];
  const stock = world.catalog.filter((i) => i.active && !i.isBundle);
  for (const vendor of vendorsOf(world, 'dropship').filter((v) => v.sendsInventory)) {
    for (let day = 13; day >= 0; day--) {
      const rng = rngFor(ctx.seed, '846', world.company, vendor.name, day);
      const at = ctx.clock.ago(day * DAY + 5 * HOUR);
      const status = rng.chance(0.05) ? EDI_STATUS.failed : EDI_STATUS.accepted;
      const items = rng.sample(stock, 20).map((i) => ({ sku: i.sku, quantity: rng.int(0, 400) }));
      rows.push(
        ediRow(ctx, {
          company: world.company,
          vendor: { name: vendor.name, side: 'dropship' },
          type: '846',
          status,
          po: null,
          at,
          segments: inventory846({ items }, inventoryReference(at), at),
        }),
      );
    }
  }
  return rows;
}
