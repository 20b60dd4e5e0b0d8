import { BUNDLE_SKUS, ITEM_SIZES } from '@shared/domain/catalog/items';
import { COMPANY_WAREHOUSES, type Company, type Warehouse } from '@shared/domain/identity/companies';
import { COLOURS, SIZE_CENTS, STYLES } from './catalog-styles';
import { asinFor, upcFor } from './codes';
import { rngFor, type Rng } from './prng';
import type { IdSequences } from './table-batch';

export type CatalogItem = {
  id: number;
  company: Company;
  sku: string;
  rootSku: string;
  description: string;
  size: string | null;
  colour: string | null;
  foam: string | null;
  bolster: string | null;
  defaultBox: string | null;
  casePacks: number;
  upc: string | null;
  asin: string | null;
  chewySku: string | null;
  pretagged: boolean;
  priceCents: number;
  weightHundredths: number;
  isBundle: boolean;
  active: boolean;
  locations: Partial<Record<Warehouse, string>>;
};

/** Pull locations in the four formats of D1 section 9: PREBUILT, PULL, AISL and numeric (0 = none). */
export function pullLocation(rng: Rng): string {
  const format = rng.weighted([
    ['PREBUILT', 1],
    ['PULL', 3],
    ['AISL', 4],
    ['numeric', 3],
    ['zero', 0.3],
  ] as const);
  const n2 = () => String(rng.int(1, 40)).padStart(2, '0');
  switch (format) {
    case 'PREBUILT':
      return `PREBUILT-${n2()}`;
    case 'PULL':
      return `PULL-${n2()}-${rng.pick(['A', 'B', 'C', 'D'])}`;
    case 'AISL':
      return `AISL${n2()}-${n2()}`;
    case 'numeric':
      return `${rng.int(1, 60)}-${n2()}-${rng.int(1, 5)}`;
    case 'zero':
      return '0';
  }
}

/** Builds about `target` SKUs: styles (material x base) in colours and sizes, plus the bundles. */
export function buildCatalog(
  company: Company,
  target: number,
  seed: number,
  ids: IdSequences,
): CatalogItem[] {
  const style = STYLES[company];
  const items: CatalogItem[] = [];
  const combos = style.materials.flatMap((m) => style.bases.map((b) => [m, b] as const));
  for (let s = 0; items.length < target; s++) {
    const rng = rngFor(seed, 'style', company, s);
    const [material, base] = combos[s % combos.length] as (typeof combos)[number];
    const generation = Math.floor(s / combos.length);
    const root = String(style.root + s);
    const first = rng.int(0, 2);
    const sizes = ITEM_SIZES.slice(first, first + rng.int(2, 5));
    for (const colour of rng.sample(COLOURS, rng.int(2, 5))) {
      for (const size of sizes) {
        if (items.length >= target) break;
        const sizeIndex = ITEM_SIZES.indexOf(size);
        const sku = `${root}${String(COLOURS.indexOf(colour)).padStart(2, '0')}${sizeIndex}`;
        const itemRng = rngFor(seed, 'item', company, sku);
        const name = `${generation > 0 ? `${material} ${base.name} II` : `${material} ${base.name}`}`;
        items.push({
          id: ids.next('items'),
          company,
          sku,
          rootSku: root,
          description: `${name} - ${colour} - ${size}`,
          size,
          colour,
          foam: base.foam ? `${base.foam} ${size}` : null,
          bolster: base.bolster ? `Polyfill ${size}` : null,
          defaultBox: `B${String(16 + sizeIndex * 6)}${String(12 + sizeIndex * 4)}${String(6 + sizeIndex)}`,
          casePacks: base.casePacks,
          upc: itemRng.chance(0.96) ? upcFor(style.upcPrefix, items.length + 1) : null,
          asin: itemRng.chance(0.9) ? asinFor(itemRng) : null,
          chewySku: itemRng.chance(0.8) ? String(itemRng.int(100_000, 999_999)) : null,
          pretagged: itemRng.chance(0.4),
          priceCents: base.cents + SIZE_CENTS[sizeIndex]!,
          weightHundredths: 150 + sizeIndex * 420 + itemRng.int(0, 90),
          isBundle: false,
          active: itemRng.chance(0.97),
          locations: {},
        });
      }
    }
  }
  if (company === 'furhaven') items.push(...bundles(items, ids));
  const warehouses = COMPANY_WAREHOUSES[company];
  for (const item of items) {
    const rng = rngFor(seed, 'location', company, item.sku);
    for (const wh of warehouses) item.locations[wh] = item.isBundle ? 'PREBUILT-01' : pullLocation(rng);
  }
  return items;
}

/** 70230-70232: a bed with its replacement cover, sold as one SKU. */
function bundles(items: readonly CatalogItem[], ids: IdSequences): CatalogItem[] {
  return BUNDLE_SKUS.map((sku, i) => {
    const [a, b] = bundleComponents(items, i);
    return {
      ...a,
      id: ids.next('items'),
      sku,
      rootSku: sku,
      description: `Bundle: ${a.description} + ${b.description}`,
      upc: null,
      asin: null,
      chewySku: null,
      priceCents: a.priceCents + b.priceCents - 500,
      isBundle: true,
      active: true,
      locations: {},
    };
  });
}

export function bundleComponents(items: readonly CatalogItem[], index: number): [CatalogItem, CatalogItem] {
  const plain = items.filter((i) => !i.isBundle);
  return [plain[index * 3] as CatalogItem, plain[index * 3 + 1] as CatalogItem];
}
