import { useState } from 'react';
import { ACKNOWLEDGEMENT_SENT, type BulkOrderKey } from '@shared/api/bulk/bulk-orders';
import { asnStatusName, isCancelledOrder, statusName } from '@shared/domain/bulk/orders-table';
import { TRANSFER_STAGES } from '@shared/domain/bulk/transfer';
import { DetailList } from '@client/components/detail-list';
import { FormError } from '@client/components/form-error';
import { IonButton } from '@client/components/ionic/button';
import { IonProgressBar } from '@client/components/ionic/progress-bar';
import { useNotifier } from '@client/components/notifier-provider';
import { SideSheet } from '@client/components/side-sheet';
import { errorMessage } from '@client/lib/api-error';
import { useDialogs } from '@client/lib/use-dialogs';
import { sendAcknowledgement, useBulkOrder } from './api';
import { useOrderPullsheet } from './use-order-pullsheet';
import { PalletTabs } from './pallet-tabs';
import { ShortItemsDialog } from './short-items-dialog';
import { TransferDialog } from './transfer-dialog';
import './order-drawer.css';

type Props = {
  /** The order to show; null closes the drawer. */
  order: BulkOrderKey | null;
  onClose: () => void;
  /** After an action changed the order, so the page can refresh its tab. */
  onChanged: () => void;
};

const when = (iso: string) => iso.slice(0, 16).replace('T', ' ');

/**
 * The bulk order drawer (D2 section 2): Order Number, Order Date, Vendor, Order Status, Acumatica
 * Order, ASN Status, Download Bulk Pullsheet (hidden when the order is cancelled), Customer Info,
 * a Pallet N tab per shipment; Short Items, Transfer (Not Routed and Not Built orders) and Send
 * Acknowledgement (the 855).
 */
export function BulkOrderDrawer({ order, onClose, onChanged }: Props) {
  // Keep the last order while the sheet slides out, so it does not empty on the way.
  const [shown, setShown] = useState<BulkOrderKey | null>(order);
  if (
    order &&
    (order.internal_po_number !== shown?.internal_po_number || order.vendor_name !== shown.vendor_name)
  )
    setShown(order);
  const detail = useBulkOrder(shown);
  const data = detail.data;
  const notify = useNotifier();
  const dialogs = useDialogs<'short' | 'transfer'>();
  const pullsheet = useOrderPullsheet();
  const [acking, setAcking] = useState(false);

  const acknowledge = async () => {
    if (!data) return;
    setAcking(true);
    try {
      await sendAcknowledgement(data);
      notify.success(ACKNOWLEDGEMENT_SENT);
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setAcking(false);
    }
  };

  const title = shown ? `Order ${shown.internal_po_number}` : 'Order';
  return (
    <>
      <SideSheet
        isOpen={order !== null}
        label="Bulk order details"
        title={title}
        onClose={onClose}
        className="bulk-drawer"
        headerExtra={
          detail.isFetching || pullsheet.busy ? (
            <IonProgressBar type="indeterminate" aria-label="Loading order" />
          ) : null
        }
      >
        <FormError
          message={detail.isError ? `Failed to get the order: ${errorMessage(detail.error)}` : null}
        />
        {data ? (
          <>
            <DetailList
              className="bulk-drawer__fields"
              items={[
                ['Order Number', data.internal_po_number],
                ['Order Date', when(data.order_date)],
                ['Vendor', data.vendor_name],
                ['Order Status', statusName(data.order_status)],
                ['Acumatica Order', data.acu_order_num ?? ''],
                ['ASN Status', asnStatusName(data.asn_status)],
              ]}
            />
            <div className="bulk-drawer__buttons">
              {!isCancelledOrder(data.items) && data.acu_order_num ? (
                <IonButton
                  fill="outline"
                  disabled={pullsheet.busy}
                  onClick={() => void pullsheet.download(data.acu_order_num ?? '')}
                >
                  Download Bulk Pullsheet
                </IonButton>
              ) : null}
              <IonButton fill="outline" onClick={() => dialogs.show('short')}>
                Short Items
              </IonButton>
              {TRANSFER_STAGES.includes(data.stage) && !isCancelledOrder(data.items) ? (
                <IonButton fill="outline" onClick={() => dialogs.show('transfer')}>
                  Transfer
                </IonButton>
              ) : null}
              <IonButton fill="outline" disabled={acking} onClick={() => void acknowledge()}>
                Send Acknowledgement
              </IonButton>
            </div>
            <h3 className="bulk-drawer__heading">Customer Info</h3>
            <DetailList
              className="bulk-drawer__fields"
              label="Customer Info"
              items={[
                ['Name', data.name ?? ''],
                ['Street Address 1', data.address1 ?? ''],
                ['Street Address 2', data.address2 ?? ''],
                ['City', data.city ?? ''],
                ['State', data.state ?? ''],
                ['Zip', data.zip_code ?? ''],
              ]}
            />
            <PalletTabs order={data} />
          </>
        ) : null}
      </SideSheet>
      <ShortItemsDialog
        key={dialogs.key('short')}
        order={dialogs.isOpen('short') ? (data ?? null) : null}
        onClose={dialogs.close}
        onSaved={() => {
          dialogs.close();
          void detail.refetch();
          onChanged();
        }}
      />
      <TransferDialog
        key={dialogs.key('transfer')}
        order={dialogs.isOpen('transfer') ? (data ?? null) : null}
        onClose={dialogs.close}
        onSaved={() => {
          dialogs.close();
          void detail.refetch();
          onChanged();
        }}
      />
    </>
  );
}
