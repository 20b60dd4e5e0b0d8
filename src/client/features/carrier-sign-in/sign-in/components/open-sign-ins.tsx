import { useState } from 'react';
import { ApiRequestError } from '@client/lib/api-error';
import { useSignOut } from '../api/sign-out';
import { dockTime } from '@client/lib/dock-time';
import type { OpenRow } from '../lib/open-list';
import { ConfirmDialog } from './confirm-dialog';

type Props = {
  rows: OpenRow[];
  loading: boolean;
  failed: boolean;
  onSignedOut: (driver: string, queued: boolean) => void;
};

/** The Open Sign-ins table (D2 5): who is at the dock now, each with Sign out after a confirmation. */
export function OpenSignIns({ rows, loading, failed, onSignedOut }: Props) {
  const [asking, setAsking] = useState<OpenRow | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const signOut = useSignOut();

  const confirm = () => {
    const row = asking;
    setAsking(null);
    if (!row) return;
    setMessage(null);
    signOut.mutate(row, {
      onSuccess: (outcome) => onSignedOut(row.driver_name, outcome.status === 'queued'),
      onError: (error) =>
        setMessage(
          error instanceof ApiRequestError && error.status === 404
            ? error.message
            : 'Failed to sign out. Please contact a developer',
        ),
    });
  };

  return (
    <section className="kiosk-open" aria-labelledby="kiosk-open-title">
      <h2 id="kiosk-open-title">Open Sign-ins</h2>
      {message && (
        <p className="kiosk-error" role="alert">
          {message}
        </p>
      )}
      {failed && rows.length === 0 ? (
        <p className="kiosk-error" role="alert">
          Failed to retrieve open sign-ins. Please contact a developer
        </p>
      ) : rows.length === 0 ? (
        <p className="kiosk-empty">{loading ? 'Loading…' : 'Nobody is signed in right now.'}</p>
      ) : (
        <table className="kiosk-table" aria-labelledby="kiosk-open-title">
          <thead>
            <tr>
              <th scope="col">Driver</th>
              <th scope="col">Type</th>
              <th scope="col">Signed in</th>
              <th scope="col">
                <span className="visually-hidden">Action</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.rowKey} data-waiting={row.signInWaiting || row.signOutWaiting}>
                <th scope="row">
                  {row.driver_name}
                  <span className="kiosk-sub">
                    {row.scac} · truck {row.truck_number}
                  </span>
                  {row.signInWaiting && <span className="kiosk-chip">Waiting to sync</span>}
                  {row.signOutWaiting && <span className="kiosk-chip">Sign-out waiting to sync</span>}
                </th>
                <td>{row.mode}</td>
                <td>{dockTime(row.sign_in_time)}</td>
                <td>
                  {!row.signOutWaiting && (
                    <button
                      type="button"
                      className="kiosk-button"
                      aria-label={`Sign out ${row.driver_name}`}
                      onClick={() => setAsking(row)}
                    >
                      Sign out
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ConfirmDialog
        open={asking !== null}
        title="Sign out?"
        confirmLabel="Sign out"
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      >
        {asking && (
          <p>
            Sign out <strong>{asking.driver_name}</strong> ({asking.scac}, truck {asking.truck_number})?
          </p>
        )}
      </ConfirmDialog>
    </section>
  );
}
