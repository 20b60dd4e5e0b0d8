import type { RefObject } from 'react';

type Props = {
  /** The field's visible label, e.g. 'Lot file (CSV)'. */
  label: string;
  inputRef: RefObject<HTMLInputElement | null>;
  disabled?: boolean;
  onChoose: (file: File | undefined) => void;
};

/** The CSV file field of an upload row (its label above the browser's Browse), 48 px tall. */
export function CsvFileField({ label, inputRef, disabled, onChoose }: Props) {
  return (
    <label className="upload-form__file">
      <span>{label}</span>
      <input
        ref={inputRef}
        type="file"
        accept=".csv,text/csv"
        disabled={disabled}
        onChange={(e) => onChoose(e.target.files?.[0])}
      />
    </label>
  );
}
