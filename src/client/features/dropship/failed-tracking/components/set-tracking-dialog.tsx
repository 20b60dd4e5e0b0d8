import { useState, type ReactNode } from 'react';
import type { FailedTrackingRow } from '@shared/api/dropship/failed-tracking';
import { carrierLabel, CARRIERS, type Carrier } from '@shared/domain/carriers/tracking';
import {
  checkTrackingNumber,
  FAILED_TRACKING_MESSAGES as M,
  trackingFormat,
  type Check,
} from '@shared/domain/dropship/failed-tracking';
import { IonButton } from '@client/components/ionic/button';
import { Dialog } from '@client/components/dialog';
import { FormError } from '@client/components/form-error';
import { TextField } from '@client/components/text-field';
import { useNotifier } from '@client/components/notifier-provider';
import { errorMessage } from '@client/lib/api-error';
import { useSetTracking } from '../api/row-actions';

type NumberDialogProps = {
  /** The row's PO; null: closed. */
  po: string | null;
  /** The shared rule for this side's numbers. */
  check: (raw: string) => Check<string>;
  save: (tracking: string) => Promise<unknown>;
  pending: boolean;
  onClose: () => void;
  onDone: () => void;
  /** What the dialog says about the row above the field. */
  children?: ReactNode;
};

/** A tracking number typed by hand, checked with the side's rule before it is sent (both sides). */
export function TrackingNumberDialog({
  po,
  check,
  save,
  pending,
  onClose,
  onDone,
  children,
}: NumberDialogProps) {
  const [tracking, setTracking] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const notify = useNotifier();

  const submit = async () => {
    if (po === null) return;
    const checked = check(tracking);
    if (!checked.ok) return setProblem(checked.message);
    setProblem(null);
    try {
      await save(checked.value);
      notify.success(`Tracking ${checked.value} set on PO ${po}.`);
      onDone();
    } catch (error) {
      setProblem(`${M.setFailed} ${errorMessage(error)}`);
    }
  };

  return (
    <Dialog
      title={po !== null ? `Set Tracking for PO ${po}` : 'Set Tracking'}
      isOpen={po !== null}
      onClose={onClose}
      footer={
        <IonButton strong onClick={() => void submit()} disabled={pending}>
          Set Tracking
        </IonButton>
      }
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {children}
        <TextField
          label="Tracking number"
          value={tracking}
          onChange={setTracking}
          autocomplete="off"
          helperText="Spaces are ignored."
          onKeyDown={(e) => {
            if (e.key === 'Enter') void submit();
          }}
        />
      </form>
      <FormError message={problem} />
    </Dialog>
  );
}

type Props = { row: FailedTrackingRow | null; onClose: () => void; onDone: () => void };

const formatHint = (carrier: string | null) => {
  const code = (carrier ?? '').toLowerCase();
  return (CARRIERS as readonly string[]).includes(code) ? trackingFormat(code as Carrier) : null;
};

/** Set Tracking: a number bought by hand, checked against the package's carrier before sending. */
export function SetTrackingDialog({ row, onClose, onDone }: Props) {
  const save = useSetTracking();
  const hint = formatHint(row?.carrier ?? null);
  return (
    <TrackingNumberDialog
      po={row?.internal_po_number ?? null}
      check={(raw) => checkTrackingNumber(row?.carrier, raw)}
      save={(tracking) => save.mutateAsync({ order_id: row!.order_id, tracking_number: tracking })}
      pending={save.isPending}
      onClose={onClose}
      onDone={onDone}
    >
      <p>
        Carrier: <strong>{carrierLabel(row?.carrier)}</strong>
        {hint && ` (${hint})`}
      </p>
      {row && <p className="failed-tracking__reason">Why it failed: {row.tracking_error}</p>}
    </TrackingNumberDialog>
  );
}
