import { describe, expect, it } from 'vitest';
import {
  inShippedRange,
  isFullyShipped,
  pickupTimeText,
  rangeDays,
  reportOrderDate,
  SHIPPED_REPORT_COLUMNS,
  SHIPPED_REPORT_MESSAGES as M,
  shippedRangeBounds,
  shippedRangeProblem,
  shippedReportCsvRows,
  shippedReportFileName,
} from './shipped-report';

const s = (order_status: number) => ({ order_status });

describe('the date range of the shipped report', () => {
  it('needs both dates (D1 5: both dates enable the download)', () => {
    expect(shippedRangeProblem('', '2026-03-01')).toBe(M.startRequired);
    expect(shippedRangeProblem(null, undefined)).toBe(M.startRequired);
    expect(shippedRangeProblem('2026-03-01', '  ')).toBe(M.endRequired);
  });

  it('takes real YYYY-MM-DD dates only', () => {
    expect(shippedRangeProblem('2026-02-30', '2026-03-01')).toBe(M.startInvalid);
    expect(shippedRangeProblem('3/1/2026', '2026-03-01')).toBe(M.startInvalid);
    expect(shippedRangeProblem('2026-03-01', '2026-13-01')).toBe(M.endInvalid);
  });

  it('needs the start on or before the end; one day is a range', () => {
    expect(shippedRangeProblem('2026-03-02', '2026-03-01')).toBe(M.order);
    expect(shippedRangeProblem('2026-03-01', '2026-03-01')).toBeNull();
    expect(rangeDays('2026-03-01', '2026-03-01')).toBe(1);
    expect(rangeDays('2026-03-01', '2026-03-31')).toBe(31);
  });

  it('covers at most 366 days', () => {
    expect(rangeDays('2024-01-01', '2024-12-31')).toBe(366);
    expect(shippedRangeProblem('2024-01-01', '2024-12-31')).toBeNull();
    expect(shippedRangeProblem('2024-01-01', '2025-01-01')).toBe(M.tooLong);
    expect(M.tooLong).toBe('The date range can cover at most 366 days.');
  });

  it('counts New York calendar days, across the daylight-saving change', () => {
    // EST is UTC-5 in winter, EDT UTC-4 from 2026-03-08.
    const winter = shippedRangeBounds('2026-03-01', '2026-03-07');
    expect(winter.from.toISOString()).toBe('2026-03-01T05:00:00.000Z');
    expect(winter.until.toISOString()).toBe('2026-03-08T05:00:00.000Z');
    const spring = shippedRangeBounds('2026-03-08', '2026-03-09');
    expect(spring.from.toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(spring.until.toISOString()).toBe('2026-03-10T04:00:00.000Z');
  });

  it('puts a pickup in the range of its New York day, both ends included', () => {
    expect(inShippedRange('2026-03-02T04:59:00Z', '2026-03-02', '2026-03-02')).toBe(false); // 23:59 on Mar 1
    expect(inShippedRange('2026-03-02T05:00:00Z', '2026-03-02', '2026-03-02')).toBe(true);
    expect(inShippedRange('2026-03-03T04:59:59Z', '2026-03-02', '2026-03-02')).toBe(true);
    expect(inShippedRange('2026-03-03T05:00:00Z', '2026-03-02', '2026-03-02')).toBe(false);
    expect(inShippedRange(null, '2026-03-01', '2026-03-31')).toBe(false);
  });
});

describe('fully shipped orders', () => {
  it('are orders whose every line that is not cancelled is shipped (104)', () => {
    expect(isFullyShipped(s(104), [s(104), s(104)])).toBe(true);
    expect(isFullyShipped(s(104), [s(104), s(199)])).toBe(true);
    expect(isFullyShipped(s(103), [s(104), s(103)])).toBe(false);
    expect(isFullyShipped(s(101), [s(101)])).toBe(false);
  });

  it('exclude cancelled orders and orders with nothing left to ship', () => {
    expect(isFullyShipped(s(199), [s(104)])).toBe(false);
    expect(isFullyShipped(s(104), [s(199), s(199)])).toBe(false);
    expect(isFullyShipped(s(104), [])).toBe(false);
  });

  it('exclude held orders (197, 198) with open lines', () => {
    expect(isFullyShipped(s(197), [s(197)])).toBe(false);
    expect(isFullyShipped(s(198), [s(104), s(198)])).toBe(false);
  });
});

describe('the CSV', () => {
  const row = {
    order_id: 42,
    order_date: reportOrderDate(new Date('2026-03-01T14:30:00Z')),
    vendor_name: 'Chewy',
    internal_po_number: 'CH100000042',
    pickup_time: '2026-03-03T19:05:00.000Z',
    acu_order_num: '0001234',
    acu_ship_num: '0005678, 0005679',
  };

  it('has a header and one row per order, the pickup in New York time', () => {
    expect(SHIPPED_REPORT_COLUMNS).toHaveLength(7);
    expect(row.order_date).toBe('2026-03-01 14:30:00.000Z');
    expect(shippedReportCsvRows([row])).toEqual([
      [
        '42',
        '2026-03-01 14:30:00.000Z',
        'Chewy',
        'CH100000042',
        '2026-03-03 14:05',
        '0001234',
        '0005678, 0005679',
      ],
    ]);
  });

  it('leaves missing numbers and times empty', () => {
    const [cells] = shippedReportCsvRows([
      { ...row, pickup_time: null, acu_order_num: null, acu_ship_num: null },
    ]);
    expect(cells?.slice(4)).toEqual(['', '', '']);
    expect(pickupTimeText('2026-07-04T16:00:00Z')).toBe('2026-07-04 12:00');
  });

  it('is named after the range', () => {
    expect(shippedReportFileName('2026-03-01', '2026-03-31')).toBe('ShippedOrders_2026-03-01_2026-03-31.csv');
  });
});
