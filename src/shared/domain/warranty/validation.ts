/**
 * Warranty insert, edit order and edit item (D3 section 5): each missing required field adds its
 * message; all are shown together, one per line, in this order. Empty strings are sent as null.
 */

/** The required fields of an insert, in the order their messages are shown, with the spec's words. */
export const WARRANTY_REQUIRED = [
  ['order_date', 'Date is required.'],
  ['internal_po_number', 'PO Number is required.'],
  ['warranty_issued', 'Action is required.'],
  ['reason', 'Reason is required.'],
  ['customer_name', 'Name is required.'],
  ['street', 'Street is required.'],
  ['city', 'City is required.'],
  ['state', 'State is required.'],
  ['zip_code', 'Zip Code is required.'],
  ['original_sku', 'Original SKU is required.'],
  ['internal_sku', 'SKU is required.'],
  ['quantity', 'Quantity is required.'],
  ['notes', 'Notes is required.'],
] as const;

export type WarrantyRequiredField = (typeof WARRANTY_REQUIRED)[number][0];

/** Edit Warranty Order checks the header's required fields only (D3 5 "Warranty edit order"). */
export const ORDER_REQUIRED_FIELDS: readonly WarrantyRequiredField[] = [
  'order_date',
  'internal_po_number',
  'warranty_issued',
  'reason',
  'customer_name',
  'street',
  'city',
  'state',
  'zip_code',
];

/** Edit Warranty Item checks the item's required fields only (D3 5 "Warranty edit item"). */
export const ITEM_REQUIRED_FIELDS: readonly WarrantyRequiredField[] = [
  'original_sku',
  'internal_sku',
  'quantity',
  'notes',
];

export const INSERT_REQUIRED_FIELDS: readonly WarrantyRequiredField[] = WARRANTY_REQUIRED.map(([f]) => f);

/** A value counts as missing when it is null, undefined or only spaces. */
export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  return false;
}

/** The messages of the missing fields among `fields`, in the spec's order. */
export function missingFieldMessages(
  values: Partial<Record<string, unknown>>,
  fields: readonly WarrantyRequiredField[] = INSERT_REQUIRED_FIELDS,
): string[] {
  return WARRANTY_REQUIRED.filter(([field]) => fields.includes(field) && isBlank(values[field])).map(
    ([, message]) => message,
  );
}

/** The one error toast: every message, one per line (empty when nothing is missing). */
export const requiredFieldsToast = (messages: readonly string[]): string => messages.join('\n');

/** Empty strings (and strings of spaces) are sent as null; other strings are trimmed. */
export function blankToNull<T extends Record<string, unknown>>(
  values: T,
): { [K in keyof T]: T[K] extends string ? string | null : T[K] } {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    out[key] = typeof value === 'string' ? (value.trim() === '' ? null : value.trim()) : value;
  }
  return out as { [K in keyof T]: T[K] extends string ? string | null : T[K] };
}
