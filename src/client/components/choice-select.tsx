import { IonSelect, IonSelectOption } from './ionic/select';
import './search-form.css';

export type Choice = { value: string; label: string };

/** A select of a search form with an "Any" choice; the empty value is an unset filter. */
export function ChoiceSelect(props: {
  label: string;
  value: string;
  choices: readonly Choice[];
  onChange: (value: string) => void;
}) {
  return (
    <IonSelect
      label={props.label}
      labelPlacement="stacked"
      fill="outline"
      interface="popover"
      value={props.value}
      onIonChange={(e) => props.onChange(String(e.detail.value ?? ''))}
    >
      <IonSelectOption value="">Any</IonSelectOption>
      {props.choices.map((c) => (
        <IonSelectOption key={c.value} value={c.value}>
          {c.label}
        </IonSelectOption>
      ))}
    </IonSelect>
  );
}
