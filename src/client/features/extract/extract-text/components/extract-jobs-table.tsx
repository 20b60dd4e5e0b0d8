import type { ColumnDef } from '@tanstack/react-table';
import { downloadOutline } from 'ionicons/icons';
import type { ExtractJob, ExtractStatus } from '@shared/api/extract/extract-text';
import { DataTable } from '@client/components/data-table';
import { IonButton } from '@client/components/ionic/button';
import { IonIcon } from '@client/components/ionic/icon';

const STATUS_LABEL: Record<ExtractStatus, string> = {
  processing: 'Processing',
  complete: 'Complete',
  failed: 'Failed',
};

const uploadDate = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    timeZone: 'America/New_York',
    dateStyle: 'short',
    timeStyle: 'short',
  });

type Props = {
  jobs: readonly ExtractJob[];
  loading: boolean;
  downloading: number | null;
  onDownload: (job: ExtractJob) => void;
};

/** The jobs table of D3 2.19: Upload Date, File Name, the job's status and a Download button per row. */
export function ExtractJobsTable({ jobs, loading, downloading, onDownload }: Props) {
  const columns: ColumnDef<ExtractJob, unknown>[] = [
    {
      id: 'date',
      accessorKey: 'date',
      header: 'Upload Date',
      cell: (info) => uploadDate(info.getValue() as string),
    },
    { accessorKey: 'file_name', header: 'File Name' },
    {
      id: 'status',
      header: 'Status',
      accessorFn: (j) => (j.error ? `${STATUS_LABEL[j.status]}: ${j.error}` : STATUS_LABEL[j.status]),
    },
    {
      id: 'download',
      header: 'Download',
      enableSorting: false,
      cell: ({ row }) => (
        <IonButton
          className="extract-jobs__download"
          fill="outline"
          size="small"
          disabled={downloading === row.original.job_id}
          aria-label={`Download ${row.original.file_name}`}
          onClick={() => onDownload(row.original)}
        >
          <IonIcon slot="start" icon={downloadOutline} aria-hidden="true" />
          Download
        </IonButton>
      ),
    },
  ];
  return (
    <DataTable
      label="Extract jobs"
      data={jobs}
      columns={columns}
      getRowId={(j) => String(j.job_id)}
      initialSort={[{ id: 'date', desc: true }]}
      rowClassName={(j) => `extract-job-row is-${j.status}`}
      loading={loading}
      emptyText="No PDFs extracted yet."
    />
  );
}
