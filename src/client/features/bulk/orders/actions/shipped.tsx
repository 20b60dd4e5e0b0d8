import { downloadOutline, paperPlaneOutline } from 'ionicons/icons';
import { useState } from 'react';
import { exportReadyAsns, sendReadyAsns } from '@shared/api/bulk/bulk-shipments';
import { readyShipmentsFileName } from '@shared/domain/bulk/shipments';
import { IonButton } from '@client/components/ionic/button';
import { IonIcon } from '@client/components/ionic/icon';
import { useNotifier } from '@client/components/notifier-provider';
import { api, download } from '@client/lib/api';
import { errorMessage } from '@client/lib/api-error';
import { toYmd } from '@shared/lib/dates';
import type { TabActionsProps } from './types';

/**
 * Shipped (D2 sections 2 and 9): with no row selected, Send Ready ASNs sends the 856 of every
 * Shipped order of the vendors on the tab whose ASN is not sent (sent ones move to ASN Sent and
 * their invoice follows; refused ones stay here, Failed, with the vendor's reason), and Export Ready
 * ASNs saves them as READY_SHIPMENTS_{date}.csv.
 */
export function ShippedActions({ selected, rows, refresh }: TabActionsProps) {
  const notify = useNotifier();
  const [busy, setBusy] = useState(false);
  if (selected.length > 0) return null;
  const vendors = [...new Set(rows.map((r) => r.vendor_name))];

  const send = async () => {
    setBusy(true);
    try {
      const answer = await api(sendReadyAsns, { body: { vendor_names: vendors } });
      if (answer.sent > 0) notify.success(`${answer.sent} ${answer.sent === 1 ? 'ASN' : 'ASNs'} Sent`);
      const failed = answer.orders.filter((o) => o.reason !== null);
      if (failed.length > 0)
        notify.error(
          `Failed to send ${failed.length} ASNs: ${failed.map((o) => `${o.internal_po_number} (${o.reason})`).join('; ')}`,
        );
      if (answer.orders.length === 0) notify.info('No ASNs are ready to send.');
      refresh();
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const exportCsv = async () => {
    try {
      await download(exportReadyAsns, { query: {} }, readyShipmentsFileName(toYmd(new Date())));
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  return (
    <>
      <IonButton disabled={busy || rows.length === 0} onClick={() => void send()}>
        <IonIcon slot="start" icon={paperPlaneOutline} aria-hidden="true" />
        Send Ready ASNs
      </IonButton>
      <IonButton fill="outline" onClick={() => void exportCsv()}>
        <IonIcon slot="start" icon={downloadOutline} aria-hidden="true" />
        Export Ready ASNs
      </IonButton>
    </>
  );
}
