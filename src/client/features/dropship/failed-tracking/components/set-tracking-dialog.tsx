import { useState } from 'react';
import type { FailedTrackingRow } from '@shared/api/dropship/failed-tracking';
import { carrierLabel, CARRIERS, type Carrier } from '@shared/domain/carriers/tracking';
import {
  checkTrackingNumber,
  FAILED_TRACKING_MESSAGES as M,
  trackingFormat,
} from '@shared/domain/dropship/failed-tracking';
import { IonButton } from '@client/components/ionic/button';
import { Dialog } from '@client/components/dialog';
import { FormError } from '@client/components/form-error';
import { TextField } from '@client/components/text-field';
import { useNotifier } from '@client/components/notifier-provider';
import { errorMessage } from '@client/lib/api-error';
import { useSetTracking } from '../api/row-actions';

type Props = { row: FailedTrackingRow | null; onClose: () => void; onDone: () => void };

const formatHint = (carrier: string | null) => {
  const code = (carrier ?? '').toLowerCase();
  return (CARRIERS as readonly string[]).includes(code) ? trackingFormat(code as Carrier) : null;
};

/** Set Tracking: a number bought by hand, checked against the package's carrier before sending. */
export function SetTrackingDialog({ row, onClose, onDone }: Props) {
  const [tracking, setTracking] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSetTracking();
  const notify = useNotifier();
  const hint = formatHint(row?.carrier ?? null);

  const submit = () => {
    if (!row) return;
    const checked = checkTrackingNumber(row.carrier, tracking);
    if (!checked.ok) return setProblem(checked.message);
    setProblem(null);
    save.mutate(
      { order_id: row.order_id, tracking_number: checked.value },
      {
        onSuccess: (set) => {
          notify.success(`Tracking ${set.tracking_number} set on PO ${row.internal_po_number}.`);
          onDone();
        },
        onError: (error) => setProblem(`${M.setFailed} ${errorMessage(error)}`),
      },
    );
  };

  return (
    <Dialog
      title={row ? `Set Tracking for PO ${row.internal_po_number}` : 'Set Tracking'}
      isOpen={row !== null}
      onClose={onClose}
      footer={
        <IonButton strong onClick={submit} disabled={save.isPending}>
          Set Tracking
        </IonButton>
      }
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <p>
          Carrier: <strong>{carrierLabel(row?.carrier)}</strong>
          {hint && ` (${hint})`}
        </p>
        {row && <p className="failed-tracking__reason">Why it failed: {row.tracking_error}</p>}
        <TextField
          label="Tracking number"
          value={tracking}
          onChange={setTracking}
          autocomplete="off"
          helperText="Spaces are ignored."
          onKeyDown={(e) => {
            if (e.key === 'Enter') submit();
          }}
        />
      </form>
      <FormError message={problem} />
    </Dialog>
  );
}
