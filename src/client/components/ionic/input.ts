import type { IonInput as IonInputType } from '@ionic/react';
import {
  defineCustomElement as defineInput,
  IonInput as InputElement,
} from '@ionic/core/components/ion-input.js';
import { ionComponent } from './define';

export const IonInput = ionComponent<typeof IonInputType>('ion-input', InputElement, defineInput, {
  onIonInput: 'ionInput',
  onIonChange: 'ionChange',
  onIonBlur: 'ionBlur',
  onIonFocus: 'ionFocus',
});
