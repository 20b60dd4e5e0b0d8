import { describe, expect, it } from 'vitest';
import {
  BULK_PULLSHEET_MESSAGES as M,
  BULK_WAREHOUSE_CODES,
  dateRangeProblem,
  downloadAgainQuestion,
  lastDownloadedAt,
  lookupOrderNumber,
  orderNumberProblem,
} from './bulk-pullsheets';

describe('the order number (D2 section 5)', () => {
  it('is left-padded with zeros to 7 characters', () => {
    expect(lookupOrderNumber('12345')).toBe('0012345');
    expect(lookupOrderNumber('1')).toBe('0000001');
    expect(lookupOrderNumber('1234567')).toBe('1234567');
    expect(lookupOrderNumber('  904512 ')).toBe('0904512');
  });

  it("says 'Enter an order number!' when it is empty", () => {
    expect(orderNumberProblem('')).toBe('Enter an order number!');
    expect(orderNumberProblem('   ')).toBe(M.enterOrderNumber);
    expect(orderNumberProblem(null)).toBe(M.enterOrderNumber);
    expect(lookupOrderNumber('')).toBeNull();
    expect(orderNumberProblem('904512')).toBeNull();
  });

  it('has the words of the spec for what is not found', () => {
    expect(M.orderNotFound).toBe('Could not find order number!');
    expect(M.noOrders).toBe('Could not find any orders!');
  });
});

describe('the date range', () => {
  it('wants both days, real, in order and at most 31 days', () => {
    expect(dateRangeProblem('2026-03-01', '2026-03-01')).toBeNull();
    expect(dateRangeProblem('2026-03-01', '2026-03-31')).toBeNull();
    expect(dateRangeProblem('2026-03-01', '2026-04-01')).toBe(M.rangeTooLong);
    expect(dateRangeProblem('', '2026-03-01')).toBe(M.pickDates);
    expect(dateRangeProblem('2026-03-01', null)).toBe(M.pickDates);
    expect(dateRangeProblem('2026-03-02', '2026-03-01')).toBe(M.datesOrder);
    expect(dateRangeProblem('2026-02-29', '2026-03-01')).toBe(M.badDate);
    expect(dateRangeProblem('2028-02-29', '2028-03-01')).toBeNull();
  });
});

describe('download again (D2 section 5)', () => {
  it('asks only when the order was downloaded before, with the last time', () => {
    expect(lastDownloadedAt([{ pullsheet_downloaded_at: null }])).toBeNull();
    expect(lastDownloadedAt([])).toBeNull();
    expect(
      lastDownloadedAt([
        { pullsheet_downloaded_at: '2026-03-01T10:00:00.000Z' },
        { pullsheet_downloaded_at: null },
        { pullsheet_downloaded_at: '2026-03-02T09:00:00.000Z' },
      ]),
    ).toBe('2026-03-02T09:00:00.000Z');
  });

  it('shows the last download time as the office reads it', () => {
    expect(downloadAgainQuestion('0904512', '2026-03-02T14:05:00.000Z', 'America/New_York')).toBe(
      'The pull sheet of order 0904512 was last downloaded 03/02/2026, 9:05 AM EST. Download it again?',
    );
  });
});

describe('warehouse codes (D2 section 9)', () => {
  it("gives Pennsylvania '02', the code whose sheets use the PA location", () => {
    expect(BULK_WAREHOUSE_CODES.pennsylvania).toBe('02');
    expect(new Set(Object.values(BULK_WAREHOUSE_CODES)).size).toBe(4);
  });
});
