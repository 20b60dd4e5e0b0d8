import { describe, expect, it } from 'vitest';
import {
  WARRANTY_MESSAGES,
  WARRANTY_TOOLTIPS,
  isWarrantyCancelled,
  isWarrantyEditable,
  warrantyStatusName,
} from './rules';
import { WARRANTY_ACTIONS, WARRANTY_REASONS, WARRANTY_STATUS } from './status';

describe('warranty status rules (D3 sections 4 and 6)', () => {
  it('allows edits and cancel only at status 1', () => {
    expect(isWarrantyEditable(1)).toBe(true);
    expect(isWarrantyEditable(100)).toBe(false);
    expect(isWarrantyEditable(199)).toBe(false);
    expect(isWarrantyCancelled(WARRANTY_STATUS.cancelled)).toBe(true);
    expect(isWarrantyCancelled(1)).toBe(false);
  });

  it('names the statuses and words the tooltips and toasts as the spec does', () => {
    expect([1, 100, 199].map(warrantyStatusName)).toEqual([
      'Warranty Created',
      'Order Created',
      'Order Cancelled',
    ]);
    expect(WARRANTY_TOOLTIPS).toEqual({
      editOrder: 'CANNOT EDIT ORDER!',
      editItem: 'CANNOT EDIT ITEM!',
      cancel: 'CANNOT CANCEL ORDER!',
    });
    expect(WARRANTY_MESSAGES.cancelQuestion('WR7')).toBe('Cancel PO# WR7?');
    expect(WARRANTY_MESSAGES.confirmChanges('WR7')).toBe('Confirm changes for Warranty Order WR7');
  });

  it('keeps the spec lists', () => {
    expect(WARRANTY_REASONS).toHaveLength(30);
    expect(new Set(WARRANTY_REASONS).size).toBe(30);
    expect(WARRANTY_ACTIONS).toEqual(['Yes', 'Yes - WFW', 'No']);
  });
});
