import { IonToast } from '@ionic/react';
import { useSyncExternalStore } from 'react';
import { swUpdate } from '@client/offline/sw-register';

/**
 * Offers a newly deployed version. It is not forced: a reload mid-form would lose the form, so the
 * user chooses when; until then the running version keeps working, offline too.
 */
export function UpdatePrompt() {
  const ready = useSyncExternalStore(swUpdate.subscribe, swUpdate.isReady);
  return (
    <IonToast
      isOpen={ready}
      position="bottom"
      message="A new version of Dockhand is ready."
      buttons={[
        { text: 'Reload', handler: () => swUpdate.apply() },
        { text: 'Later', role: 'cancel' },
      ]}
      onDidDismiss={() => swUpdate.dismiss()}
    />
  );
}
