import { cloudDownloadOutline, cubeOutline, documentTextOutline } from 'ionicons/icons';
import { useState } from 'react';
import {
  BULK_REQUEST_ACTION,
  BULK_VENDOR_REQUESTS,
  type BulkVendorRequest,
} from '@shared/domain/bulk/vendor-status';
import { FailedLine } from '@client/components/form-error';
import { IonButton } from '@client/components/ionic/button';
import { IonIcon } from '@client/components/ionic/icon';
import { useNotifier } from '@client/components/notifier-provider';
import { PageLayout } from '@client/components/page-layout';
import { RefreshButton } from '@client/components/refresh-button';
import {
  useVendorStatusRows,
  VendorStatusLegend,
  VendorStatusTable,
} from '@client/components/vendor-status/vendor-status-table';
import { errorMessage } from '@client/lib/api-error';
import { useSelection } from '@client/lib/use-session';
import { useBulkUnprocessed, useBulkVendorRequest } from '../api/bulk-status';

const ICON: Record<BulkVendorRequest, string> = {
  orders: cloudDownloadOutline,
  inventory: cubeOutline,
  invoice: documentTextOutline,
};

/**
 * Bulk Status (/bulk_status, D2 sections 2 and 4): the bulk vendors with their unprocessed (New)
 * orders, last download and priority, coloured by the row classes API Status uses (the same rules
 * and table); with vendors ticked, Download, Send Inventory and Send Invoices ask each of them
 * through the vendors port, say what each did, and the list reloads.
 */
export function BulkStatusPage() {
  const company = useSelection()?.company ?? 'furhaven';
  const status = useBulkUnprocessed(company);
  const request = useBulkVendorRequest();
  const notify = useNotifier();
  const [selected, setSelected] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const rows = useVendorStatusRows(status.data, status.dataUpdatedAt);
  const chosen = selected.filter((name) => rows.some((r) => r.vendor_name === name));

  const run = async (type: BulkVendorRequest) => {
    setSending(true);
    const answers = await Promise.allSettled(
      chosen.map((vendor_name) => request.mutateAsync({ vendor_name, request_type: type })),
    );
    setSending(false);
    const done = answers.flatMap((a) => (a.status === 'fulfilled' ? [a.value.message] : []));
    const failed = answers.flatMap((a) => (a.status === 'rejected' ? [errorMessage(a.reason)] : []));
    if (done.length > 0) notify.success(done.join('\n'), { cssClass: 'vendor-failure-toast' });
    if (failed.length > 0)
      notify.error(failed.join('\n'), {
        duration: 10_000,
        cssClass: 'vendor-failure-toast',
        buttons: [{ text: 'Dismiss', role: 'cancel' }],
      });
    void status.refetch();
  };

  return (
    <PageLayout title="Bulk Status">
      <div className="toolbar-row" role="toolbar" aria-label="Vendor actions">
        {BULK_VENDOR_REQUESTS.map((type) => (
          <IonButton key={type} disabled={chosen.length === 0 || sending} onClick={() => void run(type)}>
            <IonIcon slot="start" icon={ICON[type]} aria-hidden="true" />
            {BULK_REQUEST_ACTION[type]}
          </IonButton>
        ))}
        <RefreshButton onRefresh={status.refetch} fetching={status.isFetching} />
        <span className="vendor-status__count">{chosen.length} selected</span>
      </div>
      <FailedLine prefix="Failed to get bulk status" query={status} />
      <VendorStatusTable
        label="Bulk vendor status"
        rows={rows}
        selected={chosen}
        onSelectionChange={setSelected}
        loading={status.isPending}
        emptyText="No bulk vendors."
      />
      <VendorStatusLegend />
    </PageLayout>
  );
}
