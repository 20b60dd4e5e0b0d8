import { describe, expect, it } from 'vitest';
import {
  LOT_COLUMNS,
  LOT_TEMPLATE_NAME,
  LOTS_MESSAGES,
  allLotsValid,
  canRegenerateBoxLabels,
  canShortItem,
  canUnshortItem,
  checkLotRows,
  expiresNearShipWindow,
  hasValidLot,
  lotRowColour,
  lotTemplateRows,
  missingLotColumns,
  shipWindowDay,
  toLotDate,
} from './lots';

const TODAY = '2026-11-24';
const item = (order_status: number, lot_number: string | null, expiration_date: string | null) => ({
  order_status,
  lot_number,
  expiration_date,
});
const row = (over: Record<string, string> = {}) => ({
  internal_po_number: 'PO-1',
  vendor_name: 'Treatly',
  internal_sku: 'TR-100',
  lot_number: 'L2701A',
  manufacturer: 'Treatly Kitchens',
  expiration_date: '2027-01-31',
  ...over,
});

describe('lot validity (D2 section 5)', () => {
  it('needs a lot number and an expiry later than today', () => {
    expect(hasValidLot(item(102, 'L1', '2026-11-25'), TODAY)).toBe(true);
    expect(hasValidLot(item(102, 'L1', TODAY), TODAY)).toBe(false);
    expect(hasValidLot(item(102, 'L1', '2026-11-23'), TODAY)).toBe(false);
    expect(hasValidLot(item(102, null, '2027-01-01'), TODAY)).toBe(false);
    expect(hasValidLot(item(102, ' ', '2027-01-01'), TODAY)).toBe(false);
    expect(hasValidLot(item(102, 'L1', null), TODAY)).toBe(false);
  });
});

describe('row colours and Regenerate Box Labels (D2 section 4)', () => {
  const good = item(102, 'L1', '2027-01-01');
  const shorted = item(199, null, null);
  const missing = item(102, null, null);

  it('is green when every non-cancelled item has a lot and a future expiry (cancelled ones need none)', () => {
    const order = { vendor_status: 300, items: [good, shorted] };
    expect(lotRowColour(order, TODAY)).toBe('valid');
    expect(canRegenerateBoxLabels(order, TODAY)).toBe(true);
  });

  it('is red when one item lacks a lot or has expired, and Regenerate is off', () => {
    const order = { vendor_status: 300, items: [good, missing] };
    expect(lotRowColour(order, TODAY)).toBe('invalid');
    expect(canRegenerateBoxLabels(order, TODAY)).toBe(false);
    const expired = { vendor_status: -301, items: [good, item(102, 'L2', '2026-11-01')] };
    expect(lotRowColour(expired, TODAY)).toBe('invalid');
  });

  it('has its own colour once the ASN is sent (301), whatever the lots', () => {
    expect(lotRowColour({ vendor_status: 301, items: [missing] }, TODAY)).toBe('asn-sent');
    expect(lotRowColour({ vendor_status: 301, items: [good] }, TODAY)).toBe('asn-sent');
  });

  it('is not valid when every item is cancelled', () => {
    expect(allLotsValid({ vendor_status: 300, items: [shorted] }, TODAY)).toBe(false);
  });
});

describe('shorting from the drawer (D2 section 4)', () => {
  it('shorts only Built (102) items and unshorts only Cancelled (199) ones', () => {
    expect(canShortItem({ order_status: 102 }, 300)).toBe(true);
    for (const status of [100, 101, 103, 104, 197, 199])
      expect(canShortItem({ order_status: status }, 300)).toBe(false);
    expect(canUnshortItem({ order_status: 199 }, 300)).toBe(true);
    expect(canUnshortItem({ order_status: 102 }, 300)).toBe(false);
  });

  it('does neither once the ASN is sent (301); a failed ASN (-301) still allows both', () => {
    expect(canShortItem({ order_status: 102 }, 301)).toBe(false);
    expect(canUnshortItem({ order_status: 199 }, 301)).toBe(false);
    expect(canShortItem({ order_status: 102 }, -301)).toBe(true);
  });
});

describe('near-expiry flag (ours: within 30 days of the ship window)', () => {
  it('flags an expiry up to 30 days after the ship window, or before it', () => {
    expect(expiresNearShipWindow('2027-01-30', '2026-12-31')).toBe(true);
    expect(expiresNearShipWindow('2027-01-31', '2026-12-31')).toBe(false);
    expect(expiresNearShipWindow('2026-12-20', '2026-12-31')).toBe(true);
    expect(expiresNearShipWindow(null, '2026-12-31')).toBe(false);
    expect(expiresNearShipWindow('2027-01-01', null)).toBe(false);
  });

  it('measures against the window end, else its start, else the requested ship date', () => {
    expect(shipWindowDay({ ship_window_end: '2026-12-31', ship_window_start: '2026-12-20' })).toBe(
      '2026-12-31',
    );
    expect(shipWindowDay({ ship_window_end: null, ship_window_start: '2026-12-20' })).toBe('2026-12-20');
    expect(
      shipWindowDay({ ship_window_end: null, ship_window_start: null, requested_ship_date: '2026-12-01' }),
    ).toBe('2026-12-01');
  });
});

