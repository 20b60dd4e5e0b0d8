import type { ColumnDef } from '@tanstack/react-table';
import type { SearchOrder } from '@shared/api/dropship/order-search';
import {
  ORDER_STATUS_LABEL,
  orderDateDisplay,
  statusLabel,
  trackingDisplay,
  trackingStatusText,
  truckText,
} from '@shared/domain/dropship/order-search';
import { ALL_ROWS, DataTable } from '@client/components/data-table';

/** The Tracking Number cell: N/A, Multiple, a carrier link (in a new tab) or the plain number. */
function TrackingCell({ order }: { order: SearchOrder }) {
  const shown = trackingDisplay(order.shipments);
  if (shown.kind !== 'link') {
    return <span className={shown.kind === 'text' ? undefined : 'order-search__muted'}>{shown.text}</span>;
  }
  return (
    <a
      href={shown.url}
      target="_blank"
      rel="noreferrer"
      title={`Track with ${shown.carrier}`}
      // Following the link must not also open the order.
      onClick={(e) => e.stopPropagation()}
      onKeyDown={(e) => e.stopPropagation()}
    >
      {shown.text}
    </a>
  );
}

// D1 section 2: Vendor, PO Number, Upload Date, Order Date (date part), Tracking Number, Status, Tracking, Truck.
const COLUMNS: ColumnDef<SearchOrder, unknown>[] = [
  { accessorKey: 'vendor_name', header: 'Vendor' },
  { accessorKey: 'internal_po_number', header: 'PO Number' },
  { accessorKey: 'upload_date', header: 'Upload Date' },
  { id: 'order_date', header: 'Order Date', accessorFn: (o) => orderDateDisplay(o.order_date) },
  {
    id: 'tracking_number',
    header: 'Tracking Number',
    accessorFn: (o) => trackingDisplay(o.shipments).text,
    cell: (info) => <TrackingCell order={info.row.original} />,
  },
  { id: 'status', header: 'Status', accessorFn: (o) => statusLabel(ORDER_STATUS_LABEL, o.order_status) },
  { id: 'tracking', header: 'Tracking', accessorFn: (o) => trackingStatusText(o.shipments) },
  { id: 'truck', header: 'Truck', accessorFn: (o) => truckText(o.shipments) },
];

type Props = {
  orders: readonly SearchOrder[];
  loading: boolean;
  searched: boolean;
  failed: boolean;
  openPo: string | null;
  onOpen: (order: SearchOrder) => void;
};

/** The results: every order in one virtual table (page sizes 25, 50, 100 or All). */
export function OrderSearchResults({ orders, loading, searched, failed, openPo, onOpen }: Props) {
  return (
    <DataTable
      label="Orders"
      data={orders}
      columns={COLUMNS}
      getRowId={(o) => String(o.order_id)}
      virtual={{ rowHeight: 41 }}
      initialPageSize={ALL_ROWS}
      onRowClick={onOpen}
      rowClassName={(o) => (o.internal_po_number === openPo ? 'is-selected' : undefined)}
      loading={loading}
      emptyText={
        failed
          ? 'The search failed (see the message above).'
          : searched
            ? 'No orders match these filters.'
            : 'Set filters and press Search.'
      }
    />
  );
}
