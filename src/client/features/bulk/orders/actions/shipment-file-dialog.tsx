import { trashOutline } from 'ionicons/icons';
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
import { UploadFileBar } from '@client/components/upload-file-bar';
import '@client/components/uploads.css';
import { api } from '@client/lib/api';
import { ApiRequestError, errorMessage } from '@client/lib/api-error';
import { readCsv } from '@client/lib/csv-file';

type Props = { isOpen: boolean; onClose: () => void; onSaved: () => void };

/** The template Download Template saves: the header row of D2 section 3. */
const SHIPMENT_TEMPLATE_NAME = 'BulkShipmentTemplate.csv';

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
  const [reading, setReading] = useState(false);
  const [sending, setSending] = useState(false);

  const forget = () => {
    setRows(null);
    if (input.current) input.current.value = '';
  };

  const choose = async (file: File | undefined) => {
    setRows(null);
    if (!file) return;
    setReading(true);
    const read = await readCsv(file);
    setReading(false);
    if (!read.ok) {
      notify.error(SHIPMENT_MESSAGES.uploadError(read.reason));
      forget();
      return;
    }
    const checked = readShipmentFile(read.rows);
    if (!checked.ok) {
      notify.error(checked.message);
      forget();
      return;
    }
    setRows(read.rows);
  };

  const upload = async () => {
    if (!rows) return;
    setSending(true);
    try {
      const answer = await api(uploadShipmentFile, { body: { shipments: rows } });
      notify.success(SHIPMENT_MESSAGES.updated(answer.updated));
      forget();
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
        <IonButton fill="outline" disabled={!rows || sending} onClick={forget}>
          <IonIcon slot="start" icon={trashOutline} aria-hidden="true" />
          Remove
        </IonButton>
      }
    >
      <p>
        A CSV file with the template&apos;s columns. Shipment price, Acumatica shipment number and total on
        shipment may be empty; the carrier is its 4-character SCAC code.
      </p>
      <UploadFileBar
        label="Shipment file (CSV)"
        inputRef={input}
        reading={reading}
        uploading={sending}
        canUpload={rows !== null}
        onChoose={(file) => void choose(file)}
        onUpload={() => void upload()}
        template={{ name: SHIPMENT_TEMPLATE_NAME, csv: () => `${SHIPMENT_FILE_COLUMNS.join(',')}\n` }}
      />
      {rows && (
        <p role="status">
          {rows.length} {rows.length === 1 ? 'shipment' : 'shipments'} ready
        </p>
      )}
    </Dialog>
  );
}
