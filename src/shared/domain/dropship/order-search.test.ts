import { describe, expect, it } from 'vitest';
import {
  DATE_FORMAT_MESSAGE,
  DATE_ORDER_MESSAGE,
  EMPTY_FILTERS,
  ORDER_SEARCH_LIMIT,
  ORDER_STATUS_LABEL,
  exportRow,
  filterProblem,
  groupVendors,
  normaliseFilters,
  noFilters,
  orderDateDisplay,
  statusLabel,
  trackingDisplay,
  trackingStatusText,
  truckText,
  vendorGroup,
} from './order-search';

const ship = (tracking_number: string | null, tracking_status: number | null = 200, truck_number = null) => ({
  tracking_number,
  tracking_status,
  truck_number,
});

describe('vendor picker grouping (D1 section 2)', () => {
  it('groups by the first letter, digits under 0-9', () => {
    expect(vendorGroup('Chewy')).toBe('C');
    expect(vendorGroup('chewy.com')).toBe('C');
    expect(vendorGroup('1-800-PetMeds')).toBe('0-9');
    expect(vendorGroup('84 Lumber')).toBe('0-9');
  });
  it('lists groups and names case-insensitively, 0-9 first', () => {
    expect(
      groupVendors(['Target', 'amazon', '1-800-PetMeds', 'Amazon Vendor', 'chewy.com', 'Chewy']),
    ).toEqual([
      { group: '0-9', vendors: ['1-800-PetMeds'] },
      { group: 'A', vendors: ['amazon', 'Amazon Vendor'] },
      { group: 'C', vendors: ['Chewy', 'chewy.com'] },
      { group: 'T', vendors: ['Target'] },
    ]);
  });
});

describe('tracking number column (D1 sections 2 and 9)', () => {
  it('shows N/A without a tracking number', () => {
    expect(trackingDisplay([])).toEqual({ kind: 'none', text: 'N/A' });
    expect(trackingDisplay([ship(null), ship('  ')])).toEqual({ kind: 'none', text: 'N/A' });
  });
  it('shows Multiple for more than one shipment', () => {
    expect(trackingDisplay([ship('123456789012'), ship('1Z0000000000000001')]).text).toBe('Multiple');
  });
  it('counts a tracking number once even on two rows', () => {
    expect(trackingDisplay([ship('123456789012'), ship('123456789012')]).kind).toBe('link');
  });
  it('links 12 characters to FedEx, 18 to UPS, 22 to USPS', () => {
    expect(trackingDisplay([ship('123456789012')])).toMatchObject({
      kind: 'link',
      carrier: 'FedEx',
      url: 'https://www.fedex.com/fedextrack/?trknbr=123456789012',
    });
    expect(trackingDisplay([ship('1Z999AA10123456784')])).toMatchObject({
      kind: 'link',
      carrier: 'UPS',
      url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    });
    expect(trackingDisplay([ship('9400111899223100012345')])).toMatchObject({
      kind: 'link',
      carrier: 'USPS',
      url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223100012345',
    });
  });
  it('shows other lengths as plain text', () => {
    expect(trackingDisplay([ship('TBA123456789000')])).toEqual({ kind: 'text', text: 'TBA123456789000' });
    expect(trackingDisplay([ship('12345678901')])).toEqual({ kind: 'text', text: '12345678901' });
  });
});

describe('status display names (D1 section 4)', () => {
  it('names every dropship order status', () => {
    expect([100, 101, 102, 103, 104, 199, 197].map((c) => statusLabel(ORDER_STATUS_LABEL, c))).toEqual([
      'Order Created',
      'Items Pulled',
      'Items Built',
      'Order Staged',
      'Order Shipped',
      'Order Cancelled',
      'Order Production Hold',
    ]);
    expect(statusLabel(ORDER_STATUS_LABEL, 555)).toBe('555');
    expect(statusLabel(ORDER_STATUS_LABEL, null)).toBe('');
  });
  it('words tracking statuses and trucks once each', () => {
    expect(trackingStatusText([ship('a', 200), ship('b', 201), ship('c', 201)])).toBe(
      'Label Created, Shipped',
    );
    expect(trackingStatusText([ship('a', 299)])).toBe('Reshipped');
    expect(truckText([{ truck_number: 'T12' }, { truck_number: 'T12' }, { truck_number: null }])).toBe('T12');
  });
  it('cuts order dates to the date', () => {
    expect(orderDateDisplay('2026-03-04 21:15:00')).toBe('2026-03-04');
  });
});

describe('filters (D1 section 5)', () => {
  it('sends empty filters as null and pads the ERP number to 7', () => {
    const sent = normaliseFilters({
      ...EMPTY_FILTERS,
      acu_order_num: ' 1234 ',
      vendor_name: 'Chewy',
      sku: '  ',
    });
    expect(sent.acu_order_num).toBe('0001234');
    expect(sent.vendor_name).toBe('Chewy');
    expect(sent.sku).toBeNull();
    expect(sent.start_date).toBeNull();
    expect(Object.keys(sent)).toHaveLength(Object.keys(EMPTY_FILTERS).length);
    expect(normaliseFilters({ acu_order_num: '1234567' }).acu_order_num).toBe('1234567');
  });
  it('refuses a start after the end and dates that are not YYYY-MM-DD', () => {
    const at = (start_date: string, end_date: string) =>
      filterProblem(normaliseFilters({ start_date, end_date }));
    expect(at('2026-03-05', '2026-03-04')).toBe(DATE_ORDER_MESSAGE);
    expect(at('2026-03-04', '2026-03-04')).toBeNull();
    expect(at('2026-02-30', '')).toBe(DATE_FORMAT_MESSAGE);
    expect(at('', '03/04/2026')).toBe(DATE_FORMAT_MESSAGE);
    expect(filterProblem(normaliseFilters({ upload_id: '12a' }))).toMatch(/upload id/);
  });
  it('knows when nothing is set', () => {
    expect(noFilters(EMPTY_FILTERS)).toBe(true);
    expect(noFilters({ ...EMPTY_FILTERS, name: 'x' })).toBe(false);
  });
  it('limits a search to 8000 orders', () => {
    expect(ORDER_SEARCH_LIMIT).toBe(8000);
  });
});

describe('export rows (OrderSearchExport.csv)', () => {
  it('has the table columns, the order date cut and every tracking number of a multi-package order', () => {
    const row = exportRow({
      vendor_name: 'Chewy',
      internal_po_number: 'CH100000001',
      upload_date: '2026-03-05 08:00:00',
      order_date: '2026-03-04 21:15:00',
      order_status: 104,
      shipments: [
        { tracking_number: '123456789012', tracking_status: 201, truck_number: 'T7' },
        { tracking_number: '123456789013', tracking_status: 201, truck_number: 'T7' },
      ],
    });
    expect(row).toEqual({
      Vendor: 'Chewy',
      'PO Number': 'CH100000001',
      'Upload Date': '2026-03-05 08:00:00',
      'Order Date': '2026-03-04',
      'Tracking Number': '123456789012 123456789013',
      Status: 'Order Shipped',
      Tracking: 'Shipped',
      Truck: 'T7',
    });
  });
});
