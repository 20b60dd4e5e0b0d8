import type { IonContent as IonContentType } from '@ionic/react';
import {
  defineCustomElement as defineContent,
  IonContent as ContentElement,
} from '@ionic/core/components/ion-content.js';
import { ionComponent } from './define';

export const IonContent = ionComponent<typeof IonContentType>('ion-content', ContentElement, defineContent, {
  onIonScrollStart: 'ionScrollStart',
  onIonScroll: 'ionScroll',
  onIonScrollEnd: 'ionScrollEnd',
});
