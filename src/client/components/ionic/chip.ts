import type { IonChip as IonChipType } from '@ionic/react';
import {
  defineCustomElement as defineChip,
  IonChip as ChipElement,
} from '@ionic/core/components/ion-chip.js';
import { ionComponent } from './define';

export const IonChip = ionComponent<typeof IonChipType>('ion-chip', ChipElement, defineChip);
