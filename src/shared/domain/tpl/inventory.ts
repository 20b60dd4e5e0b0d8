import { TPL_PROVIDERS } from './status';

/**
 * 3PL Inventory (D3 2.3, 3, 8, 9): the provider's available quantity beside the ERP's, the
 * difference, and the CSV export with the date in its name. Only provider 10 (Geodis) has a feed.
 */
export type TplProvider = (typeof TPL_PROVIDERS)[keyof typeof TPL_PROVIDERS];
export const TPL_PROVIDER_CHOICES = [
  { value: TPL_PROVIDERS.geodis, label: 'Geodis' },
  { value: TPL_PROVIDERS.standvast, label: 'Standvast' },
] as const;
export const providerName = (p: TplProvider): string =>
  TPL_PROVIDER_CHOICES.find((c) => c.value === p)?.label ?? String(p);
/** Providers that send an inventory feed (D3 5: only the first). */
export const hasInventoryFeed = (p: TplProvider): boolean => p === TPL_PROVIDERS.geodis;

/** D3 section 8. */
export const noInventoryFeedMessage = (p: TplProvider) =>
  `No inventory feed is received from ${providerName(p)}.`;
export const INVENTORY_FAILED = 'Failed to get inventory';

/**
 * The ERP warehouse the provider's feed is compared with: the 3PL's own site in Acumatica, where
 * 'Texas to Geodis' transfers arrive. Both sides then count the same stock.
 */
export const TPL_ERP_WAREHOUSE = 'GEODIS';

export type TplInventoryLine = {
  sku: string;
  acumatica: { available: number };
  provider: { available: number };
  /** provider minus Acumatica: positive when the 3PL holds more than the ERP thinks. */
  difference: number;
};

/**
 * One row per SKU either side knows (a SKU missing on one side counts 0 there), sorted by SKU.
 */
export function inventoryLines(
  erp: readonly { sku: string; available: number }[],
  provider: readonly { sku: string; available: number }[],
): TplInventoryLine[] {
  const bySku = new Map<string, { erp: number; provider: number }>();
  for (const r of erp) {
    const row = bySku.get(r.sku) ?? { erp: 0, provider: 0 };
    row.erp += r.available;
    bySku.set(r.sku, row);
  }
  for (const r of provider) {
    const row = bySku.get(r.sku) ?? { erp: 0, provider: 0 };
    row.provider += r.available;
    bySku.set(r.sku, row);
  }
  return [...bySku.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([sku, q]) => ({
      sku,
      acumatica: { available: q.erp },
      provider: { available: q.provider },
      difference: q.provider - q.erp,
    }));
}

export const differs = (line: Pick<TplInventoryLine, 'difference'>): boolean => line.difference !== 0;

export const INVENTORY_CSV_COLUMNS = [
  'sku',
  'acumatica_available',
  'provider_available',
  'difference',
] as const;

export function inventoryCsvTable(lines: readonly TplInventoryLine[]): {
  fields: string[];
  data: string[][];
} {
  return {
    fields: [...INVENTORY_CSV_COLUMNS],
    data: lines.map((l) => [
      l.sku,
      String(l.acumatica.available),
      String(l.provider.available),
      String(l.difference),
    ]),
  };
}

/** '3PL Inventory Geodis 2026-11-25.csv': the provider and the day (D3 section 9). */
export const inventoryFileName = (p: TplProvider, today: string) =>
  `3PL Inventory ${providerName(p)} ${today}.csv`;
