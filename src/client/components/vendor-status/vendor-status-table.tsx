import type { ColumnDef } from '@tanstack/react-table';
import { warning } from 'ionicons/icons';
import { useMemo } from 'react';
import {
  apiStatus,
  downloadAge,
  ROW_CLASS_LABEL,
  ROW_CLASSES,
  type ApiStatusClass,
  type ApiStatusVerdict,
} from '@shared/domain/dropship/api-status';
import { DataTable } from '../data-table';
import { IonIcon } from '../ionic/icon';
import './vendor-status.css';

/**
 * The vendor table of API Status (D1 section 4) and Bulk Status (D2 section 4): one row per vendor
 * with its unprocessed orders, last download and priority, coloured by the row classes the two
 * specs share (src/shared/domain/dropship/api-status.ts), with the legend of the colours.
 */

/** The fields of the spec's row (API status row, Unprocessed vendor row). */
export type VendorStatusBase = {
  vendor_name: string;
  orders: number;
  last_download: string | null;
  fulfillment_priority: number | null;
};

export type VendorStatusView<R extends VendorStatusBase> = R & { verdict: ApiStatusVerdict; age: string };

/** Each row with its class and the age of its download, judged at the time the data arrived. */
export function useVendorStatusRows<R extends VendorStatusBase>(
  data: readonly R[] | undefined,
  updatedAt: number,
): VendorStatusView<R>[] {
  return useMemo(() => {
    const now = new Date(updatedAt);
    return (data ?? []).map((r) => ({
      ...r,
      verdict: apiStatus(
        { orders: r.orders, lastDownload: r.last_download, priority: r.fulfillment_priority },
        now,
      ),
      age: downloadAge(r.last_download, now),
    }));
  }, [data, updatedAt]);
}

function columns<R extends VendorStatusBase>(): ColumnDef<VendorStatusView<R>, unknown>[] {
  return [
    {
      id: 'icon',
      header: () => <span className="visually-hidden">Alert</span>,
      enableSorting: false,
      cell: ({ row }) =>
        row.original.verdict.warningIcon ? (
          <IonIcon
            icon={warning}
            className="api-status__icon"
            role="img"
            aria-label="Over 500 unprocessed orders"
          />
        ) : null,
    },
    { accessorKey: 'vendor_name', header: 'Vendor' },
    { accessorKey: 'orders', header: 'Unprocessed Orders' },
    {
      id: 'last_download',
      header: 'Last Download',
      // Never-downloaded vendors sort before the oldest download.
      accessorFn: (r) => r.last_download ?? '',
      cell: ({ row }) => {
        const at = row.original.last_download;
        return (
          <span className="api-status__download">
            <span>{row.original.age}</span>
            {at && <small>{new Date(at).toLocaleString()}</small>}
          </span>
        );
      },
    },
    {
      id: 'priority',
      header: 'Priority',
      accessorFn: (r) => r.verdict.priority,
      cell: ({ row }) =>
        row.original.fulfillment_priority === null
          ? `${row.original.verdict.priority} (default)`
          : row.original.verdict.priority,
    },
    { id: 'status', header: 'Status', accessorFn: (r) => ROW_CLASS_LABEL[r.verdict.rowClass] },
  ];
}

type Props<R extends VendorStatusBase> = {
  label: string;
  rows: VendorStatusView<R>[];
  selected: readonly string[];
  onSelectionChange: (names: string[]) => void;
  loading: boolean;
  emptyText: string;
};

/** The vendors, several of which can be ticked for the batch buttons above the table. */
export function VendorStatusTable<R extends VendorStatusBase>({
  label,
  rows,
  selected,
  onSelectionChange,
  loading,
  emptyText,
}: Props<R>) {
  const cols = useMemo(() => columns<R>(), []);
  return (
    <DataTable
      label={label}
      data={rows}
      columns={cols}
      getRowId={(r) => r.vendor_name}
      rowLabel={(r) => r.vendor_name}
      selection="multi"
      selected={selected}
      onSelectionChange={onSelectionChange}
      initialSort={[{ id: 'vendor_name', desc: false }]}
      rowClassName={(r) => `api-status-row is-${r.verdict.rowClass}`}
      loading={loading}
      emptyText={emptyText}
    />
  );
}

const MEANING: Record<ApiStatusClass, string> = {
  new: 'never downloaded',
  inactive: 'no download for over 10 days and no orders waiting',
  severe: 'download older than the priority allows (1: 12 hours, 2: 1 day, 3: 3 days) or over 700 orders',
  error: 'over 500 orders (warning icon)',
  warn: 'over 100 orders',
  ok: 'none of the above',
};

/** What the row colours mean; the first that applies wins. */
export function VendorStatusLegend() {
  return (
    <dl className="api-status__legend" aria-label="Row colours">
      {ROW_CLASSES.map((c) => (
        <div key={c} className={`api-status-row is-${c}`}>
          <dt>{ROW_CLASS_LABEL[c]}</dt>
          <dd>{MEANING[c]}</dd>
        </div>
      ))}
    </dl>
  );
}
