import { saveOutline } from 'ionicons/icons';
import { useState } from 'react';
import type { VendorPriority } from '@shared/api/dropship/warehouse-priority';
import {
  DEFAULT_PRIORITY,
  PRIORITIES,
  PRIORITY_MESSAGES,
  type Priority,
} from '@shared/domain/dropship/api-status';
import { IonButton } from '@client/components/ionic/button';
import { IonIcon } from '@client/components/ionic/icon';
import { FailedLine, FormError } from '@client/components/form-error';
import { useNotifier } from '@client/components/notifier-provider';
import { PageLayout } from '@client/components/page-layout';
import { RefreshButton } from '@client/components/refresh-button';
import { errorMessage } from '@client/lib/api-error';
import { useSelection } from '@client/lib/use-session';
import { usePriorities, useSavePriorities } from '../api/priorities';
import './warehouse-priority.css';

const PRIORITY_HINT: Record<Priority, string> = {
  1: '1 (late after 12 hours)',
  2: '2 (late after 1 day)',
  3: '3 (late after 3 days)',
};

function PriorityTable({
  vendors,
  edits,
  onEdit,
}: {
  vendors: readonly VendorPriority[];
  edits: Readonly<Record<string, Priority>>;
  onEdit: (vendor: string, priority: Priority) => void;
}) {
  return (
    <div className="data-table">
      <div className="data-table__scroll">
        <table aria-label="Vendor priorities">
          <thead>
            <tr>
              <th>Vendor</th>
              <th>Priority</th>
            </tr>
          </thead>
          <tbody>
            {vendors.map((v) => {
              const value = edits[v.vendor_name] ?? v.fulfillment_priority;
              const changed = v.vendor_name in edits;
              return (
                <tr key={v.vendor_name} className={changed ? 'priority-row is-changed' : 'priority-row'}>
                  <td>{v.vendor_name}</td>
                  <td>
                    <select
                      className="priority-select"
                      aria-label={`Priority for ${v.vendor_name}`}
                      value={value ?? ''}
                      onChange={(e) => onEdit(v.vendor_name, Number(e.target.value) as Priority)}
                    >
                      {value === null && (
                        <option value="" disabled>
                          Not set (counts as {DEFAULT_PRIORITY})
                        </option>
                      )}
                      {PRIORITIES.map((p) => (
                        <option key={p} value={p}>
                          {PRIORITY_HINT[p]}
                        </option>
                      ))}
                    </select>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/**
 * Warehouse Priority (D1 section 2): the fulfillment priority of each dropship vendor, which sets
 * how soon API Status calls its download late.
 */
export function WarehousePriorityPage() {
  const selection = useSelection();
  const company = selection?.company ?? 'furhaven';
  const priorities = usePriorities(company);
  const save = useSavePriorities(company);
  const [edits, setEdits] = useState<Record<string, Priority>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const notify = useNotifier();
  const vendors = priorities.data ?? [];

  const onEdit = (vendor: string, priority: Priority) => {
    setProblem(null);
    const stored = vendors.find((v) => v.vendor_name === vendor)?.fulfillment_priority;
    setEdits(({ [vendor]: _previous, ...rest }) =>
      stored === priority ? rest : { ...rest, [vendor]: priority },
    );
  };

  const onSave = async () => {
    const changes = Object.entries(edits).map(([vendor_name, fulfillment_priority]) => ({
      vendor_name,
      fulfillment_priority,
    }));
    if (changes.length === 0) {
      setProblem(PRIORITY_MESSAGES.empty);
      return;
    }
    setProblem(null);
    try {
      await save.mutateAsync({ vendors: changes });
      setEdits({});
      notify.success(`Saved ${changes.length} ${changes.length === 1 ? 'priority' : 'priorities'}.`);
    } catch (error) {
      setProblem(`Failed to save priorities: ${errorMessage(error)}`);
    }
  };

  const pending = Object.keys(edits).length;
  return (
    <PageLayout title="Warehouse Priority">
      <div className="toolbar-row" role="toolbar" aria-label="Priority actions">
        <IonButton onClick={() => void onSave()} disabled={save.isPending}>
          <IonIcon slot="start" icon={saveOutline} aria-hidden="true" />
          Save
        </IonButton>
        <IonButton fill="outline" disabled={pending === 0} onClick={() => setEdits({})}>
          Discard Changes
        </IonButton>
        <RefreshButton onRefresh={priorities.refetch} fetching={priorities.isFetching} />
        <span className="warehouse-priority__scope" aria-live="polite">
          {pending === 0
            ? 'No unsaved changes'
            : `${pending} unsaved ${pending === 1 ? 'change' : 'changes'}`}
        </span>
      </div>
      <FormError message={problem} />
      <FailedLine prefix="Failed to get priorities" query={priorities} />
      {priorities.isPending ? (
        <p>Loading…</p>
      ) : (
        <PriorityTable vendors={vendors} edits={edits} onEdit={onEdit} />
      )}
    </PageLayout>
  );
}
