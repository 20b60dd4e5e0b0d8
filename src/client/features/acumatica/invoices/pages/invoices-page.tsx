import { downloadOutline } from 'ionicons/icons';
import { useState } from 'react';
import { downloadInvoices } from '@shared/api/erp/invoices';
import { defaultInvoiceRange, INVOICE_DAYS, invoiceFileName } from '@shared/domain/erp/invoices';
import { dayIn } from '@shared/lib/zoned-time';
import { IonButton } from '@client/components/ionic/button';
import { IonIcon } from '@client/components/ionic/icon';
import { IonSpinner } from '@client/components/ionic/spinner';
import { useNotifier } from '@client/components/notifier-provider';
import { PageLayout } from '@client/components/page-layout';
import { download } from '@client/lib/api';
import { errorMessage } from '@client/lib/api-error';

/**
 * Download Acumatica Invoices (/invoices, D1 and D2 section 2): one button. It saves the ERP's AR
 * invoices of the last 30 days (up to today at the office) as CSV.
 */
export function InvoicesPage() {
  const notify = useNotifier();
  const [busy, setBusy] = useState(false);
  // The range shown is the one the server takes: the office day when the screen opened.
  const [range] = useState(() => defaultInvoiceRange(dayIn(Date.now())));

  const save = async () => {
    setBusy(true);
    try {
      const name = await download(downloadInvoices, {}, invoiceFileName(range));
      notify.success(`Downloaded ${name}`);
    } catch (error) {
      notify.error(`Failed to download invoices: ${errorMessage(error)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageLayout title="Download Acumatica Invoices">
      <p>
        The Acumatica invoices dated in the last {INVOICE_DAYS} days ({range.from} to {range.to}), as a CSV
        file.
      </p>
      <div className="toolbar-row">
        <IonButton disabled={busy} onClick={() => void save()}>
          <IonIcon slot="start" icon={downloadOutline} aria-hidden="true" />
          Download Acumatica Invoices
        </IonButton>
        {busy && <IonSpinner name="dots" aria-label="Downloading" />}
      </div>
    </PageLayout>
  );
}
