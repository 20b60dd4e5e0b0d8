import { createAnimation } from '@ionic/core/components';
import { IonModal } from '@ionic/react';
import { closeOutline } from 'ionicons/icons';
import type { ReactNode } from 'react';
import { IonButton, IonButtons } from './ionic/button';
import { IonContent } from './ionic/content';
import { IonIcon } from './ionic/icon';
import { IonHeader, IonTitle, IonToolbar } from './ionic/toolbar';
import './side-sheet.css';

/** Slides the sheet in from the right edge (and back out), as a drawer does. */
function slide(base: HTMLElement) {
  const root = base.shadowRoot;
  const backdrop = createAnimation()
    .addElement(root?.querySelector('ion-backdrop') ?? base)
    .fromTo('opacity', '0.01', 'var(--backdrop-opacity)');
  const sheet = createAnimation()
    .addElement(root?.querySelector('.modal-wrapper') ?? base)
    // Ionic's md wrapper starts nearly transparent (0.01); the slide keeps it fully opaque.
    .keyframes([
      { offset: 0, opacity: '1', transform: 'translateX(100%)' },
      { offset: 1, opacity: '1', transform: 'translateX(0)' },
    ]);
  return createAnimation()
    .addElement(base)
    .easing('cubic-bezier(0.32, 0.72, 0, 1)')
    .duration(260)
    .addAnimation([backdrop, sheet]);
}
const slideOut = (base: HTMLElement) => slide(base).direction('reverse');

type Props = {
  isOpen: boolean;
  /** The sheet's accessible name (what a screen reader and a test call it). */
  label: string;
  /** The toolbar title; the label when left out. */
  title?: string;
  onClose: () => void;
  /** Called once the sheet has finished closing (defaults to nothing). */
  onDismissed?: () => void;
  className?: string;
  /** Under the toolbar, e.g. a progress bar. */
  headerExtra?: ReactNode;
  children: ReactNode;
};

/** A detail drawer: an Ionic modal sliding in from the right with a title and a Close button. */
export function SideSheet({
  isOpen,
  label,
  title,
  onClose,
  onDismissed,
  className,
  headerExtra,
  children,
}: Props) {
  return (
    <IonModal
      isOpen={isOpen}
      onDidDismiss={onDismissed ?? onClose}
      aria-label={label}
      className={className ? `side-sheet ${className}` : 'side-sheet'}
      enterAnimation={slide}
      leaveAnimation={slideOut}
    >
      <IonHeader>
        <IonToolbar>
          <IonTitle>{title ?? label}</IonTitle>
          <IonButtons slot="end">
            <IonButton aria-label="Close" onClick={onClose}>
              <IonIcon slot="icon-only" icon={closeOutline} aria-hidden="true" />
            </IonButton>
          </IonButtons>
        </IonToolbar>
        {headerExtra}
      </IonHeader>
      <IonContent className="ion-padding">{children}</IonContent>
    </IonModal>
  );
}
