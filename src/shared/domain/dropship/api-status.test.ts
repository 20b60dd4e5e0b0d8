import { describe, expect, it } from 'vitest';
import {
  apiStatus,
  DEFAULT_PRIORITY,
  downloadAge,
  effectivePriority,
  noInventoryFeedNote,
  vendorRequestFailure,
  vendorRequestRefusal,
  type ApiStatusInput,
} from './api-status';

const NOW = new Date('2026-03-10T12:00:00Z');
const HOUR = 3_600_000;
const ago = (hours: number) => new Date(NOW.getTime() - hours * HOUR).toISOString();
const classOf = (input: Partial<ApiStatusInput>) =>
  apiStatus({ orders: 5, lastDownload: ago(1), priority: 1, ...input }, NOW).rowClass;

describe('API status row classes (D1 section 4)', () => {
  it('a vendor that never downloaded is new', () => {
    expect(classOf({ lastDownload: null })).toBe('new');
    expect(classOf({ lastDownload: null, orders: 800, priority: 1 })).toBe('new');
  });

  it.each([
    [1, 12, 'ok'],
    [1, 12.01, 'severe'],
    [2, 12.01, 'ok'],
    [2, 24, 'ok'],
    [2, 24.01, 'severe'],
    [3, 24.01, 'ok'],
    [3, 72, 'ok'],
    [3, 72.01, 'severe'],
  ] as const)('priority %i, last download %f hours ago: %s', (priority, hours, expected) => {
    expect(classOf({ priority, lastDownload: ago(hours) })).toBe(expected);
  });

  it('a missing priority counts as 3', () => {
    expect(DEFAULT_PRIORITY).toBe(3);
    expect(effectivePriority(null)).toBe(3);
    expect(effectivePriority(7)).toBe(3);
    expect(classOf({ priority: null, lastDownload: ago(48) })).toBe('ok');
    expect(classOf({ priority: null, lastDownload: ago(73) })).toBe('severe');
    expect(apiStatus({ orders: 0, lastDownload: ago(1), priority: null }, NOW).priority).toBe(3);
  });

  it('over 10 days with zero orders is inactive, whatever the priority', () => {
    expect(classOf({ priority: 3, orders: 0, lastDownload: ago(240.01) })).toBe('inactive');
    expect(classOf({ priority: 1, orders: 0, lastDownload: ago(12 * 24) })).toBe('inactive');
    // Exactly 10 days is not older than 10 days: still the priority's severe.
    expect(classOf({ priority: 3, orders: 0, lastDownload: ago(240) })).toBe('severe');
    // Orders waiting keep an old vendor severe.
    expect(classOf({ priority: 3, orders: 1, lastDownload: ago(300) })).toBe('severe');
  });

  it.each([
    [100, 'ok', false],
    [101, 'warn', false],
    [500, 'warn', false],
    [501, 'error', true],
    [700, 'error', true],
    [701, 'severe', true],
  ] as const)('%i unprocessed orders: %s (warning icon %s)', (orders, expected, icon) => {
    const verdict = apiStatus({ orders, lastDownload: ago(1), priority: 1 }, NOW);
    expect(verdict.rowClass).toBe(expected);
    expect(verdict.warningIcon).toBe(icon);
  });

  it('an old download outranks the order count, and new outranks both', () => {
    expect(classOf({ priority: 1, orders: 150, lastDownload: ago(13) })).toBe('severe');
    expect(classOf({ priority: 2, orders: 600, lastDownload: ago(30) })).toBe('severe');
    expect(apiStatus({ orders: 600, lastDownload: null, priority: 2 }, NOW)).toEqual({
      rowClass: 'new',
      warningIcon: true,
      priority: 2,
    });
  });
});

describe('downloadAge', () => {
  it.each([
    [null, 'Never'],
    [ago(0.001), 'just now'],
    [ago(1 / 60), '1 minute ago'],
    [ago(0.5), '30 minutes ago'],
    [ago(1), '1 hour ago'],
    [ago(23.9), '23 hours ago'],
    [ago(24), '1 day ago'],
    [ago(24 * 12), '12 days ago'],
  ])('%s: %s', (at, text) => {
    expect(downloadAge(at, NOW)).toBe(text);
  });
});

describe('vendorRequestRefusal (the server refuses it, the screen does not offer it)', () => {
  const chewy = { vendor_name: 'Chewy', sends_inventory: true };
  const petsense = { vendor_name: 'Petsense', sends_inventory: false };
  it('inventory only for a vendor that takes an inventory feed; the other requests for every vendor', () => {
    expect(vendorRequestRefusal(chewy, 'inventory')).toBeNull();
    expect(vendorRequestRefusal(petsense, 'inventory')).toBe('Petsense does not take inventory feeds.');
    for (const type of ['orders', 'shipping', 'invoice'] as const)
      expect(vendorRequestRefusal(petsense, type)).toBeNull();
  });
  it('the note names the vendors without a feed', () => {
    expect(noInventoryFeedNote(['Petsense'])).toBe(
      'Send Inventory is for vendors that take an inventory feed: Petsense takes none.',
    );
    expect(noInventoryFeedNote(['Petco', 'Lowes', 'Petsense'])).toBe(
      'Send Inventory is for vendors that take an inventory feed: Petco, Lowes and Petsense take none.',
    );
  });
});

describe('vendorRequestFailure', () => {
  it("uses the spec's inventory text and the same sentence for the others", () => {
    expect(vendorRequestFailure('Chewy', 'inventory')).toBe(
      'Failed to send Chewy inventory, please contact a developer',
    );
    expect(vendorRequestFailure('Target', 'shipping')).toBe(
      'Failed to send Target tracking, please contact a developer',
    );
    expect(vendorRequestFailure('Target', 'invoice')).toBe(
      'Failed to send Target invoices, please contact a developer',
    );
    expect(vendorRequestFailure('Petco', 'orders')).toBe(
      'Failed to download Petco orders, please contact a developer',
    );
  });
});
