import { useRef, useState } from 'react';
import { BULK_UPLOAD_MESSAGES, bulkOrderTemplateCsv } from '@shared/domain/bulk/uploads';
import { uploadErrorMessage } from '@shared/domain/uploads/upload-rows';
import { UploadFileBar } from '@client/components/upload-file-bar';
import { errorMessage } from '@client/lib/api-error';
import { useUploadBulkOrders } from '../api/bulk-uploads';
import { readBulkOrderFile } from '../lib/bulk-order-file';

type Ready = { name: string; fields: string[]; rows: Record<string, string>[]; orders: number; key: string };
type Outcome = { ok: true; message: string } | { ok: false; message: string };

/**
 * Browse a bulk order file, check it in the browser (the header of D2 section 3 in its order, then
 * every row; nothing is sent while one is wrong), then Upload. 'Upload Successful!' or 'Error
 * Uploading Order File: {reason}' (D2 section 8) under the form.
 */
export function BulkUploadForm({ onUploaded }: { onUploaded: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState(false);
  const [ready, setReady] = useState<Ready | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const upload = useUploadBulkOrders();

  const clear = () => {
    setReady(null);
    if (input.current) input.current.value = '';
  };

  const choose = async (file: File | undefined) => {
    setReady(null);
    setOutcome(null);
    if (!file) return;
    setReading(true);
    const read = await readBulkOrderFile(file);
    setReading(false);
    if (!read.ok) {
      clear();
      setOutcome({ ok: false, message: uploadErrorMessage(read.reason) });
      return;
    }
    setReady({
      name: file.name,
      fields: read.fields,
      rows: read.rows,
      orders: read.orders.length,
      key: crypto.randomUUID(),
    });
  };

  const send = () => {
    if (!ready) return;
    setOutcome(null);
    upload.mutate(
      { body: { rows: ready.rows, fields: ready.fields, filename: ready.name }, key: ready.key },
      {
        onSuccess: () => {
          clear();
          setOutcome({ ok: true, message: BULK_UPLOAD_MESSAGES.success });
          onUploaded();
        },
        onError: (error) => {
          // The server refused the file: choose it again once it is fixed.
          clear();
          setOutcome({ ok: false, message: uploadErrorMessage(errorMessage(error)) });
        },
      },
    );
  };

  return (
    <section className="upload-form" aria-label="Upload a bulk order file">
      <UploadFileBar
        label="Bulk order file (CSV)"
        inputRef={input}
        reading={reading}
        uploading={upload.isPending}
        canUpload={ready !== null}
        onChoose={(file) => void choose(file)}
        onUpload={send}
        template={{ name: 'bulk_order_template.csv', csv: bulkOrderTemplateCsv }}
      />
      {ready && (
        <p className="upload-form__ready" role="status">
          <strong>{ready.name}</strong>: {ready.orders} {ready.orders === 1 ? 'order' : 'orders'} in{' '}
          {ready.rows.length} {ready.rows.length === 1 ? 'row' : 'rows'}. Press Upload to send it.
        </p>
      )}
      {outcome?.ok === true && (
        <p className="upload-form__done" role="status">
          {outcome.message}
        </p>
      )}
      {outcome?.ok === false && (
        <p className="upload-form__problems" role="alert">
          {outcome.message}
        </p>
      )}
    </section>
  );
}
