import { checkmarkCircleOutline } from 'ionicons/icons';
import { markComplete } from '@shared/api/bulk/bulk-shipments';
import { SHIPMENT_MESSAGES } from '@shared/domain/bulk/shipments';
import { IonButton } from '@client/components/ionic/button';
import { IonIcon } from '@client/components/ionic/icon';
import { api } from '@client/lib/api';
import type { TabActionsProps } from './types';
import { useOrdersAction } from './use-orders-action';

/** Invoiced (D2 sections 2 and 4): Mark Complete moves the selected orders to Complete. */
export function InvoicedActions(props: TabActionsProps) {
  const complete = useOrdersAction(
    { send: (orders) => api(markComplete, { body: { orders } }), success: SHIPMENT_MESSAGES.completed },
    props,
  );
  return (
    <IonButton disabled={props.selected.length === 0 || complete.busy} onClick={() => void complete.run()}>
      <IonIcon slot="start" icon={checkmarkCircleOutline} aria-hidden="true" />
      Mark Complete
    </IonButton>
  );
}
