import type { IonCheckbox as IonCheckboxType } from '@ionic/react';
import {
  defineCustomElement as defineCheckbox,
  IonCheckbox as CheckboxElement,
} from '@ionic/core/components/ion-checkbox.js';
import { ionComponent } from './define';

export const IonCheckbox = ionComponent<typeof IonCheckboxType>(
  'ion-checkbox',
  CheckboxElement,
  defineCheckbox,
  {
    onIonChange: 'ionChange',
    onIonFocus: 'ionFocus',
    onIonBlur: 'ionBlur',
  },
);
