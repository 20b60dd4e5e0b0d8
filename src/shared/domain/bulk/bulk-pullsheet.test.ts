import { describe, expect, it } from 'vitest';
import {
  bulkPullsheetFileName,
  bulkSheets,
  isTexas,
  lineBoxes,
  mergeBulkLines,
  orderNumberRows,
  orderSheets,
  pullLocation,
  sortBySize,
  texasSheets,
  type BulkPullsheetLine,
  type BulkPullsheetOrder,
  type BulkSheetLine,
} from './bulk-pullsheet';

const item = (sku: string, quantity: number, extra: Partial<BulkPullsheetLine> = {}): BulkPullsheetLine => ({
  sku,
  description: `Bed ${sku}`,
  size: null,
  quantity,
  pa_location: `PA-${sku}`,
  mca_location: `AISL${sku}`,
  foam: null,
  bolster: null,
  boxes: null,
  case_packs: 1,
  ...extra,
});

const order = (acu: string, lines: BulkPullsheetLine[], extra: Partial<BulkPullsheetOrder> = {}) => ({
  acu_order_num: acu,
  po_number: `PO${acu}`,
  vendor_name: 'Chewy',
  warehouse: 'kentucky',
  warehouse_code: '01',
  lines,
  ...extra,
});

const printed = (sku: string, quantity: number, location: string, size = ''): BulkSheetLine => ({
  sku,
  description: `Bed ${sku}`,
  size,
  quantity,
  location,
  boxes: quantity,
});

describe('pull location (D2 section 9)', () => {
  it("uses the PA location for warehouse code '02' and the MCA one for any other", () => {
    const line = { pa_location: 'PULL 4', mca_location: 'AISL09-01' };
    expect(pullLocation('02', line)).toBe('PULL 4');
    expect(pullLocation('01', line)).toBe('AISL09-01');
    expect(pullLocation('03', line)).toBe('AISL09-01');
    expect(pullLocation('02', { pa_location: null, mca_location: 'X' })).toBe('');
  });
});

describe('lines', () => {
  it('merges per SKU with the quantity summed and sorts by pull location, empty last', () => {
    expect(
      mergeBulkLines([
        printed('3', 2, ''),
        printed('1', 4, 'AISL10'),
        printed('2', 1, 'PREBUILT 2'),
        printed('1', 6, 'AISL10'),
        printed('4', 1, 'AISL2'),
      ]),
    ).toEqual([
      printed('2', 1, 'PREBUILT 2'),
      printed('4', 1, 'AISL2'),
      { ...printed('1', 10, 'AISL10') },
      printed('3', 2, ''),
    ]);
  });

  it('sorts foam and bolster by size word: Small, Medium, Large, XL, Jumbo, Jumbo Plus', () => {
    const sizes = ['Jumbo Plus', 'XL', 'Small', '', 'Jumbo', 'Large', 'Medium'];
    const sorted = sortBySize(sizes.map((s, i) => printed(String(i), 1, '', s)));
    expect(sorted.map((l) => l.size)).toEqual(['Small', 'Medium', 'Large', 'XL', 'Jumbo', 'Jumbo Plus', '']);
  });

  it('counts boxes from the line, else one per case pack rounded up', () => {
    expect(lineBoxes({ boxes: 3, quantity: 12, case_packs: 2 })).toBe(3);
    expect(lineBoxes({ boxes: null, quantity: 13, case_packs: 4 })).toBe(4);
    expect(lineBoxes({ boxes: null, quantity: 5, case_packs: null })).toBe(5);
  });
});

describe('sheets outside Texas', () => {
  it('makes the main sheet, then foam and bolster sheets of the items that have them', () => {
    const sheets = orderSheets(
      order('0012345', [
        item('1', 2, { foam: 'Foam Insert Large', size: 'Large', bolster: 'Fiber Large' }),
        item('2', 3, { foam: 'Foam Insert Small', size: 'Small' }),
        item('3', 5),
        item('1', 1, { foam: 'Foam Insert Large', size: 'Large', bolster: 'Fiber Large' }),
      ]),
    );
    expect(sheets.map((s) => s.kind)).toEqual(['main', 'foam', 'bolster']);
    const [main, foam, bolster] = sheets;
    expect(main?.lines.map((l) => [l.sku, l.quantity])).toEqual([
      ['1', 3],
      ['2', 3],
      ['3', 5],
    ]);
    expect(main?.totalPieces).toBe(11);
    expect(main?.orderNumbers).toEqual(['0012345']);
    expect(foam?.lines.map((l) => [l.description, l.quantity])).toEqual([
      ['Foam Insert Small', 3],
      ['Foam Insert Large', 3],
    ]);
    expect(bolster?.lines.map((l) => [l.description, l.quantity])).toEqual([['Fiber Large', 3]]);
    expect(main?.showBoxes).toBe(false);
  });

  it('leaves out foam and bolster sheets when no item has them', () => {
    expect(orderSheets(order('1', [item('9', 1)])).map((s) => s.kind)).toEqual(['main']);
  });
});

describe('Texas', () => {
  it('is the Texas warehouse by name or code', () => {
    expect([isTexas('texas'), isTexas('TX'), isTexas('Texas '), isTexas('kentucky')]).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it('lists the order numbers eight to a line', () => {
    const numbers = Array.from({ length: 17 }, (_, i) => String(1000001 + i).padStart(7, '0'));
    const rows = orderNumberRows(numbers);
    expect(rows).toHaveLength(3);
    expect(rows[0]?.split(', ')).toHaveLength(8);
    expect(rows[1]?.split(', ')).toHaveLength(8);
    expect(rows[2]).toBe('1000017');
  });

  it('splits every line onto one of fill, no-fill and foam, each with its box total', () => {
    const tx = { warehouse: 'texas', warehouse_code: '03' };
    const sheets = texasSheets([
      order('0000001', [item('1', 4, { bolster: 'Fiber', boxes: 2 }), item('2', 6, { case_packs: 4 })], tx),
      order(
        '0000002',
        [item('3', 5, { foam: 'Foam', size: 'Small' }), item('1', 2, { bolster: 'Fiber', boxes: 1 })],
        tx,
      ),
    ]);
    expect(sheets.map((s) => [s.kind, s.totalPieces, s.totalBoxes])).toEqual([
      ['fill', 6, 3],
      ['no-fill', 6, 2],
      ['foam', 5, 5],
    ]);
    for (const s of sheets) {
      expect(s.showBoxes).toBe(true);
      expect(s.orderNumbers).toEqual(['0000001', '0000002']);
    }
    expect(sheets[0]?.lines[0]?.location).toBe('AISL1');
  });

  it('puts the Texas orders on one group after the other orders', () => {
    const sheets = bulkSheets([
      order('0000009', [item('1', 1)], { warehouse: 'TX' }),
      order('0000010', [item('1', 1)], { warehouse_code: '02', warehouse: 'pennsylvania' }),
    ]);
    expect(sheets.map((s) => [s.kind, s.orderNumbers.join()])).toEqual([
      ['main', '0000010'],
      ['no-fill', '0000009'],
    ]);
    expect(sheets[0]?.lines[0]?.location).toBe('PA-1');
  });
});

describe('file name', () => {
  it('is the ERP order number, or the first and last of several', () => {
    expect(bulkPullsheetFileName([{ acu_order_num: '0012345' }])).toBe('0012345.pdf');
    expect(bulkPullsheetFileName([{ acu_order_num: '0000001' }, { acu_order_num: '0000003' }])).toBe(
      '0000001-0000003.pdf',
    );
  });
});
