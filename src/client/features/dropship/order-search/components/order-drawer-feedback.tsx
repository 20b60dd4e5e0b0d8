import { IonToast, useIonAlert } from '@ionic/react';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { ORDER_DRAWER_MESSAGES } from '@shared/domain/dropship/order-drawer';

export type Notify = (message: string, tone?: 'success' | 'danger' | 'medium') => void;
export type Confirm = (header: string, message: string, run: () => void, confirmText?: string) => void;
export type DrawerFeedback = { notify: Notify; confirm: Confirm; toast: ReactNode };

type Shown = { id: number; message: string; tone: 'success' | 'danger' | 'medium' };

/**
 * The drawer's confirmations and messages (D1 sections 4 and 8): every action asks first; declining
 * says 'Operation Aborted'. A new message replaces the one on screen (useIonToast would drop it
 * while another toast is still showing), so the toast is rendered from state: place `toast` once.
 */
export function useDrawerFeedback(): DrawerFeedback {
  const [alert] = useIonAlert();
  const [shown, setShown] = useState<Shown | null>(null);
  const next = useRef(0);
  const notify = useCallback<Notify>((message, tone = 'success') => {
    next.current += 1;
    setShown({ id: next.current, message, tone });
  }, []);
  const confirm = useCallback<Confirm>(
    (header, message, run, confirmText = 'Yes') =>
      void alert({
        header,
        message,
        buttons: [
          { text: 'No', role: 'cancel' },
          { text: confirmText, role: 'confirm' },
        ],
        onDidDismiss: (event: CustomEvent<{ role?: string }>) => {
          if (event.detail.role === 'confirm') run();
          else notify(ORDER_DRAWER_MESSAGES.aborted, 'medium');
        },
      }),
    [alert, notify],
  );
  const toast = shown && (
    <IonToast
      key={shown.id}
      isOpen
      message={shown.message}
      color={shown.tone}
      duration={3500}
      position="top"
      onDidDismiss={() => setShown((current) => (current?.id === shown.id ? null : current))}
    />
  );
  return { notify, confirm, toast };
}
