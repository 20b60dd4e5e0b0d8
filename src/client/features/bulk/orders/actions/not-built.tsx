import { checkmarkDoneOutline, openOutline } from 'ionicons/icons';
import { forceOrderBuilt } from '@shared/api/bulk/bulk-shipments';
import { acumaticaOrderUrl, SHIPMENT_MESSAGES } from '@shared/domain/bulk/shipments';
import { IonButton } from '@client/components/ionic/button';
import { IonIcon } from '@client/components/ionic/icon';
import { api } from '@client/lib/api';
import { useAppConfig } from '@client/lib/app-config';
import { NotBuiltLabelActions } from './not-built-labels';
import type { TabActionsProps } from './types';
import { orderCount, useOrdersAction } from './use-orders-action';

/**
 * Not Built (D2 sections 2, 4, 5 and 9): View In Acumatica opens the order's sales order (order
 * type SO) in the ERP named by the server's ACUMATICA_URL; Force Built, after confirmation, makes the
 * open lines Built and moves the orders to Not Shipped. Get Labels, Regenerate Labels and Generate
 * Pallet Labels act on one selected order (./not-built-labels.tsx).
 */
export function NotBuiltActions(props: TabActionsProps) {
  const { selected } = props;
  const { data: config } = useAppConfig();
  const erp = config?.acumatica_url ?? null;
  const only = selected.length === 1 ? selected[0]! : null;
  const built = useOrdersAction(
    {
      send: (orders) => api(forceOrderBuilt, { body: { orders } }),
      success: SHIPMENT_MESSAGES.built,
      confirm: (n) => ({
        header: 'Force Built',
        message: `Mark ${orderCount(n)} as built? Their lines become Built and the orders move to Not Shipped.`,
        confirmText: 'Force Built',
      }),
    },
    props,
  );

  return (
    <>
      <IonButton
        fill="outline"
        disabled={!erp || !only?.acu_order_num}
        title={erp ? undefined : 'Acumatica is not configured on this server (ACUMATICA_URL).'}
        href={erp && only?.acu_order_num ? acumaticaOrderUrl(erp, only.acu_order_num) : undefined}
        target="_blank"
        rel="noopener noreferrer"
      >
        <IonIcon slot="start" icon={openOutline} aria-hidden="true" />
        View In Acumatica
      </IonButton>
      <IonButton disabled={selected.length === 0 || built.busy} onClick={() => void built.run()}>
        <IonIcon slot="start" icon={checkmarkDoneOutline} aria-hidden="true" />
        Force Built
      </IonButton>
      <NotBuiltLabelActions order={only} />
    </>
  );
}
