import { banOutline, cloudUploadOutline, pauseCircleOutline, swapHorizontalOutline } from 'ionicons/icons';
import type { DrawerOrder } from '@shared/api/dropship/order-drawer';
import { drawerButtons, ORDER_DRAWER_MESSAGES } from '@shared/domain/dropship/order-drawer';
import { IonButton } from '@client/components/ionic/button';
import { IonIcon } from '@client/components/ionic/icon';
import { errorMessage } from '@client/lib/api-error';
import { useCancelOrder, useHoldOrder, useResendOrder } from '../api/order-actions';
import { useDrawerFeedback } from './order-drawer-feedback';

type Props = {
  order: DrawerOrder;
  onTransfer: () => void;
  onChanged: () => void;
  transferTarget: string | null;
};

/** Cancel Order, Hold Order, Resend to Acumatica and Transfer, shown by status (D1 section 4). */
export function OrderDrawerActions({ order, onTransfer, onChanged, transferTarget }: Props) {
  const cancel = useCancelOrder();
  const hold = useHoldOrder();
  const resend = useResendOrder();
  const show = drawerButtons(order.order_status);
  const po = order.internal_po_number;
  const { confirm, notify } = useDrawerFeedback();
  const failed = (error: unknown) => notify.error(errorMessage(error));

  const askCancel = () =>
    confirm('Cancel Order', `Cancel order ${po}?`, () =>
      cancel.mutate(order, {
        onSuccess: () => {
          notify.success(ORDER_DRAWER_MESSAGES.canceled);
          onChanged();
        },
        onError: failed,
      }),
    );
  const askHold = () =>
    confirm('Hold Order', `Put order ${po} on hold?`, () =>
      hold.mutate(order, {
        onSuccess: () => {
          notify.success(ORDER_DRAWER_MESSAGES.onHold);
          onChanged();
        },
        onError: failed,
      }),
    );
  const askResend = () =>
    confirm('Resend to Acumatica', `Resend order ${po} to Acumatica?`, () =>
      resend.mutate(order, {
        onSuccess: (answer) => {
          notify.success(`Order sent to Acumatica: SO ${answer.acu_order_num}`);
          onChanged();
        },
        onError: failed,
      }),
    );

  const busy = cancel.isPending || hold.isPending || resend.isPending;
  return (
    <div className="order-drawer__buttons" role="toolbar" aria-label="Order actions">
      {show.cancel && (
        <IonButton color="danger" onClick={askCancel} disabled={busy}>
          <IonIcon slot="start" icon={banOutline} aria-hidden="true" />
          Cancel Order
        </IonButton>
      )}
      {show.hold && (
        <IonButton color="warning" onClick={askHold} disabled={busy}>
          <IonIcon slot="start" icon={pauseCircleOutline} aria-hidden="true" />
          Hold Order
        </IonButton>
      )}
      {show.resend && (
        <IonButton onClick={askResend} disabled={busy}>
          <IonIcon slot="start" icon={cloudUploadOutline} aria-hidden="true" />
          Resend to Acumatica
        </IonButton>
      )}
      {show.transfer && (
        <IonButton fill="outline" onClick={onTransfer} disabled={busy || transferTarget === null}>
          <IonIcon slot="start" icon={swapHorizontalOutline} aria-hidden="true" />
          Transfer
        </IonButton>
      )}
    </div>
  );
}
