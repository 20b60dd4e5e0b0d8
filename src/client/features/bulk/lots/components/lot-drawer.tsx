import type { ColumnDef } from '@tanstack/react-table';
import { refreshOutline, warningOutline } from 'ionicons/icons';
import { useState } from 'react';
import type { LotItem, LotOrder } from '@shared/api/bulk/lots';
import {
  LOTS_MESSAGES,
  NEAR_EXPIRY_DAYS,
  canRegenerateBoxLabels,
  canShortItem,
  canUnshortItem,
  expiresNearShipWindow,
  hasValidLot,
  isActiveItem,
  shipWindowDay,
} from '@shared/domain/bulk/lots';
import { asnStatusName, statusName } from '@shared/domain/bulk/orders-table';
import { ASN_STATUS } from '@shared/domain/bulk/status';
import { displayName } from '@shared/domain/identity/companies';
import { DataTable } from '@client/components/data-table';
import { DetailList } from '@client/components/detail-list';
import { FormError } from '@client/components/form-error';
import { IonButton } from '@client/components/ionic/button';
import { IonIcon } from '@client/components/ionic/icon';
import { IonProgressBar } from '@client/components/ionic/progress-bar';
import { useNotifier } from '@client/components/notifier-provider';
import { SideSheet } from '@client/components/side-sheet';
import { errorMessage } from '@client/lib/api-error';
import { regenerateOrderLabels, setItemShort } from '../api/lots';

type Props = {
  /** The order shown (from the table's latest reading); null closes the drawer. */
  order: LotOrder | null;
  isOpen: boolean;
  today: string;
  onClose: () => void;
  /** After a short or unshort, so the table reloads. */
  onChanged: () => Promise<unknown>;
};

/** D2 section 9: label regeneration keeps a loading state for 20 seconds. */
const REGENERATE_WAIT_MS = 20_000;

/**
 * The Lots drawer (D2 sections 2, 4, 8): the order's items with their lots, Short (Built 102 items)
 * and Unshort (Cancelled 199 items), both off once the ASN is sent, and Regenerate Box Labels,
 * enabled only when every item not cancelled has a lot and a future expiry. A lot expiring within
 * 30 days of the ship window is flagged (ours: first expiry, first out).
 */
