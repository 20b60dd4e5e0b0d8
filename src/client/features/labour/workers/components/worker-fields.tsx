import { useId } from 'react';

type FieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  invalid?: boolean;
  /** Suggestions that free text may also ignore (a native datalist: a combobox to screen readers). */
  options?: readonly string[];
  hint?: string;
};

/** A labelled 56 px input of the worker form (one target for a finger), with optional suggestions. */
export function WorkerField({ label, value, onChange, required, invalid, options, hint }: FieldProps) {
  const listId = useId();
  const hintId = useId();
  return (
    <label className="worker-field">
      <span className="worker-field__label">{required ? `${label} *` : label}</span>
      <input
        value={value}
        list={options ? listId : undefined}
        aria-required={required ? true : undefined}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={hint ? hintId : undefined}
        autoComplete="off"
        onChange={(e) => onChange(e.target.value)}
      />
      {options && (
        <datalist id={listId}>
          {options.map((o) => (
            <option key={o} value={o} />
          ))}
        </datalist>
      )}
      {hint && (
        <span id={hintId} className="worker-field__hint">
          {hint}
        </span>
      )}
    </label>
  );
}

/** The status as the table shows it: a green dot for Active, a red one for Inactive, and the word. */
export function StatusDot({ status }: { status: 'Active' | 'Inactive' }) {
  return (
    <span className="worker-status">
      <span
        className={status === 'Active' ? 'worker-status__dot is-active' : 'worker-status__dot is-inactive'}
        aria-hidden="true"
      />
      {status}
    </span>
  );
}
