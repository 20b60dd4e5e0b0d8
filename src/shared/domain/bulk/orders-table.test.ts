import { describe, expect, it } from 'vitest';
import {
  LATE_PALLET_MS,
  asnStatusName,
  invoiceStatusName,
  withReason,
  exportDate,
  isCancelledOrder,
  isLatePallet,
  oneVendor,
  reshippedLabel,
  routeRequestMessage,
  routeRequestProblems,
  statusName,
  visibleBulkWarehouses,
} from './orders-table';

describe('one-vendor rule (D2 sections 2 and 5)', () => {
  it('shows the actions when every selected row shares one vendor, or nothing is selected', () => {
    expect(oneVendor([])).toBe(true);
    expect(oneVendor([{ vendor_name: 'Chewy' }])).toBe(true);
    expect(oneVendor([{ vendor_name: 'Chewy' }, { vendor_name: 'Chewy' }])).toBe(true);
  });
  it('hides them when two vendors are selected', () => {
    expect(oneVendor([{ vendor_name: 'Chewy' }, { vendor_name: 'Petco' }])).toBe(false);
    expect(oneVendor([{ vendor_name: 'Chewy' }, { vendor_name: 'chewy' }])).toBe(false);
  });
});

describe('late pallets: 5 days, 432,000,000 ms (D2 section 9)', () => {
  it('is 432,000,000 ms', () => {
    expect(LATE_PALLET_MS).toBe(432_000_000);
    expect(LATE_PALLET_MS).toBe(5 * 24 * 60 * 60 * 1000);
  });
  const pallet = { ship_date: '2026-03-01', shipment_status: 200 };
  it('is late once more than 5 days have passed since the ship date', () => {
    expect(isLatePallet(pallet, new Date(Date.parse('2026-03-01T00:00:00Z') + LATE_PALLET_MS + 1))).toBe(
      true,
    );
    expect(isLatePallet(pallet, new Date('2026-03-06T00:00:00Z'))).toBe(false);
    expect(isLatePallet(pallet, new Date('2026-03-06T00:00:00.001Z'))).toBe(true);
    expect(isLatePallet(pallet, new Date('2026-03-04T12:00:00Z'))).toBe(false);
  });
  it('is never late once confirmed or reshipped, or without a ship date', () => {
    const later = new Date('2026-04-01T00:00:00Z');
    expect(isLatePallet({ ...pallet, shipment_status: 201 }, later)).toBe(false);
    expect(isLatePallet({ ...pallet, shipment_status: 299 }, later)).toBe(false);
    expect(isLatePallet({ ship_date: null, shipment_status: 200 }, later)).toBe(false);
  });
});

describe('reshipped date: m/d/yy or No (D2 section 9)', () => {
  it.each([
    ['2026-03-02', '3/2/26'],
    ['2026-12-31', '12/31/26'],
    ['2030-01-09', '1/9/30'],
    [null, 'No'],
    ['', 'No'],
  ])('%s -> %s', (date, label) => expect(reshippedLabel(date)).toBe(label));
});

describe('route request: all six fields required (D2 section 5)', () => {
  const full = {
    acu_order_num: '0012345',
    vendor_name: 'Chewy',
    internal_po_number: 'PO-1',
    pickup_date: '2026-03-04',
    volume: 120.5,
    weight: 880,
  };
  it('has no problem when all six are given', () => expect(routeRequestProblems(full)).toEqual([]));
  it.each(['acu_order_num', 'vendor_name', 'internal_po_number', 'pickup_date', 'volume', 'weight'] as const)(
    'names %s when it is missing or blank',
    (field) => {
      expect(routeRequestProblems({ ...full, [field]: undefined })).toEqual([field]);
      expect(routeRequestProblems({ ...full, [field]: '  ' })).toEqual([field]);
    },
  );
  it('wants a real day and positive volume and weight', () => {
    expect(routeRequestProblems({ ...full, pickup_date: '2026-02-30' })).toEqual(['pickup_date']);
    expect(routeRequestProblems({ ...full, volume: 0, weight: -1 })).toEqual(['volume', 'weight']);
    expect(routeRequestProblems({ ...full, volume: 'abc' })).toEqual(['volume']);
  });
  it('words the message with the dialog labels', () => {
    expect(routeRequestMessage(['pickup_date', 'weight'])).toBe(
      'Route request needs Earliest Pickup Date, Weight (LBS).',
    );
    expect(routeRequestProblems({})).toHaveLength(6);
  });
});

describe('warehouse scope', () => {
  const furhaven = ['kentucky', 'pennsylvania', 'texas'];
  it('shows all four bulk warehouses to a person holding every warehouse of the company', () => {
    expect(visibleBulkWarehouses(furhaven, furhaven)).toEqual([
      'kentucky',
      'pennsylvania',
      'texas',
      'illinois',
    ]);
  });
  it('shows only the warehouses held otherwise', () => {
    expect(visibleBulkWarehouses(furhaven, ['pennsylvania'])).toEqual(['pennsylvania']);
    expect(visibleBulkWarehouses(furhaven, [])).toEqual([]);
  });
});

describe('names and dates', () => {
  it('humanises status codes (D2 section 4)', () => {
    expect(statusName(102)).toBe('Built');
    expect(statusName(199)).toBe('Cancelled');
    expect(statusName(-401)).toBe('Order Failed');
    expect(statusName(null)).toBe('');
    expect(asnStatusName(300)).toBe('Not Sent');
    expect(asnStatusName(301)).toBe('Sent');
    expect(asnStatusName(-301)).toBe('Failed');
    expect(invoiceStatusName(701)).toBe('Sent');
    expect(invoiceStatusName(-701)).toBe('Error');
    expect(invoiceStatusName(0)).toBe('Not Sent');
    expect(withReason('Failed', 'Vendor inbox refused the 856')).toBe('Failed: Vendor inbox refused the 856');
    expect(withReason('Sent', null)).toBe('Sent');
  });
  it('an order is cancelled when every item is 199', () => {
    expect(isCancelledOrder([{ order_status: 199 }, { order_status: 199 }])).toBe(true);
    expect(isCancelledOrder([{ order_status: 199 }, { order_status: 102 }])).toBe(false);
    expect(isCancelledOrder([])).toBe(false);
  });
  it('dates exports m.d.yy', () => expect(exportDate(new Date(2026, 2, 2))).toBe('3.2.26'));
});
