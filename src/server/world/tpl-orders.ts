import { TPL_ERP_WAREHOUSE } from '@shared/domain/tpl/inventory';
import { TPL_CUSTOMERS, TPL_PROVIDERS } from '@shared/domain/tpl/status';
import { simErpInventory } from '../platform/db/schema/sandbox';
import { simTplInventory } from '../platform/db/schema/sandbox-partners';
import { DAY, HOUR } from './clock';
import { erpNumber } from './codes';
import { erpBatches } from './erp-batches';
import type { ErpOrderPlan } from './erp-orders';
import { rngFor } from './prng';
import { batch, type TableBatch } from './table-batch';
import type { CompanyWorld, WorldContext } from './world-context';

/** The retail distribution centres the two 3PL customers ship to (one per customer). */
const SHIP_TO: Record<
  (typeof TPL_CUSTOMERS)[number],
  { name: string; address1: string; city: string; state: string; zip: string }[]
> = {
  C000000011: [
    { name: 'Retail DC 0411', address1: '4100 Distribution Pkwy', city: 'Dallas', state: 'TX', zip: '75241' },
    {
      name: 'Retail DC 0458',
      address1: '700 Commerce Dr',
      city: 'Shepherdsville',
      state: 'KY',
      zip: '40165',
    },
  ],
  C000000004: [
    {
      name: 'Store Fulfilment East',
      address1: '12 Logistics Way',
      city: 'Bethlehem',
      state: 'PA',
      zip: '18017',
    },
    {
      name: 'Store Fulfilment West',
      address1: '9800 Harbor Blvd',
      city: 'Ontario',
      state: 'CA',
      zip: '91761',
    },
  ],
};

/** ERP numbers of the 3PL demo orders: clear of dropship (100,000+) and bulk (900,000+) orders. */
const FIRST_ORDER = 980_000;
const ORDERS_PER_CUSTOMER = 4;

/**
 * The 3PL demo (D3 2.3), Furhaven only: open ERP sales orders of the two retail customers with lines
 * at the Geodis site, dated in the last days so 3PL Orders' default week finds them; and the stock
 * both sides count at Geodis (the ERP's GEODIS warehouse and the Geodis feed), equal for most SKUs
 * and different for a few, so 3PL Inventory has differences to show.
 */
export function* tplBatches(ctx: WorldContext, world: CompanyWorld): Generator<TableBatch> {
  if (world.company !== 'furhaven') return;
  const { company } = world;
  const rng = rngFor(ctx.seed, 'tpl', company);
  const stock = world.catalog.filter((i) => !i.isBundle && i.active).slice(0, 14);
  if (stock.length === 0) return;

  const plans: ErpOrderPlan[] = [];
  TPL_CUSTOMERS.forEach((customerId, c) => {
    for (let n = 0; n < ORDERS_PER_CUSTOMER; n++) {
      const index = c * ORDERS_PER_CUSTOMER + n;
      const daysAgo = 1 + (index % 5);
      const shipTo = SHIP_TO[customerId][n % 2]!;
      const lines = Array.from({ length: 1 + (index % 3) }, (_, l) => {
        const item = stock[(index * 3 + l) % stock.length]!;
        return {
          inventoryId: item.sku,
          description: item.description,
          quantity: rng.int(2, 24),
          unitPrice: (item.priceCents / 100).toFixed(2),
          warehouse: TPL_ERP_WAREHOUSE,
        };
      });
      plans.push({
        company,
        orderType: 'SO',
        orderNbr: erpNumber(FIRST_ORDER + index),
        customerId,
        cancelled: false,
        date: ctx.clock.day(-daysAgo),
        requestedOn: ctx.clock.day(-daysAgo + 7),
        customerOrderNbr: `PO${customerId.slice(-2)}${String(4100 + index * 13)}`,
        externalRef: null,
        description: `3PL retail order for ${customerId}`,
        shipTo: { ...shipTo, address2: null, country: 'US' },
        createdAt: ctx.clock.ago(daysAgo * DAY - 3 * HOUR),
        lines,
        shipments: [],
      });
    }
  });
  yield* erpBatches(ctx.ids, plans);

  // Both sides' count at Geodis: the last SKU only the ERP knows, the one before only Geodis.
  const counts = stock.map((item, i) => {
    const erp = rng.int(20, 400);
    const differs = i % 4 === 1;
    return { sku: item.sku, erp, geodis: differs ? Math.max(0, erp + rng.pick([-12, -5, 3, 8])) : erp };
  });
  const updatedAt = ctx.clock.ago(2 * HOUR);
  yield batch(
    simErpInventory,
    counts
      .filter((_, i) => i !== counts.length - 2)
      .map((c) => ({
        company,
        inventoryId: c.sku,
        warehouse: TPL_ERP_WAREHOUSE,
        onHand: c.erp,
        available: c.erp,
        updatedAt,
      })),
  );
  yield batch(
    simTplInventory,
    counts
      .filter((_, i) => i !== counts.length - 1)
      .map((c) => ({
        company,
        provider: TPL_PROVIDERS.geodis,
        sku: c.sku,
        onHand: c.geodis,
        available: c.geodis,
        updatedAt,
      })),
  );
}
