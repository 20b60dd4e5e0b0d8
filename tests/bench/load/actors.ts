import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import { performance } from 'node:perf_hooks';
import { REFRESH_SIGNAL, TRIGGER_REFRESH } from '../../../src/shared/api/realtime/graphql';
import { companyHeader } from '../../../src/shared/domain/identity/companies';
import { between, call, sleep, type Recorder } from './recorder';
import { holdStream, type StreamTotals } from './stream';

/** What every simulated client shares: the server, the books, the run's end. */
export type Run = {
  origin: string;
  recorder: Recorder;
  stop: AbortSignal;
  agent: http.Agent;
  /** When each sign-in write was sent (`created:<id>`, `signed-out:<id>`), for the lag to the event. */
  writes: Map<string, number>;
  /** When a kiosk's stream got each change (`created:<id>` ...): the other kiosks of its dock hear it. */
  heard: { key: string; at: number }[];
  /** When each Refresh Screens was sent, in order (one at a time). */
  refreshes: number[];
  /** The delay from the last refresh sent to each shipping board's `boards` signal. */
  boardLags: number[];
  streams: { kiosks: StreamTotals; boards: StreamTotals; dashboards: StreamTotals };
  uploads: { orders: number; refusedOrders: number };
};

export type Identity = { token: string; company: 'furhaven'; warehouse?: 'kentucky' | 'pennsylvania' };

const DOCK_TZ = 'America/New_York';

export function headers(who: Identity, side: 'dropship' | 'bulk', extra: Record<string, string> = {}) {
  return { authorization: `Bearer ${who.token}`, company_id: companyHeader(who.company, side), ...extra };
}

/** A reload that a change asks for while one is running happens once after it (as a query client does). */
function coalesced(stop: AbortSignal, run: () => Promise<unknown>): () => void {
  let running = false;
  let again = false;
  return () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    void (async () => {
      do {
        again = false;
        await run();
      } while (again && !stop.aborted);
      running = false;
    })();
  };
}

/**
 * What the screens do on a signal (useSpreadReload in src/client/lib/realtime.ts): one reload after
 * a random wait of up to `ms`, however many signals arrive meanwhile.
 */
function spread(stop: AbortSignal, ms: number, reload: () => void): () => void {
  let pending = false;
  return () => {
    if (pending) return;
    pending = true;
    void sleep(between(0, ms), stop).then(() => {
      pending = false;
      if (!stop.aborted) reload();
    });
  };
}

/** Every `ms` until the run stops (a screen's fallback poll). */
async function every(stop: AbortSignal, ms: number, run: () => void): Promise<void> {
  await sleep(between(0, ms), stop);
  while (!stop.aborted) {
    run();
    await sleep(ms, stop);
  }
}

function ticketFor(run: Run, who: Identity, name: string): () => Promise<string | null> {
  return async () => {
    const answer = await call(run.recorder, name, `${run.origin}/api/events/ticket`, {
      method: 'POST',
      headers: headers(who, 'bulk'),
    });
    return answer ? (JSON.parse(answer.text) as { ticket: string }).ticket : null;
  };
}

const graphqlStream = (ticket: string) =>
  `/graphql?${new URLSearchParams({ query: REFRESH_SIGNAL, ticket }).toString()}`;

const topicOf = (data: string) =>
  (JSON.parse(data) as { data?: { refreshSignal?: string } }).data?.refreshSignal ?? null;

/**
 * A dock kiosk (a paired carrier-sign-in device): holds its change stream (GET /api/events) and
 * reloads its open list on each change and every minute; a driver signs in (the tablet's UUID is
 * both the Idempotency-Key and client_id) every 10 to 30 s and signs out 10 to 30 s later. One
 * sign-in or sign-out in ten is sent a second time with the same key, as the outbox does after a
 * lost answer: it must answer the same sign-in, marked as replayed.
 */
