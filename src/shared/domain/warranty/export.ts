import { exportFileDate } from './dates';

/**
 * Warranty CSV exports (D3 section 9): '{m.d.yy} WarrantyInsertExport.csv' and
 * '{m.d.yy} WarrantyOrderSearchExport.csv', with these columns in this order.
 */
export const WARRANTY_EXPORT_COLUMNS = [
  'order_date',
  'internal_po_number',
  'original_po_number',
  'vendor',
  'original_warehouse',
  'action',
  'reason',
  'fast_shipping',
  'original_sku',
  'sku',
  'quantity',
  'lot_number',
  'customer_name',
  'email',
  'street',
  'street_2',
  'city',
  'state',
  'zip_code',
  'warehouse_notes',
  'notes',
] as const;
export type WarrantyExportColumn = (typeof WARRANTY_EXPORT_COLUMNS)[number];

/** The fields of a warranty item row an export reads (the flat row of D3 section 3). */
export type WarrantyExportSource = {
  order_date: string;
  internal_po_number: string;
  external_po_number: string | null;
  vendor: string | null;
  warehouse: string | null;
  warranty_issued: string;
  reason: string;
  fast_shipping: string | null;
  original_sku: string;
  internal_sku: string;
  quantity: number;
  lot_number: string | null;
  customer_name: string;
  email: string | null;
  street: string;
  street_2: string | null;
  city: string;
  state: string;
  zip_code: string;
  warehouse_notes: string | null;
  notes: string;
};

/** One export row: each column's value (dates cut to 10 characters, empty for null). */
export function warrantyExportRow(row: WarrantyExportSource): Record<WarrantyExportColumn, string> {
  const t = (v: string | number | null) => (v === null ? '' : String(v));
  return {
    order_date: row.order_date.slice(0, 10),
    internal_po_number: row.internal_po_number,
    original_po_number: t(row.external_po_number),
    vendor: t(row.vendor),
    original_warehouse: t(row.warehouse),
    action: row.warranty_issued,
    reason: row.reason,
    fast_shipping: t(row.fast_shipping),
    original_sku: row.original_sku,
    sku: row.internal_sku,
    quantity: t(row.quantity),
    lot_number: t(row.lot_number),
    customer_name: row.customer_name,
    email: t(row.email),
    street: row.street,
    street_2: t(row.street_2),
    city: row.city,
    state: row.state,
    zip_code: row.zip_code,
    warehouse_notes: t(row.warehouse_notes),
    notes: row.notes,
  };
}

/** The header row and one line per row, in column order (for papaparse's unparse). */
export function warrantyExportTable(rows: readonly WarrantyExportSource[]): {
  fields: string[];
  data: string[][];
} {
  return {
    fields: [...WARRANTY_EXPORT_COLUMNS],
    data: rows.map((r) => {
      const row = warrantyExportRow(r);
      return WARRANTY_EXPORT_COLUMNS.map((c) => row[c]);
    }),
  };
}

export type WarrantyExportKind = 'insert' | 'search';

/** The file name: '{m.d.yy} WarrantyInsertExport.csv' or '{m.d.yy} WarrantyOrderSearchExport.csv'. */
export function warrantyExportFileName(kind: WarrantyExportKind, now: Date): string {
  return `${exportFileDate(now)} ${kind === 'insert' ? 'WarrantyInsertExport' : 'WarrantyOrderSearchExport'}.csv`;
}
