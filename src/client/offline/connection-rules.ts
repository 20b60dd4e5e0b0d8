/**
 * The pure rules of the connection state and the sync indicator: whether the server is reachable
 * comes from what real requests got back, not only from the browser's `navigator.onLine` (which
 * says "online" behind a dead Wi-Fi, a captive portal or a server that is down), and the indicator
 * never claims a sync that has not happened. No DOM, so the unit tests run them in node.
 */

/** What the last answer (or its absence) says about the server: nothing asked yet is `unknown`. */
export type Reachability = 'unknown' | 'reachable' | 'unreachable';

export type ConnectionState = {
  /** The browser's own idea (`navigator.onLine` and its events): false is certain, true is a hope. */
  browserOnline: boolean;
  server: Reachability;
  /**
   * How many times the browser has changed its mind (online or offline events). A request carries the
   * value it was sent under, so an answer to a request sent before the last change is recognised as old.
   */
  epoch: number;
};

export type ConnectionEvent =
  | { type: 'browser'; online: boolean }
  /**
   * A request ended: the HTTP status, or 0 when no answer came (network error, abort by a proxy), and
   * the state's epoch when it was sent.
   */
  | { type: 'answer'; status: number; epoch: number };

/**
 * What one answer says: no answer (0) or a gateway's "the server behind me does not answer" (502,
 * 503, 504) mean the server cannot be reached; any other status, refusals included, came from it.
 */
export function reachabilityOf(status: number): Exclude<Reachability, 'unknown'> {
  return status === 0 || status === 502 || status === 503 || status === 504 ? 'unreachable' : 'reachable';
}

export function nextConnection(state: ConnectionState, event: ConnectionEvent): ConnectionState {
  switch (event.type) {
    case 'browser':
      // Back online: nothing is known about the server until a request gets through.
      return {
        browserOnline: event.online,
        server: event.online ? 'unknown' : state.server,
        epoch: state.epoch + 1,
      };
    case 'answer': {
      // A request sent before the browser last changed its mind says nothing about now: an answer
      // that was already on its way when the network went away must not bring the device "online".
      if (event.epoch !== state.epoch) return state;
      const server = reachabilityOf(event.status);
      // A fresh answer arrived, so the network is there whatever the browser said.
      return { browserOnline: state.browserOnline || server === 'reachable', server, epoch: state.epoch };
    }
  }
}

/** The indicator's state, worst first. */
export type SyncKind = 'offline' | 'unreachable' | 'refused' | 'syncing' | 'checking' | 'synced';
/** The colour: only `ok` (green) says everything is on the server. */
export type SyncTone = 'ok' | 'busy' | 'warn' | 'bad' | 'neutral';

export type SyncStatus = {
  kind: SyncKind;
  tone: SyncTone;
  /** Short words for the pill, e.g. "Syncing · 2 waiting". */
  text: string;
  /** The accessible name, e.g. "Offline, 2 changes waiting to sync". */
  label: string;
  /** True when the device may use the network (the server answered, or nothing says it will not). */
  online: boolean;
};

export type OutboxCounts = { pending: number; failed: number; loaded: boolean };

const changes = (n: number) => `${n} ${n === 1 ? 'change' : 'changes'}`;

/**
 * The indicator: offline (the browser says so) or unreachable (requests fail) first; then writes the
 * server refused, writes still waiting (never green), and "all changes synced" (green) only when the
 * device's outbox has been read and is empty and the last request reached the server.
 */
export function syncStatus(connection: ConnectionState, outbox: OutboxCounts): SyncStatus {
  const { pending, failed, loaded } = outbox;
  const waiting = [
    ...(pending > 0 ? [`${changes(pending)} waiting to sync`] : []),
    ...(failed > 0 ? [`${changes(failed)} refused by the server`] : []),
  ];
  const label = (head: string, whenEmpty: string) =>
    [head, ...(waiting.length > 0 ? waiting : [whenEmpty])].join(', ');
  const count = pending > 0 ? ` · ${pending} waiting` : '';

  if (!connection.browserOnline)
    return {
      kind: 'offline',
      tone: 'warn',
      text: `Offline${count}`,
      label: label('Offline', 'nothing waiting to sync'),
      online: false,
    };
  if (connection.server === 'unreachable')
    return {
      kind: 'unreachable',
      tone: 'warn',
      text: `No connection${count}`,
      label: label('No connection to the server', 'nothing waiting to sync'),
      online: false,
    };
  const head = connection.server === 'reachable' ? 'Online' : 'Checking the connection';
  if (failed > 0)
    return {
      kind: 'refused',
      tone: 'bad',
      text: `${failed} not saved${count}`,
      label: label(head, ''),
      online: true,
    };
  if (pending > 0)
    return { kind: 'syncing', tone: 'busy', text: `Syncing${count}`, label: label(head, ''), online: true };
  if (connection.server === 'reachable' && loaded)
    return { kind: 'synced', tone: 'ok', text: 'Online', label: 'Online, all changes synced', online: true };
  return {
    kind: 'checking',
    tone: 'neutral',
    text: 'Checking…',
    label: 'Checking the connection',
    online: true,
  };
}

export const PROBE_FIRST_MS = 2_000;
export const PROBE_CAP_MS = 10_000;

/**
 * How long to wait before asking the server again while it does not answer: 2 s, 4 s, 8 s, then
 * every 10 s, so a device notices within seconds that the server is back (and sends what waits).
 */
export function probeDelay(failedProbes: number): number {
  return Math.min(PROBE_CAP_MS, PROBE_FIRST_MS * 2 ** Math.max(0, Math.min(failedProbes, 10)));
}
