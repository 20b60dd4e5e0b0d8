import type { IonTextarea as IonTextareaType } from '@ionic/react';
import {
  defineCustomElement as defineTextarea,
  IonTextarea as TextareaElement,
} from '@ionic/core/components/ion-textarea.js';
import { ionComponent } from './define';

export const IonTextarea = ionComponent<typeof IonTextareaType>(
  'ion-textarea',
  TextareaElement,
  defineTextarea,
  {
    onIonChange: 'ionChange',
    onIonInput: 'ionInput',
    onIonBlur: 'ionBlur',
    onIonFocus: 'ionFocus',
  },
);