describe('toLotDate (dates of the file to YYYY-MM-DD)', () => {
  it('converts the forms a spreadsheet writes', () => {
    expect(toLotDate('2027-05-31')).toBe('2027-05-31');
    expect(toLotDate('2027/5/31')).toBe('2027-05-31');
    expect(toLotDate('2027-05-31T00:00:00.000Z')).toBe('2027-05-31');
    expect(toLotDate('5/31/2027')).toBe('2027-05-31');
    expect(toLotDate('05/31/27')).toBe('2027-05-31');
  });

  it('answers null for anything else', () => {
    expect(toLotDate('')).toBeNull();
    expect(toLotDate('31/05/2027')).toBeNull();
    expect(toLotDate('2027-02-30')).toBeNull();
    expect(toLotDate('soon')).toBeNull();
  });
});

describe('the lot file (D2 sections 3, 5)', () => {
  it('names the template LOT_NUMBERS_TEMPLATE and lists the open lines under its header', () => {
    expect(LOT_TEMPLATE_NAME).toBe('LOT_NUMBERS_TEMPLATE.csv');
    const rows = lotTemplateRows([{ internal_po_number: 'PO-1', vendor_name: 'Treatly', internal_sku: 'A' }]);
    expect(rows[0]).toEqual([...LOT_COLUMNS, 'production_date']);
    expect(rows[1]).toEqual(['PO-1', 'Treatly', 'A', '', '', '', '']);
  });

  it('needs every column of the header but production_date', () => {
    expect(missingLotColumns([...LOT_COLUMNS])).toEqual([]);
    expect(missingLotColumns(['internal_po_number', 'vendor_name', 'internal_sku', 'lot_number'])).toEqual([
      'manufacturer',
      'expiration_date',
    ]);
  });

  it('takes valid rows, converting expiration_date and production_date', () => {
    const check = checkLotRows(
      [row({ expiration_date: '1/31/2027', production_date: '1/31/2025' }), row({ internal_sku: 'TR-200' })],
      TODAY,
    );
    expect(check).toEqual({
      ok: true,
      lots: [
        expect.objectContaining({
          internal_sku: 'TR-100',
          expiration_date: '2027-01-31',
          production_date: '2025-01-31',
        }),
        expect.objectContaining({
          internal_sku: 'TR-200',
          expiration_date: '2027-01-31',
          production_date: null,
        }),
      ],
    });
  });

  it('refuses a row without a lot number or expiry, with an expiry of today or before, or a bad date', () => {
    const check = checkLotRows(
      [
        row({ lot_number: '' }),
        row({ internal_sku: 'B', expiration_date: '' }),
        row({ internal_sku: 'C', expiration_date: TODAY }),
        row({ internal_sku: 'D', expiration_date: 'next year' }),
        row({ internal_sku: 'E', production_date: 'last year' }),
      ],
      TODAY,
    );
    expect(check).toEqual({
      ok: false,
      problems: [
        'Row 2: lot_number is missing.',
        'Row 3: expiration_date is missing.',
        `Row 4: lot L2701A expired on ${TODAY}; the expiry must be after today.`,
        'Row 5: expiration_date next year is not a date.',
        'Row 6: production_date last year is not a date.',
      ],
    });
  });

  it('refuses a SKU with two lot numbers, but takes the same lot on two orders', () => {
    const two = checkLotRows([row(), row({ internal_po_number: 'PO-2', lot_number: 'L2702B' })], TODAY);
    expect(two).toEqual({
      ok: false,
      problems: ['Row 3: SKU TR-100 has two lot numbers (L2701A on row 2, L2702B).'],
    });
    const same = checkLotRows([row(), row({ internal_po_number: 'PO-2' }), row()], TODAY);
    expect(same.ok && same.lots.map((l) => l.internal_po_number)).toEqual(['PO-1', 'PO-2']);
  });

  it('refuses an empty file and names at most ten problems', () => {
    expect(checkLotRows([], TODAY)).toEqual({ ok: false, problems: ['The file has no rows of lots.'] });
    const many = checkLotRows(
      Array.from({ length: 13 }, (_, i) => row({ internal_sku: `S${i}`, lot_number: '' })),
      TODAY,
    );
    expect(many.ok === false && many.problems).toHaveLength(11);
    expect(many.ok === false && many.problems[10]).toBe('3 more rows have problems.');
  });

  it("keeps the spec's messages", () => {
    expect(LOTS_MESSAGES.fileError('bad quote')).toBe('Error Uploading Order File: bad quote');
    expect(LOTS_MESSAGES.uploaded).toBe('Lots Uploaded!');
    expect(LOTS_MESSAGES.treatlyFailed).toBe('Failed to retrieve open Treatly orders');
  });
});
