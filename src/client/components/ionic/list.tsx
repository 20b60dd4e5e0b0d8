import type {
  IonLabel as IonLabelType,
  IonList as IonListType,
  IonListHeader as IonListHeaderType,
  IonNote as IonNoteType,
  RouterDirection,
} from '@ionic/react';
import { NavContext } from '@ionic/react';
import type { StencilReactComponent } from '@stencil/react-output-target/runtime';
import {
  defineCustomElement as defineItem,
  IonItem as ItemElement,
} from '@ionic/core/components/ion-item.js';
import {
  defineCustomElement as defineLabel,
  IonLabel as LabelElement,
} from '@ionic/core/components/ion-label.js';
import {
  defineCustomElement as defineListHeader,
  IonListHeader as ListHeaderElement,
} from '@ionic/core/components/ion-list-header.js';
import {
  defineCustomElement as defineList,
  IonList as ListElement,
} from '@ionic/core/components/ion-list.js';
import {
  defineCustomElement as defineNote,
  IonNote as NoteElement,
} from '@ionic/core/components/ion-note.js';
import { use, type ComponentProps, type MouseEvent } from 'react';
import { ionComponent } from './define';

export const IonList = ionComponent<typeof IonListType>('ion-list', ListElement, defineList);
export const IonListHeader = ionComponent<typeof IonListHeaderType>(
  'ion-list-header',
  ListHeaderElement,
  defineListHeader,
);
export const IonLabel = ionComponent<typeof IonLabelType>('ion-label', LabelElement, defineLabel);
export const IonNote = ionComponent<typeof IonNoteType>('ion-note', NoteElement, defineNote);

const Item = ionComponent<StencilReactComponent<HTMLIonItemElement>>('ion-item', ItemElement, defineItem);

type ItemProps = ComponentProps<typeof Item> & { routerLink?: string; routerDirection?: RouterDirection };

/**
 * ion-item; with `routerLink` it is a link that the Ionic router follows (as @ionic/react's item
 * does): a plain click navigates inside the app in `routerDirection`, a modified click (new tab or
 * window) is left to the browser.
 */
export function IonItem({ routerLink, routerDirection, onClick, href, ...props }: ItemProps) {
  const nav = use(NavContext);
  const follow = (event: MouseEvent<HTMLIonItemElement>) => {
    onClick?.(event);
    if (routerLink === undefined || event.defaultPrevented) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    nav.navigate(routerLink, routerDirection);
  };
  return <Item {...props} href={href ?? routerLink} onClick={follow} />;
}
