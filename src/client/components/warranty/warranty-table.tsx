import type { ColumnDef } from '@tanstack/react-table';
import Papa from 'papaparse';
import type { WarrantyRow } from '@shared/api/warranty/warranty-orders';
import { datePart } from '@shared/lib/dates';
import {
  warrantyExportFileName,
  warrantyExportTable,
  type WarrantyExportKind,
} from '@shared/domain/warranty/export';
import { isWarrantyCancelled } from '@shared/domain/warranty/rules';
import { DataTable } from '@client/components/data-table';
import { saveText } from '@client/lib/download';
import './warranty.css';

/** The columns of the insert and search tables (D3 2.4, 2.5). */
export const WARRANTY_COLUMNS: ColumnDef<WarrantyRow, unknown>[] = [
  {
    id: 'order_date',
    header: 'Order Date',
    accessorFn: (r) => datePart(r.order_date),
    cell: (info) => <span className="warranty-date">{String(info.getValue())}</span>,
  },
  { accessorKey: 'internal_po_number', header: 'PO Number' },
  { id: 'external_po_number', header: 'Original PO Number', accessorFn: (r) => r.external_po_number ?? '' },
  { id: 'vendor', header: 'Vendor', accessorFn: (r) => r.vendor ?? '' },
  { accessorKey: 'customer_name', header: 'Customer Name' },
  { accessorKey: 'original_sku', header: 'Original Item' },
  { accessorKey: 'internal_sku', header: 'Item' },
  { accessorKey: 'quantity', header: 'Quantity' },
];

type Props = {
  label: string;
  rows: readonly WarrantyRow[];
  loading?: boolean;
  emptyText?: string;
  /** A row click opens the detail drawer of its PO. */
  onOpen: (row: WarrantyRow) => void;
};

/** The warranty item rows; cancelled orders (199) red; a row opens the drawer. */
export function WarrantyTable({ label, rows, loading, emptyText, onOpen }: Props) {
  return (
    <DataTable
      label={label}
      data={rows}
      columns={WARRANTY_COLUMNS}
      getRowId={(r) => String(r.warranty_id)}
      rowClassName={(r) => (isWarrantyCancelled(r.order_status) ? 'warranty-row--cancelled' : undefined)}
      onRowClick={onOpen}
      loading={loading ?? false}
      emptyText={emptyText ?? 'No warranty orders.'}
    />
  );
}

/** Saves '{m.d.yy} WarrantyInsertExport.csv' or '... WarrantyOrderSearchExport.csv' (D3 section 9). */
export function exportWarrantyRows(
  kind: WarrantyExportKind,
  rows: readonly WarrantyRow[],
  now = new Date(),
): string {
  const name = warrantyExportFileName(kind, now);
  saveText(name, Papa.unparse(warrantyExportTable(rows)));
  return name;
}
