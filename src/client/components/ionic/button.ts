import type { IonButtons as IonButtonsType } from '@ionic/react';
import type { StencilReactComponent } from '@stencil/react-output-target/runtime';
import {
  defineCustomElement as defineButton,
  IonButton as ButtonElement,
} from '@ionic/core/components/ion-button.js';
import {
  defineCustomElement as defineButtons,
  IonButtons as ButtonsElement,
} from '@ionic/core/components/ion-buttons.js';
import { ionComponent } from './define';

/** ion-button. No `routerLink`: a button that leaves the screen has an `href` or an onClick. */
export const IonButton = ionComponent<StencilReactComponent<HTMLIonButtonElement>>(
  'ion-button',
  ButtonElement,
  defineButton,
);
export const IonButtons = ionComponent<typeof IonButtonsType>('ion-buttons', ButtonsElement, defineButtons);
