import { TPL_BILL_TO_ACCOUNT, TPL_CUSTOMERS, TPL_PROVIDERS } from '@shared/domain/tpl/status';
import { packCartons } from '../integrations/geodis/sandbox-shipping';
import { simTplOrders, simTplShipments, type SimTplAddress } from '../platform/db/schema/sandbox-partners';
import { DAY, HOUR, money } from './clock';
import { erpNumber } from './codes';
import { rngFor } from './prng';
import { counterKey, usedNumber } from './sim-counters';
import { batch, type Insert, type TableBatch } from './table-batch';
import type { CompanyWorld, WorldContext } from './world-context';

/** The Geodis sandbox ships an order this long after receiving it (its SHIP_AFTER_MS). */
const SHIP_AFTER = 4 * HOUR;
const CARRIERS = ['UPS', 'FEDEX', 'USPS'] as const;

/** The two retail customers' distribution centres (D3 section 9: C000000011 and C000000004). */
const SHIP_TO: Record<(typeof TPL_CUSTOMERS)[number], SimTplAddress[]> = {
  C000000011: [
    {
      name: 'Northwind Pet Supply DC 14',
      address: '4100 Logistics Pkwy',
      address_2: 'Dock 7',
      city: 'Joliet',
      state: 'IL',
      zip_code: '60436',
      country: 'US',
    },
    {
      name: 'Northwind Pet Supply DC 22',
      address: '88 Commerce Dr',
      address_2: null,
      city: 'Reno',
      state: 'NV',
      zip_code: '89502',
      country: 'US',
    },
  ],
  C000000004: [
    {
      name: 'Harbor Home Goods RDC',
      address: '2300 Distribution Way',
      address_2: 'Receiving',
      city: 'Savannah',
      state: 'GA',
      zip_code: '31408',
      country: 'US',
    },
    {
      name: 'Harbor Home Goods RDC West',
      address: '915 Industrial Blvd',
      address_2: null,
      city: 'Ontario',
      state: 'CA',
      zip_code: '91761',
      country: 'US',
    },
  ],
};

const BILL_TO: SimTplAddress = {
  name: 'Furhaven Pet Products',
  address: '1200 Main St',
  address_2: null,
  city: 'Louisville',
  state: 'KY',
  zip_code: '40202',
  country: 'US',
  account_number: TPL_BILL_TO_ACCOUNT,
};

/**
 * Orders the 3PL (Geodis, provider 10) has shipped over the last two weeks, with their
 * confirmations (cartons of lines and lots), so Shipping Confirmation has something to show in its
 * opening range. Packed as the simulator packs (packCartons): each order fills several cartons.
 */
export function* tplShipmentBatches(ctx: WorldContext, world: CompanyWorld): Generator<TableBatch> {
  const { company } = world;
  const rng = rngFor(ctx.seed, 'tpl-shipments', company);
  const stock = world.catalog.filter((i) => !i.isBundle);
  const orders: Insert<typeof simTplOrders>[] = [];
  const shipments: Insert<typeof simTplShipments>[] = [];
  const count = company === 'worldwise' ? 4 : 16;
  for (let n = 0; n < count; n++) {
    const id = ctx.ids.next('sim_tpl_orders');
    const orderId = String(100_000_000 + ctx.ids.next(counterKey('global', 'geodis-order')));
    // Outside the world's other ERP numbers; recorded, so the ERP simulator's next number is new.
    const soNumber = erpNumber(60_000 + n * 3 + (company === 'worldwise' ? 1 : 0));
    usedNumber(ctx.ids, company, 'erp-order', soNumber);
    const customer = TPL_CUSTOMERS[n % TPL_CUSTOMERS.length] ?? 'C000000011';
    const shipTo = rng.pick(SHIP_TO[customer]);
    const items = rng.sample(stock, rng.int(2, 4)).map((item) => ({
      sku: item.sku,
      order_qty: rng.int(6, 30),
      uom: 'EA',
      price: money(rng.int(900, 6900)),
    }));
    // About one a day, newest first: the opening week of the screen holds several.
    const shippedAt = ctx.clock.ago(Math.floor(n * 0.9) * DAY + rng.int(2, 20) * HOUR);
    orders.push({
      id,
      company,
      provider: TPL_PROVIDERS.geodis,
      orderId,
      soNumber,
      poNumber: `${customer === 'C000000011' ? 'NW' : 'HH'}${rng.digits(8)}`,
      dueDate: new Date(shippedAt.getTime() + 3 * DAY).toISOString().slice(0, 10),
      shipTo,
      billTo: BILL_TO,
      items,
      status: 'Shipped',
      createdAt: new Date(shippedAt.getTime() - SHIP_AFTER),
    });
    shipments.push({
      id: ctx.ids.next('sim_tpl_shipments'),
      company,
      provider: TPL_PROVIDERS.geodis,
      tplOrderId: id,
      shipmentDate: shippedAt,
      carrier: rng.pick(CARRIERS),
      cartons: packCartons(orderId, items, shippedAt),
      createdAt: shippedAt,
    });
  }
  yield batch(simTplOrders, orders);
  yield batch(simTplShipments, shipments);
}
