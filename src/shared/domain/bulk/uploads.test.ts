import { describe, expect, it } from 'vitest';
import {
  BULK_ORDER_FILE_COLUMNS,
  checkBulkOrderFile,
  fileDate,
  fileMoney,
  headerProblem,
  type BulkOrderFileRow,
} from './uploads';
import { bulkOrderFileRow } from '../../../../tests/fixtures/bulk-orders';

const row = (over: Partial<Record<string, string>> = {}): BulkOrderFileRow => bulkOrderFileRow(over);

const reason = (rows: BulkOrderFileRow[]) => {
  const check = checkBulkOrderFile(rows);
  return check.ok ? null : check.reason;
};

describe('headers (D2 section 3: the columns in this exact order)', () => {
  it('accepts the 25 columns in order, trims spaces', () => {
    expect(BULK_ORDER_FILE_COLUMNS).toHaveLength(25);
    expect(headerProblem(BULK_ORDER_FILE_COLUMNS)).toBeNull();
    expect(headerProblem(BULK_ORDER_FILE_COLUMNS.map((c) => ` ${c}`))).toBeNull();
  });
  it('refuses a missing, extra or swapped column with Invalid File Headers', () => {
    const swapped = [...BULK_ORDER_FILE_COLUMNS];
    [swapped[0], swapped[1]] = [swapped[1]!, swapped[0]!];
    for (const header of [BULK_ORDER_FILE_COLUMNS.slice(1), [...BULK_ORDER_FILE_COLUMNS, 'x'], swapped])
      expect(headerProblem(header)).toMatch(
        /^Invalid File Headers: the first row must be internal_po_number, vendor_name/,
      );
  });
});

describe('rows', () => {
  it('groups rows by PO, vendor name and vendor code, in file order', () => {
    const check = checkBulkOrderFile([
      row(),
      row({ internal_po_number: 'CHB101', internal_sku: 'FH-2' }),
      row({ internal_sku: 'FH-3', quantity: '6' }),
    ]);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(
      check.orders.map((o) => [o.internal_po_number, o.lines.map((l) => [l.row, l.internal_sku])]),
    ).toEqual([
      [
        'CHB100',
        [
          [2, 'FH-1001'],
          [4, 'FH-3'],
        ],
      ],
      ['CHB101', [[3, 'FH-2']]],
    ]);
    expect(check.orders[0]).toMatchObject({
      order_pieces: 24,
      order_price: '480.00',
      order_date: '2026-03-01',
    });
  });

  it('lets decision, ship_type and the warehouse quantities be blank, nothing else', () => {
    expect(reason([row()])).toBeNull();
    expect(reason([row(), row({ location: ' ' })])).toBe('Row 3 (PO CHB100): location is empty.');
    expect(reason([row({ internal_po_number: '' })])).toBe('Row 2: internal_po_number is empty.');
  });

  it('refuses bad dates, amounts and quantities, naming the row', () => {
    expect(reason([row({ deliver_by: '2026-02-30' })])).toMatch(
      /^Row 2 \(PO CHB100\): deliver_by "2026-02-30" is not a date/,
    );
    expect(reason([row({ unit_price: '12.345' })])).toMatch(/unit_price "12.345" is not an amount/);
    expect(reason([row({ quantity: '0' })])).toMatch(/quantity "0" is not a whole number above 0/);
    expect(reason([row({ quantity: '2.5' })])).toMatch(/quantity/);
  });

  it('maps decision codes and sends a warehouse decision whole to that warehouse (D2 section 4)', () => {
    const check = checkBulkOrderFile([
      row({ decision: 'ky', ship_type: 'ltl' }),
      row({ internal_sku: 'B', decision: 'PF' }),
      row({ internal_sku: 'C', decision: 'SP', KY_qty: '5', PA_qty: '7', ship_type: 'FTL' }),
      row({ internal_sku: 'D', decision: 'CN' }),
    ]);
    if (!check.ok) throw new Error(check.reason);
    const [ky, pf, sp, cn] = check.orders[0]!.lines;
    expect(ky).toMatchObject({
      decision: 'Kentucky',
      ship_type: 'LTL',
      fulfil: { kentucky: 12, pennsylvania: 0 },
    });
    expect(pf).toMatchObject({ decision: 'Illinois', fulfil: { illinois: 12, kentucky: 0 } });
    expect(sp).toMatchObject({
      decision: 'Split',
      fulfil: { kentucky: 5, pennsylvania: 7, texas: 0, illinois: 0 },
    });
    expect(cn).toMatchObject({
      decision: 'Cancel',
      fulfil: { kentucky: 0, pennsylvania: 0, texas: 0, illinois: 0 },
    });
  });

  it('refuses unknown codes and ship types, a split above the quantity, quantities without a decision', () => {
    expect(reason([row({ decision: 'XX' })])).toMatch(
      /decision "XX" is not one of KY, PA, TX, PF, IL, PL, SP, CN, DC, BO/,
    );
    expect(reason([row({ ship_type: 'AIR' })])).toMatch(/ship_type "AIR" is not one of LTL, FTL, PARCEL/);
    expect(reason([row({ decision: 'SP', KY_qty: '10', PA_qty: '3' })])).toMatch(
      /\(13\) is more than quantity \(12\)/,
    );
    expect(reason([row({ KY_qty: '3' })])).toMatch(/Quantities per warehouse need a decision/);
  });

  it('refuses one PO of one vendor under two vendor codes (it would be two orders of one PO)', () => {
    expect(reason([row(), row({ vendor_code: 'C00999' })])).toMatch(
      /^Row 3 \(PO CHB100\): vendor_code "C00999" differs/,
    );
  });

  it('refuses an empty file', () => {
    expect(reason([])).toBe('The file has no order rows.');
  });
});

describe('cells', () => {
  it('reads dates as YYYY-MM-DD from ISO (time dropped) or M/D/YYYY', () => {
    expect(fileDate('2026-03-01')).toBe('2026-03-01');
    expect(fileDate('2026-03-01T10:15:00')).toBe('2026-03-01');
    expect(fileDate('2026-03-01 10:15')).toBe('2026-03-01');
    expect(fileDate('3/1/2026')).toBe('2026-03-01');
    expect(fileDate('13/1/2026')).toBeNull();
    expect(fileDate('tomorrow')).toBeNull();
  });
  it('reads money with at most two places, a $ and thousands commas', () => {
    expect(fileMoney('$1,250.5')).toBe('1250.5');
    expect(fileMoney('-1')).toBeNull();
    expect(fileMoney('1.234')).toBeNull();
  });
});
