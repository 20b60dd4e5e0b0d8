import type { ColumnDef } from '@tanstack/react-table';
import type { BulkOrderRow } from '@shared/api/bulk/bulk-orders';
import { asnStatusName, invoiceStatusName, statusName, withReason } from '@shared/domain/bulk/orders-table';
import { displayName } from '@shared/domain/identity/companies';
import { DataTable } from '@client/components/data-table';

/** Order dates have T replaced by a space (D2 section 7); shown to the minute. */
const when = (iso: string) => iso.slice(0, 16).replace('T', ' ');

const COLUMNS: ColumnDef<BulkOrderRow, unknown>[] = [
  { accessorKey: 'id', header: 'ID' },
  { accessorKey: 'internal_po_number', header: 'PO Number' },
  { accessorKey: 'vendor_name', header: 'Vendor' },
  { accessorKey: 'acu_order_num', header: 'Acumatica Order', accessorFn: (o) => o.acu_order_num ?? '' },
  {
    id: 'warehouse',
    header: 'Warehouse',
    accessorFn: (o) => (o.warehouse ? displayName(o.warehouse) : ''),
  },
  { id: 'order_date', header: 'Order Date', accessorFn: (o) => when(o.order_date) },
  { id: 'upload_date', header: 'Upload Date', accessorFn: (o) => when(o.upload_date) },
  { id: 'ship_window', header: 'Ship Window', accessorFn: (o) => shipWindow(o) },
  { accessorKey: 'item_count', header: 'Items' },
  {
    id: 'price',
    header: 'Price',
    accessorFn: (o) => (o.price === null ? '' : `$${Number(o.price).toFixed(2)}`),
  },
  { id: 'status', header: 'Status', accessorFn: (o) => statusName(o.order_status) },
  { id: 'acumatica_status', header: 'Acumatica Status', accessorFn: (o) => statusName(o.acumatica_status) },
  {
    id: 'asn_status',
    header: 'ASN',
    accessorFn: (o) => withReason(asnStatusName(o.asn_status), o.asn_error),
  },
  {
    id: 'invoice_status',
    header: 'Invoice',
    accessorFn: (o) => withReason(invoiceStatusName(o.invoice_status), o.invoice_error),
  },
];

function shipWindow(o: BulkOrderRow): string {
  if (!o.ship_window_start && !o.ship_window_end) return '';
  return `${o.ship_window_start ?? ''} - ${o.ship_window_end ?? ''}`;
}

type Props = {
  label: string;
  rows: readonly BulkOrderRow[];
  selected: readonly string[];
  onSelectionChange: (ids: string[]) => void;
  loading: boolean;
};

/** One tab's table: rows ticked by checkbox, newest upload first (D2 section 9: sort by id descending). */
export function OrdersTable({ label, rows, selected, onSelectionChange, loading }: Props) {
  return (
    <DataTable
      label={label}
      data={rows}
      columns={COLUMNS}
      getRowId={(o) => String(o.id)}
      selection="multi"
      selected={selected}
      onSelectionChange={onSelectionChange}
      rowLabel={(o) => `${o.internal_po_number} ${o.vendor_name}`}
      initialSort={[{ id: 'id', desc: true }]}
      emptyText="No orders on this tab."
      loading={loading}
    />
  );
}
