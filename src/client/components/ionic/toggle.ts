import type { IonToggle as IonToggleType } from '@ionic/react';
import {
  defineCustomElement as defineToggle,
  IonToggle as ToggleElement,
} from '@ionic/core/components/ion-toggle.js';
import { ionComponent } from './define';

export const IonToggle = ionComponent<typeof IonToggleType>('ion-toggle', ToggleElement, defineToggle, {
  onIonChange: 'ionChange',
  onIonFocus: 'ionFocus',
  onIonBlur: 'ionBlur',
});
