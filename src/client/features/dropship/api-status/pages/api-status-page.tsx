import type { ColumnDef } from '@tanstack/react-table';
import {
  cloudDownloadOutline,
  cubeOutline,
  documentTextOutline,
  locateOutline,
  warning,
} from 'ionicons/icons';
import { useMemo, useState } from 'react';
import type { ApiStatusRow } from '@shared/api/dropship/api-status';
import {
  apiStatus,
  downloadAge,
  noInventoryFeedNote,
  ROW_CLASS_LABEL,
  VENDOR_REQUEST_ACTION,
  vendorRequestRefusal,
  type ApiStatusVerdict,
  type VendorRequestType,
} from '@shared/domain/dropship/api-status';
import { displayName } from '@shared/domain/identity/companies';
import { IonButton } from '@client/components/ionic/button';
import { IonIcon } from '@client/components/ionic/icon';
import { DataTable } from '@client/components/data-table';
import { FailedLine } from '@client/components/form-error';
import { PageLayout } from '@client/components/page-layout';
import { RefreshButton } from '@client/components/refresh-button';
import { useSelection } from '@client/lib/use-session';
import { useUnprocessed } from '../api/unprocessed';
import { useVendorActions } from '../hooks/use-vendor-actions';
import { ApiStatusLegend } from './api-status-legend';
import './api-status.css';

type Row = ApiStatusRow & { verdict: ApiStatusVerdict; age: string };

const ACTIONS: { type: VendorRequestType; icon: string }[] = [
  { type: 'orders', icon: cloudDownloadOutline },
  { type: 'shipping', icon: locateOutline },
  { type: 'invoice', icon: documentTextOutline },
  { type: 'inventory', icon: cubeOutline },
];

const COLUMNS: ColumnDef<Row, unknown>[] = [
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
  {
    id: 'status',
    header: 'Status',
    accessorFn: (r) => ROW_CLASS_LABEL[r.verdict.rowClass],
  },
];

/**
 * API Status (D1 sections 2 and 4): the vendors with their unprocessed orders, last download and
 * priority, coloured by the row classes; selected vendors can be asked to download or be sent
 * tracking, invoices or inventory.
 */
export function ApiStatusPage() {
  const selection = useSelection();
  const company = selection?.company ?? 'furhaven';
  const warehouse = selection?.warehouse ?? 'all';
  const status = useUnprocessed(company, warehouse);
  const [selected, setSelected] = useState<string[]>([]);
  const actions = useVendorActions(() => void status.refetch());

  const rows: Row[] = useMemo(() => {
    const now = new Date(status.dataUpdatedAt);
    return (status.data ?? []).map((r) => ({
      ...r,
      verdict: apiStatus(
        { orders: r.orders, lastDownload: r.last_download, priority: r.fulfillment_priority },
        now,
      ),
      age: downloadAge(r.last_download, now),
    }));
  }, [status.data, status.dataUpdatedAt]);
  const chosen = selected.filter((name) => rows.some((r) => r.vendor_name === name));
  // Send Inventory is offered only when every chosen vendor takes an inventory feed (the server's rule).
  const noFeed = rows
    .filter((r) => chosen.includes(r.vendor_name) && vendorRequestRefusal(r, 'inventory') !== null)
    .map((r) => r.vendor_name);
  const offered = (type: VendorRequestType) => type !== 'inventory' || noFeed.length === 0;

  return (
    <PageLayout title="API Status">
      <div className="toolbar-row" role="toolbar" aria-label="Vendor actions">
        {ACTIONS.map(({ type, icon }) => (
          <IonButton
            key={type}
            disabled={chosen.length === 0 || actions.sending || !offered(type)}
            onClick={() => void actions.run(type, chosen)}
          >
            <IonIcon slot="start" icon={icon} aria-hidden="true" />
            {VENDOR_REQUEST_ACTION[type]}
          </IonButton>
        ))}
        <RefreshButton onRefresh={status.refetch} fetching={status.isFetching} />
        <span className="api-status__scope">
          {warehouse === 'all' ? 'All warehouses' : displayName(warehouse)} · {chosen.length} selected
          {actions.waiting > 0 &&
            ` · ${actions.waiting} ${actions.waiting === 1 ? 'request' : 'requests'} running`}
        </span>
      </div>
      {noFeed.length > 0 && <p className="api-status__note">{noInventoryFeedNote(noFeed)}</p>}
      {actions.notice && (
        <p role="status" className="api-status__notice">
          {actions.notice}
        </p>
      )}
      <FailedLine prefix="Failed to get vendor status" query={status} />
      <DataTable
        label="Vendor API status"
        data={rows}
        columns={COLUMNS}
        getRowId={(r) => r.vendor_name}
        rowLabel={(r) => r.vendor_name}
        selection="multi"
        selected={chosen}
        onSelectionChange={setSelected}
        initialSort={[{ id: 'vendor_name', desc: false }]}
        rowClassName={(r) => `api-status-row is-${r.verdict.rowClass}`}
        loading={status.isPending}
        emptyText="No dropship vendors."
      />
      <ApiStatusLegend />
    </PageLayout>
  );
}
