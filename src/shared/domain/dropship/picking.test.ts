import { describe, expect, it } from 'vitest';
import {
  confirmationProblem,
  expectedScan,
  matchScan,
  nextUndone,
  normalizeScan,
  pickProgress,
  pickStops,
  PICK_MESSAGES,
  repeatOutcome,
  scanPrompt,
  sheetDone,
  SHORT_REASONS,
  stopLabel,
  TAP_REASONS,
  type PickStop,
} from './picking';
import type { BundleComponent, SheetLine } from './pullsheet-lines';

const line = (sku: string, quantity: number, location: string | null): SheetLine => ({
  sku,
  description: `Item ${sku}`,
  quantity,
  location,
});

// A sheet as it comes from its orders: a SKU on two orders, a bundle (70232) and mixed locations.
const LINES = [
  line('95000052', 1, 'AISL01-02'),
  line('95000054', 2, '12-03-1'),
  line('95000052', 3, 'AISL01-02'),
  line('70232', 1, 'PREBUILT-01'),
  line('95000099', 1, null),
  line('95000061', 2, 'PULL-07-B'),
];
const COMPONENTS = new Map<string, BundleComponent[]>([
  [
    '70232',
    [
      { sku: '95000010', description: 'Bed', quantity: 1, location: 'AISL02-01' },
      { sku: '95000011', description: 'Cover', quantity: 1, location: 'PULL-02-A' },
    ],
  ],
]);
const UPCS = new Map([['95000052', '0841234500525']]);
const STOPS = pickStops(LINES, COMPONENTS, UPCS);
const stop = (sku: string) => STOPS.find((s) => s.sku === sku)!;

describe('the stops of the walk', () => {
  it('are the printed sheet: bundle expanded, merged per SKU, PULL then AISL then numeric, empty last', () => {
    expect(STOPS.map((s) => [s.line, s.sku, s.quantity, s.location])).toEqual([
      [1, '95000011', 1, 'PULL-02-A'],
      [2, '95000061', 2, 'PULL-07-B'],
      [3, '95000052', 4, 'AISL01-02'],
      [4, '95000010', 1, 'AISL02-01'],
      [5, '95000054', 2, '12-03-1'],
      [6, '95000099', 1, null],
    ]);
    expect(stop('95000052').upc).toBe('0841234500525');
    expect(stop('95000054').upc).toBeNull();
    expect(stopLabel(2, STOPS.length)).toBe('3 of 6');
  });
});

describe('scanning', () => {
  it('asks for the location, then the item; a stop without a location asks for the item at once', () => {
    expect(expectedScan(stop('95000052'), false)).toBe('location');
    expect(expectedScan(stop('95000052'), true)).toBe('item');
    expect(expectedScan(stop('95000099'), false)).toBe('item');
    expect(scanPrompt(stop('95000052'), false)).toBe('Scan the location AISL01-02.');
    expect(scanPrompt(stop('95000052'), true)).toBe('Scan the item 95000052.');
  });

  it('matches what a scanner types, whatever its case and spaces', () => {
    expect(normalizeScan('  aisl01-02 \n')).toBe('AISL01-02');
    expect(matchScan(stop('95000052'), false, 'aisl01-02', STOPS)).toEqual({ ok: true, step: 'location' });
    expect(matchScan(stop('95000052'), true, '95000052', STOPS)).toEqual({ ok: true, step: 'item' });
    expect(matchScan(stop('95000052'), true, '0841234500525', STOPS)).toEqual({ ok: true, step: 'item' });
    expect(matchScan(stop('95000099'), false, '95000099', STOPS)).toEqual({ ok: true, step: 'item' });
  });

  it('refuses a wrong scan and says what was wrong', () => {
    expect(matchScan(stop('95000052'), false, 'AISL09-09', STOPS)).toEqual({
      ok: false,
      message: 'Wrong location: AISL09-09 is not AISL01-02. Go to AISL01-02.',
    });
    expect(matchScan(stop('95000052'), false, '95000052', STOPS)).toEqual({
      ok: false,
      message: 'Scan the location first: AISL01-02.',
    });
    expect(matchScan(stop('95000052'), true, '95000054', STOPS)).toEqual({
      ok: false,
      message: 'Wrong item: 95000054 is line 5, not 95000052.',
    });
    expect(matchScan(stop('95000052'), true, '12345', STOPS)).toEqual({
      ok: false,
      message: 'Wrong item: 12345 is not 95000052.',
    });
    expect(matchScan(stop('95000052'), true, '   ', STOPS)).toEqual({
      ok: false,
      message: 'Nothing was scanned.',
    });
  });
});

