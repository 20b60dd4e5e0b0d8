import { useRef, useState } from 'react';
import {
  applyPaymentsResultMessage,
  mapPaymentFile,
  paymentTemplateCsv,
  type PaymentRow,
} from '@shared/domain/erp/apply-payments';
import { useNotifier } from '@client/components/notifier-provider';
import { PageLayout } from '@client/components/page-layout';
import { UploadFileBar } from '@client/components/upload-file-bar';
import { errorMessage } from '@client/lib/api-error';
import { readCsv } from '@client/lib/csv-file';
import { applyPayments } from '../api/apply-payments';
import '@client/components/uploads.css';

type Ready = { name: string; rows: PaymentRow[]; key: string };
const SHOWN_FAILURES = 25;

/**
 * Acumatica Apply Payments (/acumatica_apply_payments, D1 section 2): Download Template
 * (payment_ref, invoice_number), browse the file (a missing field drops it), Upload. The server
 * submits the payments one at a time; the alert counts them and lists the failed invoice numbers.
 */
export function ApplyPaymentsPage() {
  const notify = useNotifier();
  const input = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState(false);
  const [sending, setSending] = useState(false);
  const [ready, setReady] = useState<Ready | null>(null);

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
    const mapped = read.ok ? mapPaymentFile(read.rows) : { ok: false as const, message: read.reason };
    if (!mapped.ok) {
      discard();
      void notify.alert({ header: 'Not uploaded', message: mapped.message });
      return;
    }
    setReady({ name: file.name, rows: mapped.rows, key: crypto.randomUUID() });
  };

  const send = async () => {
    if (!ready) return;
    setSending(true);
    try {
      const { data } = await applyPayments({ invoices: ready.rows, file_name: ready.name }, ready.key);
      discard();
      const failed = data.fail.slice(0, SHOWN_FAILURES).map((f) => `${f.InvoiceNbr}: ${f.error}`);
      const more = data.fail.length - failed.length;
      void notify.alert({
        header: 'Payments applied',
        message: [
          applyPaymentsResultMessage(data.success.length, data.fail.length),
          ...(failed.length > 0 ? ['', 'Failed invoices:', ...failed] : []),
          ...(more > 0 ? [`…and ${more} more`] : []),
        ].join('\n'),
        cssClass: 'upload-result-alert',
      });
    } catch (error) {
      void notify.alert({
        header: 'Not applied',
        message: `Failed to apply payments: ${errorMessage(error)}`,
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <PageLayout title="Acumatica Apply Payments">
      <section className="upload-form" aria-label="Upload a payments file">
        <UploadFileBar
          label="Payments file (CSV)"
          inputRef={input}
          reading={reading}
          uploading={sending}
          canUpload={ready !== null}
          onChoose={(file) => void choose(file)}
          onUpload={() => void send()}
          template={{ name: 'apply_payments_template.csv', csv: paymentTemplateCsv }}
        />
        {ready && (
          <p className="upload-form__ready" role="status">
            <strong>{ready.name}</strong>: {ready.rows.length}{' '}
            {ready.rows.length === 1 ? 'payment' : 'payments'} to apply, one at a time. Press Upload to send
            them.
          </p>
        )}
        {sending && ready && <p role="status">Applying {ready.rows.length} payments in Acumatica…</p>}
      </section>
    </PageLayout>
  );
}
