import { useId, useMemo } from 'react';
import { freeTextOption, matchingChoices } from '@shared/domain/warranty/form';
import './warranty.css';

type Props = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  choices: readonly string[];
  required?: boolean;
  /** Upper-case what is typed (SKUs). */
  upper?: boolean;
  placeholder?: string;
};

/**
 * A searchable picker that accepts free text (D3 2.4, 2.7, 2.8): a labelled input with a list of
 * the matching choices, and 'Select "..."' for a typed value that is not one of them. A native
 * input and datalist, so it is a combobox to screen readers and the keyboard on every device.
 */
export function ComboField({ label, value, onChange, choices, required, upper, placeholder }: Props) {
  const listId = useId();
  const labelId = useId();
  const shown = useMemo(() => matchingChoices(value, choices), [value, choices]);
  const free = freeTextOption(value, choices);
  return (
    <label className="warranty-field">
      <span id={labelId} className="warranty-field__label">
        {required ? `${label} *` : label}
      </span>
      <input
        aria-labelledby={labelId}
        value={value}
        list={listId}
        aria-required={required ? true : undefined}
        autoComplete="off"
        placeholder={placeholder ?? 'Type to search'}
        onChange={(e) => onChange(upper ? e.target.value.toUpperCase() : e.target.value)}
      />
      <datalist id={listId}>
        {free ? <option value={value.trim()}>{free}</option> : null}
        {shown.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
    </label>
  );
}

type SelectProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  choices: readonly string[];
  required?: boolean;
  /** The empty choice's text ('None' clears it). */
  emptyText?: string;
};

/** A native select dressed like the other fields (a fixed list: Type, Action, Fast Shipping). */
export function SelectField({ label, value, onChange, choices, required, emptyText = 'None' }: SelectProps) {
  const labelId = useId();
  return (
    <label className="warranty-field">
      <span id={labelId} className="warranty-field__label">
        {required ? `${label} *` : label}
      </span>
      <select
        aria-labelledby={labelId}
        value={value}
        aria-required={required ? true : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{emptyText}</option>
        {/* A stored value that is not in the list still shows. */}
        {value && !choices.includes(value) ? <option value={value}>{value}</option> : null}
        {choices.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </select>
    </label>
  );
}

type PlainProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  type?: 'text' | 'date' | 'email' | 'number';
  readOnly?: boolean;
  inputMode?: 'text' | 'numeric' | 'email';
  className?: string;
};

/** A labelled text input in the same dress as the pickers. */
export function PlainField({
  label,
  value,
  onChange,
  required,
  type = 'text',
  readOnly,
  inputMode,
  className,
}: PlainProps) {
  const labelId = useId();
  return (
    <label className={className ? `warranty-field ${className}` : 'warranty-field'}>
      <span id={labelId} className="warranty-field__label">
        {required ? `${label} *` : label}
      </span>
      <input
        aria-labelledby={labelId}
        type={type}
        value={value}
        readOnly={readOnly}
        inputMode={inputMode}
        aria-required={required ? true : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}
