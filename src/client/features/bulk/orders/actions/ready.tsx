import { createOutline, sendOutline } from 'ionicons/icons';
import { useState } from 'react';
import type { BulkOrderRow } from '@shared/api/bulk/bulk-orders';
import { confirmShipment, getOrderShipments } from '@shared/api/bulk/bulk-shipments';
import { SHIPMENT_MESSAGES, type ShipmentForm } from '@shared/domain/bulk/shipments';
import { IonButton } from '@client/components/ionic/button';
import { IonIcon } from '@client/components/ionic/icon';
import { useNotifier } from '@client/components/notifier-provider';
import { api } from '@client/lib/api';
import { errorMessage } from '@client/lib/api-error';
import { useDialogs } from '@client/lib/use-dialogs';
import { EMPTY_SHIPMENT, ShipmentDialog } from './shipment-dialog';
import type { TabActionsProps } from './types';
import { orderCount, useOrdersAction } from './use-orders-action';

/**
 * Ready (D2 sections 2, 4 and 5): Override Shipment edits the selected order's shipment information
 * (starting from what was saved); Confirm Shipment, after confirmation, marks the orders shipped in
 * this product only: Acumatica is not updated.
 */
export function ReadyActions(props: TabActionsProps) {
  const { selected, refresh, clearSelection } = props;
  const notify = useNotifier();
  const dialogs = useDialogs<'shipment'>();
  const [order, setOrder] = useState<BulkOrderRow | null>(null);
  const [initial, setInitial] = useState<ShipmentForm>(EMPTY_SHIPMENT);
  const [loading, setLoading] = useState(false);
  const confirm = useOrdersAction(
    {
      send: (orders) => api(confirmShipment, { body: { orders } }),
      success: SHIPMENT_MESSAGES.confirmed,
      confirm: (n) => ({
        header: 'Confirm Shipment',
        message: `Confirm the shipments of ${orderCount(n)}? They are marked shipped here only; Acumatica is not updated.`,
        confirmText: 'Confirm Shipment',
      }),
    },
    props,
  );

  const override = async () => {
    const row = selected[0];
    if (!row) return;
    setLoading(true);
    try {
      const { shipments } = await api(getOrderShipments, {
        query: { internal_po_number: row.internal_po_number, vendor_name: row.vendor_name },
      });
      const s = shipments.find((x) => x.shipment_status === 200) ?? shipments[0];
      setInitial(
        s
          ? {
              pro_number: s.pro_number ?? '',
              carrier: s.carrier ?? '',
              bol: s.bol ?? '',
              ship_date: s.ship_date ?? '',
              expected_delivery: s.expected_delivery ?? '',
              truck_number: s.truck_number ?? '',
              shipment_price: s.shipment_price ?? '',
              acu_ship_num: s.acu_ship_num ?? '',
              total_on_shipment: s.total_on_shipment === null ? '' : String(s.total_on_shipment),
            }
          : EMPTY_SHIPMENT,
      );
      setOrder(row);
      dialogs.show('shipment');
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      <IonButton fill="outline" disabled={selected.length !== 1 || loading} onClick={() => void override()}>
        <IonIcon slot="start" icon={createOutline} aria-hidden="true" />
        Override Shipment
      </IonButton>
      <IonButton disabled={selected.length === 0 || confirm.busy} onClick={() => void confirm.run()}>
        <IonIcon slot="start" icon={sendOutline} aria-hidden="true" />
        Confirm Shipment
      </IonButton>
      <ShipmentDialog
        key={dialogs.key('shipment')}
        title="Override Shipment"
        isOpen={dialogs.isOpen('shipment')}
        onClose={dialogs.close}
        order={order}
        initial={initial}
        onSaved={() => {
          clearSelection();
          refresh();
        }}
      />
    </>
  );
}
