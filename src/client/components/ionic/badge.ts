import type { IonBadge as IonBadgeType } from '@ionic/react';
import {
  defineCustomElement as defineBadge,
  IonBadge as BadgeElement,
} from '@ionic/core/components/ion-badge.js';
import { ionComponent } from './define';

export const IonBadge = ionComponent<typeof IonBadgeType>('ion-badge', BadgeElement, defineBadge);
