import type { ColumnDef } from '@tanstack/react-table';
import {
  cloudDownloadOutline,
  createOutline,
  paperPlaneOutline,
  personOutline,
  reloadOutline,
  shieldOutline,
  swapHorizontalOutline,
} from 'ionicons/icons';
import { useState } from 'react';
import type { FailedTrackingRow } from '@shared/api/dropship/failed-tracking';
import { carrierLabel } from '@shared/domain/carriers/tracking';
import {
  AMAZON_FALLBACK_CARRIER,
  FAILED_TRACKING_MESSAGES as M,
  failedTrackingActions,
  failedTrackingSides,
  type FailedTrackingSide,
  repullMessage,
  resendMessage,
} from '@shared/domain/dropship/failed-tracking';
import { displayName } from '@shared/domain/identity/companies';
import { IonButton } from '@client/components/ionic/button';
import { IonIcon } from '@client/components/ionic/icon';
import { IonLabel } from '@client/components/ionic/list';
import { IonSegment, IonSegmentButton } from '@client/components/ionic/segment';
import { DataTable } from '@client/components/data-table';
import { FailedLine } from '@client/components/form-error';
import { useNotifier } from '@client/components/notifier-provider';
import { PageLayout } from '@client/components/page-layout';
import { RefreshButton } from '@client/components/refresh-button';
import { errorMessage } from '@client/lib/api-error';
import { useSelection, useSession } from '@client/lib/use-session';
import { useDialogs } from '@client/lib/use-dialogs';
import { useAmazonBatch } from '../api/amazon';
import { useFailedRows } from '../api/failed-rows';
import { useFallbackAmazon, useRedoTracking } from '../api/row-actions';
import { BulkFailedTracking } from '../components/bulk-failed-tracking';
import { CustomerDialog } from '../components/customer-dialog';
import { SetTrackingDialog } from '../components/set-tracking-dialog';
import './failed-tracking.css';

const COLUMNS: ColumnDef<FailedTrackingRow, unknown>[] = [
  { accessorKey: 'order_id', header: 'Order ID' },
  { accessorKey: 'internal_po_number', header: 'PO Number' },
  { accessorKey: 'vendor_name', header: 'Vendor' },
  { id: 'warehouse', header: 'Warehouse', accessorFn: (r) => displayName(r.warehouse) },
  { id: 'carrier', header: 'Carrier', accessorFn: (r) => carrierLabel(r.carrier) },
  {
    accessorKey: 'tracking_error',
    header: 'Error',
    cell: (info) => <span className="failed-tracking__error">{info.getValue() as string}</span>,
  },
  { accessorKey: 'internal_sku', header: 'SKU' },
  { accessorKey: 'shipment_weight', header: 'Weight (lb)' },
  { accessorKey: 'total_on_shipment', header: 'Qty' },
  { accessorKey: 'box_type', header: 'Box' },
  { accessorKey: 'name', header: 'Name' },
  {
    id: 'address',
    header: 'Address',
    accessorFn: (r) => [r.address1, r.address2].filter(Boolean).join(', '),
  },
  { accessorKey: 'city', header: 'City' },
  { accessorKey: 'state', header: 'State' },
  { accessorKey: 'zip_code', header: 'Zip Code' },
];

type DialogKind = 'tracking' | 'customer';

const SIDE_LABEL: Record<FailedTrackingSide, string> = { dropship: 'Dropship', bulk: 'Bulk' };

/**
 * Failed Tracking (D2; D1 section 7; issue 14 item 8): the dropship side for the dropship scope,
 * the bulk side (the `_bulk` company's parcel shipments) for the bulk scope, a switch for both.
 */
export function FailedTrackingPage() {
  const session = useSession();
  const sides = failedTrackingSides(session?.user.scopes ?? []);
  const [side, setSide] = useState<FailedTrackingSide>(sides[0] ?? 'dropship');
  return (
    <PageLayout title="Failed Tracking">
      {sides.length > 1 && (
        <IonSegment
          value={side}
          aria-label="Failed tracking side"
          onIonChange={(e) => setSide(e.detail.value as FailedTrackingSide)}
        >
          {sides.map((s) => (
            <IonSegmentButton key={s} value={s}>
              <IonLabel>{SIDE_LABEL[s]}</IonLabel>
            </IonSegmentButton>
          ))}
        </IonSegment>
      )}
      {side === 'bulk' ? <BulkFailedTracking /> : <DropshipFailedTracking />}
    </PageLayout>
  );
}

/**
 * The dropship side: packages whose label could not be bought. One row at a time: set a number by
 * hand, redo tracking, update the customer, and for admins regenerate without address
 * verification; Resend and Repull Amazon work on the whole warehouse.
 */
