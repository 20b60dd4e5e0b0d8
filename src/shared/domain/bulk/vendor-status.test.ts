import { describe, expect, it } from 'vitest';
import { apiStatus } from '../dropship/api-status';
import { BULK_REQUEST_ACTION, bulkRequestFailure, bulkRequestSummary, vendorStatus } from './vendor-status';

const NOW = new Date('2026-03-02T12:00:00Z');
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3_600_000).toISOString();
const cls = (orders: number, hours: number | null, priority: number | null) =>
  vendorStatus({ orders, lastDownload: hours === null ? null : hoursAgo(hours), priority }, NOW).rowClass;

describe('Bulk Status row classes (D2 sections 4 and 9)', () => {
  it('is the API Status rule itself, not a copy', () => {
    expect(vendorStatus).toBe(apiStatus);
  });

  it('uses the spec numbers: 12 hours, 1 day, 3 days, 10 days; 100, 500, 700 orders; default priority 3', () => {
    expect(cls(0, null, 1)).toBe('new');
    expect(cls(5, 12, 1)).toBe('ok');
    expect(cls(5, 13, 1)).toBe('severe');
    expect(cls(5, 24, 2)).toBe('ok');
    expect(cls(5, 25, 2)).toBe('severe');
    expect(cls(5, 72, null)).toBe('ok');
    expect(cls(5, 73, null)).toBe('severe');
    expect(cls(0, 241, 3)).toBe('inactive');
    expect(cls(1, 241, 3)).toBe('severe');
    expect(cls(101, 1, 1)).toBe('warn');
    expect(cls(501, 1, 1)).toBe('error');
    expect(vendorStatus({ orders: 501, lastDownload: hoursAgo(1), priority: 1 }, NOW).warningIcon).toBe(true);
    expect(cls(701, 1, 1)).toBe('severe');
  });
});

describe('Bulk Status requests', () => {
  it('offers Download, Send Inventory, Send Invoices', () => {
    expect(Object.values(BULK_REQUEST_ACTION)).toEqual(['Download', 'Send Inventory', 'Send Invoices']);
  });

  it('words what a request did and the failure', () => {
    expect(bulkRequestSummary('Chewy', 'orders', { done: 1 })).toBe('Chewy: 1 order downloaded');
    expect(bulkRequestSummary('Chewy', 'inventory', { done: 240 })).toBe('Chewy: inventory of 240 SKUs sent');
    expect(bulkRequestSummary('Chewy', 'invoice', { done: 0 })).toBe(
      'Chewy: no invoices waiting (no order on ASN Sent)',
    );
    expect(bulkRequestSummary('Chewy', 'invoice', { done: 2, refused: ['PO1: no price'] })).toBe(
      'Chewy: 2 invoices sent; 1 refused: PO1: no price',
    );
    expect(bulkRequestFailure('Chewy', 'inventory')).toBe(
      'Failed to send Chewy inventory, please contact a developer',
    );
    expect(bulkRequestFailure('Chewy', 'orders')).toBe(
      'Failed to download Chewy orders, please contact a developer',
    );
  });
});
