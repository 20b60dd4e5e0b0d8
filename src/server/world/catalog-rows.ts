import { COMPANY_WAREHOUSES, type Company } from '@shared/domain/identity/companies';
import {
  carriers,
  itemComponents,
  itemLocations,
  items,
  itemStock,
  zeroOutSkus,
} from '../platform/db/schema/catalog';
import { simErpInventory } from '../platform/db/schema/sandbox';
import { ERP_WAREHOUSES } from '../integrations/acumatica/entities';
import { bundleComponents, type CatalogItem } from './catalog';
import { DAY, money, type WorldClock } from './clock';
import { rngFor } from './prng';
import { batch, chunked, type IdSequences, type TableBatch } from './table-batch';

/** The rows of the catalog: items, pull locations, stock per warehouse (and the ERP's), bundle parts. */
export function* catalogBatches(
  company: Company,
  catalog: readonly CatalogItem[],
  seed: number,
  clock: WorldClock,
): Generator<TableBatch> {
  yield* chunked(
    items,
    catalog.map((i) => ({
      id: i.id,
      company,
      sku: i.sku,
      rootSku: i.rootSku,
      description: i.description,
      size: i.size,
      colour: i.colour,
      foam: i.foam,
      bolster: i.bolster,
      defaultBox: i.defaultBox,
      casePacks: i.casePacks,
      upc: i.upc,
      asin: i.asin,
      chewySku: i.chewySku,
      amazonDescription: i.asin
        ? `${i.description} by ${company === 'furhaven' ? 'FurHaven' : 'Worldwise'}`
        : null,
      chewyDescription: i.chewySku
        ? `${company === 'furhaven' ? 'FurHaven' : 'Worldwise'} ${i.description}`
        : null,
      pretagged: i.pretagged,
      price: money(i.priceCents),
      weightLbs: money(i.weightHundredths),
      isBundle: i.isBundle,
      active: i.active,
    })),
  );
  const warehouses = COMPANY_WAREHOUSES[company];
  yield* chunked(
    itemLocations,
    catalog.flatMap((i) =>
      warehouses.map((wh) => ({ itemId: i.id, company, warehouse: wh, location: i.locations[wh] ?? '0' })),
    ),
  );
  const stock = catalog.flatMap((i) =>
    warehouses.map((wh) => {
      const rng = rngFor(seed, 'stock', company, i.sku, wh);
      // Some SKUs are out everywhere, so decision defaults reach Partial and Make a Decision.
      const onHand = rng.chance(0.08) ? 0 : rng.int(1, 600);
      return {
        item: i,
        warehouse: wh,
        onHand,
        available: Math.max(0, onHand - rng.int(0, 40)),
        updatedAt: clock.ago(rng.int(1, 48) * 3_600_000),
      };
    }),
  );
  yield* chunked(
    itemStock,
    stock.map(({ item, ...s }) => ({ ...s, itemId: item.id, company })),
  );
  // The ERP counts the same stock: its inventory summary is what the item_stock rows were pulled from.
  yield* chunked(
    simErpInventory,
    stock.map(({ item, warehouse, ...s }) => ({
      ...s,
      company,
      inventoryId: item.sku,
      warehouse: ERP_WAREHOUSES[warehouse],
    })),
  );
  if (catalog.some((i) => i.isBundle)) {
    yield batch(
      itemComponents,
      catalog
        .filter((i) => i.isBundle)
        .flatMap((bundle, index) =>
          bundleComponents(catalog, index).map((part) => ({
            company,
            bundleSku: bundle.sku,
            componentSku: part.sku,
            quantity: 1,
          })),
        ),
    );
  }
  const rng = rngFor(seed, 'zero-out', company);
  yield batch(
    zeroOutSkus,
    rng
      .sample(
        catalog.filter((i) => !i.isBundle),
        company === 'furhaven' ? 14 : 5,
      )
      .map((i, n) => ({
        company,
        sku: i.sku,
        dateAdded: clock.ago((n * 3 + rng.int(0, 2)) * DAY + rng.int(0, 20) * 3_600_000),
        addedBy: rng.pick(['admin', 'office']),
      })),
  );
}

/** LTL and FTL carriers of the dock and bulk shipments; SCAC is exactly 4 characters. */
// prettier-ignore
export const FREIGHT_CARRIERS: readonly (readonly [carrier: string, scac: string, shorthand: string])[] = [
  ['Old Dominion Freight Line', 'ODFL', 'OD'], ['Estes Express Lines', 'EXLA', 'Estes'],
  ['R+L Carriers', 'RLCA', 'R+L'], ['Saia LTL Freight', 'SAIA', 'Saia'], ['FedEx Freight', 'FXFE', 'FXF'],
  ['ABF Freight', 'ABFS', 'ABF'], ['XPO Logistics', 'CNWY', 'XPO'], ['Southeastern Freight Lines', 'SEFL', 'SEFL'],
  ['AAA Cooper Transportation', 'AACT', 'AAA'], ['Averitt Express', 'AVRT', 'Averitt'],
  ['TForce Freight', 'UPGF', 'TForce'], ['J.B. Hunt Transport', 'JBHT', 'JB Hunt'],
  ['Schneider National', 'SNLU', 'Schneider'], ['Werner Enterprises', 'WERN', 'Werner'],
  ['Landstar System', 'LSTR', 'Landstar'], ['Amazon Freight', 'AMZF', 'AMZ'],
];

export function carrierScacs(company: Company): string[] {
  return FREIGHT_CARRIERS.slice(0, company === 'furhaven' ? FREIGHT_CARRIERS.length : 8).map((c) => c[1]);
}

export function carrierBatch(company: Company, ids: IdSequences, clock: WorldClock): TableBatch {
  return batch(
    carriers,
    FREIGHT_CARRIERS.slice(0, carrierScacs(company).length).map(([carrier, scac, shorthand], i) => ({
      id: ids.next('carriers'),
      company,
      carrier,
      scac,
      shorthand,
      createdAt: clock.ago((300 - i * 7) * DAY),
    })),
  );
}
