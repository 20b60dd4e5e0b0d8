import type {
  IonFooter as IonFooterType,
  IonHeader as IonHeaderType,
  IonTitle as IonTitleType,
  IonToolbar as IonToolbarType,
} from '@ionic/react';
import {
  defineCustomElement as defineFooter,
  IonFooter as FooterElement,
} from '@ionic/core/components/ion-footer.js';
import {
  defineCustomElement as defineHeader,
  IonHeader as HeaderElement,
} from '@ionic/core/components/ion-header.js';
import {
  defineCustomElement as defineTitle,
  IonTitle as TitleElement,
} from '@ionic/core/components/ion-title.js';
import {
  defineCustomElement as defineToolbar,
  IonToolbar as ToolbarElement,
} from '@ionic/core/components/ion-toolbar.js';
import { ionComponent } from './define';

/** The bars of a page, dialog or menu: header and footer, their toolbar and its title. */
export const IonHeader = ionComponent<typeof IonHeaderType>('ion-header', HeaderElement, defineHeader);
export const IonFooter = ionComponent<typeof IonFooterType>('ion-footer', FooterElement, defineFooter);
export const IonToolbar = ionComponent<typeof IonToolbarType>('ion-toolbar', ToolbarElement, defineToolbar);
export const IonTitle = ionComponent<typeof IonTitleType>('ion-title', TitleElement, defineTitle);
