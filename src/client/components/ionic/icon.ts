import type { StencilReactComponent } from '@stencil/react-output-target/runtime';
import { defineCustomElement as defineIcon, IonIcon as IconElement } from 'ionicons/components/ion-icon.js';
import { ionComponent } from './define';

/** ion-icon; give it one icon of `ionicons/icons` (`icon={...}`). */
export const IonIcon = ionComponent<StencilReactComponent<HTMLIonIconElement>>(
  'ion-icon',
  IconElement,
  defineIcon,
);
