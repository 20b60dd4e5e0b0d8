import { modalController, type AnimationBuilder } from '@ionic/core/components';
import { defineCustomElement as defineModal } from '@ionic/core/components/ion-modal.js';
import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

defineModal();

type Props = {
  isOpen: boolean;
  /** Called once the modal has closed, however it was closed (button, backdrop, Escape). */
  onDidDismiss: () => void;
  /** The dialog's accessible name. */
  label: string;
  className?: string;
  enterAnimation?: AnimationBuilder;
  leaveAnimation?: AnimationBuilder;
  children: ReactNode;
};

type Shown = { modal: HTMLIonModalElement; content: HTMLElement };

/**
 * An ion-modal opened through Ionic's modalController while `isOpen` holds, with `children`
 * rendered into it through a React portal (so they keep the app's contexts), as @ionic/react's
 * useIonModal does. @ionic/react's inline IonModal would bring ion-modal into the office shell's
 * first load; this brings it with the screens that open a dialog or a drawer.
 */
export function Modal({
  isOpen,
  onDidDismiss,
  label,
  className,
  enterAnimation,
  leaveAnimation,
  children,
}: Props) {
  const [shown, setShown] = useState<Shown | null>(null);
  const options = useEffectEvent(() => ({
    cssClass: className,
    htmlAttributes: { 'aria-label': label },
    enterAnimation,
    leaveAnimation,
  }));
  const dismissed = useEffectEvent(() => onDidDismiss());

  useEffect(() => {
    if (!isOpen) return;
    const content = document.createElement('div');
    let created: HTMLIonModalElement | undefined;
    let closed = false;
    void modalController.create({ ...options(), component: content }).then((modal) => {
      if (closed) {
        modal.remove();
        return;
      }
      created = modal;
      void modal.onDidDismiss().then(() => {
        setShown(null);
        dismissed();
      });
      setShown({ modal, content });
    });
    return () => {
      closed = true;
      void created?.dismiss();
    };
  }, [isOpen]);

  // Present once the children are in the content element, so the modal opens with them.
  useEffect(() => {
    if (shown) void shown.modal.present();
  }, [shown]);

  return shown ? createPortal(children, shown.content) : null;
}
