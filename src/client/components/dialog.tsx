import {
  IonButton,
  IonButtons,
  IonContent,
  IonFooter,
  IonHeader,
  IonModal,
  IonTitle,
  IonToolbar,
} from '@ionic/react';
import type { ReactNode } from 'react';

type Props = {
  title: string;
  isOpen: boolean;
  onClose: () => void;
  children: ReactNode;
  footer: ReactNode;
};

/** A modal dialog with a title, a Cancel button and the caller's actions. */
export function Dialog({ title, isOpen, onClose, children, footer }: Props) {
  return (
    <IonModal isOpen={isOpen} onDidDismiss={onClose} aria-label={title} className="dialog">
      <IonHeader>
        <IonToolbar>
          <IonTitle>{title}</IonTitle>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding">{children}</IonContent>
      <IonFooter>
        <IonToolbar>
          <IonButtons slot="end">
            <IonButton onClick={onClose}>Cancel</IonButton>
            {footer}
          </IonButtons>
        </IonToolbar>
      </IonFooter>
    </IonModal>
  );
}
