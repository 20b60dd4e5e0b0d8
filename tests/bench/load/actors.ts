import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import { performance } from 'node:perf_hooks';
import { REFRESH_SIGNAL, TRIGGER_REFRESH } from '../../../src/shared/api/realtime/graphql';
import { companyHeader } from '../../../src/shared/domain/identity/companies';
import { UPLOAD_STATUS } from '../../../src/shared/domain/dropship/status';
import { decodeEnvelope } from '../../../src/shared/lib/codec';
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

function headers(who: Identity, side: 'dropship' | 'bulk', extra: Record<string, string> = {}) {
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
      if (topic !== 'sign-ins') reload();
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
  await holdStream({
    origin,
    agent: run.agent,
    ticket: ticketFor(run, who, 'events ticket'),
    url: graphqlStream,
    totals: run.streams.dashboards,
    stop,
    onFirstOpen: opened,
    onEvent: ({ event, data }) => {
      if (event === 'next' && topicOf(data) !== 'boards') reload();
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

export type SearchPools = { filters: Record<string, string>[] };
export type UploadStock = { vendor: string; skus: string[] };

let poSerial = 0;

/** A small valid order file (the upload page sends the rows it parsed): 1 to 3 orders of 1 or 2 lines. */
function orderFile(stock: UploadStock, runTag: string): Record<string, string>[] {
  const rows: Record<string, string>[] = [];
  const orders = 1 + Math.floor(Math.random() * 3);
  for (let o = 0; o < orders; o += 1) {
    poSerial += 1;
    const po = `LD${runTag}${String(poSerial).padStart(5, '0')}`;
    const lines = 1 + Math.floor(Math.random() * 2);
    for (let l = 0; l < lines; l += 1) {
      rows.push({
        vendor_name: stock.vendor,
        internal_po_number: po,
        external_po_number: `${runTag}${poSerial}`,
        order_date: new Date().toISOString().slice(0, 10),
        name: 'Load Test Customer',
        address1: '12 Main St',
        address2: '',
        city: 'Louisville',
        state: 'KY',
        zip_code: '40202',
        internal_sku: stock.skus[(poSerial + l) % stock.skus.length]!,
        external_sku: `${100000 + l}`,
        quantity: String(1 + l),
        internal_price: '',
        external_price: '29.99',
        carrier: 'fedex',
        method: 'FEDEX_GROUND',
        requested_on: '',
        note: '',
      });
    }
  }
  return rows;
}

const FINAL_UPLOAD = new Set<string>([
  UPLOAD_STATUS.complete,
  UPLOAD_STATUS.failed,
  UPLOAD_STATUS.formatNotFound,
]);

/** Follows an upload as the File Uploads page does (every 2 s) until its job has finished. */
async function followUpload(run: Run, who: Identity, uploadId: number, sentAt: number): Promise<void> {
  const deadline = performance.now() + 120_000;
  while (performance.now() < deadline) {
    await sleep(2_000, new AbortController().signal);
    const answer = await call(
      run.recorder,
      'office upload status',
      `${run.origin}/api/dropship/orders/uploads/${uploadId}`,
      {
        headers: headers(who, 'dropship'),
      },
    );
    if (!answer) return;
    const upload = JSON.parse(answer.text) as { upload_status: string; successful: number; failed: number };
    if (!FINAL_UPLOAD.has(upload.upload_status)) continue;
    if (upload.upload_status !== UPLOAD_STATUS.complete)
      run.recorder.error('office upload processed', `upload ${uploadId} ended ${answer.text}`);
    else run.recorder.ok('office upload processed', performance.now() - sentAt);
    run.uploads.orders += upload.successful;
    run.uploads.refusedOrders += upload.failed;
    if (upload.failed > 0 && run.uploads.refusedOrders === upload.failed)
      console.error(`upload ${uploadId} refused orders: ${answer.text}`);
    return;
  }
  run.recorder.error('office upload processed', `upload ${uploadId} still processing after 120 s`);
}

/**
 * An office user on Order Search (a search with varied filters every 3 to 8 s) who uploads a small
 * dropship order file about once a minute and follows it on File Uploads until it is processed.
 */
export async function officeUser(
  run: Run,
  who: Identity,
  pools: SearchPools,
  stock: UploadStock,
  runTag: string,
): Promise<void> {
  const { recorder, origin, stop } = run;
  let nextUpload = performance.now() + between(5_000, 60_000);
  const following: Promise<void>[] = [];
  while (!stop.aborted) {
    await sleep(between(3_000, 8_000), stop);
    if (stop.aborted) break;
    const filter = pools.filters[Math.floor(Math.random() * pools.filters.length)]!;
    const search = await call(
      recorder,
      'office order search',
      `${origin}/api/dropship/order-search?${new URLSearchParams(filter).toString()}`,
      { headers: headers(who, 'dropship') },
    );
    if (search && !Array.isArray(decodeEnvelope<{ data: unknown }>(search.text).data))
      recorder.error('office order search', `no data in the answer to ${JSON.stringify(filter)}`);
    if (performance.now() < nextUpload || stop.aborted) continue;
    nextUpload = performance.now() + between(45_000, 75_000);
    const sentAt = performance.now();
    const uploaded = await call(recorder, 'office order upload', `${origin}/api/dropship/orders/uploads`, {
      method: 'POST',
      headers: headers(who, 'dropship', {
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
      }),
      body: JSON.stringify({
        orders: orderFile(stock, runTag),
        user: 'office',
        company_name: 'furhaven',
        filename: `load-${runTag}-${poSerial}.csv`,
      }),
      expect: [202],
    });
    if (uploaded) {
      const { upload_id } = JSON.parse(uploaded.text) as { upload_id: number };
      following.push(followUpload(run, who, upload_id, sentAt));
    }
  }
  await Promise.all(following);
}
