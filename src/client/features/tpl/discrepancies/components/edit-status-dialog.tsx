import { useId, useState } from 'react';
import type { Discrepancy } from '@shared/api/tpl/discrepancies';
import {
  DISCREPANCY_MESSAGES,
  DISCREPANCY_NOTES_MAX,
  discrepancyEditProblem,
} from '@shared/domain/tpl/discrepancies';
import { DISCREPANCY_STATUS } from '@shared/domain/tpl/status';
import { Dialog } from '@client/components/dialog';
import { IonButton } from '@client/components/ionic/button';
import { useNotifier } from '@client/components/notifier-provider';
import { ApiRequestError } from '@client/lib/api-error';
import { useUpdateDiscrepancy } from '../api/discrepancies';
import './discrepancies.css';

type Props = {
  /** The discrepancy to edit (kept while the dialog closes). */
  row: Discrepancy | null;
  isOpen: boolean;
  onClose: () => void;
};

/**
 * The edit-status dialog (D3 2.3, 5): a status (Unresolved or Resolved; none chosen is 'Must select
 * a status') and notes. Saved with the row's order and SKU; a 404 shows the server's failed-to-find
 * message, any other failure 'An error occurred'.
 */
export function EditStatusDialog({ row, isOpen, onClose }: Props) {
  const [status, setStatus] = useState('');
  const [notes, setNotes] = useState(row?.notes ?? '');
  const notify = useNotifier();
  const update = useUpdateDiscrepancy();
  const statusId = useId();
  const notesId = useId();

  const save = async () => {
    if (!row) return;
    const problem = discrepancyEditProblem({ status, notes });
    if (problem) return notify.error(problem);
    try {
      await update.mutateAsync({
        status: status,
        notes,
        acu_order_num: row.acu_order_num,
        sku: row.sku,
      });
      notify.success(DISCREPANCY_MESSAGES.saved);
      onClose();
    } catch (error) {
      notify.error(
        error instanceof ApiRequestError && (error.status === 404 || error.status === 400)
          ? error.message
          : DISCREPANCY_MESSAGES.failed,
      );
    }
  };

  return (
    <Dialog
      title={row ? `Edit Discrepancy ${row.acu_order_num} ${row.sku}` : 'Edit Discrepancy'}
      isOpen={isOpen && row !== null}
      onClose={onClose}
      footer={
        <IonButton strong disabled={update.isPending} onClick={() => void save()}>
          Save
        </IonButton>
      }
    >
      {row ? (
        <p>
          Shipped {row.shipped}, received {row.received}. Now {row.status}.
        </p>
      ) : null}
      <div className="tpl-field">
        <label htmlFor={statusId}>Status</label>
        <select id={statusId} value={status} onChange={(e) => setStatus(e.target.value)}>
          <option value="">Select a status</option>
          {DISCREPANCY_STATUS.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </div>
      <div className="tpl-field">
        <label htmlFor={notesId}>Notes</label>
        <textarea
          id={notesId}
          rows={4}
          maxLength={DISCREPANCY_NOTES_MAX}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
        />
      </div>
    </Dialog>
  );
}
