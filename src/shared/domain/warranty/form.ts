import { parseWarrantyDate, warrantyDate, warrantyDateToLocal } from './dates';
import { blankToNull } from './validation';

/**
 * The fields of the warranty forms as typed (D3 2.4, 2.7, 2.8): every value a string, the date as
 * the picker gives it (YYYY-MM-DD). What is sent: empty strings as null, the date unpadded.
 */
export const ORDER_FORM_FIELDS = [
  'order_date',
  'internal_po_number',
  'external_po_number',
  'order_type',
  'vendor',
  'warehouse',
  'warranty_issued',
  'reason',
  'fast_shipping',
] as const;
export const ADDRESS_FORM_FIELDS = [
  'customer_name',
  'email',
  'street',
  'street_2',
  'city',
  'state',
  'zip_code',
] as const;
export const ITEM_FORM_FIELDS = [
  'original_sku',
  'internal_sku',
  'quantity',
  'lot_number',
  'warehouse_notes',
  'notes',
] as const;

export type OrderFormField = (typeof ORDER_FORM_FIELDS)[number] | (typeof ADDRESS_FORM_FIELDS)[number];
export type ItemFormField = (typeof ITEM_FORM_FIELDS)[number];
export type WarrantyFormField = OrderFormField | ItemFormField;
export type WarrantyForm = Record<WarrantyFormField, string>;
export type OrderForm = Record<OrderFormField, string>;
export type ItemForm = Record<ItemFormField, string>;

const pad = (n: number) => String(n).padStart(2, '0');
/** A day as the date picker holds it (YYYY-MM-DD, local time). */
export const pickerDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

export const emptyItemForm = (): ItemForm => ({
  original_sku: '',
  internal_sku: '',
  quantity: '',
  lot_number: '',
  warehouse_notes: '',
  notes: '',
});

/** A new insert form: Date defaults to today, everything else empty. */
export function emptyWarrantyForm(today: Date): WarrantyForm {
  return {
    order_date: pickerDate(today),
    internal_po_number: '',
    external_po_number: '',
    order_type: '',
    vendor: '',
    warehouse: '',
    warranty_issued: '',
    reason: '',
    fast_shipping: '',
    customer_name: '',
    email: '',
    street: '',
    street_2: '',
    city: '',
    state: '',
    zip_code: '',
    ...emptyItemForm(),
  };
}

/** Add Item: the order header stays, the item fields are cleared. */
export const keepHeader = (form: WarrantyForm): WarrantyForm => ({ ...form, ...emptyItemForm() });

/** The date as sent: year-month-day without zero padding; what cannot be read goes as typed. */
export function sentDate(value: string): string | null {
  if (value.trim() === '') return null;
  const local = warrantyDateToLocal(value);
  return local ? warrantyDate(local) : value.trim();
}

/** The quantity as sent: a number when it reads as one, the text otherwise (the server says why). */
export function sentQuantity(value: string): number | string | null {
  const text = value.trim();
  if (text === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : text;
}

/** Empty strings as null, the date unpadded, the quantity a number (D3 section 5). */
export function toSentValues<T extends Partial<WarrantyForm>>(form: T) {
  const values = blankToNull(form as Record<string, string>);
  return {
    ...values,
    ...('order_date' in form ? { order_date: sentDate(form.order_date ?? '') } : {}),
    ...('quantity' in form ? { quantity: sentQuantity(form.quantity ?? '') } : {}),
  };
}

type HeaderSource = { [K in OrderFormField]: string | null } & { order_date: string };

/** An order's header (a row of the list) as the Edit Warranty Order form holds it. */
export function orderFormOf(row: HeaderSource): OrderForm {
  const out = {} as OrderForm;
  for (const f of [...ORDER_FORM_FIELDS, ...ADDRESS_FORM_FIELDS]) out[f] = row[f] ?? '';
  out.order_date = parseWarrantyDate(row.order_date) ?? row.order_date.slice(0, 10);
  return out;
}

type ItemSource = { [K in Exclude<ItemFormField, 'quantity'>]: string | null } & { quantity: number };

/** An item row as the Edit Warranty Item form holds it. */
export function itemFormOf(row: ItemSource): ItemForm {
  return {
    original_sku: row.original_sku ?? '',
    internal_sku: row.internal_sku ?? '',
    quantity: String(row.quantity),
    lot_number: row.lot_number ?? '',
    warehouse_notes: row.warehouse_notes ?? '',
    notes: row.notes ?? '',
  };
}

/** A stored draft read back: only known fields, only strings; anything else gives null. */
export function readDraft(value: unknown, today: Date): WarrantyForm | null {
  if (typeof value !== 'object' || value === null) return null;
  const form = emptyWarrantyForm(today);
  for (const key of Object.keys(form) as WarrantyFormField[]) {
    const v = (value as Record<string, unknown>)[key];
    if (typeof v === 'string') form[key] = v;
  }
  return form;
}

/** 'Select "..."' for a typed value that is not one of the choices (D3 2.7); null otherwise. */
export function freeTextOption(typed: string, choices: readonly string[]): string | null {
  const text = typed.trim();
  if (text === '' || choices.some((c) => c === text)) return null;
  return `Select "${text}"`;
}

/** Up to `max` choices containing the typed text (any case), those starting with it first. */
export function matchingChoices(typed: string, choices: readonly string[], max = 50): string[] {
  const t = typed.trim().toLowerCase();
  if (t === '') return choices.slice(0, max);
  const starts: string[] = [];
  const has: string[] = [];
  for (const c of choices) {
    const l = c.toLowerCase();
    if (l.startsWith(t)) starts.push(c);
    else if (l.includes(t)) has.push(c);
    if (starts.length >= max) break;
  }
  return [...starts, ...has].slice(0, max);
}
