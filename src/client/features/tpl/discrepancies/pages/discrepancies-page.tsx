import Papa from 'papaparse';
import { downloadOutline, refreshOutline } from 'ionicons/icons';
import { useEffect, useState } from 'react';
import type { Discrepancy } from '@shared/api/tpl/discrepancies';
import {
  DISCREPANCY_MESSAGES,
  discrepancyExportFileName,
  discrepancyExportTable,
} from '@shared/domain/tpl/discrepancies';
import { DISCREPANCY_STATUS } from '@shared/domain/tpl/status';
import { ChoiceSelect } from '@client/components/choice-select';
import { FailedLine } from '@client/components/form-error';
import { IonButton } from '@client/components/ionic/button';
import { IonIcon } from '@client/components/ionic/icon';
import { useNotifier } from '@client/components/notifier-provider';
import { PageLayout } from '@client/components/page-layout';
import { saveText } from '@client/lib/download';
import { useDialogs } from '@client/lib/use-dialogs';
import { useDiscrepancies } from '../api/discrepancies';
import { DiscrepanciesTable } from '../components/discrepancies-table';
import { EditStatusDialog } from '../components/edit-status-dialog';
import '../components/discrepancies.css';

const STATUS_CHOICES = DISCREPANCY_STATUS.map((s) => ({ value: s, label: s }));

/** Saves the rows shown as '3PL Discrepancies {YYYY-MM-DD}.csv' (D3 section 9). */
function exportRows(rows: readonly Discrepancy[]) {
  saveText(discrepancyExportFileName(new Date()), Papa.unparse(discrepancyExportTable(rows)));
}

/**
 * 3PL Discrepancies (D3 2.3): transfer-order lines the 3PL received short or over, Unresolved red
 * and Resolved green, a status filter, Export (CSV) and the edit-status dialog.
 */
export function DiscrepanciesPage() {
  const [status, setStatus] = useState('');
  const list = useDiscrepancies(status ? { status: status } : {});
  const [editing, setEditing] = useState<Discrepancy | null>(null);
  const dialogs = useDialogs<'edit'>();
  const notify = useNotifier();
  const rows = list.data ?? [];

  useEffect(() => {
    if (list.isError) notify.error(DISCREPANCY_MESSAGES.loadFailed);
  }, [list.isError, list.errorUpdatedAt, notify]);

  const unresolved = rows.filter((r) => r.status === 'Unresolved').length;

  return (
    <PageLayout title="3PL Discrepancies">
      <div className="tpl-discrepancy-filters">
        <ChoiceSelect label="Status" value={status} choices={STATUS_CHOICES} onChange={setStatus} />
        <IonButton fill="outline" disabled={list.isFetching} onClick={() => void list.refetch()}>
          <IonIcon slot="start" icon={refreshOutline} aria-hidden="true" />
          Refresh
        </IonButton>
        <IonButton fill="outline" disabled={rows.length === 0} onClick={() => exportRows(rows)}>
          <IonIcon slot="start" icon={downloadOutline} aria-hidden="true" />
          Export
        </IonButton>
      </div>
      <FailedLine prefix={DISCREPANCY_MESSAGES.loadFailed} query={list} />
      {list.isSuccess ? (
        <p className="search-form__summary" role="status">
          {rows.length} {rows.length === 1 ? 'discrepancy' : 'discrepancies'}, {unresolved} unresolved
        </p>
      ) : null}
      <DiscrepanciesTable
        rows={rows}
        loading={list.isFetching && rows.length === 0}
        emptyText={list.isError ? DISCREPANCY_MESSAGES.loadFailed : 'No discrepancies.'}
        onEdit={(row) => {
          setEditing(row);
          dialogs.show('edit');
        }}
      />
      <EditStatusDialog
        key={dialogs.key('edit')}
        row={editing}
        isOpen={dialogs.isOpen('edit')}
        onClose={dialogs.close}
      />
    </PageLayout>
  );
}
