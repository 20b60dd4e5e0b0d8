import { describe, expect, it } from 'vitest';
import {
  differs,
  hasInventoryFeed,
  inventoryCsvTable,
  inventoryFileName,
  inventoryLines,
  noInventoryFeedMessage,
} from './inventory';

describe('inventoryLines', () => {
  const lines = inventoryLines(
    [
      { sku: 'B', available: 10 },
      { sku: 'A', available: 5 },
      { sku: 'C', available: 7 },
    ],
    [
      { sku: 'A', available: 5 },
      { sku: 'B', available: 12 },
      { sku: 'D', available: 3 },
    ],
  );
  it('puts both sides of each SKU together, sorted, a missing side as 0', () => {
    expect(lines).toEqual([
      { sku: 'A', acumatica: { available: 5 }, provider: { available: 5 }, difference: 0 },
      { sku: 'B', acumatica: { available: 10 }, provider: { available: 12 }, difference: 2 },
      { sku: 'C', acumatica: { available: 7 }, provider: { available: 0 }, difference: -7 },
      { sku: 'D', acumatica: { available: 0 }, provider: { available: 3 }, difference: 3 },
    ]);
    expect(lines.filter(differs).map((l) => l.sku)).toEqual(['B', 'C', 'D']);
  });
  it('exports a CSV table with the date in the file name', () => {
    expect(inventoryCsvTable(lines.slice(1, 2))).toEqual({
      fields: ['sku', 'acumatica_available', 'provider_available', 'difference'],
      data: [['B', '10', '12', '2']],
    });
    expect(inventoryFileName(10, '2026-11-25')).toBe('3PL Inventory Geodis 2026-11-25.csv');
  });
  it('only provider 10 has a feed (D3 5)', () => {
    expect(hasInventoryFeed(10)).toBe(true);
    expect(hasInventoryFeed(11)).toBe(false);
    expect(noInventoryFeedMessage(11)).toBe('No inventory feed is received from Standvast.');
  });
});
