import type { ColumnDef } from '@tanstack/react-table';
import type { StaticAction } from '@shared/api/inventory/inventory-management';
import { STATIC_ACTION_LABEL } from '@shared/domain/inventory/static-files';
import { DataTable } from '@client/components/data-table';

const COLUMNS: ColumnDef<StaticAction, unknown>[] = [
  { accessorKey: 'action_id', header: 'Action ID' },
  { accessorKey: 'action', header: 'Action' },
  { id: 'file_name', header: 'File', accessorFn: (a) => a.file_name ?? '' },
  { accessorKey: 'user', header: 'User' },
  {
    accessorKey: 'date',
    header: 'Date',
    cell: (info) =>
      new Date(info.getValue() as string).toLocaleString([], { dateStyle: 'short', timeStyle: 'short' }),
  },
  { accessorKey: 'successful', header: 'Successful' },
  { accessorKey: 'failed', header: 'Failed' },
  {
    id: 'status',
    header: 'Status',
    accessorFn: (a) =>
      a.reason ? `${STATIC_ACTION_LABEL[a.status]}: ${a.reason}` : STATIC_ACTION_LABEL[a.status],
  },
];

/** The row colours of the action statuses (D1 section 4), shown under the table. */
const LEGEND = Object.entries(STATIC_ACTION_LABEL) as [StaticAction['status'], string][];

type Props = { actions: readonly StaticAction[]; loading: boolean };

/** Update Status: one row per static update action, coloured by its status. */
export function StaticActionsTable({ actions, loading }: Props) {
  return (
    <div className="static-actions">
      <DataTable
        label="Update Status"
        data={actions}
        columns={COLUMNS}
        getRowId={(a) => String(a.action_id)}
        initialSort={[{ id: 'date', desc: true }]}
        rowClassName={(a) => `static-action-row is-${a.status}`}
        loading={loading}
        emptyText="No updates yet."
      />
      <ul className="static-actions__legend" aria-label="Row colours">
        {LEGEND.map(([status, label]) => (
          <li key={status} className={`is-${status}`}>
            {label}
          </li>
        ))}
      </ul>
    </div>
  );
}