export function LotDrawer({ order, isOpen, today, onClose, onChanged }: Props) {
  const notify = useNotifier();
  const [busy, setBusy] = useState<string | null>(null);
  const [regenerating, setRegenerating] = useState(false);
  const windowDay = order ? shipWindowDay(order) : null;
  const asnSent = order?.vendor_status === ASN_STATUS.sent;

  const short = async (item: LotItem, doShort: boolean) => {
    if (!order) return;
    setBusy(item.internal_sku);
    try {
      await setItemShort(order, item.internal_sku, doShort);
      notify.success(doShort ? LOTS_MESSAGES.shorted : LOTS_MESSAGES.unshorted);
      await onChanged();
    } catch (error) {
      notify.error(
        `${doShort ? LOTS_MESSAGES.shortFailed : LOTS_MESSAGES.unshortFailed}: ${errorMessage(error)}`,
      );
    } finally {
      setBusy(null);
    }
  };

  const regenerate = async () => {
    if (!order || !canRegenerateBoxLabels(order, today)) {
      notify.error(LOTS_MESSAGES.invalidOrder);
      return;
    }
    const yes = await notify.confirm({
      header: 'Regenerate Box Labels?',
      message: `New box labels for ${order.internal_po_number}. This cannot be undone: the labels printed before must be destroyed.`,
      confirmText: 'Regenerate',
      destructive: true,
    });
    if (!yes) return;
    setRegenerating(true);
    const started = Date.now();
    try {
      const { file } = await regenerateOrderLabels(order);
      notify.success(`Box labels regenerated: ${file.name} (${file.labels} labels)`);
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      // Keep the loading state the spec's 20 seconds while the labels are printed from the file.
      const left = REGENERATE_WAIT_MS - (Date.now() - started);
      setTimeout(() => setRegenerating(false), Math.max(0, left));
    }
  };

  const columns: ColumnDef<LotItem, unknown>[] = [
    { accessorKey: 'internal_sku', header: 'SKU' },
    { id: 'description', header: 'Description', accessorFn: (i) => i.description ?? '' },
    { accessorKey: 'quantity', header: 'Qty' },
    { id: 'status', header: 'Status', accessorFn: (i) => statusName(i.order_status) },
    { id: 'lot_number', header: 'Lot Number', accessorFn: (i) => i.lot_number ?? '' },
    { id: 'manufacturer', header: 'Manufacturer', accessorFn: (i) => i.manufacturer ?? '' },
    {
      id: 'expiration_date',
      header: 'Expiration',
      accessorFn: (i) => i.expiration_date ?? '',
      cell: ({ row }) => {
        const i = row.original;
        const near = isActiveItem(i) && expiresNearShipWindow(i.expiration_date, windowDay);
        return (
          <span className={near ? 'lot-expiry is-near' : 'lot-expiry'}>
            <span className="lot-expiry__date">{i.expiration_date ?? ''}</span>
            {near && (
              <span className="lot-expiry__flag">
                <IonIcon icon={warningOutline} aria-hidden="true" />
                Expires within {NEAR_EXPIRY_DAYS} days of the ship window
              </span>
            )}
          </span>
        );
      },
    },
    {
      id: 'lot',
      header: 'Lot',
      accessorFn: (i) =>
        !isActiveItem(i) ? 'Not needed' : hasValidLot(i, today) ? 'Valid' : 'Missing or expired',
    },
    {
      id: 'actions',
      header: 'Short',
      enableSorting: false,
      cell: ({ row }) => {
        const i = row.original;
        const vendorStatus = order?.vendor_status ?? ASN_STATUS.sent;
        const unshort = !isActiveItem(i);
        const allowed = unshort ? canUnshortItem(i, vendorStatus) : canShortItem(i, vendorStatus);
        return (
          <IonButton
            size="small"
            fill="outline"
            color={unshort ? 'medium' : 'danger'}
            disabled={busy !== null || !allowed}
            aria-label={`${unshort ? 'Unshort' : 'Short'} ${i.internal_sku}`}
            onClick={() => void short(i, !unshort)}
          >
            {unshort ? 'Unshort' : 'Short'}
          </IonButton>
        );
      },
    },
  ];

  return (
    <SideSheet
      isOpen={isOpen}
      label="Lot Order"
      title={order ? `Lots of ${order.internal_po_number}` : 'Lots'}
      onClose={onClose}
      className="lot-drawer"
      headerExtra={regenerating || busy ? <IonProgressBar type="indeterminate" /> : undefined}
    >
      {order && (
        <div className="lot-drawer__body">
          <DetailList
            label="Order"
            items={[
              ['PO Number', order.internal_po_number],
              ['External PO', order.external_po_number ?? ''],
              ['Vendor', order.vendor_name],
              ['Warehouse', order.warehouse ? displayName(order.warehouse) : ''],
              ['Ship Window', [order.ship_window_start, order.ship_window_end].filter(Boolean).join(' to ')],
              ['ASN Status', asnStatusName(order.vendor_status)],
            ]}
          />
          <FormError
            message={asnSent ? 'The ASN of this order was sent: its items can no longer be shorted.' : null}
          />
          <div className="toolbar-row">
            <IonButton
              disabled={regenerating || !canRegenerateBoxLabels(order, today)}
              onClick={() => void regenerate()}
            >
              <IonIcon slot="start" icon={refreshOutline} aria-hidden="true" />
              {regenerating ? 'Regenerating…' : 'Regenerate Box Labels'}
            </IonButton>
            {!canRegenerateBoxLabels(order, today) && (
              <span className="lot-drawer__hint">
                Every item needs a lot number and a future expiry first.
              </span>
            )}
          </div>
          <DataTable
            label="Items"
            data={order.items}
            columns={columns}
            getRowId={(i) => String(i.item_id)}
            rowLabel={(i) => i.internal_sku}
            rowClassName={(i) => (isActiveItem(i) ? undefined : 'lot-item is-cancelled')}
          />
        </div>
      )}
    </SideSheet>
  );
}
