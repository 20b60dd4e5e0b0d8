import type { ColumnDef } from '@tanstack/react-table';
import { refreshOutline } from 'ionicons/icons';
import dayjs from 'dayjs';
import type { PrintJobRow } from '@shared/api/labels/nice-labels';
import { displayName } from '@shared/domain/identity/companies';
import { LABEL_PRINTING_MESSAGES } from '@shared/domain/labels/label-printing';
import { DataTable } from '@client/components/data-table';
import { FailedLine } from '@client/components/form-error';
import { IonButton } from '@client/components/ionic/button';
import { IonIcon } from '@client/components/ionic/icon';
import { useNotifier } from '@client/components/notifier-provider';
import { RefreshButton } from '@client/components/refresh-button';
import { ApiRequestError, errorMessage } from '@client/lib/api-error';
import { usePrintJobs, useReprint } from '../api/labels';

const TEMPLATE_NAMES: Record<string, string> = {
  'HangTag.nlbl': 'Hang Tag',
  'AsinLabel.nlbl': 'ASIN Label',
  'ChewyLabel.nlbl': 'Chewy Label',
};

/** What a job printed: its label template, and ZPL when it went straight to a printer. */
const whatOf = (job: PrintJobRow) => {
  const name = job.template ? (TEMPLATE_NAMES[job.template] ?? job.template) : 'Labels';
  return job.kind === 'zpl' ? `${name} (ZPL)` : name;
};

function columns(onReprint: (job: PrintJobRow) => void, busy: boolean): ColumnDef<PrintJobRow, unknown>[] {
  return [
    { accessorKey: 'id', header: 'Job' },
    {
      accessorKey: 'created_at',
      header: 'Sent',
      cell: (info) => dayjs(String(info.getValue())).format('M/D/YY h:mm A'),
    },
    { id: 'what', header: 'Labels', accessorFn: whatOf },
    { accessorKey: 'printer', header: 'Printer' },
    {
      id: 'warehouse',
      header: 'Warehouse',
      accessorFn: (j) => (j.warehouse ? displayName(j.warehouse) : ''),
    },
    {
      accessorKey: 'status',
      header: 'Status',
      cell: ({ row }) => (
        <span className={`print-jobs__status print-jobs__status--${row.original.status}`}>
          {row.original.status === 'failed'
            ? 'Failed'
            : row.original.status === 'printed'
              ? 'Sent'
              : 'Queued'}
          {row.original.reprint_of ? ` (reprint of ${row.original.reprint_of})` : ''}
        </span>
      ),
    },
    { id: 'error', header: 'Reason', accessorFn: (j) => j.error ?? '' },
    { id: 'by', header: 'By', accessorFn: (j) => j.created_by ?? '' },
    {
      id: 'reprint',
      header: 'Reprint',
      enableSorting: false,
      cell: ({ row }) => (
        <IonButton
          size="small"
          fill="outline"
          disabled={busy}
          aria-label={`Reprint job ${row.original.id}`}
          onClick={() => onReprint(row.original)}
        >
          <IonIcon slot="start" icon={refreshOutline} aria-hidden="true" />
          Reprint
        </IonButton>
      ),
    },
  ];
}

/** The company's latest print jobs with their status; any of them can be printed again. */
export function PrintJobs() {
  const jobs = usePrintJobs();
  const reprint = useReprint();
  const notify = useNotifier();
  const onReprint = (job: PrintJobRow) =>
    reprint.mutate(job.id, {
      onSuccess: (result) => notify.success(result.message),
      onError: (error) =>
        notify.error(
          error instanceof ApiRequestError && error.status === 502
            ? errorMessage(error)
            : LABEL_PRINTING_MESSAGES.printFailed,
        ),
    });
  return (
    <section className="nice-labels__jobs" aria-labelledby="print-jobs-title">
      <div className="toolbar-row">
        <h2 id="print-jobs-title">Print Jobs</h2>
        <RefreshButton onRefresh={jobs.refetch} fetching={jobs.isFetching} />
      </div>
      <FailedLine prefix="Failed to get print jobs" query={jobs} />
      <DataTable
        label="Print jobs"
        data={jobs.data ?? []}
        columns={columns(onReprint, reprint.isPending)}
        getRowId={(j) => String(j.id)}
        initialSort={[{ id: 'created_at', desc: true }]}
        rowClassName={(j) => (j.status === 'failed' ? 'print-jobs__row--failed' : undefined)}
        loading={jobs.isPending}
        emptyText="No labels printed yet."
      />
    </section>
  );
}
