import {
  cloudDoneOutline,
  cloudOfflineOutline,
  cloudOutline,
  cloudUploadOutline,
  warningOutline,
} from 'ionicons/icons';
import { useState } from 'react';
import { syncStatus, type SyncKind } from '@client/offline/connection-rules';
import { useConnection } from '@client/offline/use-online';
import { useOutbox } from '@client/offline/use-outbox';
import { IonBadge } from './ionic/badge';
import { IonButton } from './ionic/button';
import { IonIcon } from './ionic/icon';
import { SyncPanel } from './sync-panel';

const ICON: Record<SyncKind, string> = {
  offline: cloudOfflineOutline,
  unreachable: cloudOfflineOutline,
  refused: warningOutline,
  syncing: cloudUploadOutline,
  checking: cloudOutline,
  synced: cloudDoneOutline,
};

/**
 * The toolbar's sync state: whether the server answers and how many writes wait (ARCHITECTURE
 * section 9: the UI always shows what waits to sync). The button opens the list of waiting and
 * refused writes. The "done" cloud only once the outbox is empty and the last request got through.
 */
export function SyncIndicator() {
  const outbox = useOutbox();
  const [open, setOpen] = useState(false);
  const { pendingCount, failedCount } = outbox;
  const status = syncStatus(useConnection(), {
    pending: pendingCount,
    failed: failedCount,
    loaded: outbox.loaded,
  });
  const icon = failedCount > 0 ? warningOutline : ICON[status.kind];
  const count = pendingCount + failedCount;
  return (
    <>
      <IonButton
        aria-label={status.label}
        data-testid="sync-indicator"
        data-state={status.kind}
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
      <SyncPanel isOpen={open} onClose={() => setOpen(false)} online={status.online} outbox={outbox} />
    </>
  );
}
