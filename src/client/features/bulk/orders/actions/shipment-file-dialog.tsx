import Papa from 'papaparse';
import { cloudUploadOutline, trashOutline } from 'ionicons/icons';
import { useRef, useState } from 'react';
import { uploadShipmentFile } from '@shared/api/bulk/bulk-shipments';
import {
  readShipmentFile,
  SHIPMENT_FILE_COLUMNS,
  SHIPMENT_MESSAGES,
  type ShipmentFileRow,
} from '@shared/domain/bulk/shipments';
import { Dialog } from '@client/components/dialog';
import { IonButton } from '@client/components/ionic/button';
import { IonIcon } from '@client/components/ionic/icon';
import { useNotifier } from '@client/components/notifier-provider';
import { api } from '@client/lib/api';
import { ApiRequestError, errorMessage } from '@client/lib/api-error';

type Props = { isOpen: boolean; onClose: () => void; onSaved: () => void };

/**
 * Bulk Update (Not Shipped, D2 sections 3, 5 and 8): a shipment file with the template's columns.
 * Browse checks it at once with the server's rule ('Invalid Upload File! Missing Value {column}
 * For Order {po}'); Upload sends its rows, and the server writes all of them or none: '{n}
 * Shipments Updated!' or 'Error Uploading Shipment File: {reason}'.
 */
export function ShipmentFileDialog({ isOpen, onClose, onSaved }: Props) {
  const notify = useNotifier();
  const input = useRef<HTMLInputElement>(null);
  const [rows, setRows] = useState<ShipmentFileRow[] | null>(null);
  const [sending, setSending] = useState(false);

  const remove = () => {
    setRows(null);
    if (input.current) input.current.value = '';
  };

  const choose = async (file: File | undefined) => {
    setRows(null);
    if (!file) return;
    const parsed = Papa.parse<ShipmentFileRow>(await file.text(), {
      header: true,
      skipEmptyLines: 'greedy',
      transformHeader: (h) => h.trim(),
    });
    if (parsed.errors.length > 0 && parsed.data.length === 0) {
      notify.error(SHIPMENT_MESSAGES.uploadError(parsed.errors[0]!.message));
      remove();
      return;
    }
    const read = readShipmentFile(parsed.data);
    if (!read.ok) {
      notify.error(read.message);
      remove();
      return;
    }
    setRows(parsed.data);
  };

  const upload = async () => {
    if (!rows) return;
    setSending(true);
    try {
      const answer = await api(uploadShipmentFile, { body: { shipments: rows } });
      notify.success(SHIPMENT_MESSAGES.updated(answer.updated));
      remove();
      onSaved();
      onClose();
    } catch (error) {
      // The file's own problem reads as the screen would have said it; anything else is an upload error.
      const invalid = error instanceof ApiRequestError && error.code === 'invalid_shipment_file';
      notify.error(invalid ? error.message : SHIPMENT_MESSAGES.uploadError(errorMessage(error)));
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog
      title="Bulk Shipment Update"
      isOpen={isOpen}
      onClose={onClose}
      footer={
        <>
          <IonButton fill="outline" disabled={!rows || sending} onClick={remove}>
            <IonIcon slot="start" icon={trashOutline} aria-hidden="true" />
            Remove
          </IonButton>
          <IonButton strong disabled={!rows || sending} onClick={() => void upload()}>
            <IonIcon slot="start" icon={cloudUploadOutline} aria-hidden="true" />
            Upload
          </IonButton>
        </>
      }
    >
      <p>
        A CSV file with the columns <code>{SHIPMENT_FILE_COLUMNS.join(', ')}</code>. Shipment price, Acumatica
        shipment number and total on shipment may be empty; the carrier is its 4-character SCAC code.
      </p>
      <label className="shipment-file__field">
        <span>Shipment file (CSV)</span>
        <input
          ref={input}
          type="file"
          accept=".csv,text/csv"
          disabled={sending}
          onChange={(e) => void choose(e.target.files?.[0])}
        />
      </label>
      {rows && (
        <p role="status">
          {rows.length} {rows.length === 1 ? 'shipment' : 'shipments'} ready
        </p>
      )}
    </Dialog>
  );
}
