import { createOutline, refreshOutline } from 'ionicons/icons';
import { useState } from 'react';
import { DECISION_MESSAGES } from '@shared/domain/bulk/decisions';
import { IonButton } from '@client/components/ionic/button';
import { IonIcon } from '@client/components/ionic/icon';
import { useNotifier } from '@client/components/notifier-provider';
import { errorMessage } from '@client/lib/api-error';
import { useDialogs } from '@client/lib/use-dialogs';
import { allSent, resendToAcumatica } from '../processing-panel/api';
import { ProcessingPanel } from '../processing-panel/processing-panel';
import type { TabActionsProps } from './types';

/**
 * Not In Acumatica (D2 section 2): Update Order opens the processing panel on the selected orders
 * (their decisions as saved; Submit saves them again and sends); Resend To Acumatica sends them as
 * they are.
 */
export function NotInAcumaticaActions({ selected, refresh, clearSelection }: TabActionsProps) {
  const notify = useNotifier();
  const dialogs = useDialogs<'panel'>();
  const [orderIds, setOrderIds] = useState<number[]>([]);
  const [sending, setSending] = useState(false);

  const done = () => {
    clearSelection();
    refresh();
  };

  const resend = async () => {
    setSending(true);
    try {
      const results = await resendToAcumatica(
        selected.map((o) => ({ internal_po_number: o.internal_po_number, vendor_name: o.vendor_name })),
      );
      if (allSent(results)) notify.success(DECISION_MESSAGES.sent);
      else notify.error(DECISION_MESSAGES.sendFailed);
      done();
    } catch (error) {
      notify.error(`${DECISION_MESSAGES.sendFailed}: ${errorMessage(error)}`);
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <IonButton
        disabled={selected.length === 0}
        onClick={() => {
          setOrderIds(selected.map((o) => o.id));
          dialogs.show('panel');
        }}
      >
        <IonIcon slot="start" icon={createOutline} aria-hidden="true" />
        Update Order
      </IonButton>
      <IonButton fill="outline" disabled={selected.length === 0 || sending} onClick={() => void resend()}>
        <IonIcon slot="start" icon={refreshOutline} aria-hidden="true" />
        Resend To Acumatica
      </IonButton>
      <ProcessingPanel
        key={dialogs.key('panel')}
        orderIds={orderIds}
        isOpen={dialogs.isOpen('panel')}
        onClose={dialogs.close}
        onSubmitted={done}
      />
    </>
  );
}
