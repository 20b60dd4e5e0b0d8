import { menuController } from '@ionic/core/components';
import { IonPage } from '@ionic/react';
import { helpCircleOutline } from 'ionicons/icons';
import type { ReactNode } from 'react';
import { IonButton, IonButtons } from './ionic/button';
import { IonContent } from './ionic/content';
import { IonIcon } from './ionic/icon';
import { IonMenuButton } from './ionic/menu';
import { IonHeader, IonTitle, IonToolbar } from './ionic/toolbar';
import { SyncIndicator } from './sync-indicator';

type Props = {
  title: string;
  children: ReactNode;
  /** Buttons at the end of the toolbar. */
  actions?: ReactNode;
  padded?: boolean;
};

/** The frame of every screen inside the shell: menu button, title, sync state, help, content. */
export function PageLayout({ title, children, actions, padded = true }: Props) {
  return (
    <IonPage>
      <IonHeader>
        <IonToolbar color="primary">
          <IonButtons slot="start">
            <IonMenuButton menu="main" autoHide aria-label="Open menu" />
          </IonButtons>
          <IonTitle>{title}</IonTitle>
          <IonButtons slot="end">
            {actions}
            <SyncIndicator />
            <IonButton aria-label="Help" onClick={() => menuController.open('help')}>
              <IonIcon slot="icon-only" icon={helpCircleOutline} aria-hidden="true" />
            </IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent className={padded ? 'ion-padding' : undefined}>{children}</IonContent>
    </IonPage>
  );
}
