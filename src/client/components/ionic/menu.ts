import type {
  IonMenu as IonMenuType,
  IonMenuButton as IonMenuButtonType,
  IonMenuToggle as IonMenuToggleType,
} from '@ionic/react';
import {
  defineCustomElement as defineMenuButton,
  IonMenuButton as MenuButtonElement,
} from '@ionic/core/components/ion-menu-button.js';
import {
  defineCustomElement as defineMenuToggle,
  IonMenuToggle as MenuToggleElement,
} from '@ionic/core/components/ion-menu-toggle.js';
import {
  defineCustomElement as defineMenu,
  IonMenu as MenuElement,
} from '@ionic/core/components/ion-menu.js';
import { ionComponent } from './define';

/** The side menus (app menu, help) and what opens them. */
export const IonMenu = ionComponent<typeof IonMenuType>('ion-menu', MenuElement, defineMenu, {
  onIonWillOpen: 'ionWillOpen',
  onIonWillClose: 'ionWillClose',
  onIonDidOpen: 'ionDidOpen',
  onIonDidClose: 'ionDidClose',
});
export const IonMenuToggle = ionComponent<typeof IonMenuToggleType>(
  'ion-menu-toggle',
  MenuToggleElement,
  defineMenuToggle,
);
export const IonMenuButton = ionComponent<typeof IonMenuButtonType>(
  'ion-menu-button',
  MenuButtonElement,
  defineMenuButton,
);
