import {
  nextConnection,
  probeDelay,
  type ConnectionEvent,
  type ConnectionState,
} from '@client/offline/connection-rules';

/**
 * The device's connection state (rules in offline/connection-rules.ts): the browser's online and
 * offline events, and the outcome of every API request (`api()` reports each one). While the server
 * is unknown or does not answer, a small request (the health check) asks again now and then, so the
 * state recovers by itself and the outbox is told at once when the server is back.
 */
type Listener = () => void;

let state: ConnectionState = {
  browserOnline: typeof navigator === 'undefined' ? true : navigator.onLine,
  server: 'unknown',
  epoch: 0,
};
const listeners = new Set<Listener>();
const reachedListeners = new Set<Listener>();

let probe: (() => Promise<unknown>) | null = null;
let probeTimer: ReturnType<typeof setTimeout> | undefined;
let failedProbes = 0;

function dispatch(event: ConnectionEvent) {
  const before = state;
  const next = nextConnection(state, event);
  if (
    next.browserOnline === before.browserOnline &&
    next.server === before.server &&
    next.epoch === before.epoch
  )
    return;
  state = next;
  for (const listener of listeners) listener();
  if (next.server === 'reachable' && before.server !== 'reachable') {
    failedProbes = 0;
    for (const listener of reachedListeners) listener();
  }
  // Back online by the browser's word: ask the server now.
  if (event.type === 'browser' && event.online) failedProbes = 0;
  scheduleProbe(event.type === 'browser' ? 0 : undefined);
}

/** Asks the server again while nothing says it answers; stops once it does or the browser is offline. */
function scheduleProbe(delay = probeDelay(failedProbes)) {
  clearTimeout(probeTimer);
  if (!probe || !state.browserOnline || state.server === 'reachable') return;
  probeTimer = setTimeout(() => {
    const ask = probe;
    if (!ask) return;
    void ask()
      .catch(() => {
        failedProbes += 1;
      })
      .finally(() => scheduleProbe());
  }, delay);
}

export const connection = {
  get: (): ConnectionState => state,
  subscribe: (listener: Listener) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  /** The value to hand back to `report` with the request's answer; read it when sending. */
  epoch: (): number => state.epoch,
  /**
   * Called for every finished request with its status (0: no answer) and the epoch it was sent
   * under. Aborted requests say nothing.
   */
  report: (status: number, epoch: number) => dispatch({ type: 'answer', status, epoch }),
  /** Runs when the server answers again after being unknown or unreachable (e.g. to send the outbox). */
  onReachable: (listener: Listener) => {
    reachedListeners.add(listener);
    return () => void reachedListeners.delete(listener);
  },
};

let started = false;

/**
 * Starts listening to the browser and probing with `ask` (a request through `api()`, which reports
 * its outcome). Once per page.
 */
export function startConnectionWatch(ask: () => Promise<unknown>): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  probe = ask;
  window.addEventListener('online', () => dispatch({ type: 'browser', online: true }));
  window.addEventListener('offline', () => dispatch({ type: 'browser', online: false }));
  // The browser may have changed its mind between this module loading and these listeners.
  if (navigator.onLine !== state.browserOnline) dispatch({ type: 'browser', online: navigator.onLine });
  // A tablet woken from sleep asks at once rather than waiting for its next probe.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && state.server !== 'reachable') scheduleProbe(0);
  });
  scheduleProbe(0);
}
