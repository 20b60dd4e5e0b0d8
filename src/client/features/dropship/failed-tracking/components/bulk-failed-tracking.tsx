import type { ColumnDef } from '@tanstack/react-table';
import { createOutline } from 'ionicons/icons';
import { useState } from 'react';
import type { BulkFailedTrackingRow } from '@shared/api/dropship/failed-tracking';
import { checkBulkTrackingNumber } from '@shared/domain/dropship/failed-tracking';
import { displayName } from '@shared/domain/identity/companies';
import { DataTable } from '@client/components/data-table';
import { FailedLine } from '@client/components/form-error';
import { IonButton } from '@client/components/ionic/button';
import { IonIcon } from '@client/components/ionic/icon';
import { RefreshButton } from '@client/components/refresh-button';
import { useDialogs } from '@client/lib/use-dialogs';
import { useSelection } from '@client/lib/use-session';
import { useBulkFailedRows, useSetBulkTracking } from '../api/bulk-rows';
import { TrackingNumberDialog } from './set-tracking-dialog';

/** D2 section 3's Failed tracking row for a bulk parcel shipment. */
const COLUMNS: ColumnDef<BulkFailedTrackingRow, unknown>[] = [
  { accessorKey: 'order_id', header: 'Order ID' },
  { accessorKey: 'internal_po_number', header: 'PO Number' },
  { accessorKey: 'vendor_name', header: 'Vendor' },
  { id: 'warehouse', header: 'Warehouse', accessorFn: (r) => displayName(r.warehouse) },
  { id: 'carrier', header: 'Carrier', accessorFn: (r) => r.carrier ?? '' },
  { accessorKey: 'internal_sku', header: 'SKU' },
  { id: 'shipment_weight', header: 'Weight (lb)', accessorFn: (r) => r.shipment_weight ?? '' },
  { id: 'total_on_shipment', header: 'Qty', accessorFn: (r) => r.total_on_shipment ?? '' },
  { id: 'box_type', header: 'Box', accessorFn: (r) => r.box_type ?? '' },
  { id: 'name', header: 'Name', accessorFn: (r) => r.name ?? '' },
  {
    id: 'address',
    header: 'Address',
    accessorFn: (r) => [r.address1, r.address2].filter(Boolean).join(', '),
  },
  { id: 'city', header: 'City', accessorFn: (r) => r.city ?? '' },
  { id: 'state', header: 'State', accessorFn: (r) => r.state ?? '' },
  { id: 'zip_code', header: 'Zip Code', accessorFn: (r) => r.zip_code ?? '' },
];

function SetBulkTrackingDialog({ row, onClose }: { row: BulkFailedTrackingRow | null; onClose: () => void }) {
  const save = useSetBulkTracking();
  return (
    <TrackingNumberDialog
      po={row?.internal_po_number ?? null}
      check={checkBulkTrackingNumber}
      save={(tracking) => save.mutateAsync({ shipment_id: row!.shipment_id, tracking_number: tracking })}
      pending={save.isPending}
      onClose={onClose}
      onDone={onClose}
    >
      {row && (
        <p>
          Carrier: <strong>{row.carrier ?? 'none'}</strong> · {row.total_on_shipment ?? 0} on the shipment
        </p>
      )}
    </TrackingNumberDialog>
  );
}

/**
 * Failed Tracking's bulk side (issue 14 item 8): the `_bulk` company's parcel shipments that have no
 * tracking number, one row at a time (D2 section 5), and Set Tracking by hand.
 */
export function BulkFailedTracking() {
  const company = useSelection()?.company ?? 'furhaven';
  const rows = useBulkFailedRows(company);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const dialogs = useDialogs<'tracking'>();
  const data = rows.data ?? [];
  const selected = data.find((r) => String(r.shipment_id) === selectedId) ?? null;

  return (
    <>
      <div className="toolbar-row" role="toolbar" aria-label="Bulk failed tracking actions">
        <IonButton disabled={selected === null} onClick={() => dialogs.show('tracking')}>
          <IonIcon slot="start" icon={createOutline} aria-hidden="true" />
          Set Tracking
        </IonButton>
        <RefreshButton onRefresh={rows.refetch} fetching={rows.isFetching} />
      </div>
      <FailedLine prefix="Failed to get failed tracking" query={rows} />
      <div className="failed-tracking__table">
        <DataTable
          label="Bulk failed tracking"
          data={data}
          columns={COLUMNS}
          getRowId={(r) => String(r.shipment_id)}
          rowLabel={(r) => `PO ${r.internal_po_number}`}
          selection="single"
          selected={selectedId ? [selectedId] : []}
          onSelectionChange={(ids) => setSelectedId(ids[0] ?? null)}
          loading={rows.isPending}
          emptyText="No bulk parcel without tracking."
        />
      </div>
      <SetBulkTrackingDialog
        key={dialogs.key('tracking')}
        row={dialogs.isOpen('tracking') ? selected : null}
        onClose={() => {
          dialogs.close();
          setSelectedId(null);
        }}
      />
    </>
  );
}
