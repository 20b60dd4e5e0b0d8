import type {
  IonCardContent as IonCardContentType,
  IonCardHeader as IonCardHeaderType,
  IonCardTitle as IonCardTitleType,
} from '@ionic/react';
import type { StencilReactComponent } from '@stencil/react-output-target/runtime';
import {
  defineCustomElement as defineCardContent,
  IonCardContent as CardContentElement,
} from '@ionic/core/components/ion-card-content.js';
import {
  defineCustomElement as defineCardHeader,
  IonCardHeader as CardHeaderElement,
} from '@ionic/core/components/ion-card-header.js';
import {
  defineCustomElement as defineCardTitle,
  IonCardTitle as CardTitleElement,
} from '@ionic/core/components/ion-card-title.js';
import {
  defineCustomElement as defineCard,
  IonCard as CardElement,
} from '@ionic/core/components/ion-card.js';
import { ionComponent } from './define';

export const IonCard = ionComponent<StencilReactComponent<HTMLIonCardElement>>(
  'ion-card',
  CardElement,
  defineCard,
);
export const IonCardHeader = ionComponent<typeof IonCardHeaderType>(
  'ion-card-header',
  CardHeaderElement,
  defineCardHeader,
);
export const IonCardTitle = ionComponent<typeof IonCardTitleType>(
  'ion-card-title',
  CardTitleElement,
  defineCardTitle,
);
export const IonCardContent = ionComponent<typeof IonCardContentType>(
  'ion-card-content',
  CardContentElement,
  defineCardContent,
);
