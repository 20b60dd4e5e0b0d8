import type { IonSpinner as IonSpinnerType } from '@ionic/react';
import {
  defineCustomElement as defineSpinner,
  IonSpinner as SpinnerElement,
} from '@ionic/core/components/ion-spinner.js';
import { ionComponent } from './define';

export const IonSpinner = ionComponent<typeof IonSpinnerType>('ion-spinner', SpinnerElement, defineSpinner);
