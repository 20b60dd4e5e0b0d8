import { useState, type ReactNode } from 'react';
import type { PickLine } from '@shared/api/dropship/picking';
import {
  confirmationProblem,
  SHORT_REASONS,
  TAP_REASONS,
  type PickInput,
  type ShortReason,
  type TapReason,
} from '@shared/domain/dropship/picking';
import { IonButton } from '@client/components/ionic/button';
import { Dialog } from '@client/components/dialog';
import { FormError } from '@client/components/form-error';
import { TextField } from '@client/components/text-field';
import { ReasonChoice } from './reason-choice';

type Props = {
  stop: PickLine;
  isOpen: boolean;
  onClose: () => void;
  onConfirm: (input: PickInput) => void;
};

type FrameProps = {
  title: string;
  action: string;
  stop: PickLine;
  isOpen: boolean;
  onClose: () => void;
  onSubmit: () => void;
  problem: string | null;
  children: ReactNode;
};

/** The frame both dialogs share: what the line asks for, the form, the problem, the action. */
function PickDialog({ title, action, stop, isOpen, onClose, onSubmit, problem, children }: FrameProps) {
  return (
    <Dialog
      title={title}
      isOpen={isOpen}
      onClose={onClose}
      footer={
        <IonButton strong onClick={onSubmit}>
          {action}
        </IonButton>
      }
    >
      <p>
        {stop.sku} at {stop.location ?? 'no location'}: the line asks for {stop.quantity}.
      </p>
      {children}
      <FormError message={problem} />
    </Dialog>
  );
}

/** Why a line is confirmed without scanning. */
const TapReasons = (props: { name: string; value: TapReason | null; onChange: (r: TapReason) => void }) => (
  <ReasonChoice legend="Why not scanned" reasons={TAP_REASONS} {...props} />
);

/** Hands a confirmation on, or shows why it cannot be recorded (the shared rule unless told). */
function useChecked(stop: PickLine, onConfirm: Props['onConfirm']) {
  const [problem, setProblem] = useState<string | null>(null);
  const check = (input: PickInput, wrong = confirmationProblem(stop.quantity, input)) => {
    if (wrong) setProblem(wrong);
    else onConfirm(input);
  };
  return { problem, check };
}

/** Confirm a line without scanning: the full quantity, with why it was not scanned. */
export function TapConfirmDialog({ stop, isOpen, onClose, onConfirm }: Props) {
  const [reason, setReason] = useState<TapReason | null>(null);
  const { problem, check } = useChecked(stop, onConfirm);
  return (
    <PickDialog
      title="Confirm without scanning"
      action={`Confirm ${stop.quantity}`}
      stop={stop}
      isOpen={isOpen}
      onClose={onClose}
      onSubmit={() => check({ quantity: stop.quantity, method: 'tap', reason })}
      problem={problem}
    >
      <TapReasons name="tap-reason" value={reason} onChange={setReason} />
    </PickDialog>
  );
}

/**
 * A short pick: how many were picked (0 to one less than the line) and why. A stop whose location
 * was not scanned also says why it was not scanned (it is confirmed by tap).
 */
export function ShortPickDialog({ stop, isOpen, onClose, onConfirm, scanned }: Props & { scanned: boolean }) {
  const [quantity, setQuantity] = useState('');
  const [shortReason, setShortReason] = useState<ShortReason | null>(null);
  const [reason, setReason] = useState<TapReason | null>(null);
  const { problem, check } = useChecked(stop, onConfirm);
  const submit = () => {
    const count = quantity.trim() === '' ? Number.NaN : Number(quantity);
    const input: PickInput = {
      quantity: count,
      method: scanned ? 'scan' : 'tap',
      reason: scanned ? null : reason,
      short_reason: shortReason,
    };
    if (Number.isInteger(count) && count >= stop.quantity)
      check(input, `A short pick is fewer than ${stop.quantity}.`);
    else check(input);
  };
  return (
    <PickDialog
      title="Short pick"
      action="Record short pick"
      stop={stop}
      isOpen={isOpen}
      onClose={onClose}
      onSubmit={submit}
      problem={problem}
    >
      <TextField
        label="Quantity picked"
        type="number"
        inputmode="numeric"
        min="0"
        max={String(stop.quantity - 1)}
        value={quantity}
        onChange={setQuantity}
      />
      <ReasonChoice
        legend="Why short"
        name="short-reason"
        reasons={SHORT_REASONS}
        value={shortReason}
        onChange={setShortReason}
      />
      {!scanned && <TapReasons name="short-tap-reason" value={reason} onChange={setReason} />}
    </PickDialog>
  );
}
