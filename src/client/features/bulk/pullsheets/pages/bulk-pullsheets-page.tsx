import type { ColumnDef } from '@tanstack/react-table';
import { downloadOutline } from 'ionicons/icons';
import { useState } from 'react';
import type { BulkPullsheetOrder } from '@shared/api/bulk/bulk-pullsheets';
import { displayName } from '@shared/domain/identity/companies';
import { DataTable } from '@client/components/data-table';
import { IonButton } from '@client/components/ionic/button';
import { IonIcon } from '@client/components/ionic/icon';
import { IonProgressBar } from '@client/components/ionic/progress-bar';
import { PageLayout } from '@client/components/page-layout';
import { TextField } from '@client/components/text-field';
import { useBulkPullsheetDownload } from '../lib/use-bulk-pullsheet-download';
import './bulk-pullsheets.css';

const columns: ColumnDef<BulkPullsheetOrder, unknown>[] = [
  { accessorKey: 'acu_order_num', header: 'Acumatica Order #' },
  { accessorKey: 'internal_po_number', header: 'PO Number' },
  { accessorKey: 'vendor_name', header: 'Customer' },
  { id: 'warehouse', header: 'Warehouse', accessorFn: (o) => (o.warehouse ? displayName(o.warehouse) : '') },
  { accessorKey: 'total_pieces', header: 'Total Pieces' },
];

/**
 * Bulk Pull Sheets (D2 section 2): an Acumatica order number field with a Download button, and
 * Start Date and End Date pickers with a second Download button. Each download saves the pull
 * sheet PDF (D2 section 9); the orders it held are listed below.
 */
export function BulkPullsheetsPage() {
  const { busy, downloaded, byOrderNumber, byDateRange } = useBulkPullsheetDownload();
  const [orderNumber, setOrderNumber] = useState('');
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');

  return (
    <PageLayout title="Bulk Pull Sheets">
      {busy ? <IonProgressBar type="indeterminate" aria-label="Downloading" /> : null}
      <div className="bulk-pullsheets">
        <form
          className="bulk-pullsheets__form"
          aria-label="Download by order number"
          onSubmit={(e) => {
            e.preventDefault();
            void byOrderNumber(orderNumber, () => setOrderNumber(''));
          }}
        >
          <h2>By Order Number</h2>
          <TextField
            label="Acumatica Order #"
            value={orderNumber}
            onChange={setOrderNumber}
            inputmode="numeric"
            enterkeyhint="go"
            onKeyDown={(e) => {
              // Enter downloads; ion-input's inner input is in its shadow, so the form would not see it.
              if (e.key === 'Enter') {
                e.preventDefault();
                void byOrderNumber(orderNumber, () => setOrderNumber(''));
              }
            }}
          />
          <IonButton type="submit" disabled={busy !== null} aria-label="Download order number">
            <IonIcon slot="start" icon={downloadOutline} aria-hidden="true" />
            Download
          </IonButton>
        </form>
        <form
          className="bulk-pullsheets__form"
          aria-label="Download by date range"
          onSubmit={(e) => {
            e.preventDefault();
            void byDateRange(start, end);
          }}
        >
          <h2>By Date Range</h2>
          <div className="bulk-pullsheets__dates">
            <TextField label="Start Date" type="date" value={start} onChange={setStart} />
            <TextField label="End Date" type="date" value={end} onChange={setEnd} />
          </div>
          <IonButton type="submit" disabled={busy !== null} aria-label="Download date range">
            <IonIcon slot="start" icon={downloadOutline} aria-hidden="true" />
            Download
          </IonButton>
        </form>
      </div>
      {downloaded ? (
        <section className="bulk-pullsheets__last" aria-labelledby="bulk-pullsheets-last">
          <h2 id="bulk-pullsheets-last">Downloaded {downloaded.fileName}</h2>
          <DataTable
            label={`Orders on ${downloaded.fileName}`}
            data={downloaded.orders}
            columns={columns}
            getRowId={(o) => String(o.order_id)}
          />
        </section>
      ) : null}
    </PageLayout>
  );
}
