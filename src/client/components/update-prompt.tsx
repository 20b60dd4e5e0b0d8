import { useEffect, useSyncExternalStore } from 'react';
import { swUpdate } from '@client/offline/sw-register';

/**
 * Offers a newly deployed version. It is not forced: a reload mid-form would lose the form, so the
 * user chooses when; until then the running version keeps working, offline too. It stays until
 * answered, so it is not one of the notifier's queued messages (they would all wait behind it): it
 * sits at the bottom, theirs at the top. Ionic's toast code is fetched only when a version waits.
 */
export function UpdatePrompt() {
  const ready = useSyncExternalStore(swUpdate.subscribe, swUpdate.isReady);
  useEffect(() => {
    if (!ready) return;
    let toast: HTMLIonToastElement | null = null;
    let gone = false;
    void import('./ionic-presenter').then(async ({ createToast }) => {
      if (gone) return;
      toast = await createToast({
        position: 'bottom',
        message: 'A new version of Dockhand is ready.',
        buttons: [
          { text: 'Reload', handler: () => swUpdate.apply() },
          { text: 'Later', role: 'cancel' },
        ],
      });
      void toast.onDidDismiss().then(() => swUpdate.dismiss());
      await toast.present();
    });
    return () => {
      gone = true;
      void toast?.dismiss();
    };
  }, [ready]);
  return null;
}
