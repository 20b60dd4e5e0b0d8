import { TextField } from '@client/components/text-field';

/** The Acumatica order number of a label form (padded to 7 when sent); typing clears the form's error. */
export function OrderNumberField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      className="label-form__order"
      label="Acumatica Order #"
      inputmode="numeric"
      value={value}
      onChange={onChange}
    />
  );
}
