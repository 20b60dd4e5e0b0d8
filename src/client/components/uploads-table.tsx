import type { ColumnDef } from '@tanstack/react-table';
import { UPLOAD_STATUS_LABEL, type UploadStatus } from '@shared/domain/dropship/status';
import {
  uploadRowClass,
  uploadStopReason,
  type UploadRow,
  type UploadRowClass,
} from '@shared/domain/uploads/upload-rows';
import { DataTable } from './data-table';
import './uploads.css';

const statusLabel = (status: string) => UPLOAD_STATUS_LABEL[status as UploadStatus] ?? status;

const COLUMNS: ColumnDef<UploadRow, unknown>[] = [
  { accessorKey: 'upload_id', header: 'Upload ID' },
  { id: 'vendor_name', header: 'Vendor', accessorFn: (u) => u.vendor_name ?? '' },
  { accessorKey: 'file_name', header: 'File Name' },
  {
    accessorKey: 'upload_date',
    header: 'Upload Date',
    cell: (info) =>
      new Date(info.getValue() as string).toLocaleString([], { dateStyle: 'short', timeStyle: 'short' }),
  },
  { accessorKey: 'order_count', header: 'Orders' },
  { accessorKey: 'successful', header: 'Successful' },
  { accessorKey: 'failed', header: 'Failed' },
  { accessorKey: 'kentucky', header: 'Kentucky' },
  { accessorKey: 'pennsylvania', header: 'Pennsylvania' },
  { accessorKey: 'user', header: 'User' },
  {
    id: 'upload_status',
    header: 'Status',
    // A file whose job gave up says why: "Failed: The file could not be processed (…)".
    accessorFn: (u) => {
      const reason = uploadStopReason(u);
      return reason ? `${statusLabel(u.upload_status)}: ${reason}` : statusLabel(u.upload_status);
    },
  },
];

/** What each row colour means (D1 section 4), shown under the table. */
export const ROW_CLASS_LEGEND: [UploadRowClass, string][] = [
  ['success', 'Complete'],
  ['partial', 'Partial success'],
  ['failed', 'Failed'],
  ['processing', 'Processing'],
  ['invalid', 'Invalid format'],
  ['deleted', 'Deleted'],
];

type Props = {
  /** The table's accessible name ('File Status' on /uploads). */
  label: string;
  uploads: readonly UploadRow[];
  loading: boolean;
  selected: readonly string[];
  onSelectionChange: (ids: string[]) => void;
};

/**
 * An upload history table (File Status on /uploads, the history of /bulk_uploads): one row per
 * upload, coloured by the rule of D1 section 4, with the legend of the colours under it.
 */
export function UploadsTable({ label, uploads, loading, selected, onSelectionChange }: Props) {
  return (
    <div className="uploads-table">
      <DataTable
        label={label}
        data={uploads}
        columns={COLUMNS}
        getRowId={(u) => String(u.upload_id)}
        rowLabel={(u) => `upload ${u.upload_id}`}
        selection="single"
        selected={selected}
        onSelectionChange={onSelectionChange}
        initialSort={[{ id: 'upload_date', desc: true }]}
        rowClassName={(u) => `upload-row is-${uploadRowClass(u)}`}
        loading={loading}
        emptyText="No uploads yet."
      />
      <ul className="uploads__legend" aria-label="Row colours">
        {ROW_CLASS_LEGEND.map(([cls, text]) => (
          <li key={cls} className={`is-${cls}`}>
            {text}
          </li>
        ))}
      </ul>
    </div>
  );
}
