import { describe, expect, it } from 'vitest';
import {
  compareLocations,
  expandBundles,
  mergePerSku,
  printedLines,
  sheetTitle,
  sizeRank,
  sortBySizeWord,
  typeDigit,
  type BundleComponent,
  type SheetLine,
} from './pullsheet-lines';

const line = (sku: string, quantity: number, location: string | null = null): SheetLine => ({
  sku,
  description: `Item ${sku}`,
  quantity,
  location,
});

describe('title (D1 section 9)', () => {
  it('gives the type digits 2 non-assembly, 3 multiples, 4 presses, 5 warranties, 6 petsense, 7 samples', () => {
    expect(
      (['non_assembly', 'multiples', 'presses', 'warranties', 'petsense', 'samples'] as const).map(typeDigit),
    ).toEqual([2, 3, 4, 5, 6, 7]);
    expect(typeDigit('assembly')).toBeNull();
  });
  it('reads the warehouse code and digit; assembly reads General Assembly', () => {
    expect(sheetTitle('KY', 'multiples')).toBe('KY 3');
    expect(sheetTitle('PA', 'samples')).toBe('PA 7');
    expect(sheetTitle('KY', 'assembly')).toBe('KY General Assembly');
    expect(sheetTitle('PA', 'sioc')).toBe('PA SIOC');
  });
});

describe('lines', () => {
  it('merges lines per SKU with the quantities summed', () => {
    expect(mergePerSku([line('95000052', 1, 'AISL01-02'), line('95000054', 2), line('95000052', 3)])).toEqual(
      [line('95000052', 4, 'AISL01-02'), line('95000054', 2)],
    );
  });

  const components = new Map<string, BundleComponent[]>([
    [
      '70232',
      [
        { sku: '95000052', description: 'Bed', quantity: 1, location: 'PULL-03-A' },
        { sku: '95000152', description: 'Cover', quantity: 1, location: 'AISL02-01' },
      ],
    ],
    [
      '70231',
      [
        { sku: '95000054', description: 'Bed', quantity: 1, location: '12-05-3' },
        { sku: '95000154', description: 'Cover', quantity: 2, location: '12-05-4' },
      ],
    ],
  ]);

  it('expands the bundle SKUs 70232, 70231, 70230 into their two components', () => {
    const out = expandBundles(
      [line('70232', 2), line('70231', 1), line('70230', 1), line('95001021', 1)],
      components,
    );
    expect(out.map((l) => [l.sku, l.quantity])).toEqual([
      ['95000052', 2],
      ['95000152', 2],
      ['95000054', 1],
      ['95000154', 2],
      // 70230's components are not known here: it stays rather than vanish.
      ['70230', 1],
      ['95001021', 1],
    ]);
  });

  it('sorts by location: PREBUILT, PULL, AISL, then 0 and numbers, numeric parts first, empty last', () => {
    const locations = [
      '',
      'AISL10-01',
      '12-05-3',
      'PULL-02-B',
      '0',
      'AISL02-15',
      'PREBUILT-01',
      '9-40-1',
      'PULL-10-A',
    ];
    expect([...locations].sort(compareLocations)).toEqual([
      'PREBUILT-01',
      'PULL-02-B',
      'PULL-10-A',
      'AISL02-15',
      'AISL10-01',
      '0',
      '9-40-1',
      '12-05-3',
      '',
    ]);
    expect(compareLocations(null, 'AISL01-01')).toBeGreaterThan(0);
  });

  it('prints bundles expanded, merged per SKU and in location order', () => {
    const out = printedLines(
      [line('95000052', 1, 'PULL-03-A'), line('70232', 1), line('95009999', 1, 'PREBUILT-02')],
      components,
    );
    expect(out.map((l) => [l.sku, l.quantity, l.location])).toEqual([
      ['95009999', 1, 'PREBUILT-02'],
      ['95000052', 2, 'PULL-03-A'],
      ['95000152', 1, 'AISL02-01'],
    ]);
  });
});

describe('size words (foam, fiber and liner lists)', () => {
  it('finds the size a description ends with, Jumbo Plus before Jumbo', () => {
    expect(sizeRank('Orthopedic Small')).toBe(0);
    expect(sizeRank('Memory XL')).toBe(3);
    expect(sizeRank('Orthopedic Jumbo Plus')).toBe(5);
    expect(sizeRank('Orthopedic Jumbo')).toBe(4);
    expect(sizeRank('Polyfill')).toBe(-1);
  });
  it('sorts Small, Medium, Large, XL, Jumbo, Jumbo Plus, then no size', () => {
    const list = [
      'Memory Jumbo Plus',
      'Polyfill',
      'Memory XL',
      'Cooling Gel Small',
      'Memory Jumbo',
      'Egg-Crate Medium',
      'Memory Large',
    ];
    expect(sortBySizeWord(list.map((description) => ({ description }))).map((l) => l.description)).toEqual([
      'Cooling Gel Small',
      'Egg-Crate Medium',
      'Memory Large',
      'Memory XL',
      'Memory Jumbo',
      'Memory Jumbo Plus',
      'Polyfill',
    ]);
  });
});
