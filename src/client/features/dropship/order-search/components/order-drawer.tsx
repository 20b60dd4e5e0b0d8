import { useState } from 'react';
import type { DrawerOrder } from '@shared/api/dropship/order-drawer';
import { transferWarehouse } from '@shared/domain/dropship/order-drawer';
import { displayName } from '@shared/domain/identity/companies';
import { IonChip } from '@client/components/ionic/chip';
import { IonLabel } from '@client/components/ionic/list';
import { IonProgressBar } from '@client/components/ionic/progress-bar';
import { IonSegment, IonSegmentButton } from '@client/components/ionic/segment';
import { FormError } from '@client/components/form-error';
import { SideSheet } from '@client/components/side-sheet';
import { errorMessage } from '@client/lib/api-error';
import { useDialogs } from '@client/lib/use-dialogs';
import { useTransferItems } from '../api/order-actions';
import { useOrder, type OrderKey } from '../api/order-detail';
import { OrderDrawerActions } from './order-drawer-actions';
import { OrderDrawerErpDialog } from './order-drawer-erp-dialog';
import { useDrawerFeedback } from './order-drawer-feedback';
import { OrderDrawerInfo } from './order-drawer-info';
import { OrderDrawerItems } from './order-drawer-items';
import { OrderDrawerPackage } from './order-drawer-package';
import { OrderDrawerTransfer } from './order-drawer-transfer';
import './order-drawer.css';

type Props = {
  /** The order to show; null closes the drawer. */
  order: OrderKey | null;
  onClose: () => void;
  /** Called after an action changed the order, so the caller can refresh its lists. */
  onChanged: () => void;
};

function Packages({ order, onChanged }: { order: DrawerOrder; onChanged: () => void }) {
  const [tab, setTab] = useState<number | null>(null);
  const packages = order.shipments;
  if (packages.length === 0) {
    return (
      <>
        <p className="order-drawer__empty">No packages yet: the order has no shipping label.</p>
        <h3 className="order-drawer__heading">Items</h3>
        <OrderDrawerItems items={order.items} label="Items" />
      </>
    );
  }
  const current = packages.find((p) => p.package_id === tab) ?? packages[0]!;
  const index = packages.indexOf(current);
  return (
    <>
      <IonSegment
        value={String(current.package_id)}
        onIonChange={(e) => setTab(Number(e.detail.value))}
        aria-label="Packages"
        scrollable
      >
        {packages.map((p, i) => (
          <IonSegmentButton key={p.package_id} value={String(p.package_id)}>
            <IonLabel>Package {i + 1}</IonLabel>
          </IonSegmentButton>
        ))}
      </IonSegment>
      <OrderDrawerPackage
        key={current.package_id}
        order={order}
        pkg={current}
        index={index}
        now={new Date()}
        onChanged={onChanged}
      />
    </>
  );
}

/**
 * The dropship order drawer (D1 section 2): a side sheet with the order's info, its actions, a tab
 * per package and the Transfer dialog. Opened from an Order Search row or its `?po=&vendor=` link.
 */
export function OrderDrawer({ order, onClose, onChanged }: Props) {
  // Keep the last order while the sheet slides out, so it does not empty on the way.
  const [shown, setShown] = useState<OrderKey | null>(order);
  if (
    order &&
    (order.internal_po_number !== shown?.internal_po_number || order.vendor_name !== shown.vendor_name)
  )
    setShown(order);
  const detail = useOrder(shown);
  const feedback = useDrawerFeedback();
  const dialogs = useDialogs<'erp' | 'transfer'>();
  const transfer = useTransferItems();
  const data = detail.data;

  const runTransfer = (ids: number[], warehouse: 'kentucky' | 'pennsylvania') => {
    if (!data) return;
    feedback.confirm(
      'Transfer',
      `Transfer ${ids.length} ${ids.length === 1 ? 'item' : 'items'} of order ${data.internal_po_number} to ${displayName(warehouse)}?`,
      () =>
        transfer.mutate(
          { order: data, ids, warehouse },
          {
            onSuccess: (answer) => {
              dialogs.close();
              feedback.notify.success(
                answer.whole_order
                  ? `Order moved to ${displayName(answer.warehouse)}.`
                  : `Items transferred to ${displayName(answer.warehouse)} as order ${answer.internal_po_number}.`,
              );
              onChanged();
            },
            onError: (error) => feedback.notify.error(errorMessage(error)),
          },
        ),
    );
  };

  const title = shown ? `Order ${shown.internal_po_number}` : 'Order';
  return (
    <>
      <SideSheet
        isOpen={order !== null}
        label={title}
        onClose={onClose}
        className="order-drawer"
        headerExtra={detail.isFetching && <IonProgressBar type="indeterminate" aria-label="Loading order" />}
      >
        <FormError
          message={detail.isError ? `Failed to get the order: ${errorMessage(detail.error)}` : null}
        />
        {data && (
          <>
            <IonChip color="primary" outline className="order-drawer__chip">
              Dropship
            </IonChip>
            <OrderDrawerInfo order={data} onEditErp={() => dialogs.show('erp')} />
            <OrderDrawerActions
              order={data}
              onTransfer={() => dialogs.show('transfer')}
              onChanged={onChanged}
              transferTarget={transferWarehouse(data.warehouse)}
            />
            <Packages order={data} onChanged={onChanged} />
          </>
        )}
      </SideSheet>
      <OrderDrawerErpDialog
        key={dialogs.key('erp')}
        order={dialogs.isOpen('erp') ? (data ?? null) : null}
        onClose={dialogs.close}
        onSaved={(number) => {
          dialogs.close();
          feedback.notify.success(`Acumatica SO Number set to ${number}.`);
          onChanged();
        }}
      />
      <OrderDrawerTransfer
        key={dialogs.key('transfer')}
        order={dialogs.isOpen('transfer') ? (data ?? null) : null}
        onClose={dialogs.close}
        onTransfer={runTransfer}
      />
    </>
  );
}
