import { cloudUploadOutline, cubeOutline } from 'ionicons/icons';
import { useState } from 'react';
import type { BulkOrderRow } from '@shared/api/bulk/bulk-orders';
import { IonButton } from '@client/components/ionic/button';
import { IonIcon } from '@client/components/ionic/icon';
import { useDialogs } from '@client/lib/use-dialogs';
import { EMPTY_SHIPMENT, ShipmentDialog } from './shipment-dialog';
import { ShipmentFileDialog } from './shipment-file-dialog';
import type { TabActionsProps } from './types';

/**
 * Not Shipped (D2 sections 2 and 5): Add Shipment Information for one selected order (its
 * shipments are made and it moves to Ready) and Bulk Update from a shipment file.
 */
export function NotShippedActions({ selected, refresh, clearSelection }: TabActionsProps) {
  const dialogs = useDialogs<'shipment' | 'file'>();
  const [order, setOrder] = useState<BulkOrderRow | null>(null);
  const saved = () => {
    clearSelection();
    refresh();
  };
  return (
    <>
      <IonButton
        disabled={selected.length !== 1}
        onClick={() => {
          setOrder(selected[0] ?? null);
          dialogs.show('shipment');
        }}
      >
        <IonIcon slot="start" icon={cubeOutline} aria-hidden="true" />
        Add Shipment Information
      </IonButton>
      <IonButton fill="outline" onClick={() => dialogs.show('file')}>
        <IonIcon slot="start" icon={cloudUploadOutline} aria-hidden="true" />
        Bulk Update
      </IonButton>
      <ShipmentDialog
        key={dialogs.key('shipment')}
        title="Add Shipment Information"
        isOpen={dialogs.isOpen('shipment')}
        onClose={dialogs.close}
        order={order}
        initial={EMPTY_SHIPMENT}
        onSaved={saved}
      />
      <ShipmentFileDialog
        key={dialogs.key('file')}
        isOpen={dialogs.isOpen('file')}
        onClose={dialogs.close}
        onSaved={saved}
      />
    </>
  );
}
