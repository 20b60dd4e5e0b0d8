import Papa from 'papaparse';
import { cloudUploadOutline, trashOutline } from 'ionicons/icons';
import { useRef, useState } from 'react';
import { DECISION_MESSAGES } from '@shared/domain/bulk/decisions';
import { readDecisionFile, type DecisionFileOrder } from '@shared/domain/bulk/decision-file';
import { filePayload } from './panel-state';
import { IonButton } from '@client/components/ionic/button';
import { IonIcon } from '@client/components/ionic/icon';
import { useNotifier } from '@client/components/notifier-provider';
import { errorMessage } from '@client/lib/api-error';
import { allSent, sendDecisions } from './api';

/**
 * The decision file of the New tab (D2 sections 2 and 5): Browse checks it at once ('Invalid File
 * Headers', 'Invalid Decisions or Ship Types' or 'File Valid'); Upload sends its orders, each group of
 * PO, vendor name and vendor code as one order, compressed; Remove forgets it.
 */
export function DecisionFileUpload({ onSent }: { onSent: () => void }) {
  const notify = useNotifier();
  const input = useRef<HTMLInputElement>(null);
  const [orders, setOrders] = useState<DecisionFileOrder[] | null>(null);
  const [sending, setSending] = useState(false);

  const remove = () => {
    setOrders(null);
    if (input.current) input.current.value = '';
  };

  const choose = async (file: File | undefined) => {
    setOrders(null);
    if (!file) return;
    const parsed = Papa.parse<Record<string, string>>(await file.text(), {
      header: true,
      skipEmptyLines: 'greedy',
    });
    const result = readDecisionFile(parsed.meta.fields ?? [], parsed.data);
    if (!result.ok) {
      notify.error(result.message);
      remove();
      return;
    }
    notify.success(result.message);
    setOrders(result.orders);
  };

  const upload = async () => {
    if (!orders) return;
    setSending(true);
    try {
      const results = await sendDecisions(filePayload(orders));
      if (allSent(results)) notify.success(DECISION_MESSAGES.sent);
      else notify.error(DECISION_MESSAGES.sendFailed);
      remove();
      onSent();
    } catch (error) {
      notify.error(`${DECISION_MESSAGES.sendFailed}: ${errorMessage(error)}`);
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="decision-file">
      <label className="decision-field">
        <span>Decision file (CSV)</span>
        <input
          ref={input}
          type="file"
          accept=".csv,text/csv"
          disabled={sending}
          onChange={(e) => void choose(e.target.files?.[0])}
        />
      </label>
      <IonButton disabled={!orders || sending} onClick={() => void upload()}>
        <IonIcon slot="start" icon={cloudUploadOutline} aria-hidden="true" />
        Upload
      </IonButton>
      <IonButton fill="outline" disabled={!orders || sending} onClick={remove}>
        <IonIcon slot="start" icon={trashOutline} aria-hidden="true" />
        Remove
      </IonButton>
      {orders && (
        <span role="status">
          {orders.length} {orders.length === 1 ? 'order' : 'orders'} ready
        </span>
      )}
    </div>
  );
}
