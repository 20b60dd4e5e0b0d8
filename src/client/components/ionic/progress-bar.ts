import type { IonProgressBar as IonProgressBarType } from '@ionic/react';
import {
  defineCustomElement as defineProgressBar,
  IonProgressBar as ProgressBarElement,
} from '@ionic/core/components/ion-progress-bar.js';
import { ionComponent } from './define';

export const IonProgressBar = ionComponent<typeof IonProgressBarType>(
  'ion-progress-bar',
  ProgressBarElement,
  defineProgressBar,
);
