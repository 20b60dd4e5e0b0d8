import { describe, expect, it } from 'vitest';
import {
  cancelItemsMessage,
  cancelRowProblem,
  confirmAccept,
  confirmCancel,
  confirmSendToProduction,
  holdActions,
  holdGroupStatus,
  holdStatusText,
  isCancelReason,
  mayViewHoldStatus,
  visibleHoldStatuses,
} from './on-hold';

describe('hold visibility (D1 sections 4 and 6)', () => {
  it('washington users see every hold order: 198 Unacknowledged and 197 Ready', () => {
    expect(visibleHoldStatuses(['washington', 'dropship'])).toEqual([198, 197]);
    expect(mayViewHoldStatus(['washington'], 198)).toBe(true);
  });

  it('everybody else sees only Ready (197) orders, admin and dropship included', () => {
    expect(visibleHoldStatuses(['dropship', 'acumatica'])).toEqual([197]);
    expect(visibleHoldStatuses(['admin'])).toEqual([197]);
    expect(mayViewHoldStatus(['dropship'], 198)).toBe(false);
    expect(mayViewHoldStatus(['dropship'], 197)).toBe(true);
  });

  it('never shows other statuses as hold orders', () => {
    expect(mayViewHoldStatus(['washington'], 100)).toBe(false);
    expect(mayViewHoldStatus(['washington'], 199)).toBe(false);
  });
});

describe('status text', () => {
  it('names the hold statuses as the screen does', () => {
    expect(holdStatusText(198)).toBe('Unacknowledged');
    expect(holdStatusText(197)).toBe('Ready');
    expect(holdStatusText(199)).toBe('Cancelled');
    expect(holdStatusText(100)).toBe('Order Created');
  });
});

describe('group status: 199 excluded when deriving the status of a group', () => {
  it('ignores cancelled lines', () => {
    expect(holdGroupStatus([197, 199])).toBe(197);
    expect(holdGroupStatus([199, 198, 199])).toBe(198);
  });
  it('is cancelled when every line is', () => {
    expect(holdGroupStatus([199, 199])).toBe(199);
    expect(holdGroupStatus([])).toBe(199);
  });
  it('Unacknowledged outranks Ready', () => {
    expect(holdGroupStatus([197, 198])).toBe(198);
  });
});

describe('hold actions by status', () => {
  const hq = ['washington', 'dropship'] as const;
  const office = ['dropship'] as const;

  it('an Unacknowledged order is approved or rejected, by headquarters only', () => {
    expect(holdActions({ order_status: 198, acu_order_num: null }, hq)).toEqual({
      approve: true,
      reject: true,
      sendToProduction: false,
      resend: false,
    });
    expect(holdActions({ order_status: 198, acu_order_num: null }, office)).toEqual({
      approve: false,
      reject: false,
      sendToProduction: false,
      resend: false,
    });
  });

  it('a Ready order goes to production; resend only without an Acumatica number', () => {
    expect(holdActions({ order_status: 197, acu_order_num: '0100042' }, office)).toEqual({
      approve: false,
      reject: false,
      sendToProduction: true,
      resend: false,
    });
    expect(holdActions({ order_status: 197, acu_order_num: null }, office).resend).toBe(true);
    expect(holdActions({ order_status: 197, acu_order_num: '  ' }, hq).resend).toBe(true);
  });

  it('a cancelled or produced order offers nothing', () => {
    for (const status of [199, 100]) {
      expect(Object.values(holdActions({ order_status: status, acu_order_num: null }, hq))).toEqual([
        false,
        false,
        false,
        false,
      ]);
    }
  });
});

describe('cancel reasons (D1 section 5): OOS, OBSOLETE, INCORRECT, SMALLPO, NOSALE', () => {
  it.each(['OOS', 'OBSOLETE', 'INCORRECT', 'SMALLPO', 'NOSALE'])('%s is valid', (reason) => {
    expect(isCancelReason(reason)).toBe(true);
  });
  it.each(['oos', 'DAMAGED', '', null, 3])('%s is not', (reason) => {
    expect(isCancelReason(reason)).toBe(false);
  });

  const row = { internal_po_number: 'AD100000042', internal_sku: '12345', vendor_name: 'Chewy' };
  it('accepts a complete row', () => {
    expect(cancelRowProblem({ ...row, cancel_reason: 'SMALLPO' })).toBeNull();
  });
  it('names a missing field', () => {
    expect(cancelRowProblem({ ...row, internal_sku: ' ', cancel_reason: 'OOS' }, 2)).toBe(
      'Row 3: Missing required field: internal_sku',
    );
  });
  it('refuses an unknown reason', () => {
    expect(cancelRowProblem({ ...row, cancel_reason: 'DAMAGED' })).toBe(
      'Row 1: Invalid cancel reason DAMAGED. Valid reasons: OOS, OBSOLETE, INCORRECT, SMALLPO, NOSALE.',
    );
  });
});

describe('messages (D1 section 8)', () => {
  it('asks with the PO number', () => {
    expect(confirmSendToProduction('CH100000001')).toBe('Send order CH100000001 to production?');
    expect(confirmAccept('CH100000001')).toBe('Accept order CH100000001?');
    expect(confirmCancel('CH100000001')).toBe('Cancel order CH100000001?');
  });
  it("says 'Failed to Cancel Items.' with the counts when any row failed", () => {
    expect(cancelItemsMessage({ success: 2, failed: 1 })).toBe(
      'Failed to Cancel Items. Successful Cancels: 2 / Failed Cancels: 1',
    );
    expect(cancelItemsMessage({ success: 3, failed: 0 })).toBe(
      'Items Cancelled! Successful Cancels: 3 / Failed Cancels: 0',
    );
  });
});
