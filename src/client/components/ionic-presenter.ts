import { alertController, toastController } from '@ionic/core/components';
import { defineCustomElement as defineAlert } from '@ionic/core/components/ion-alert.js';
import { defineCustomElement as defineToast } from '@ionic/core/components/ion-toast.js';
import type { Notice, Presenter } from '@client/lib/notice-queue';

/**
 * Shows one notice of the queue through Ionic's controllers (not the useIonToast/useIonAlert hooks,
 * which ignore a present() until their previous overlay has gone). Toasts sit at the top, clear of
 * the update prompt at the bottom; a toast can be swiped away on a tablet.
 */
export const ionicPresenter: Presenter = async (notice: Notice) => {
  const overlay =
    notice.kind === 'toast'
      ? (defineToast(),
        await toastController.create({
          message: notice.message,
          color: notice.tone,
          duration: notice.duration,
          position: 'top',
          swipeGesture: 'vertical',
          buttons: notice.buttons?.map((b) => ({ ...b })),
          cssClass: notice.cssClass,
        }))
      : (defineAlert(),
        await alertController.create({
          header: notice.header,
          message: notice.message,
          buttons: notice.buttons.map((b) => ({ ...b })),
          cssClass: notice.cssClass,
        }));
  const closed = overlay.onDidDismiss().then((event) => event.role);
  await overlay.present();
  return { dismiss: () => void overlay.dismiss(), closed };
};

/** A toast outside the queue (the update prompt): Ionic's toast code still loads only on demand. */
export const createToast = (options: Parameters<typeof toastController.create>[0]) => {
  defineToast();
  return toastController.create(options);
};
