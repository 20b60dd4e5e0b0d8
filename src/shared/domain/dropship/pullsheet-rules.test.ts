import { describe, expect, it } from 'vitest';
import {
  canSplit,
  countButtonWarehouses,
  foamStartProblem,
  newPullsheetComplete,
  newPullsheetWarehouse,
  orderSheetType,
  pullsheetButtons,
  pullsheetStatusLabel,
  splitPoint,
  SPLIT_THRESHOLD,
  type OrderForType,
} from './pullsheet-rules';

describe('pull sheet status (D1 section 4)', () => {
  it('labels 100 Unbuilt to 104 Shipped', () => {
    expect([100, 101, 102, 103, 104].map((c) => pullsheetStatusLabel(c, c))).toEqual([
      'Unbuilt',
      'Pulled',
      'Built',
      'Staged',
      'Shipped',
    ]);
  });
  it('reads 101 with max_status_code 102 as Partial Built', () => {
    expect(pullsheetStatusLabel(101, 102)).toBe('Partial Built');
    expect(pullsheetStatusLabel(101, 103)).toBe('Pulled');
    expect(pullsheetStatusLabel(102, 102)).toBe('Built');
  });
});

describe('split (D1 sections 5 and 9)', () => {
  it('is offered only above 300 pieces', () => {
    expect(SPLIT_THRESHOLD).toBe(300);
    expect(canSplit(300)).toBe(false);
    expect(canSplit(301)).toBe(true);
  });
  it('keeps orders whole and halves the pieces', () => {
    expect(splitPoint([100, 100, 101])).toBe(2);
    expect(splitPoint(Array.from({ length: 301 }, () => 1))).toBe(151);
    expect(splitPoint([290, 5, 6])).toBe(1);
    expect(splitPoint([1, 1, 1, 298])).toBe(3);
  });
  it('leaves at least one order on each sheet', () => {
    expect(splitPoint([400])).toBe(1);
    expect(splitPoint([1, 400])).toBe(1);
  });
});

describe('which sheet type an order goes on', () => {
  const one: OrderForType = { vendorName: 'Chewy', pieces: 1, free: false, foam: false, bolster: false };
  it('sorts by vendor, price, pieces and item', () => {
    expect(orderSheetType({ ...one, vendorName: 'Petsense', pieces: 36 })).toBe('petsense');
    expect(orderSheetType({ ...one, vendorName: 'Warranty Replacements', pieces: 2 })).toBe('warranties');
    expect(orderSheetType({ ...one, free: true })).toBe('samples');
    expect(orderSheetType({ ...one, pieces: 2 })).toBe('multiples');
    expect(orderSheetType({ ...one, vendorName: 'Amazon Direct' })).toBe('sioc');
    expect(orderSheetType({ ...one, foam: true, bolster: true })).toBe('presses');
    expect(orderSheetType({ ...one, foam: true })).toBe('assembly');
    expect(orderSheetType({ ...one, bolster: true })).toBe('assembly');
    expect(orderSheetType(one)).toBe('non_assembly');
  });
});

describe('New Pullsheet form (D1 section 5)', () => {
  it('is complete with carrier and type, and a warehouse under All', () => {
    expect(newPullsheetComplete({ carrier: 'fedex', type: 'presses', warehouse: '' }, 'kentucky')).toBe(true);
    expect(newPullsheetComplete({ carrier: '', type: 'presses', warehouse: '' }, 'kentucky')).toBe(false);
    expect(newPullsheetComplete({ carrier: 'dhl', type: 'presses', warehouse: '' }, 'kentucky')).toBe(false);
    expect(newPullsheetComplete({ carrier: 'ups', type: '', warehouse: '' }, 'kentucky')).toBe(false);
    expect(newPullsheetComplete({ carrier: 'ups', type: 'sioc', warehouse: '' }, 'all')).toBe(false);
    expect(newPullsheetComplete({ carrier: 'ups', type: 'sioc', warehouse: 'pennsylvania' }, 'all')).toBe(
      true,
    );
  });
  it("sends the chosen warehouse under All, the user's own otherwise", () => {
    const form = { carrier: 'usps', type: 'samples', warehouse: 'pennsylvania' };
    expect(newPullsheetWarehouse(form, 'all')).toBe('pennsylvania');
    expect(newPullsheetWarehouse(form, 'kentucky')).toBe('kentucky');
  });
});

describe('buttons per scope (D1 sections 5 and 6)', () => {
  it('renders the warehouse selector only under All, enabled only for admins', () => {
    expect(pullsheetButtons(['admin'], 'all').warehouseSelector).toBe('enabled');
    expect(pullsheetButtons(['dropship'], 'all').warehouseSelector).toBe('disabled');
    expect(pullsheetButtons(['admin'], 'kentucky').warehouseSelector).toBe('hidden');
  });
  it('shows Resend Acumatica to admin and acumatica', () => {
    expect(pullsheetButtons(['admin'], 'all').resendAcumatica).toBe(true);
    expect(pullsheetButtons(['dropship', 'acumatica'], 'all').resendAcumatica).toBe(true);
    expect(pullsheetButtons(['dropship', 'washington'], 'all').resendAcumatica).toBe(false);
  });
  it('filters the unprocessed count buttons by the warehouse scope', () => {
    const held = ['kentucky', 'pennsylvania', 'texas'];
    expect(countButtonWarehouses(held, 'all')).toEqual(held);
    expect(countButtonWarehouses(held, 'pennsylvania')).toEqual(['pennsylvania']);
  });
});

describe('foam and bolster custom start (D1 section 5)', () => {
  it('needs a date/time that parses', () => {
    expect(foamStartProblem('')).toBe('Please select a date/time');
    expect(foamStartProblem(null)).toBe('Please select a date/time');
    expect(foamStartProblem('2026-13-45T99:00')).toBe('Please enter a valid date/time');
    expect(foamStartProblem('2026-03-02T06:00')).toBeNull();
  });
});
