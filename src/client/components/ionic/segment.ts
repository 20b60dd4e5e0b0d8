import type { IonSegment as IonSegmentType, IonSegmentButton as IonSegmentButtonType } from '@ionic/react';
import {
  defineCustomElement as defineSegmentButton,
  IonSegmentButton as SegmentButtonElement,
} from '@ionic/core/components/ion-segment-button.js';
import {
  defineCustomElement as defineSegment,
  IonSegment as SegmentElement,
} from '@ionic/core/components/ion-segment.js';
import { ionComponent } from './define';

export const IonSegment = ionComponent<typeof IonSegmentType>('ion-segment', SegmentElement, defineSegment, {
  onIonChange: 'ionChange',
});
export const IonSegmentButton = ionComponent<typeof IonSegmentButtonType>(
  'ion-segment-button',
  SegmentButtonElement,
  defineSegmentButton,
);
