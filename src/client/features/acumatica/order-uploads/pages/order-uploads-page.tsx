import { useEffect, useRef, useState } from 'react';
import {
  ACUMATICA_UPLOAD_VENDORS,
  mapWalmartFile,
  orderUploadResultMessage,
  WALMART_ORDER_COLUMNS,
  type AcumaticaOrderLine,
} from '@shared/domain/erp/order-upload';
import { uploadErrorMessage } from '@shared/domain/uploads/upload-rows';
import { FailedLine } from '@client/components/form-error';
import { IonSelect, IonSelectOption } from '@client/components/ionic/select';
import { useNotifier } from '@client/components/notifier-provider';
import { PageLayout } from '@client/components/page-layout';
import { RefreshButton } from '@client/components/refresh-button';
import { UploadFileBar } from '@client/components/upload-file-bar';
import { UploadsTable } from '@client/components/uploads-table';
import { errorMessage } from '@client/lib/api-error';
import { readCsv } from '@client/lib/csv-file';
import { useSelection, useSession } from '@client/lib/use-session';
import { createOrders, useAcumaticaUploads } from '../api/order-uploads';
import '@client/components/uploads.css';

/** D1 section 4: the list refreshes 5 seconds after an upload. */
const REFRESH_AFTER_UPLOAD_MS = 5000;
const SHOWN_FAILURES = 25;

type Ready = { name: string; lines: AcumaticaOrderLine[]; key: string };

const templateCsv = () => `${WALMART_ORDER_COLUMNS.join(',')}\r\n`;

/**
 * Acumatica Order Uploads (/acumatica_uploads, D1 section 2): choose the vendor (only Walmart
 * Fulfillment Center), then browse a Walmart order file; it is mapped and checked here (a missing
 * field drops it), and on Upload every line becomes its own ERP sales order. The result alert
 * lists the failed POs; the upload history refreshes 5 seconds later.
 */
export function OrderUploadsPage() {
  const company = useSelection()?.company ?? 'furhaven';
  const username = useSession()?.user.username ?? '';
  const uploads = useAcumaticaUploads(company);
  const notify = useNotifier();
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [vendor, setVendor] = useState('');
  const [reading, setReading] = useState(false);
  const [sending, setSending] = useState(false);
  const [ready, setReady] = useState<Ready | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const refetch = uploads.refetch;

  useEffect(() => () => clearTimeout(timer.current), []);

  const discard = () => {
    setReady(null);
    if (input.current) input.current.value = '';
  };

  const choose = async (file: File | undefined) => {
    setReady(null);
    if (!file) return;
    setReading(true);
    const read = await readCsv(file);
    setReading(false);
    if (!read.ok) {
      discard();
      void notify.alert({ header: 'Not uploaded', message: uploadErrorMessage(read.reason) });
      return;
    }
    const mapped = mapWalmartFile(read.rows, vendor);
    if (!mapped.ok) {
      // D1 section 5: the alert, and the file is dropped.
      discard();
      const row = mapped.problems[0]?.row;
      void notify.alert({
        header: 'Not uploaded',
        message: row ? `${mapped.message} (row ${row + 1})` : mapped.message,
      });
      return;
    }
    setReady({ name: file.name, lines: mapped.lines, key: crypto.randomUUID() });
  };

  const send = async () => {
    if (!ready) return;
    setSending(true);
    try {
      const result = await createOrders(
        { orders: ready.lines, user: username, file_name: ready.name, vendor_name: vendor },
        ready.key,
      );
      discard();
      const failed = result.failures.slice(0, SHOWN_FAILURES).map((f) => `${f.po}: ${f.reason}`);
      const more = result.failures.length - failed.length;
      void notify.alert({
        header: `Upload ${result.upload_id}`,
        message: [
          orderUploadResultMessage(result.successful, result.failed),
          ...(failed.length > 0 ? ['', 'Failed POs:', ...failed] : []),
          ...(more > 0 ? [`…and ${more} more`] : []),
        ].join('\n'),
        cssClass: 'upload-result-alert',
      });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void refetch(), REFRESH_AFTER_UPLOAD_MS);
    } catch (error) {
      void notify.alert({ header: 'Not uploaded', message: uploadErrorMessage(errorMessage(error)) });
    } finally {
      setSending(false);
    }
  };

  return (
    <PageLayout title="Acumatica Order Uploads">
      <div className="toolbar-row">
        <IonSelect
          label="Vendor"
          labelPlacement="stacked"
          fill="outline"
          interface="popover"
          placeholder="Choose a vendor"
          value={vendor}
          onIonChange={(e) => {
            setVendor(String(e.detail.value ?? ''));
            discard();
          }}
          style={{ minWidth: '420px' }}
        >
          {ACUMATICA_UPLOAD_VENDORS.map((v) => (
            <IonSelectOption key={v.code} value={v.name}>
              {`${v.name} (${v.code})`}
            </IonSelectOption>
          ))}
        </IonSelect>
      </div>
      {vendor !== '' && (
        <section className="upload-form" aria-label="Upload a Walmart order file">
          <UploadFileBar
            label="Walmart order file (CSV)"
            inputRef={input}
            reading={reading}
            uploading={sending}
            canUpload={ready !== null}
            onChoose={(file) => void choose(file)}
            onUpload={() => void send()}
            template={{ name: 'walmart_order_template.csv', csv: templateCsv }}
          />
          {ready && (
            <p className="upload-form__ready" role="status">
              <strong>{ready.name}</strong>: {ready.lines.length}{' '}
              {ready.lines.length === 1 ? 'line' : 'lines'}, each its own Acumatica sales order. Press Upload
              to send it.
            </p>
          )}
        </section>
      )}
      <h2 className="uploads__heading">Upload History</h2>
      <div className="toolbar-row">
        <RefreshButton onRefresh={uploads.refetch} fetching={uploads.isFetching} />
      </div>
      <FailedLine prefix="Failed to get uploads" query={uploads} />
      <UploadsTable
        label="Upload History"
        uploads={uploads.data ?? []}
        loading={uploads.isPending}
        selected={selected}
        onSelectionChange={setSelected}
      />
    </PageLayout>
  );
}
