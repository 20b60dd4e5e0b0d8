import type { ColumnDef } from '@tanstack/react-table';
import { downloadOutline } from 'ionicons/icons';
import { useState } from 'react';
import type { EdiTransaction } from '@shared/api/bulk/transactions';
import {
  messageDateText,
  messageTypeText,
  TRANSACTION_MESSAGES,
  TRANSACTION_TAB_LABEL,
  TRANSACTION_TABS,
  type TransactionTab,
} from '@shared/domain/bulk/transactions';
import { DataTable } from '@client/components/data-table';
import { FailedLine } from '@client/components/form-error';
import { IonButton } from '@client/components/ionic/button';
import { IonIcon } from '@client/components/ionic/icon';
import { IonLabel } from '@client/components/ionic/list';
import { IonSegment, IonSegmentButton } from '@client/components/ionic/segment';
import { useNotifier } from '@client/components/notifier-provider';
import { PageLayout } from '@client/components/page-layout';
import { RefreshButton } from '@client/components/refresh-button';
import { useSelection } from '@client/lib/use-session';
import { downloadTransaction, useTransactions } from '../api/transactions';

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function DownloadCell({ tab, row }: { tab: TransactionTab; row: EdiTransaction }) {
  const notify = useNotifier();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await downloadTransaction(tab, row);
      notify.success(TRANSACTION_MESSAGES.downloaded);
    } catch {
      notify.error(TRANSACTION_MESSAGES.failed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <IonButton
      fill="clear"
      size="small"
      disabled={busy}
      aria-label={`Download ${row.type} ${row.gs_id} of ${row.vendor_name}`}
      onClick={(e) => {
        e.stopPropagation();
        void run();
      }}
    >
      <IonIcon slot="start" icon={downloadOutline} aria-hidden="true" />
      Download
    </IonButton>
  );
}

const columns = (tab: TransactionTab): ColumnDef<EdiTransaction, unknown>[] => [
  { accessorKey: 'gs_id', header: 'Functional ID' },
  { accessorKey: 'vendor_name', header: 'Vendor' },
  // Sorted by the ISO time; shown in Los Angeles time (D2 section 9).
  {
    id: 'message_date',
    header: 'Message Date',
    accessorFn: (r) => r.message_date,
    cell: (info) => messageDateText(info.row.original.message_date),
  },
  { id: 'internal_po_number', header: 'Internal PO #', accessorFn: (r) => r.internal_po_number ?? '' },
  { accessorKey: 'status', header: 'Status' },
  { id: 'type', header: 'Message Type', accessorFn: (r) => messageTypeText(r.type) },
  { id: 'direction', header: 'Direction', accessorFn: (r) => capitalise(r.direction) },
  {
    id: 'download',
    header: 'Download',
    enableSorting: false,
    cell: (info) => <DownloadCell tab={tab} row={info.row.original} />,
  },
];

const COLUMNS: Record<TransactionTab, ColumnDef<EdiTransaction, unknown>[]> = {
  dropship: columns('dropship'),
  bulk: columns('bulk'),
};

/**
 * EDI Transaction Report (/transaction_report, D2 sections 2, 7, 8): tabs Dropship and Bulk, each
 * loading its side's messages when opened; Refresh; a Download per message that saves its X12 text
 * ('Downloaded' / 'Failed to Download Message').
 */
export function TransactionReportPage() {
  const [tab, setTab] = useState<TransactionTab>('bulk');
  const company = useSelection()?.company ?? null;
  const transactions = useTransactions(tab, company);

  return (
    <PageLayout title="EDI Transaction Report">
      <IonSegment
        value={tab}
        aria-label="Transaction side"
        onIonChange={(e) => setTab(e.detail.value as TransactionTab)}
      >
        {TRANSACTION_TABS.map((t) => (
          <IonSegmentButton key={t} value={t}>
            <IonLabel>{TRANSACTION_TAB_LABEL[t]}</IonLabel>
          </IonSegmentButton>
        ))}
      </IonSegment>
      <div className="toolbar-row">
        <RefreshButton onRefresh={() => transactions.refetch()} fetching={transactions.isFetching} />
      </div>
      <FailedLine prefix="Failed to get the messages" query={transactions} />
      <DataTable
        key={tab}
        label={`${TRANSACTION_TAB_LABEL[tab]} EDI messages`}
        data={transactions.data ?? []}
        columns={COLUMNS[tab]}
        getRowId={(r) => String(r.id)}
        loading={transactions.isPending}
        emptyText="No messages."
        initialSort={[{ id: 'message_date', desc: true }]}
      />
    </PageLayout>
  );
}
