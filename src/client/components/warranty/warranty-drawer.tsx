import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { WarrantyRow } from '@shared/api/warranty/warranty-orders';
import { datePart } from '@shared/lib/dates';
import {
  WARRANTY_MESSAGES,
  WARRANTY_TOOLTIPS,
  isWarrantyEditable,
  warrantyStatusName,
} from '@shared/domain/warranty/rules';
import { DetailList } from '@client/components/detail-list';
import { FormError } from '@client/components/form-error';
import { IonButton } from '@client/components/ionic/button';
import { IonCard, IonCardContent, IonCardHeader, IonCardTitle } from '@client/components/ionic/card';
import { IonChip } from '@client/components/ionic/chip';
import { IonLabel } from '@client/components/ionic/list';
import { IonProgressBar } from '@client/components/ionic/progress-bar';
import { IonSegment, IonSegmentButton } from '@client/components/ionic/segment';
import { useNotifier } from '@client/components/notifier-provider';
import { SideSheet } from '@client/components/side-sheet';
import { errorMessage } from '@client/lib/api-error';
import { useDialogs } from '@client/lib/use-dialogs';
import { WARRANTY_KEY, cancelWarrantyOrder, useWarrantyOrder } from './api';
import { EditItemDialog, EditOrderDialog } from './edit-dialogs';
import './warranty.css';

type Props = {
  /** The PO to show (a row's internal_po_number); null closes the drawer. */
  po: string | null;
  onClose: () => void;
  /** After an edit or a cancel, so the page can show the change (its list is refetched already). */
  onChanged?: () => void;
};

const na = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? 'N/A' : String(value);

/** A button that is disabled with a tooltip saying why (D3 2.6). */
function Guarded(props: {
  enabled: boolean;
  why: string;
  onClick: () => void;
  children: ReactNode;
  color?: string;
}) {
  return (
    <span className="warranty-drawer__why" title={props.enabled ? undefined : props.why}>
      <IonButton fill="outline" color={props.color} disabled={!props.enabled} onClick={props.onClick}>
        {props.children}
      </IonButton>
    </span>
  );
}

/**
 * The warranty detail drawer (D3 2.6): Order Information, Shipment Information and Item Information
 * (Item 1..n tabs), N/A for empty values; Edit Order, Edit Item and Cancel Order only while the
 * order is open (status 1), otherwise disabled with the spec's tooltips. Used by Warranty Insert
 * and Warranty Order Search.
 */
