import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  BOARD_MESSAGES,
  isBoardWarehouse,
  rowState,
  screenCount,
  screenRows,
} from '@shared/domain/bulk/shipping-dash-rules';
import { displayName, type Company } from '@shared/domain/identity/companies';
import { useRefreshSignal, useSpreadReload } from '@client/lib/realtime';
import { useWakeLock } from '@client/lib/use-wake-lock';
import { SHIPPING_DASH_KEY, useShippingDash } from '../api/shipping-dash';
import { BOARD_COLUMNS, clockText, STATE_LABEL } from '../lib/board-format';
import { useBoardClock, useOfflineSince } from '../lib/use-board-clock';
import './shipping-board.css';

/** How long a board may wait, at random, before it reloads on a signal. */
const BOARD_RELOAD_SPREAD_MS = 2_000;

type Props = {
  company: Company | null;
  /** From the address: only kentucky and pennsylvania have boards. */
  warehouse: string;
  /** 1 shows rows 1-29, 2 rows 30-58, and so on. */
  screen: number;
};

/** D2 section 2: any warehouse but Kentucky and Pennsylvania gets a red page. */
export function InvalidWarehouse() {
  return (
    <main className="shipping-board-invalid" role="alert">
      <h1>{BOARD_MESSAGES.invalidWarehouse}</h1>
    </main>
  );
}

/**
 * The fullscreen Shipping Dashboard for a wall TV (D2 sections 2, 4, 7): 29 rows of one screen
 * number in large, high-contrast type with a clock; late and close rows coloured by the board's
 * clock; kept awake; reloaded on every refreshSignal (and when the subscription fails), every
 * minute as a fallback, and every 10 s while the server cannot be reached, keeping the last rows
 * with an "offline since" note meanwhile. No Ionic: the kiosk's board entry loads it alone.
 */
export function ShippingBoard({ company, warehouse, screen }: Props) {
  const valid = isBoardWarehouse(warehouse);
  const queryClient = useQueryClient();
  const dash = useShippingDash(company, warehouse);
  const now = useBoardClock();
  const offline = useOfflineSince(dash);
  useWakeLock(valid);
  // A wall full of boards hears each signal at once: each asks within the next 2 s, not together.
  const reload = useSpreadReload(
    () => void queryClient.invalidateQueries({ queryKey: SHIPPING_DASH_KEY }),
    BOARD_RELOAD_SPREAD_MS,
  );
  const live = useRefreshSignal(
    (topic) => {
      // The dock's sign-ins are not the board's business; anything else may mean new rows.
      if (topic !== 'sign-ins') reload();
    },
    { enabled: valid && company !== null, side: 'bulk' },
  );

  // The network went or came back: ask at once, so the note says when it went and the rows catch
  // up as soon as it returns, rather than at the next timer.
  useEffect(() => {
    const again = () => void queryClient.invalidateQueries({ queryKey: SHIPPING_DASH_KEY });
    window.addEventListener('online', again);
    window.addEventListener('offline', again);
    return () => {
      window.removeEventListener('online', again);
      window.removeEventListener('offline', again);
    };
  }, [queryClient]);

  if (!valid) return <InvalidWarehouse />;

  const all = dash.data ?? [];
  const rows = screenRows(all, screen);
  const screens = screenCount(all.length);
  const failed = dash.isError;
  const status = offline
    ? `Offline since ${clockText(offline)}`
    : live.status === 'live'
      ? 'Live'
      : live.status === 'reconnecting'
        ? 'Reconnecting…'
        : 'Connecting…';

  return (
    <main className={`shipping-board${offline ? ' is-offline' : ''}`} aria-label="Shipping board">
      <header className="shipping-board__header">
        <h1>Shipping · {displayName(warehouse)}</h1>
        <p className="shipping-board__screen">
          Screen {screen} of {Math.max(screens, screen)}
          {dash.isSuccess || all.length > 0 ? ` · ${all.length} ${all.length === 1 ? 'load' : 'loads'}` : ''}
        </p>
        <p className="shipping-board__status" role="status" aria-live="polite">
          {status}
        </p>
        <time className="shipping-board__clock" dateTime={new Date(now).toISOString()}>
          {clockText(now)}
        </time>
      </header>
      <div
        className={`shipping-board__progress${dash.isFetching ? ' is-loading' : ''}${failed ? ' is-failed' : ''}`}
        role="progressbar"
        aria-label={failed ? 'Loading failed' : dash.isFetching ? 'Loading loads' : 'Loaded'}
        aria-busy={dash.isFetching}
      />
      <table className="shipping-board__table" aria-label={`Loads, screen ${screen}`}>
        <thead>
          <tr>
            {BOARD_COLUMNS.map((c) => (
              <th key={c.id} scope="col" className={c.numeric ? 'is-numeric' : undefined}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const state = rowState(row, now);
            return (
              <tr key={row.shipment_id} className={`is-${state}`} data-state={state}>
                {BOARD_COLUMNS.map((c, i) => (
                  <td key={c.id} className={c.numeric ? 'is-numeric' : undefined}>
                    {i === 0 && state !== 'normal' && (
                      <span className="shipping-board__state">{STATE_LABEL[state]}: </span>
                    )}
                    {c.text(row)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
      {dash.isSuccess && rows.length === 0 && (
        <p className="shipping-board__empty">
          {all.length === 0
            ? `No open loads at ${displayName(warehouse)}.`
            : `Nothing on screen ${screen}: ${all.length} loads fill ${screens} ${screens === 1 ? 'screen' : 'screens'}.`}
        </p>
      )}
      {dash.isPending && failed && (
        <p className="shipping-board__empty">The board could not be loaded yet.</p>
      )}
    </main>
  );
}
