import type { ColumnDef } from '@tanstack/react-table';
import { addOutline } from 'ionicons/icons';
import { useDeferredValue, useState } from 'react';
import type { Worker } from '@shared/api/labour/workers';
import { WORKER_STATUS, type WorkerStatus } from '@shared/domain/labour/status';
import { WORKER_MESSAGES as M } from '@shared/domain/labour/workers';
import { ChoiceSelect } from '@client/components/choice-select';
import { DataTable } from '@client/components/data-table';
import { FailedLine } from '@client/components/form-error';
import { IonButton } from '@client/components/ionic/button';
import { IonIcon } from '@client/components/ionic/icon';
import { PageLayout } from '@client/components/page-layout';
import { RefreshButton } from '@client/components/refresh-button';
import { TextField } from '@client/components/text-field';
import { useDialogs } from '@client/lib/use-dialogs';
import { useWorkers } from '../api/workers';
import { StatusDot } from '../components/worker-fields';
import { WorkerDialog } from '../components/worker-dialog';
import './workers.css';

const COLUMNS: ColumnDef<Worker, unknown>[] = [
  { accessorKey: 'id', header: 'Id' },
  { accessorKey: 'worker_name', header: 'Name' },
  { accessorKey: 'warehouse', header: 'Warehouse' },
  { accessorKey: 'timecard_num', header: 'Timecard Number' },
  { id: 'payroll_num', header: 'Payroll Number', accessorFn: (w) => w.payroll_num ?? '' },
  {
    accessorKey: 'status',
    header: 'Status',
    cell: (info) => <StatusDot status={info.getValue() as WorkerStatus} />,
  },
];

const STATUS_CHOICES = WORKER_STATUS.map((s) => ({ value: s, label: s }));

type WorkerDialogName = 'insert' | 'edit';

/**
 * Workers (D3 2.10): the table (newest id first; Active a green dot, Inactive a red one), filters
 * by name and status, Insert Worker, and a tap on a row opens Edit Worker Information.
 */
export function WorkersPage() {
  const [name, setName] = useState('');
  const [status, setStatus] = useState('');
  const deferredName = useDeferredValue(name.trim());
  const workers = useWorkers({
    ...(deferredName ? { name: deferredName } : {}),
    ...(status ? { status: status as WorkerStatus } : {}),
  });
  const dialogs = useDialogs<WorkerDialogName>();
  const [editing, setEditing] = useState<Worker | null>(null);

  return (
    <PageLayout title="Workers">
      <div className="toolbar-row workers__toolbar" role="toolbar" aria-label="Worker actions">
        <IonButton onClick={() => dialogs.show('insert')}>
          <IonIcon slot="start" icon={addOutline} aria-hidden="true" />
          Insert Worker
        </IonButton>
        <TextField label="Name" value={name} onChange={setName} className="workers__filter" clearInput />
        <div className="workers__filter">
          <ChoiceSelect label="Status" value={status} choices={STATUS_CHOICES} onChange={setStatus} />
        </div>
        <RefreshButton onRefresh={workers.refetch} fetching={workers.isFetching} />
      </div>
      <FailedLine prefix={M.failedGetWorkers} query={workers} />
      <DataTable
        label="Workers"
        data={workers.data ?? []}
        columns={COLUMNS}
        getRowId={(w) => String(w.id)}
        initialSort={[{ id: 'id', desc: true }]}
        onRowClick={(w) => {
          setEditing(w);
          dialogs.show('edit');
        }}
        rowClassName={(w) => (w.status === 'Inactive' ? 'is-inactive' : undefined)}
        loading={workers.isPending}
        emptyText="No workers."
      />
      <WorkerDialog
        key={dialogs.key('insert')}
        worker={null}
        isOpen={dialogs.isOpen('insert')}
        onClose={dialogs.close}
      />
      <WorkerDialog
        key={dialogs.key('edit')}
        worker={editing}
        isOpen={dialogs.isOpen('edit') && editing !== null}
        onClose={dialogs.close}
      />
    </PageLayout>
  );
}
