import { downloadOutline, sendOutline } from 'ionicons/icons';
import { useState } from 'react';
import { IonButton } from '@client/components/ionic/button';
import { IonIcon } from '@client/components/ionic/icon';
import { useNotifier } from '@client/components/notifier-provider';
import { errorMessage } from '@client/lib/api-error';
import { useDialogs } from '@client/lib/use-dialogs';
import { DecisionFileUpload } from '../processing-panel/decision-file-upload';
import { exportNewOrders } from '../processing-panel/export-orders';
import { ProcessingPanel } from '../processing-panel/processing-panel';
import type { TabActionsProps } from './types';

/**
 * New (D2 section 2): Export Orders (the selected rows, or every row, as a decision file), the
 * decision file (Browse, Upload, Remove) and Send to Acumatica On Hold, which opens the order
 * processing panel for the selected orders.
 */
export function NewActions({ selected, rows, refresh, clearSelection }: TabActionsProps) {
  const notify = useNotifier();
  const dialogs = useDialogs<'panel'>();
  const [exporting, setExporting] = useState(false);
  const [orderIds, setOrderIds] = useState<number[]>([]);

  const exportOrders = async () => {
    const orders = selected.length ? selected : rows;
    if (orders.length === 0) return;
    setExporting(true);
    try {
      await exportNewOrders(orders);
    } catch (error) {
      notify.error(`Error: ${errorMessage(error)}`);
    } finally {
      setExporting(false);
    }
  };

  const done = () => {
    clearSelection();
    refresh();
  };

  return (
    <>
      <IonButton fill="outline" disabled={exporting || rows.length === 0} onClick={() => void exportOrders()}>
        <IonIcon slot="start" icon={downloadOutline} aria-hidden="true" />
        Export Orders
      </IonButton>
      <DecisionFileUpload onSent={done} />
      <IonButton
        disabled={selected.length === 0}
        onClick={() => {
          setOrderIds(selected.map((o) => o.id));
          dialogs.show('panel');
        }}
      >
        <IonIcon slot="start" icon={sendOutline} aria-hidden="true" />
        Send to Acumatica On Hold
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
