import type { ComponentProps } from 'react';
import { IonInput } from './ionic/input';

type Props = Omit<ComponentProps<typeof IonInput>, 'value' | 'onIonInput' | 'onChange' | 'label'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
};

/** An outlined text input with a visible label that screen readers (and tests) find by name. */
export function TextField({ label, value, onChange, ...rest }: Props) {
  return (
    <IonInput
      label={label}
      labelPlacement="stacked"
      fill="outline"
      value={value}
      onIonInput={(e) => onChange(e.detail.value ?? '')}
      {...rest}
    />
  );
}