describe('confirming a line', () => {
  const [tap] = TAP_REASONS;
  const [short] = SHORT_REASONS;
  it('takes the full quantity by scan without a reason', () => {
    expect(confirmationProblem(4, { quantity: 4, method: 'scan' })).toBeNull();
  });
  it('needs a reason for a tap', () => {
    expect(confirmationProblem(4, { quantity: 4, method: 'tap' })).toBe(PICK_MESSAGES.tapNeedsReason);
    expect(confirmationProblem(4, { quantity: 4, method: 'tap', reason: 'I felt like it' })).toBe(
      PICK_MESSAGES.tapNeedsReason,
    );
    expect(confirmationProblem(4, { quantity: 4, method: 'tap', reason: tap })).toBeNull();
  });
  it('needs a short reason below the line quantity, none at it, and 0 to the quantity', () => {
    expect(confirmationProblem(4, { quantity: 3, method: 'scan' })).toBe(PICK_MESSAGES.shortNeedsReason);
    expect(confirmationProblem(4, { quantity: 3, method: 'scan', short_reason: short })).toBeNull();
    expect(
      confirmationProblem(4, { quantity: 0, method: 'tap', reason: tap, short_reason: short }),
    ).toBeNull();
    expect(confirmationProblem(4, { quantity: 4, method: 'scan', short_reason: short })).toBe(
      PICK_MESSAGES.noReasonForFull,
    );
    expect(confirmationProblem(4, { quantity: 5, method: 'scan' })).toBe(
      'The quantity picked must be a whole number from 0 to 4.',
    );
    expect(confirmationProblem(4, { quantity: -1, method: 'scan' })).toBe(PICK_MESSAGES.quantityRange(4));
    expect(confirmationProblem(4, { quantity: 1.5, method: 'scan' })).toBe(PICK_MESSAGES.quantityRange(4));
  });
  it('treats the same quantity again as a replay and another quantity as a conflict', () => {
    expect(repeatOutcome({ quantity: 4 }, { quantity: 4 })).toBe('same');
    expect(repeatOutcome({ quantity: 4 }, { quantity: 3 })).toBe('conflict');
  });
});

describe('progress and the end of a sheet', () => {
  const confirmed = new Map([
    ['95000011', { quantity: 1 }],
    ['95000052', { quantity: 3 }],
  ]);
  it('counts lines confirmed or shorted and pieces picked', () => {
    expect(pickProgress(STOPS, confirmed)).toEqual({ done: 2, total: 6, picked: 4, pieces: 11, shorted: 1 });
  });
  it('is done when every line is confirmed or shorted, and never for a sheet without lines', () => {
    expect(sheetDone(STOPS, confirmed)).toBe(false);
    const all = new Set(STOPS.map((s: PickStop) => s.sku));
    expect(sheetDone(STOPS, all)).toBe(true);
    expect(sheetDone([], new Set())).toBe(false);
  });
  it('resumes at the first undone stop, and goes on after the current one, wrapping round', () => {
    expect(nextUndone(STOPS, confirmed)).toBe(1);
    expect(nextUndone(STOPS, confirmed, 1)).toBe(3);
    expect(nextUndone(STOPS, confirmed, 5)).toBe(1);
    expect(nextUndone(STOPS, new Set(STOPS.map((s) => s.sku)))).toBe(-1);
  });
});
