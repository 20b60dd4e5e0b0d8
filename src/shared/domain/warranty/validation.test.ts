import { describe, expect, it } from 'vitest';
import {
  ITEM_REQUIRED_FIELDS,
  ORDER_REQUIRED_FIELDS,
  blankToNull,
  missingFieldMessages,
  requiredFieldsToast,
} from './validation';

const ALL = [
  'Date is required.',
  'PO Number is required.',
  'Action is required.',
  'Reason is required.',
  'Name is required.',
  'Street is required.',
  'City is required.',
  'State is required.',
  'Zip Code is required.',
  'Original SKU is required.',
  'SKU is required.',
  'Quantity is required.',
  'Notes is required.',
];

describe('warranty required fields (D3 section 5)', () => {
  it('names every missing field of an insert, in the spec order, one per line', () => {
    expect(missingFieldMessages({})).toEqual(ALL);
    expect(requiredFieldsToast(missingFieldMessages({ email: '' }))).toBe(ALL.join('\n'));
  });

  it('counts blanks and spaces as missing, but not optional fields', () => {
    const filled = {
      order_date: '2026-3-2',
      internal_po_number: 'WR1',
      warranty_issued: 'Yes',
      reason: 'Exchange',
      customer_name: 'A',
      street: 'S',
      city: 'C',
      state: 'KY',
      zip_code: '1',
      original_sku: 'O',
      internal_sku: 'I',
      quantity: 1,
      notes: 'N',
    };
    expect(missingFieldMessages(filled)).toEqual([]);
    expect(missingFieldMessages({ ...filled, city: '   ', quantity: null, state: undefined })).toEqual([
      'City is required.',
      'State is required.',
      'Quantity is required.',
    ]);
  });

  it('checks only the header for Edit Order and only the item for Edit Item', () => {
    expect(missingFieldMessages({}, ORDER_REQUIRED_FIELDS)).toEqual(ALL.slice(0, 9));
    expect(missingFieldMessages({}, ITEM_REQUIRED_FIELDS)).toEqual(ALL.slice(9));
  });

  it('sends empty strings as null and trims the rest', () => {
    expect(blankToNull({ a: '', b: '  ', c: ' x ', d: 3, e: null })).toEqual({
      a: null,
      b: null,
      c: 'x',
      d: 3,
      e: null,
    });
  });
});
