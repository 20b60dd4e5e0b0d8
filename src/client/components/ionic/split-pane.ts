import type { IonSplitPane as IonSplitPaneType } from '@ionic/react';
import {
  defineCustomElement as defineSplitPane,
  IonSplitPane as SplitPaneElement,
} from '@ionic/core/components/ion-split-pane.js';
import { ionComponent } from './define';

export const IonSplitPane = ionComponent<typeof IonSplitPaneType>(
  'ion-split-pane',
  SplitPaneElement,
  defineSplitPane,
  {
    onIonSplitPaneVisible: 'ionSplitPaneVisible',
  },
);
