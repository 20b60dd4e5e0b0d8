import { useId, type InputHTMLAttributes } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'onChange'> & {
  label: string;
  value: string;
  onValue: (value: string) => void;
};

/** A large labelled text field of the kiosk (56 px high, label above): touch first. */
export function KioskField({ label, value, onValue, ...input }: Props) {
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
        value={value}
        onChange={(event) => onValue(event.target.value)}
      />
    </div>
  );
}
