import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { SHORT_MESSAGES, type BulkOrderDetail, type BulkOrderItem } from '@shared/api/bulk/bulk-orders';
import { statusName } from '@shared/domain/bulk/orders-table';
import { ASN_STATUS, BULK_ITEM_STATUS } from '@shared/domain/bulk/status';
import { DataTable } from '@client/components/data-table';
import { Dialog } from '@client/components/dialog';
import { FormError } from '@client/components/form-error';
import { IonButton } from '@client/components/ionic/button';
import { useNotifier } from '@client/components/notifier-provider';
import { errorMessage } from '@client/lib/api-error';
import { saveShorts } from './api';

const COLUMNS: ColumnDef<BulkOrderItem, unknown>[] = [
  { accessorKey: 'internal_sku', header: 'SKU' },
  { id: 'description', header: 'Description', accessorFn: (i) => i.description ?? '' },
  { accessorKey: 'quantity', header: 'Quantity' },
  { id: 'status', header: 'Status', accessorFn: (i) => statusName(i.order_status) },
];

type Props = {
  order: BulkOrderDetail | null;
  onClose: () => void;
  onSaved: () => void;
};

/**
 * Short items for a bulk order (D2 sections 2 and 4): Built (102) items can be shorted to Cancelled
 * (199) and Cancelled ones unshorted back to Built; neither once the order's ASN was sent.
 * 'Saved Shorts' / 'Failed to Save Shorts'.
 */
export function ShortItemsDialog({ order, onClose, onSaved }: Props) {
  const notify = useNotifier();
  const [selected, setSelected] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const items = order?.items ?? [];
  const chosen = items.filter((i) => selected.includes(String(i.id)));
  const asnSent = order?.asn_status === ASN_STATUS.sent;
  const canShort =
    !asnSent && chosen.length > 0 && chosen.every((i) => i.order_status === BULK_ITEM_STATUS.built);
  const canUnshort =
    !asnSent && chosen.length > 0 && chosen.every((i) => i.order_status === BULK_ITEM_STATUS.cancelled);

  const save = async (short: boolean) => {
    if (!order) return;
    setBusy(true);
    try {
      await saveShorts(order, [...new Set(chosen.map((i) => i.internal_sku))], short);
      notify.success(SHORT_MESSAGES.saved);
      onSaved();
    } catch (error) {
      notify.error(`${SHORT_MESSAGES.failed}: ${errorMessage(error)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      title={order ? `Short Items of ${order.internal_po_number}` : 'Short Items'}
      isOpen={order !== null}
      onClose={onClose}
      footer={
        <>
          <IonButton disabled={!canUnshort || busy} onClick={() => void save(false)}>
            Unshort
          </IonButton>
          <IonButton disabled={!canShort || busy} onClick={() => void save(true)} color="danger">
            Short
          </IonButton>
        </>
      }
    >
      <FormError
        message={asnSent ? 'The ASN of this order was sent: its items can no longer be shorted.' : null}
      />
      <p>Only Built items can be shorted, and only Cancelled items unshorted.</p>
      <DataTable
        label="Items to short"
        data={items}
        columns={COLUMNS}
        getRowId={(i) => String(i.id)}
        selection="multi"
        selected={selected}
        onSelectionChange={setSelected}
        rowLabel={(i) => i.internal_sku}
      />
    </Dialog>
  );
}
