import type { ColumnDef } from '@tanstack/react-table';
import { alertCircle, checkmarkCircle } from 'ionicons/icons';
import type { Discrepancy } from '@shared/api/tpl/discrepancies';
import { differenceText, discrepancyDifference } from '@shared/domain/tpl/discrepancies';
import { DataTable } from '@client/components/data-table';
import { IonButton } from '@client/components/ionic/button';
import { IonIcon } from '@client/components/ionic/icon';
import './discrepancies.css';

const pad = (n: number) => String(n).padStart(2, '0');
/** Local date and time, short enough not to wrap: '2026-11-24 19:00'. */
const when = (iso: string) => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

/** The status with an icon and its word: the row's colour is never the only cue. */
function StatusCell({ status }: { status: Discrepancy['status'] }) {
  const resolved = status === 'Resolved';
  return (
    <span className="tpl-discrepancy-status">
      <IonIcon icon={resolved ? checkmarkCircle : alertCircle} aria-hidden="true" />
      {status}
    </span>
  );
}

type Props = {
  rows: readonly Discrepancy[];
  loading: boolean;
  emptyText: string;
  onEdit: (row: Discrepancy) => void;
};

/** The discrepancies of D3 2.3: Unresolved rows red, Resolved green; Edit opens the status dialog. */
export function DiscrepanciesTable({ rows, loading, emptyText, onEdit }: Props) {
  const columns: ColumnDef<Discrepancy, unknown>[] = [
    {
      id: 'edit',
      header: 'Edit',
      enableSorting: false,
      cell: (i) => (
        <IonButton
          fill="outline"
          size="small"
          className="tpl-discrepancy-edit"
          aria-label={`Edit status of ${i.row.original.acu_order_num} ${i.row.original.sku}`}
          onClick={() => onEdit(i.row.original)}
        >
          Edit
        </IonButton>
      ),
    },
    {
      accessorKey: 'status',
      header: 'Status',
      cell: (i) => <StatusCell status={i.row.original.status} />,
    },
    { accessorKey: 'acu_order_num', header: 'Acumatica Order' },
    {
      id: 'timestamp',
      header: 'Timestamp',
      accessorFn: (r) => r.timestamp,
      cell: (i) => <span className="tpl-discrepancy-nowrap">{when(String(i.getValue()))}</span>,
    },
    { accessorKey: 'from_warehouse', header: 'From Warehouse' },
    { accessorKey: 'to_warehouse', header: 'To Warehouse' },
    { accessorKey: 'sku', header: 'SKU' },
    { accessorKey: 'shipped', header: 'Shipped' },
    { accessorKey: 'received', header: 'Received' },
    {
      id: 'difference',
      header: 'Difference',
      accessorFn: (r) => discrepancyDifference(r),
      cell: (i) => differenceText(Number(i.getValue())),
    },
    { id: 'notes', header: 'Notes', accessorFn: (r) => r.notes ?? '' },
  ];
  return (
    <DataTable
      label="Discrepancies"
      data={rows}
      columns={columns}
      getRowId={(r) => String(r.id)}
      rowClassName={(r) =>
        r.status === 'Resolved' ? 'tpl-discrepancy--resolved' : 'tpl-discrepancy--unresolved'
      }
      loading={loading}
      emptyText={emptyText}
    />
  );
}
