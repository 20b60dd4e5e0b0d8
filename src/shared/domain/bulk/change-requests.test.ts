import { describe, expect, it } from 'vitest';
import {
  approveRefusal,
  CHANGE_REQUEST_MESSAGES,
  changeableStage,
  changeFieldLabel,
  changeRequestStatusLabel,
  compareChanges,
  detailProblem,
  drawerSelection,
  type ChangeDetail,
} from './change-requests';

const detail = (over: Partial<ChangeDetail>): ChangeDetail => ({
  sub_type: 'header',
  detail: 'ship_window_end',
  value: '2026-04-10',
  old_value: '2026-04-03',
  internal_sku: null,
  quantity: null,
  external_price: null,
  ...over,
});

describe('change request status (D2 sections 4 and 9)', () => {
  it('reads 800 New, 801 Accepted, 899 Rejected, -801 Error', () => {
    expect([800, 801, 899, -801].map(changeRequestStatusLabel)).toEqual([
      'New',
      'Accepted',
      'Rejected',
      'Error',
    ]);
    expect(changeRequestStatusLabel(802)).toBe('802');
  });

  it('approves only a New request', () => {
    expect(approveRefusal({ request_id: 7, request_status: 800 })).toBeNull();
    expect(approveRefusal({ request_id: 7, request_status: 801 })).toBe(
      'Request 7 is Accepted: only a New request can be approved.',
    );
    expect(approveRefusal({ request_id: 7, request_status: 899 })).toMatch(/is Rejected/);
    expect(approveRefusal({ request_id: 7, request_status: -801 })).toMatch(/is Error/);
  });

  it("says the spec's messages", () => {
    expect(CHANGE_REQUEST_MESSAGES.approved(42)).toBe('Sent Request 42 For Processing');
    expect(CHANGE_REQUEST_MESSAGES.error('boom')).toBe('Error: boom');
  });
});

describe('the drawer', () => {
  it('opens only with exactly one selected row (D2 section 5)', () => {
    expect(drawerSelection([])).toBeNull();
    expect(drawerSelection([3])).toBe(3);
    expect(drawerSelection([3, 4])).toBeNull();
  });

  it('compares the original and requested values, item lines by SKU with a changed price', () => {
    const rows = compareChanges(
      [
        detail({}),
        detail({
          sub_type: 'item',
          detail: 'quantity',
          value: '36',
          old_value: '48',
          internal_sku: 'FH-BED-L',
          quantity: 36,
          external_price: '23.75',
        }),
        detail({ sub_type: 'customer', detail: 'address1', value: '1 Elm St', old_value: '1 Elm St' }),
      ],
      (sku) => (sku === 'FH-BED-L' ? '25.00' : null),
    );
    expect(rows).toEqual([
      { field: 'Ship Window End', original: '2026-04-03', requested: '2026-04-10', changed: true },
      { field: 'FH-BED-L Quantity', original: '48', requested: '36', changed: true },
      { field: 'FH-BED-L External Price', original: '25.00', requested: '23.75', changed: true },
      { field: 'Street Address 1', original: '1 Elm St', requested: '1 Elm St', changed: false },
    ]);
  });

  it('leaves out the price row when the price stays', () => {
    const rows = compareChanges(
      [
        detail({
          sub_type: 'item',
          detail: 'quantity',
          value: '12',
          old_value: '10',
          internal_sku: 'S',
          external_price: '9.50',
        }),
      ],
      () => '9.50',
    );
    expect(rows.map((r) => r.field)).toEqual(['S Quantity']);
  });

  it('names fields for people', () => {
    expect(changeFieldLabel('zip_code')).toBe('Zip');
    expect(changeFieldLabel('some_new_field')).toBe('Some New Field');
  });
});

describe('applying a request', () => {
  it('takes known header dates, customer fields and item quantities only', () => {
    expect(detailProblem(detail({}))).toBeNull();
    expect(detailProblem(detail({ value: 'next week' }))).toBe(
      'Ship Window End must be a date (YYYY-MM-DD), not "next week".',
    );
    expect(detailProblem(detail({ detail: 'stage' }))).toBe(
      'Stage is not a field of the order that can change.',
    );
    expect(detailProblem(detail({ sub_type: 'customer', detail: 'city', value: 'Erie' }))).toBeNull();
    expect(detailProblem(detail({ sub_type: 'item', detail: 'quantity', value: '5' }))).toBe(
      'An item change names no SKU.',
    );
    expect(
      detailProblem(detail({ sub_type: 'item', detail: 'quantity', value: '-1', internal_sku: 'S' })),
    ).toBe('The quantity of S must be a whole number of 0 or more.');
    expect(
      detailProblem(detail({ sub_type: 'item', detail: 'quantity', value: '5', internal_sku: 'S' })),
    ).toBeNull();
    expect(detailProblem(detail({ sub_type: 'other' }))).toBe('A change of type "other" cannot be applied.');
  });

  it('applies up to Not Shipped, not from Ready on', () => {
    expect(['new', 'not_in_acumatica', 'not_routed', 'not_built', 'not_shipped'].every(changeableStage)).toBe(
      true,
    );
    expect(['ready', 'shipped', 'asn_sent', 'invoiced', 'complete', 'x'].some(changeableStage)).toBe(false);
  });
});
