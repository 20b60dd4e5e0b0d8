import { cloudDownloadOutline, cubeOutline, documentTextOutline, locateOutline } from 'ionicons/icons';
import { useState } from 'react';
import {
  noInventoryFeedNote,
  VENDOR_REQUEST_ACTION,
  vendorRequestRefusal,
  type VendorRequestType,
} from '@shared/domain/dropship/api-status';
import { displayName } from '@shared/domain/identity/companies';
import { IonButton } from '@client/components/ionic/button';
import { IonIcon } from '@client/components/ionic/icon';
import { FailedLine } from '@client/components/form-error';
import { PageLayout } from '@client/components/page-layout';
import { RefreshButton } from '@client/components/refresh-button';
import {
  useVendorStatusRows,
  VendorStatusLegend,
  VendorStatusTable,
} from '@client/components/vendor-status/vendor-status-table';
import { useSelection } from '@client/lib/use-session';
import { useUnprocessed } from '../api/unprocessed';
import { useVendorActions } from '../hooks/use-vendor-actions';
import './api-status.css';

const ACTIONS: { type: VendorRequestType; icon: string }[] = [
  { type: 'orders', icon: cloudDownloadOutline },
  { type: 'shipping', icon: locateOutline },
  { type: 'invoice', icon: documentTextOutline },
  { type: 'inventory', icon: cubeOutline },
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

  const rows = useVendorStatusRows(status.data, status.dataUpdatedAt);
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
      <VendorStatusTable
        label="Vendor API status"
        rows={rows}
        selected={chosen}
        onSelectionChange={setSelected}
        loading={status.isPending}
        emptyText="No dropship vendors."
      />
      <VendorStatusLegend />
    </PageLayout>
  );
}
