import { closeCircleOutline } from 'ionicons/icons';
import { useState, type FormEvent } from 'react';
import {
  CANCEL_FAILED,
  cancelConfirmMessage,
  cancelOrderNumberProblem,
  orderCancelledMessage,
} from '@shared/domain/tpl/cancel';
import { FormError } from '@client/components/form-error';
import { IonButton } from '@client/components/ionic/button';
import { IonIcon } from '@client/components/ionic/icon';
import { useNotifier } from '@client/components/notifier-provider';
import { PageLayout } from '@client/components/page-layout';
import { TextField } from '@client/components/text-field';
import { ApiRequestError, errorMessage } from '@client/lib/api-error';
import { useCancelTplOrder } from '../api/cancel-order';
import './cancel-order.css';

/** Geodis's words for why it cannot cancel, with what the user can do. */
function refusalText(error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 404)
    return `${error.message}. Check the number: Geodis knows the orders sent to it (the ERP order number or Geodis's order id).`;
  if (error instanceof ApiRequestError && error.status === 409)
    return `${error.message}: nothing was changed.`;
  return `${CANCEL_FAILED} ${errorMessage(error)}`;
}

/** Cancel 3PL Order (D3 2.3): an order number, Cancel (asks first), and Geodis's answer. */
export function CancelTplOrderPage() {
  const [orderNumber, setOrderNumber] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const cancel = useCancelTplOrder();
  const notify = useNotifier();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const number = orderNumber.trim();
    const why = cancelOrderNumberProblem(number);
    setProblem(why);
    setDone(null);
    if (why) return;
    const yes = await notify.confirm({
      header: 'Cancel 3PL Order',
      message: cancelConfirmMessage(number),
      confirmText: 'Cancel Order',
      cancelText: 'Keep Order',
      destructive: true,
    });
    if (!yes) {
      notify.info('Operation Aborted!');
      return;
    }
    cancel.mutate(number, {
      onSuccess: (result) => {
        const text = orderCancelledMessage(result.order_number);
        setDone(`${text} Geodis order ${result.order_id} is ${result.status}.`);
        notify.success(text);
        setOrderNumber('');
      },
      // The refusal stays on the form (an alert line screen readers announce), not in a passing toast.
      onError: (error) => setProblem(refusalText(error)),
    });
  };

  return (
    <PageLayout title="Cancel 3PL Order">
      <form
        className="tpl-cancel__form"
        onSubmit={(e) => void onSubmit(e)}
        aria-label="Cancel a 3PL order"
        noValidate
      >
        <TextField
          label="Order Number"
          value={orderNumber}
          maxlength={30}
          autocomplete="off"
          onChange={(v) => {
            setOrderNumber(v);
            setProblem(null);
          }}
        />
        <IonButton type="submit" color="danger" disabled={cancel.isPending || !orderNumber.trim()}>
          <IonIcon slot="start" icon={closeCircleOutline} aria-hidden="true" />
          Cancel Order
        </IonButton>
      </form>
      <FormError message={problem} />
      {done && (
        <p className="tpl-cancel__result" role="status">
          {done}
        </p>
      )}
    </PageLayout>
  );
}