function DropshipFailedTracking() {
  const session = useSession();
  const selection = useSelection();
  const company = selection?.company ?? 'furhaven';
  const warehouse = selection?.warehouse ?? 'all';
  const rows = useFailedRows({ company, warehouse });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const dialogs = useDialogs<DialogKind>();
  const redo = useRedoTracking();
  const fallback = useFallbackAmazon();
  const resend = useAmazonBatch('resend');
  const repull = useAmazonBatch('repull');
  const notify = useNotifier();

  const data = rows.data ?? [];
  const selected = data.find((r) => String(r.package_id) === selectedId) ?? null;
  const actions = failedTrackingActions(
    selected ? 1 : 0,
    session?.user.scopes ?? [],
    selected?.carrier ?? null,
  );
  const busy = redo.isPending || fallback.isPending || resend.isPending || repull.isPending;

  // Batch results can be long (one failure per PO): an OK closes them early.
  const say = (message: string, color: 'success' | 'danger') =>
    (color === 'danger' ? notify.error : notify.success)(message, { buttons: ['OK'] });

  const runRedo = (row: FailedTrackingRow, skipVerification: boolean) =>
    redo.mutate(
      { orderId: row.order_id, skipVerification },
      {
        onSuccess: (set) => {
          say(`Label created for PO ${row.internal_po_number}: ${set.tracking_number}`, 'success');
          setSelectedId(null);
        },
        onError: (error) => say(`${M.setFailed} ${errorMessage(error)}`, 'danger'),
      },
    );

  const fallBack = (row: FailedTrackingRow) =>
    void notify
      .confirm({
        header: 'Fallback Amazon',
        message: `Amazon will not label PO ${row.internal_po_number}. Ship it on our own ${carrierLabel(AMAZON_FALLBACK_CARRIER)} account instead?`,
        confirmText: 'Buy Label',
      })
      .then(
        (yes) =>
          yes &&
          fallback.mutate(row.order_id, {
            onSuccess: (set) => {
              say(
                `Label created for PO ${row.internal_po_number}: ${carrierLabel(set.carrier)} ${set.tracking_number}`,
                'success',
              );
              setSelectedId(null);
            },
            onError: (error) => say(`${M.setFailed} ${errorMessage(error)}`, 'danger'),
          }),
      );

  const regenerate = (row: FailedTrackingRow) =>
    void notify
      .confirm({
        header: 'Regenerate Labels w/o Address Verification',
        message: `Buy a ${carrierLabel(row.carrier)} label for PO ${row.internal_po_number} without checking the address? The carrier may not deliver to an unverified address.`,
        confirmText: 'Regenerate',
      })
      .then((yes) => yes && runRedo(row, true));

  const batch = (kind: 'resend' | 'repull') => {
    const mutation = kind === 'resend' ? resend : repull;
    mutation.mutate(warehouse, {
      onSuccess: (result) => {
        const text = kind === 'resend' ? resendMessage(result) : repullMessage(result);
        const failures = result.failures.map((f) => `${f.internal_po_number}: ${f.reason}`).join('; ');
        say(failures ? `${text} ${failures}` : text, 'success');
      },
      onError: (error) => {
        const prefix = kind === 'resend' ? M.resendFailed : M.repullFailed;
        const message = errorMessage(error);
        say(message.startsWith(prefix) ? message : `${prefix}: ${message}`, 'danger');
      },
    });
  };

  return (
    <>
      <div className="toolbar-row" role="toolbar" aria-label="Failed tracking actions">
        <IonButton disabled={!actions.setTracking || busy} onClick={() => dialogs.show('tracking')}>
          <IonIcon slot="start" icon={createOutline} aria-hidden="true" />
          Set Tracking
        </IonButton>
        <IonButton
          disabled={!actions.redoTracking || busy}
          onClick={() => selected && runRedo(selected, false)}
        >
          <IonIcon slot="start" icon={reloadOutline} aria-hidden="true" />
          Redo Tracking
        </IonButton>
        <IonButton
          fill="outline"
          disabled={!actions.fallbackAmazon || busy}
          onClick={() => selected && fallBack(selected)}
        >
          <IonIcon slot="start" icon={swapHorizontalOutline} aria-hidden="true" />
          Fallback Amazon
        </IonButton>
        <IonButton disabled={!actions.updateCustomer || busy} onClick={() => dialogs.show('customer')}>
          <IonIcon slot="start" icon={personOutline} aria-hidden="true" />
          Update Customer
        </IonButton>
        {actions.regenerateWithoutVerification !== null && (
          <IonButton
            color="warning"
            disabled={!actions.regenerateWithoutVerification || busy}
            onClick={() => selected && regenerate(selected)}
          >
            <IonIcon slot="start" icon={shieldOutline} aria-hidden="true" />
            Regenerate Labels w/o Address Verification
          </IonButton>
        )}
        <IonButton fill="outline" disabled={busy} onClick={() => batch('resend')}>
          <IonIcon slot="start" icon={paperPlaneOutline} aria-hidden="true" />
          Resend Amazon
        </IonButton>
        <IonButton fill="outline" disabled={busy} onClick={() => batch('repull')}>
          <IonIcon slot="start" icon={cloudDownloadOutline} aria-hidden="true" />
          Repull Amazon
        </IonButton>
        <RefreshButton onRefresh={rows.refetch} fetching={rows.isFetching} />
      </div>
      <p className="failed-tracking__summary" aria-live="polite">
        {warehouse === 'all' ? 'All warehouses' : displayName(warehouse)}
        {rows.isSuccess && ` · ${data.length} failed ${data.length === 1 ? 'package' : 'packages'}`}
      </p>
      <FailedLine prefix="Failed to get failed tracking" query={rows} />
      <div className="failed-tracking__table">
        <DataTable
          label="Failed tracking"
          data={data}
          columns={COLUMNS}
          getRowId={(r) => String(r.package_id)}
          rowLabel={(r) => `PO ${r.internal_po_number}`}
          selection="single"
          selected={selectedId ? [selectedId] : []}
          onSelectionChange={(ids) => setSelectedId(ids[0] ?? null)}
          loading={rows.isPending}
          emptyText="No failed tracking."
        />
      </div>
      <SetTrackingDialog
        key={dialogs.key('tracking')}
        row={dialogs.isOpen('tracking') ? selected : null}
        onClose={dialogs.close}
        onDone={() => {
          dialogs.close();
          setSelectedId(null);
        }}
      />
      <CustomerDialog
        key={dialogs.key('customer')}
        row={dialogs.isOpen('customer') ? selected : null}
        onClose={dialogs.close}
      />
    </>
  );
}
