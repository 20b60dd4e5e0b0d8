import { syncStatus } from '@client/offline/connection-rules';
import { useConnection } from '@client/offline/use-online';
import { useOutbox } from '@client/offline/use-outbox';

/**
 * The kiosk's sync state (ARCHITECTURE section 9: the UI always shows what waits to sync), in words a
 * driver can read, and any write the server refused with the server's own message. Online means the
 * server answered the last request; green only once everything is on the server.
 */
export function KioskSync() {
  const outbox = useOutbox();
  const { pendingCount, failedCount, failed } = outbox;
  const status = syncStatus(useConnection(), {
    pending: pendingCount,
    failed: failedCount,
    loaded: outbox.loaded,
  });
  return (
    <div className="kiosk-sync">
      <span
        className="kiosk-sync-state"
        data-testid="sync-indicator"
        data-state={status.kind}
        data-tone={status.tone}
        data-pending={pendingCount}
        data-failed={failedCount}
        role="status"
        aria-label={status.label}
      >
        <span className="kiosk-sync-dot" aria-hidden="true" />
        {status.text}
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
