import { createAnimation } from '@ionic/core/components';
import { IonModal } from '@ionic/react';
import { closeOutline } from 'ionicons/icons';
import type { ReactNode } from 'react';
import { IonButton, IonButtons } from './ionic/button';
import { IonContent } from './ionic/content';
import { IonIcon } from './ionic/icon';
import { IonHeader, IonTitle, IonToolbar } from './ionic/toolbar';
import './side-sheet.css';

/** Which edge a drawer slides in from: the right (a side sheet) or the bottom (a bottom sheet). */
export type SheetEdge = 'right' | 'bottom';

/** Slides the sheet in from its edge (and back out), as a drawer does. */
function slide(base: HTMLElement, edge: SheetEdge) {
  const root = base.shadowRoot;
  const hidden = edge === 'bottom' ? 'translateY(100%)' : 'translateX(100%)';
  const shown = edge === 'bottom' ? 'translateY(0)' : 'translateX(0)';
  const backdrop = createAnimation()
    .addElement(root?.querySelector('ion-backdrop') ?? base)
    .fromTo('opacity', '0.01', 'var(--backdrop-opacity)');
  const sheet = createAnimation()
    .addElement(root?.querySelector('.modal-wrapper') ?? base)
    // Ionic's md wrapper starts nearly transparent (0.01); the slide keeps it fully opaque.
    .keyframes([
      { offset: 0, opacity: '1', transform: hidden },
      { offset: 1, opacity: '1', transform: shown },
    ]);
  return createAnimation()
    .addElement(base)
    .easing('cubic-bezier(0.32, 0.72, 0, 1)')
    .duration(260)
    .addAnimation([backdrop, sheet]);
}
const ANIMATIONS = {
  right: {
    enter: (b: HTMLElement) => slide(b, 'right'),
    leave: (b: HTMLElement) => slide(b, 'right').direction('reverse'),
  },
  bottom: {
    enter: (b: HTMLElement) => slide(b, 'bottom'),
    leave: (b: HTMLElement) => slide(b, 'bottom').direction('reverse'),
  },
} as const;

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
  /** The edge it slides in from: right (default) or bottom (the spec's bottom drawers). */
  edge?: SheetEdge;
  children: ReactNode;
};

/**
 * A detail drawer: an Ionic modal sliding in from the right (or, `edge="bottom"`, up from the bottom)
 * with a title and a Close button.
 */
export function SideSheet({
  isOpen,
  label,
  title,
  onClose,
  onDismissed,
  className,
  headerExtra,
  edge = 'right',
  children,
}: Props) {
  const classes = ['side-sheet', edge === 'bottom' ? 'side-sheet--bottom' : null, className].filter(Boolean);
  return (
    <IonModal
      isOpen={isOpen}
      onDidDismiss={onDismissed ?? onClose}
      aria-label={label}
      className={classes.join(' ')}
      enterAnimation={ANIMATIONS[edge].enter}
      leaveAnimation={ANIMATIONS[edge].leave}
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
