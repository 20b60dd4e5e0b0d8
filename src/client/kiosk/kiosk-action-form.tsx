import { useState, type ReactNode } from 'react';
import { errorMessage } from '@client/lib/api-error';

type Props = {
  submitLabel: string;
  busyLabel: string;
  /** Does the work; returns a message to show, or null when done. A thrown error is shown too. */
  action: () => Promise<string | null>;
  /** Runs after every attempt (e.g. to clear a password). */
  onSettled?: () => void;
  children: ReactNode;
};

/** A setup form of the kiosk: its fields, one message, one large submit button that shows it is busy. */
export function KioskActionForm({ submitLabel, busyLabel, action, onSettled, children }: Props) {
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    setMessage(null);
    try {
      setMessage(await action());
    } catch (error) {
      setMessage(errorMessage(error));
    } finally {
      setBusy(false);
      onSettled?.();
    }
  };
  return (
    <form
      className="kiosk-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {children}
      {message && (
        <p className="kiosk-error" role="alert">
          {message}
        </p>
      )}
      <button type="submit" className="kiosk-button kiosk-button-primary" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </button>
    </form>
  );
}
