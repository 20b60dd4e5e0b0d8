import type { IonSelect as IonSelectType, IonSelectOption as IonSelectOptionType } from '@ionic/react';
import {
  defineCustomElement as defineSelectOption,
  IonSelectOption as SelectOptionElement,
} from '@ionic/core/components/ion-select-option.js';
import {
  defineCustomElement as defineSelect,
  IonSelect as SelectElement,
} from '@ionic/core/components/ion-select.js';
import { ionComponent } from './define';

/** ion-select brings its popover, alert, action sheet and modal interfaces: load it where it is used. */
export const IonSelect = ionComponent<typeof IonSelectType>('ion-select', SelectElement, defineSelect, {
  onIonChange: 'ionChange',
  onIonCancel: 'ionCancel',
  onIonDismiss: 'ionDismiss',
  onIonFocus: 'ionFocus',
  onIonBlur: 'ionBlur',
});
export const IonSelectOption = ionComponent<typeof IonSelectOptionType>(
  'ion-select-option',
  SelectOptionElement,
  defineSelectOption,
);
