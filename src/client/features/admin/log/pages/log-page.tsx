import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import type { LogEntry } from '@shared/api/admin/log';
import { IonSelect, IonSelectOption } from '@client/components/ionic/select';
import { DataTable } from '@client/components/data-table';
import { FailedLine } from '@client/components/form-error';
import { PageLayout } from '@client/components/page-layout';
import { RefreshButton } from '@client/components/refresh-button';
import { useLog, type LogFilter } from '../api/log';

const COLUMNS: ColumnDef<LogEntry, unknown>[] = [
  { accessorKey: 'id', header: 'Id' },
  {
    accessorKey: 'level',
    header: 'Level',
    cell: (info) => (
      <span className={`level level--${String(info.getValue())}`}>{String(info.getValue())}</span>
    ),
  },
  { accessorKey: 'message', header: 'Message' },
  {
    accessorKey: 'meta',
    header: 'Meta',
    enableSorting: false,
    cell: (info) => {
      const meta = info.getValue() as LogEntry['meta'];
      return meta ? <code className="log-meta">{JSON.stringify(meta)}</code> : '';
    },
  },
  {
    accessorKey: 'timestamp',
    header: 'Timestamp',
    cell: (info) => new Date(String(info.getValue())).toLocaleString(),
  },
];

/** Log (D3 2.15): id, meta, message, timestamp, level; newest first. */
export function LogPage() {
  const [filter, setFilter] = useState<LogFilter>({ limit: 1000 });
  const log = useLog(filter);
  return (
    <PageLayout title="Log">
      <div className="toolbar-row" role="toolbar" aria-label="Log filters">
        <IonSelect
          label="Level"
          interface="popover"
          value={filter.level ?? 'all'}
          onIonChange={(e) =>
            setFilter((f) => ({
              ...f,
              level: e.detail.value === 'all' ? undefined : (e.detail.value as LogEntry['level']),
            }))
          }
        >
          <IonSelectOption value="all">All levels</IonSelectOption>
          <IonSelectOption value="error">Error</IonSelectOption>
          <IonSelectOption value="warn">Warn</IonSelectOption>
          <IonSelectOption value="info">Info</IonSelectOption>
        </IonSelect>
        <RefreshButton onRefresh={log.refetch} fetching={log.isFetching} />
      </div>
      <FailedLine prefix="Failed to get the log" query={log} />
      <DataTable
        label="Log entries"
        data={log.data ?? []}
        columns={COLUMNS}
        getRowId={(e) => String(e.id)}
        initialSort={[{ id: 'id', desc: true }]}
        loading={log.isPending}
        emptyText="The log is empty."
      />
    </PageLayout>
  );
}
