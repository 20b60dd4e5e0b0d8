import { useId, type InputHTMLAttributes } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'onChange'> & {
  label: string;
  value: string;
  onValue: (value: string) => void;
  /** Shown under the field, which is then marked invalid (e.g. "Enter your name."). */
  hint?: string | null;
};

/** A large labelled text field of the kiosk (56 px high, label above): touch first. */
export function KioskField({ label, value, onValue, hint, ...input }: Props) {
  const id = useId();
  return (
    <div className="kiosk-field">
      <label htmlFor={id} className="kiosk-label">
        {label}
      </label>
      <input
        id={id}
        className="kiosk-input"
        autoComplete="off"
        {...input}
        aria-invalid={hint ? true : undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
        value={value}
        onChange={(event) => onValue(event.target.value)}
      />
      {hint && <FieldHint id={`${id}-hint`} text={hint} />}
    </div>
  );
}

/** The visible note under a field the form needs filled. */
export function FieldHint({ id, text }: { id: string; text: string }) {
  return (
    <p id={id} className="kiosk-field-hint">
      {text}
    </p>
  );
}
