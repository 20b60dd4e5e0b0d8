import { syncLabel } from '@client/offline/outbox-rules';
import { useOnline } from '@client/offline/use-online';
import { useOutbox } from '@client/offline/use-outbox';

/**
 * The kiosk's sync state (ARCHITECTURE section 9: the UI always shows what waits to sync), in words a
 * driver can read, and any write the server refused with the server's own message.
 */
export function KioskSync() {
  const online = useOnline();
  const outbox = useOutbox();
  const { pendingCount, failedCount, failed } = outbox;
  const text = !online ? 'Offline' : pendingCount > 0 ? 'Syncing' : 'Online';
  return (
    <div className="kiosk-sync">
      <span
        className="kiosk-sync-state"
        data-testid="sync-indicator"
        data-state={online ? 'online' : 'offline'}
        data-pending={pendingCount}
        data-failed={failedCount}
        role="status"
        aria-label={syncLabel(online, pendingCount, failedCount)}
      >
        <span className="kiosk-sync-dot" aria-hidden="true" />
        {text}
        {pendingCount > 0 && ` · ${pendingCount} waiting`}
      </span>
      {failed.length > 0 && (
        <div className="kiosk-refused" role="alert">
          {failed.map((entry) => (
            <p key={entry.key}>
              <strong>{entry.label}</strong> was not saved: {entry.last_error}
              <button
                type="button"
                className="kiosk-button kiosk-button-quiet"
                onClick={() => void outbox.discard(entry.key)}
              >
                Dismiss
              </button>
            </p>
          ))}
        </div>
      )}
    </div>
  );
}
