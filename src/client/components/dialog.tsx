import { IonModal } from '@ionic/react';
import type { ReactNode } from 'react';
import { IonButton, IonButtons } from './ionic/button';
import { IonContent } from './ionic/content';
import { IonFooter, IonHeader, IonTitle, IonToolbar } from './ionic/toolbar';

type Props = {
  title: string;
  isOpen: boolean;
  onClose: () => void;
  children: ReactNode;
  footer: ReactNode;
  /**
   * The button that closes without acting: "Cancel" unless the dialog's own action is a cancelling
   * (Cancel Items), where two "Cancel" buttons side by side would leave the user to guess.
   */
  closeLabel?: string;
  /** Asked before the dialog closes by Escape or the backdrop (and when it is closed): false keeps it open. */
  canDismiss?: boolean | (() => Promise<boolean>);
};

/** A modal dialog with a title, a button that closes it (Cancel) and the caller's actions. */
export function Dialog({
  title,
  isOpen,
  onClose,
  children,
  footer,
  closeLabel = 'Cancel',
  canDismiss,
}: Props) {
  return (
    <IonModal
      isOpen={isOpen}
      onDidDismiss={onClose}
      aria-label={title}
      className="dialog"
      {...(canDismiss === undefined ? {} : { canDismiss })}
    >
      <IonHeader>
        <IonToolbar>
          <IonTitle>{title}</IonTitle>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding">{children}</IonContent>
      <IonFooter>
        <IonToolbar>
          <IonButtons slot="end">
            <IonButton onClick={onClose}>{closeLabel}</IonButton>
            {footer}
          </IonButtons>
        </IonToolbar>
      </IonFooter>
    </IonModal>
  );
}
