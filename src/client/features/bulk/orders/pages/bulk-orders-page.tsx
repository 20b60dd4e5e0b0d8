import { documentTextOutline, downloadOutline } from 'ionicons/icons';
import { useMemo, useState } from 'react';
import {
  BULK_STAGE_LABEL,
  BULK_STAGES,
  BULK_WAREHOUSES,
  type BulkStage,
  type BulkWarehouse,
} from '@shared/domain/bulk/status';
import { displayName } from '@shared/domain/identity/companies';
import { FailedLine } from '@client/components/form-error';
import { IonButton } from '@client/components/ionic/button';
import { IonIcon } from '@client/components/ionic/icon';
import { IonLabel } from '@client/components/ionic/list';
import { IonSegment, IonSegmentButton } from '@client/components/ionic/segment';
import { IonSelect, IonSelectOption } from '@client/components/ionic/select';
import { PageLayout } from '@client/components/page-layout';
import { useNotifier } from '@client/components/notifier-provider';
import { BulkOrderDrawer } from '@client/components/bulk-order-drawer/order-drawer';
import { RefreshButton } from '@client/components/refresh-button';
import { errorMessage } from '@client/lib/api-error';
import { useDialogs } from '@client/lib/use-dialogs';
import { useBulkOrdersTable } from '../api/bulk-orders';
import { ActionBar } from '../components/action-bar';
import { NewOrdersExportDialog } from '../components/new-orders-export-dialog';
import { OrdersTable } from '../components/orders-table';
import { exportOrders } from '../lib/export-order';
import { useDelayedRefresh } from '../lib/use-delayed-refresh';
import './bulk-orders.css';

const ALL = 'all';
/** D2 section 2: the tabs that offer Export Order. */
const EXPORT_TABS: readonly BulkStage[] = ['ready', 'shipped', 'invoiced', 'complete'];
type OpenOrder = { internal_po_number: string; vendor_name: string };

/**
 * Bulk Orders (D2 section 2): the ten tabs of the lifecycle, each a table of its orders with
 * Refresh and the tab's actions (actions/index.ts), shown only while the ticked rows share one
 * vendor. Tabs other than New can be narrowed to one warehouse.
 */
export function BulkOrdersPage() {
  const [stage, setStage] = useState<BulkStage>('new');
  const [warehouse, setWarehouse] = useState<BulkWarehouse | null>(null);
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const table = useBulkOrdersTable(stage, warehouse);
  const rows = useMemo(() => table.data ?? [], [table.data]);
  const selected = useMemo(() => rows.filter((r) => selectedIds.includes(String(r.id))), [rows, selectedIds]);
  const refresh = useDelayedRefresh(table.refetch);
  const clearSelection = () => setSelectedIds([]);
  const notify = useNotifier();
  const [open, setOpen] = useState<OpenOrder | null>(null);
  const [exporting, setExporting] = useState(false);
  const dialogs = useDialogs<'export-new'>();

  const runExport = async () => {
    setExporting(true);
    try {
      notify.success(`Downloaded ${await exportOrders(selected)}`);
    } catch (error) {
      notify.error(`Error: ${errorMessage(error)}`);
    } finally {
      setExporting(false);
    }
  };

  const openTab = (next: BulkStage) => {
    setStage(next);
    setSelectedIds([]);
  };

  return (
    <PageLayout title="Bulk Orders">
      <IonSegment
        value={stage}
        scrollable
        aria-label="Order stages"
        className="bulk-orders__tabs"
        onIonChange={(e) => openTab(e.detail.value as BulkStage)}
      >
        {BULK_STAGES.map((s) => (
          <IonSegmentButton key={s} value={s}>
            <IonLabel>{BULK_STAGE_LABEL[s]}</IonLabel>
          </IonSegmentButton>
        ))}
      </IonSegment>
      <div className="bulk-orders__bar">
        <RefreshButton onRefresh={() => refresh()} fetching={table.isFetching} />
        {stage !== 'new' ? (
          <IonSelect
            label="Warehouse"
            interface="popover"
            className="bulk-orders__warehouse"
            value={warehouse ?? ALL}
            onIonChange={(e) => {
              const value = e.detail.value as string;
              setWarehouse(value === ALL ? null : (value as BulkWarehouse));
              setSelectedIds([]);
            }}
          >
            <IonSelectOption value={ALL}>All warehouses</IonSelectOption>
            {BULK_WAREHOUSES.map((w) => (
              <IonSelectOption key={w} value={w}>
                {displayName(w)}
              </IonSelectOption>
            ))}
          </IonSelect>
        ) : null}
        <ActionBar
          stage={stage}
          rows={rows}
          selected={selected}
          refresh={refresh}
          clearSelection={clearSelection}
        >
          <IonButton
            fill="outline"
            disabled={selected.length !== 1}
            onClick={() => setOpen(selected[0] ?? null)}
          >
            <IonIcon slot="start" icon={documentTextOutline} aria-hidden="true" />
            View Details
          </IonButton>
          {stage === 'new' ? (
            <IonButton fill="outline" onClick={() => dialogs.show('export-new')}>
              <IonIcon slot="start" icon={downloadOutline} aria-hidden="true" />
              Export By Vendor
            </IonButton>
          ) : null}
          {EXPORT_TABS.includes(stage) ? (
            <IonButton
              fill="outline"
              disabled={selected.length === 0 || exporting}
              onClick={() => void runExport()}
            >
              <IonIcon slot="start" icon={downloadOutline} aria-hidden="true" />
              Export Order
            </IonButton>
          ) : null}
        </ActionBar>
      </div>
      <FailedLine prefix="Failed to get the orders" query={table} />
      <OrdersTable
        label={`${BULK_STAGE_LABEL[stage]} orders`}
        rows={rows}
        selected={selectedIds}
        onSelectionChange={setSelectedIds}
        loading={table.isFetching && table.isPlaceholderData}
      />
      <NewOrdersExportDialog
        key={dialogs.key('export-new')}
        isOpen={dialogs.isOpen('export-new')}
        onClose={dialogs.close}
      />
      <BulkOrderDrawer order={open} onClose={() => setOpen(null)} onChanged={() => refresh()} />
    </PageLayout>
  );
}
