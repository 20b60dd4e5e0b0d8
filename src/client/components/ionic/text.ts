import type { IonText as IonTextType } from '@ionic/react';
import {
  defineCustomElement as defineText,
  IonText as TextElement,
} from '@ionic/core/components/ion-text.js';
import { ionComponent } from './define';

export const IonText = ionComponent<typeof IonTextType>('ion-text', TextElement, defineText);
