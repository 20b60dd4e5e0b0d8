import { IonBadge, IonButton, IonIcon } from '@ionic/react';
import { cloudDoneOutline, cloudOfflineOutline, cloudUploadOutline, warningOutline } from 'ionicons/icons';
import { useState } from 'react';
import { syncLabel } from '@client/offline/outbox-rules';
import { useOnline } from '@client/offline/use-online';
import { useOutbox } from '@client/offline/use-outbox';
import { SyncPanel } from './sync-panel';

/**
 * The toolbar's sync state: online or offline and how many writes wait (ARCHITECTURE section 9: the
 * UI always shows what waits to sync). The button opens the list of waiting and refused writes.
 */
export function SyncIndicator() {
  const online = useOnline();
  const outbox = useOutbox();
  const [open, setOpen] = useState(false);
  const { pendingCount, failedCount } = outbox;
  const icon =
    failedCount > 0
      ? warningOutline
      : !online
        ? cloudOfflineOutline
        : pendingCount > 0
          ? cloudUploadOutline
          : cloudDoneOutline;
  const count = pendingCount + failedCount;
  return (
    <>
      <IonButton
        aria-label={syncLabel(online, pendingCount, failedCount)}
        data-testid="sync-indicator"
        data-pending={pendingCount}
        data-failed={failedCount}
        onClick={() => setOpen(true)}
      >
        <IonIcon slot={count > 0 ? 'start' : 'icon-only'} icon={icon} aria-hidden="true" />
        {count > 0 && (
          <IonBadge color={failedCount > 0 ? 'danger' : 'warning'} className="sync-badge" aria-hidden="true">
            {count}
          </IonBadge>
        )}
      </IonButton>
      <SyncPanel isOpen={open} onClose={() => setOpen(false)} online={online} outbox={outbox} />
    </>
  );
}
