import { describe, expect, it } from 'vitest';
import { DECISION_FILE_HEADERS, readDecisionFile, rowDecisionValid } from './decision-file';

const row = (over: Record<string, string> = {}): Record<string, string> => ({
  ...Object.fromEntries(DECISION_FILE_HEADERS.map((h) => [h, ''])),
  internal_po_number: 'PO1',
  vendor_name: 'Chewy',
  vendor_code: 'C001',
  internal_sku: 'SKU-1',
  quantity: '10',
  decision: 'KY',
  ship_type: 'LTL',
  ...over,
});

describe('decision file headers (D2 sections 3 and 5)', () => {
  it('has the 25 columns in the exact order of section 3', () => {
    expect(DECISION_FILE_HEADERS[0]).toBe('internal_po_number');
    expect(DECISION_FILE_HEADERS.slice(19)).toEqual([
      'decision',
      'ship_type',
      'KY_qty',
      'PA_qty',
      'TX_qty',
      'IL_qty',
    ]);
    expect(DECISION_FILE_HEADERS).toHaveLength(25);
  });
  it("refuses missing, extra or reordered headers with 'Invalid File Headers'", () => {
    const swapped = [...DECISION_FILE_HEADERS];
    [swapped[0], swapped[1]] = [swapped[1]!, swapped[0]!];
    expect(readDecisionFile(swapped, [row()])).toEqual({ ok: false, message: 'Invalid File Headers' });
    expect(readDecisionFile(DECISION_FILE_HEADERS.slice(1), [row()]).message).toBe('Invalid File Headers');
    expect(readDecisionFile([...DECISION_FILE_HEADERS, 'extra'], [row()]).message).toBe(
      'Invalid File Headers',
    );
  });
  it('checks the headers before the decisions', () => {
    expect(readDecisionFile(['x'], [row({ decision: 'ZZ' })]).message).toBe('Invalid File Headers');
  });
});

describe('decision codes and ship types', () => {
  it('known codes with LTL, FTL or PARCEL', () => {
    for (const code of ['KY', 'PA', 'TX', 'PF', 'IL', 'PL', 'SP', 'BO'])
      for (const type of ['LTL', 'FTL', 'PARCEL'])
        expect(rowDecisionValid({ decision: code, ship_type: type })).toBe(true);
  });
  it('CN and DC need no ship type; every other code does', () => {
    expect(rowDecisionValid({ decision: 'CN', ship_type: '' })).toBe(true);
    expect(rowDecisionValid({ decision: 'DC', ship_type: '' })).toBe(true);
    expect(rowDecisionValid({ decision: 'BO', ship_type: '' })).toBe(false);
    expect(rowDecisionValid({ decision: 'KY', ship_type: 'AIR' })).toBe(false);
    expect(rowDecisionValid({ decision: 'XX', ship_type: 'LTL' })).toBe(false);
  });
  it("a bad row rejects the file with 'Invalid Decisions or Ship Types'", () => {
    expect(readDecisionFile(DECISION_FILE_HEADERS, [row(), row({ decision: 'ZZ' })])).toEqual({
      ok: false,
      message: 'Invalid Decisions or Ship Types',
    });
  });
});

describe('grouping', () => {
  it("groups by PO, vendor name and vendor code, 'File Valid'", () => {
    const result = readDecisionFile(DECISION_FILE_HEADERS, [
      row(),
      row({ internal_sku: 'SKU-2', decision: 'SP', KY_qty: '4', PA_qty: '6', ship_type: 'FTL' }),
      row({ vendor_code: 'C002', decision: 'CN', ship_type: '' }),
      row({ internal_po_number: 'PO2', decision: 'PF', ship_type: 'PARCEL' }),
    ]);
    if (!result.ok) throw new Error(result.message);
    expect(result.message).toBe('File Valid');
    expect(result.orders.map((o) => [o.internal_po_number, o.vendor_code, o.items.length])).toEqual([
      ['PO1', 'C001', 2],
      ['PO1', 'C002', 1],
      ['PO2', 'C001', 1],
    ]);
    const [ky, split] = result.orders[0]!.items;
    expect(ky).toMatchObject({
      decision: 'Kentucky',
      fulfil: { kentucky: 10 },
      methods: { kentucky: 'LTL' },
    });
    expect(split).toMatchObject({
      decision: 'Split',
      fulfil: { kentucky: 4, pennsylvania: 6, texas: 0, illinois: 0 },
      methods: { kentucky: 'FTL', pennsylvania: 'FTL' },
    });
    expect(result.orders[1]!.items[0]).toMatchObject({ decision: 'Cancel', methods: {} });
    expect(result.orders[2]!.items[0]).toMatchObject({ decision: 'Illinois', fulfil: { illinois: 10 } });
  });
});