export function WarrantyOrderDrawer({ po, onClose, onChanged }: Props) {
  // Keep the last PO while the sheet slides out, so it does not empty on the way.
  const [shown, setShown] = useState<string | null>(po);
  if (po && po !== shown) setShown(po);
  const order = useWarrantyOrder(shown);
  const rows = order.data ?? [];
  const head = rows[0];
  const [tab, setTab] = useState(0);
  const item: WarrantyRow | undefined = rows[Math.min(tab, rows.length - 1)];
  const notify = useNotifier();
  const queryClient = useQueryClient();
  const dialogs = useDialogs<'order' | 'item'>();
  const [cancelling, setCancelling] = useState(false);
  const open = head ? isWarrantyEditable(head.order_status) : false;

  const changed = async () => {
    await queryClient.invalidateQueries({ queryKey: WARRANTY_KEY });
    onChanged?.();
  };

  const cancel = async () => {
    if (!head) return;
    const yes = await notify.confirm({
      header: 'Cancel Order',
      message: WARRANTY_MESSAGES.cancelQuestion(head.internal_po_number),
      confirmText: 'Cancel Order',
      cancelText: 'Keep Order',
      destructive: true,
    });
    if (!yes) return notify.info(WARRANTY_MESSAGES.aborted);
    setCancelling(true);
    try {
      await cancelWarrantyOrder(head.internal_po_number);
      notify.success(WARRANTY_MESSAGES.cancelled);
      await changed();
    } catch (error) {
      notify.error(`${WARRANTY_MESSAGES.cancelFailed}\n${errorMessage(error)}`, {
        cssClass: 'warranty-lines-toast',
      });
    } finally {
      setCancelling(false);
    }
  };

  return (
    <>
      <SideSheet
        isOpen={po !== null}
        label="Warranty order details"
        title={shown ? `Warranty Order ${shown}` : 'Warranty Order'}
        onClose={onClose}
        onDismissed={() => {
          setTab(0);
          onClose();
        }}
        className="warranty-drawer"
        edge="bottom"
        headerExtra={
          order.isFetching || cancelling ? (
            <IonProgressBar type="indeterminate" aria-label="Loading order" />
          ) : null
        }
      >
        <FormError message={order.isError ? `Failed to get the order: ${errorMessage(order.error)}` : null} />
        {order.isSuccess && !head ? <p>Warranty order {shown} was not found.</p> : null}
        {head ? (
          <>
            <div className="warranty-drawer__buttons">
              <Guarded enabled={open} why={WARRANTY_TOOLTIPS.editOrder} onClick={() => dialogs.show('order')}>
                Edit Order
              </Guarded>
              <Guarded enabled={open} why={WARRANTY_TOOLTIPS.editItem} onClick={() => dialogs.show('item')}>
                Edit Item
              </Guarded>
              <Guarded
                enabled={open && !cancelling}
                why={WARRANTY_TOOLTIPS.cancel}
                color="danger"
                onClick={() => void cancel()}
              >
                Cancel Order
              </Guarded>
            </div>
            {open ? null : (
              <p className="warranty-drawer__locked">
                Only open orders can be changed. This order is {warrantyStatusName(head.order_status)}.
              </p>
            )}
            <IonCard>
              <IonCardHeader>
                <IonCardTitle>
                  <h2 className="warranty-drawer__title">Order Information</h2>
                </IonCardTitle>
              </IonCardHeader>
              <IonCardContent>
                <IonChip color={head.order_type === 'Bulk' ? 'tertiary' : 'primary'}>
                  {na(head.order_type)}
                </IonChip>
                <DetailList
                  label="Order Information"
                  items={[
                    ['Order Date', na(datePart(head.order_date))],
                    ['PO Number', head.internal_po_number],
                    ['Original PO Number', na(head.external_po_number)],
                    ['Vendor', na(head.vendor)],
                    ['Original Warehouse', na(head.warehouse)],
                    ['Reason', na(head.reason)],
                    ['Status', warrantyStatusName(head.order_status)],
                  ]}
                />
              </IonCardContent>
            </IonCard>
            <IonCard>
              <IonCardHeader>
                <IonCardTitle>
                  <h2 className="warranty-drawer__title">Shipment Information</h2>
                </IonCardTitle>
              </IonCardHeader>
              <IonCardContent>
                <IonChip color="success">Action: {na(head.warranty_issued)}</IonChip>
                <IonChip color={head.fast_shipping === 'Yes' ? 'warning' : 'medium'}>
                  Fast Shipping: {na(head.fast_shipping)}
                </IonChip>
                <DetailList
                  label="Customer address"
                  items={[
                    ['Name', na(head.customer_name)],
                    ['Email', na(head.email)],
                    ['Street', na(head.street)],
                    ['Street 2', na(head.street_2)],
                    ['City', na(head.city)],
                    ['State', na(head.state)],
                    ['Zip Code', na(head.zip_code)],
                  ]}
                />
              </IonCardContent>
            </IonCard>
            <IonCard>
              <IonCardHeader>
                <IonCardTitle>
                  <h2 className="warranty-drawer__title">Item Information</h2>
                </IonCardTitle>
              </IonCardHeader>
              <IonCardContent>
                <IonSegment
                  value={String(Math.min(tab, rows.length - 1))}
                  onIonChange={(e) => setTab(Number(e.detail.value))}
                  aria-label="Items"
                  scrollable
                >
                  {rows.map((r, i) => (
                    <IonSegmentButton key={r.warranty_id} value={String(i)}>
                      <IonLabel>Item {i + 1}</IonLabel>
                    </IonSegmentButton>
                  ))}
                </IonSegment>
                {item ? (
                  <DetailList
                    label={`Item ${rows.indexOf(item) + 1}`}
                    items={[
                      ['Original Item', na(item.original_sku)],
                      ['Item', na(item.internal_sku)],
                      ['Quantity', na(item.quantity)],
                      ['Lot Number', na(item.lot_number)],
                      ['Warehouse Notes', na(item.warehouse_notes)],
                      ['Notes', na(item.notes)],
                    ]}
                  />
                ) : null}
              </IonCardContent>
            </IonCard>
          </>
        ) : null}
      </SideSheet>
      <EditOrderDialog
        key={dialogs.key('order')}
        row={dialogs.isOpen('order') ? (head ?? null) : null}
        onClose={dialogs.close}
        onSaved={() => {
          dialogs.close();
          void changed();
        }}
      />
      <EditItemDialog
        key={dialogs.key('item')}
        row={dialogs.isOpen('item') ? (item ?? null) : null}
        onClose={dialogs.close}
        onSaved={() => {
          dialogs.close();
          void changed();
        }}
      />
    </>
  );
}
