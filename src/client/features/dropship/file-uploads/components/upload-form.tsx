import { useRef, useState } from 'react';
import type { OrderUploadRow, RowProblem } from '@shared/domain/dropship/order-upload';
import { uploadErrorMessage } from '@shared/domain/uploads/upload-rows';
import type { Company } from '@shared/domain/identity/companies';
import { UploadFileBar } from '@client/components/upload-file-bar';
import { errorMessage } from '@client/lib/api-error';
import { useUploadOrders } from '../api/uploads';
import { orderTemplateCsv } from '../lib/order-file';
import { readOrderFile } from '../lib/read-order-file';

type Ready = { name: string; rows: OrderUploadRow[]; orders: number; vendor: string; key: string };
type Refused = { name: string; message: string; problems: RowProblem[] };

type Props = { company: Company; username: string; onUploaded: (uploadId: number) => void };

const SHOWN_PROBLEMS = 50;

/**
 * Browse a CSV, check it in the browser against the order template (nothing is sent while a column
 * or a value is missing), then Upload. D1 section 5: a missing field discards the file.
 */
export function UploadForm({ company, username, onUploaded }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState(false);
  const [ready, setReady] = useState<Ready | null>(null);
  const [refused, setRefused] = useState<Refused | null>(null);
  const upload = useUploadOrders();

  const discard = () => {
    setReady(null);
    if (input.current) input.current.value = '';
  };

  const choose = async (file: File | undefined) => {
    setReady(null);
    setRefused(null);
    if (!file) return;
    setReading(true);
    const parsed = await readOrderFile(file);
    setReading(false);
    // A refusal is said once, in the banner under the form (it keeps the rows to fix in view).
    if (parsed.kind === 'parse-error') {
      discard();
      setRefused({ name: file.name, message: uploadErrorMessage(parsed.reason), problems: [] });
      return;
    }
    const { check } = parsed;
    if (!check.ok) {
      discard();
      setRefused({ name: file.name, message: check.message, problems: check.problems });
      return;
    }
    setReady({
      name: file.name,
      rows: check.rows,
      orders: check.orders,
      vendor: check.vendor,
      key: crypto.randomUUID(),
    });
  };

  const send = () => {
    if (!ready) return;
    setRefused(null);
    upload.mutate(
      {
        body: { orders: ready.rows, user: username, company_name: company, filename: ready.name },
        key: ready.key,
      },
      {
        onSuccess: (created) => {
          discard();
          onUploaded(created.upload_id);
        },
        onError: (error) => {
          setRefused({
            name: ready.name,
            message: uploadErrorMessage(errorMessage(error)),
            problems: [],
          });
        },
      },
    );
  };

  return (
    <section className="upload-form" aria-label="Upload an order file">
      <UploadFileBar
        label="Order file (CSV)"
        inputRef={input}
        reading={reading}
        uploading={upload.isPending}
        canUpload={ready !== null}
        onChoose={(file) => void choose(file)}
        onUpload={send}
        template={{ name: 'dropship_order_template.csv', csv: orderTemplateCsv }}
      />
      {ready && (
        <p className="upload-form__ready" role="status">
          <strong>{ready.name}</strong>: {ready.orders} {ready.orders === 1 ? 'order' : 'orders'} in{' '}
          {ready.rows.length} {ready.rows.length === 1 ? 'row' : 'rows'} for {ready.vendor}. Press Upload to
          send it.
        </p>
      )}
      {refused && (
        <div className="upload-form__problems" role="alert">
          <p>
            <strong>{refused.name}</strong> was not sent: {refused.message}
          </p>
          {refused.problems.length > 0 && (
            <>
              <p>Fix these rows and choose the file again:</p>
              <ul>
                {refused.problems.slice(0, SHOWN_PROBLEMS).map((p, i) => (
                  <li key={`${p.row}-${p.field ?? ''}-${i}`}>
                    Row {p.row}
                    {p.po ? ` (PO ${p.po})` : ''}: {p.message}
                  </li>
                ))}
              </ul>
              {refused.problems.length > SHOWN_PROBLEMS && (
                <p>…and {refused.problems.length - SHOWN_PROBLEMS} more.</p>
              )}
            </>
          )}
        </div>
      )}
    </section>
  );
}