export async function kiosk(
  run: Run,
  who: Identity,
  carriers: readonly string[],
  signatures: readonly string[],
  opened: () => void,
): Promise<void> {
  const { recorder, origin, stop } = run;
  const openList = coalesced(stop, () =>
    call(
      recorder,
      'kiosk open sign-ins',
      `${origin}/api/carrier-sign-in/sign-ins?open=true&warehouse=${who.warehouse}`,
      {
        headers: headers(who, 'bulk'),
      },
    ),
  );
  await call(recorder, 'kiosk carriers', `${origin}/api/bulk/carriers`, { headers: headers(who, 'bulk') });
  const stream = holdStream({
    origin,
    agent: run.agent,
    ticket: ticketFor(run, who, 'events ticket'),
    url: (ticket) => `/api/events?ticket=${encodeURIComponent(ticket)}`,
    totals: run.streams.kiosks,
    stop,
    onFirstOpen: opened,
    onEvent: ({ event, data, at }) => {
      if (event !== 'change') return;
      const change = JSON.parse(data) as { action: string; id: number | null };
      run.heard.push({ key: `${change.action}:${change.id}`, at });
      openList();
    },
  });
  const poll = every(stop, 60_000, openList);

  const send = async (name: string, url: string, init: RequestInit, expect: number[]) => {
    const key = randomUUID();
    const init2 = { ...init, headers: { ...headers(who, 'bulk'), ...init.headers, 'idempotency-key': key } };
    const sentAt = performance.now();
    const first = await call(recorder, name, url, { ...init2, expect });
    if (first && Math.random() < 0.1) {
      const again = await call(recorder, `${name} (outbox replay)`, url, { ...init2, expect });
      if (again && (again.text !== first.text || again.headers.get('idempotent-replayed') !== 'true'))
        recorder.error(`${name} (outbox replay)`, `replay answered ${again.text} (first: ${first.text})`);
    }
    return { first, sentAt, key };
  };

  await sleep(between(0, 10_000), stop);
  let n = 0;
  while (!stop.aborted) {
    await sleep(between(10_000, 30_000), stop);
    if (stop.aborted) break;
    n += 1;
    const driver = `Load Driver ${Math.floor(Math.random() * 1000)}`;
    const clientId = randomUUID();
    const body = {
      newSignIn: {
        mode: 'LTL',
        scac: carriers[n % carriers.length],
        driver_name: driver,
        truck_number: `T${Math.floor(Math.random() * 100000)}`,
        warehouse: who.warehouse,
        sign_in_time: new Date().toISOString(),
        signature: signatures[n % signatures.length],
        client_id: clientId,
      },
    };
    const signedIn = await send(
      'kiosk sign-in',
      `${origin}/api/carrier-sign-in/sign-ins`,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
      [201],
    );
    if (!signedIn.first) continue;
    const id = (JSON.parse(signedIn.first.text) as { newSignInId: number }).newSignInId;
    run.writes.set(`created:${id}`, signedIn.sentAt);
    openList();
    await sleep(between(10_000, 30_000), stop);
    if (stop.aborted) break;
    const signedOut = await send(
      'kiosk sign-out',
      `${origin}/api/carrier-sign-in/sign-ins/${id}`,
      { method: 'PUT' },
      [200, 204],
    );
    if (signedOut.first) run.writes.set(`signed-out:${id}`, signedOut.sentAt);
    openList();
  }
  await Promise.all([stream, poll]);
}

/**
 * A wall board (a paired display device): holds `subscription { refreshSignal }` (GET /graphql),
 * reloads the Shipping Dashboard on each signal but the dock's sign-ins, and every minute.
 */
export async function shippingBoard(run: Run, who: Identity, opened: () => void): Promise<void> {
  const { recorder, origin, stop } = run;
  const reload = coalesced(stop, () =>
    call(
      recorder,
      'board ShippingDash',
      `${origin}/api/v1/operations/ShippingDash?warehouse=${who.warehouse}`,
      {
        headers: headers(who, 'bulk'),
      },
    ),
  );
  reload();
  const onSignal = spread(stop, 2_000, reload);
  const stream = holdStream({
    origin,
    agent: run.agent,
    ticket: ticketFor(run, who, 'events ticket'),
    url: graphqlStream,
    totals: run.streams.boards,
    stop,
    onFirstOpen: opened,
    onEvent: ({ event, data, at }) => {
      if (event !== 'next') return;
      const topic = topicOf(data);
      if (topic === 'boards') {
        const sent = run.refreshes.findLast((t) => t <= at);
        if (sent !== undefined) run.boardLags.push(at - sent);
      }
      if (topic !== 'sign-ins') onSignal();
    },
  });
  await Promise.all([stream, every(stop, 60_000, reload)]);
}

/** Today at the dock (the dashboard's default day). */
const dockToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: DOCK_TZ }).format(new Date());

/** The Carrier Sign-In Dashboard (a `bulk` user): the same stream, reloading the day's sign-ins. */
export async function signInDashboard(run: Run, who: Identity, opened: () => void): Promise<void> {
  const { recorder, origin, stop } = run;
  const reload = coalesced(stop, () =>
    call(
      recorder,
      'dashboard day sign-ins',
      `${origin}/api/carrier-sign-in/sign-ins?date=${dockToday()}&tz=${encodeURIComponent(DOCK_TZ)}`,
      { headers: headers(who, 'bulk') },
    ),
  );
  reload();
  const onSignal = spread(stop, 500, reload);
  await holdStream({
    origin,
    agent: run.agent,
    ticket: ticketFor(run, who, 'events ticket'),
    url: graphqlStream,
    totals: run.streams.dashboards,
    stop,
    onFirstOpen: opened,
    onEvent: ({ event, data }) => {
      if (event === 'next' && topicOf(data) !== 'boards') onSignal();
    },
  });
}

/** Refresh Screens (`mutation { triggerRefresh }`) from the office, every `everyMs`. */
export async function refresher(run: Run, who: Identity, everyMs: number): Promise<void> {
  await sleep(everyMs / 2, run.stop);
  while (!run.stop.aborted) {
    run.refreshes.push(performance.now());
    await call(run.recorder, 'office Refresh Screens', `${run.origin}/graphql`, {
      method: 'POST',
      headers: headers(who, 'bulk', { 'content-type': 'application/json' }),
      body: JSON.stringify({ query: TRIGGER_REFRESH }),
    });
    await sleep(everyMs, run.stop);
  }
}
