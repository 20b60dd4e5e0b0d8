import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUpload, getUpload, type DropshipUpload } from '../../../src/shared/api/dropship/file-uploads';
import { orderSearchResultSchema } from '../../../src/shared/api/dropship/order-search';
import { createSignIn, signOutSignIn } from '../../../src/shared/api/carrier-sign-in/sign-in';
import { UPLOAD_STATUS } from '../../../src/shared/domain/dropship/status';
import { decodeEnvelope } from '../../../src/shared/lib/codec';
import { orderUploadRow } from '../../fixtures/dropship-orders';
import { itemStock, items, vendors } from '../../../src/server/platform/db/schema/catalog';
import { PNG_BASE64, PNG_DATA_URL, seedCarriers } from '../carrier-sign-in/kiosk-support';
import { openSse, type SseClient, type SseMessage } from '../realtime/sse-client';
import { SANDBOX_PASSWORD } from '../support/constants';
import { buildServer, freePort, ROOT, startNode, stop, type Started } from '../support/node-process';
import { createTestDatabase, type TestDatabase } from '../support/test-app';

/**
 * Scale-out (issue 20 item 6, docs/deploy.md): two compiled server instances on different ports and
 * one compiled worker, on one PostgreSQL database and one S3 bucket (s3rver), each with its own
 * DATA_DIR so nothing local is shared. The servers only enqueue (JOBS=worker-only); the worker works
 * the queues. Through real HTTP: an upload on A finished by the worker and read on B, a board on B
 * refreshed from A, a kiosk's queued sign-ins pushed to A and replayed to B landing once, and a
 * session started on A that works on B until it is ended on A.
 */
const OUT = path.join(ROOT, `dist-server-scale-${process.pid}`);
let database: TestDatabase;
let db: pg.Pool;
let s3rver: S3rver;
const dirs: string[] = [];
/** Each process's DATA_DIR, and the bucket's folder in s3rver. */
const dataDirs: string[] = [];
let bucketDir: string;
let serverA: Started | undefined;
let serverB: Started | undefined;
let worker: Started | undefined;
let A: string;
let B: string;
const streams: SseClient[] = [];

type Answer = { status: number; headers: Headers; text: string; json: <T = Record<string, unknown>>() => T };
type CallOptions = { token?: string; company?: string; body?: unknown; headers?: Record<string, string> };

/** One HTTP call to an instance, as a client (or the load balancer) would send it. */
async function call(base: string, method: string, url: string, options: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.company) headers.company_id = options.company;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${url}`, {
    method,
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    text,
    json: <T>() => JSON.parse(text) as T,
  };
}

const api = (path: string) => `/api${path}`;

async function login(base: string, username: string) {
  const res = await call(base, 'POST', '/api/auth/login', {
    body: { username, password: SANDBOX_PASSWORD },
  });
  expect(res.status, res.text).toBe(200);
  return res.json<{ access_token: string; refresh_token: string }>();
}

/** Enrols a device as admin on one instance and pairs it on another (the code is in the database). */
async function enrolAndPair(
  enrolOn: string,
  pairOn: string,
  adminToken: string,
  purpose: 'display' | 'carrier-sign-in',
): Promise<string> {
  const created = await call(enrolOn, 'POST', '/api/admin/devices', {
    token: adminToken,
    company: 'Furhaven',
    body: { name: `Scale ${purpose}`, warehouse: 'kentucky', purpose },
  });
  expect(created.status, created.text).toBe(201);
  const paired = await call(pairOn, 'POST', '/api/devices/pair', {
    body: { code: created.json<{ pairing_code: string }>().pairing_code },
  });
  expect(paired.status, paired.text).toBe(200);
  return paired.json<{ device_token: string }>().device_token;
}

async function ticket(base: string, token: string, company: string): Promise<string> {
  const res = await call(base, 'POST', '/api/events/ticket', { token, company });
  expect(res.status, res.text).toBe(200);
  return res.json<{ ticket: string }>().ticket;
}

async function subscribe(url: string): Promise<SseClient> {
  const client = await openSse(url);
  streams.push(client);
  expect(client.status).toBe(200);
  return client;
}

/** What the screens below need (the template database holds the sign-ins and companies, no business rows). */
async function seedCatalog(database: TestDatabase): Promise<void> {
  await database.db
    .insert(vendors)
    .values({ company: 'furhaven', side: 'dropship', name: 'Chewy', code: 'C00101' });
  const [item] = await database.db
    .insert(items)
    .values({ company: 'furhaven', sku: '31071-M-GRY', rootSku: '31071', description: 'Bed', price: '24.99' })
    .returning({ id: items.id });
  await database.db.insert(itemStock).values([
    { itemId: item!.id, company: 'furhaven', warehouse: 'kentucky', available: 1000 },
    { itemId: item!.id, company: 'furhaven', warehouse: 'pennsylvania', available: 1000 },
  ]);
  await seedCarriers(database.db);
}

beforeAll(async () => {
  // A clone of the migrated template with a small catalog: every instance starts at once (the
  // production build's test covers migrating an empty database and loading the demo world).
  database = await createTestDatabase();
  await seedCatalog(database);
  const s3dir = await mkdtemp(path.join(os.tmpdir(), 'dockhand-scale-s3-'));
  dirs.push(s3dir);
  bucketDir = path.join(s3dir, 'scale-files', 'scale');
  s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3dir,
    configureBuckets: [{ name: 'scale-files', configs: [] }],
  });
  const [s3] = await Promise.all([
    s3rver.run(),
    buildServer(OUT).then((out) => expect(out).toMatch(/Built the server into/)),
  ]);

  const shared: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DATABASE_URL: database.connectionString,
    HOST: '127.0.0.1',
    INTEGRATIONS: 'sandbox',
    SANDBOX_PASSWORD,
    SANDBOX_PRINTER_PORT: 'off',
    // The servers only enqueue; the worker below works every queue.
    JOBS: 'worker-only',
    LOG_LEVEL: 'warn',
    FILES_S3_BUCKET: 'scale-files',
    FILES_S3_ENDPOINT: `http://127.0.0.1:${s3.port}`,
    FILES_S3_ACCESS_KEY_ID: 'S3RVER',
    FILES_S3_SECRET_ACCESS_KEY: 'S3RVER',
    FILES_S3_PREFIX: 'scale',
  };
  /** Each process its own DATA_DIR and no client build: nothing on local disk is shared. */
  const envFor = async (port?: number): Promise<NodeJS.ProcessEnv> => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'dockhand-scale-'));
    dirs.push(dataDir);
    dataDirs.push(dataDir);
    return {
      ...shared,
      DATA_DIR: dataDir,
      STATIC_DIR: path.join(dataDir, 'no-client-build'),
      ...(port ? { PORT: String(port) } : {}),
    };
  };
  const [portA, portB] = [await freePort(), await freePort()];
  A = `http://127.0.0.1:${portA}`;
  B = `http://127.0.0.1:${portB}`;
  [serverA, serverB, worker] = await Promise.all([
    startNode(path.join(OUT, 'main.js'), await envFor(portA), /is running at/, 45_000),
    startNode(path.join(OUT, 'main.js'), await envFor(portB), /is running at/, 45_000),
    startNode(path.join(OUT, 'worker.js'), await envFor(), /Dockhand worker on DATABASE_URL/, 45_000),
  ]);
  db = database.pool;
}, 120_000);

afterAll(async () => {
  for (const stream of streams) stream.close();
  await Promise.all([stop(worker), stop(serverA), stop(serverB)]);
  await database?.drop();
  await s3rver?.close();
  await rm(OUT, { recursive: true, force: true });
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
}, 40_000);

describe('two server instances and a worker on one database and one bucket', () => {
  it('both instances answer their health check', async () => {
    for (const base of [A, B]) {
      const health = await call(base, 'GET', '/api/health');
      expect(health.status).toBe(200);
      expect(health.json()).toEqual({ status: 'ok' });
    }
  });

  it('a session started on A works on B, and a logout on A is refused on B', async () => {
    const session = await login(A, 'office');
    const uploadsOn = (base: string) =>
      call(base, 'GET', api('/dropship/orders/uploads?limit=1'), {
        token: session.access_token,
        company: 'Furhaven',
      });
    expect((await uploadsOn(B)).status).toBe(200);

    // The refresh token rotates on B; the rotated one is refused on A (the family is one row set).
    const refreshed = await call(B, 'POST', '/api/auth/refresh', {
      body: { refresh_token: session.refresh_token },
    });
    expect(refreshed.status, refreshed.text).toBe(200);
    const next = refreshed.json<{ access_token: string; refresh_token: string }>();

    const logout = await call(A, 'POST', '/api/auth/logout', {
      token: next.access_token,
      body: { refresh_token: next.refresh_token },
    });
    expect(logout.status, logout.text).toBe(204);
    // B cached the session check; the logout's signal (LISTEN/NOTIFY) drops it there.
    let onB = await uploadsOn(B);
    for (let i = 0; i < 20 && onB.status !== 401; i++) {
      await sleep(100);
      onB = await uploadsOn(B);
    }
    expect(onB.status).toBe(401);
    expect(onB.json<{ error: string }>().error).toBe('session_ended');
    const refreshAgain = await call(B, 'POST', '/api/auth/refresh', {
      body: { refresh_token: next.refresh_token },
    });
    expect(refreshAgain.status).toBe(401);
  });

  it('an upload on A is finished by the worker (rows from the bucket) and read on B', async () => {
    const pos = [1, 2, 3].map((n) => `SCALE${randomBytes(3).toString('hex').toUpperCase()}${n}`);
    const office = await login(A, 'office');
    const auth = { token: office.access_token, company: 'Furhaven' };

    const created = await call(A, createUpload.method, api(createUpload.path), {
      ...auth,
      body: {
        orders: pos.map((po) => orderUploadRow({ internal_po_number: po })),
        user: 'office',
        company_name: 'furhaven',
        filename: 'scale-out.csv',
      },
    });
    expect(created.status, created.text).toBe(202);
    const uploadId = created.json<{ upload_id: number }>().upload_id;

    // Polled on B, as the File Uploads screen polls, until the worker has finished it.
    const readOnB = () => call(B, 'GET', api(getUpload.path.replace(':upload_id', String(uploadId))), auth);
    let upload = (await readOnB()).json<DropshipUpload>();
    const deadline = Date.now() + 30_000;
    while (upload.upload_status === UPLOAD_STATUS.processing && Date.now() < deadline) {
      await sleep(250);
      upload = (await readOnB()).json<DropshipUpload>();
    }
    expect(upload, JSON.stringify(upload.failures)).toMatchObject({
      upload_status: UPLOAD_STATUS.complete,
      order_count: 3,
      successful: 3,
      failed: 0,
    });
    // The worker (not a server: they only enqueue) completed the job.
    const { rows: jobs } = await db.query<{ state: string }>(
      `select state from pgboss.job where name = 'dropship.process-upload' and data->>'uploadId' = $1
       union all
       select state from pgboss.archive where name = 'dropship.process-upload' and data->>'uploadId' = $1`,
      [String(uploadId)],
    );
    expect(jobs.map((j) => j.state)).toEqual(['completed']);

    const search = await call(B, 'GET', api(`/dropship/order-search?upload_id=${uploadId}`), auth);
    expect(search.status, search.text).toBe(200);
    const found = orderSearchResultSchema.parse(decodeEnvelope(search.text)).data;
    expect(found.map((o) => o.internal_po_number).sort()).toEqual([...pos].sort());
  });

  it('a shipping board subscribed on B is refreshed by Refresh Screens on A', async () => {
    const adminA = await login(A, 'admin');
    const display = await enrolAndPair(A, B, adminA.access_token, 'display');
    const board = await call(B, 'GET', api('/v1/operations/ShippingDash?warehouse=kentucky'), {
      token: display,
      company: 'Furhaven_bulk',
    });
    expect(board.status, board.text).toBe(200);

    const query = new URLSearchParams({
      query: 'subscription { refreshSignal }',
      ticket: await ticket(B, display, 'Furhaven_bulk'),
    });
    const stream = await subscribe(`${B}/graphql?${query.toString()}`);
    const refresh = await call(A, 'POST', '/graphql', {
      token: adminA.access_token,
      company: 'Furhaven_bulk',
      body: { query: 'mutation { triggerRefresh }' },
    });
    expect(refresh.status, refresh.text).toBe(200);
    await stream.next(
      (m) => m.event === 'next' && JSON.stringify(m.data) === '{"data":{"refreshSignal":"boards"}}',
      5_000,
    );
  });

  it("a kiosk's queued sign-ins pushed to A and replayed to B land once, and B's dashboard hears them", async () => {
    const scac = 'EXLA'; // a carrier of seedCarriers
    const adminA = await login(A, 'admin');
    const kiosk = await enrolAndPair(A, B, adminA.access_token, 'carrier-sign-in');

    // The sign-in dashboard's stream, on B.
    const dashboard = await subscribe(
      `${B}/api/events?${new URLSearchParams({ ticket: await ticket(B, adminA.access_token, 'Furhaven') }).toString()}`,
    );
    await dashboard.next((m) => m.event === 'ready', 5_000);

    // The outbox: each queued call keeps its Idempotency-Key and body, and each sign-in its client_id.
    const signedAt = new Date(Date.now() - 120_000).toISOString();
    const batch = [1, 2, 3].map((n) => ({
      key: randomUUID(),
      body: {
        newSignIn: {
          mode: 'LTL',
          scac,
          driver_name: `Scale Driver ${n}`,
          truck_number: `77${n}`,
          warehouse: 'kentucky',
          sign_in_time: signedAt,
          signature: PNG_DATA_URL,
          client_id: randomUUID(),
        },
      },
    }));
    const push = (base: string, queued: (typeof batch)[number], key = queued.key) =>
      call(base, createSignIn.method, api(createSignIn.path), {
        token: kiosk,
        company: 'Furhaven',
        headers: { 'idempotency-key': key },
        body: queued.body,
      });

    const first = await Promise.all(batch.map((queued) => push(A, queued)));
    for (const res of first) expect(res.status, res.text).toBe(201);
    const ids = first.map((res) => res.json<{ newSignInId: number }>().newSignInId);
    const created = (m: SseMessage) =>
      m.event === 'change' && (m.data as { topic: string; action: string }).action === 'created';
    await dashboard.next((m) => created(m) && (m.data as { id: number }).id === ids[2], 5_000);

    // The tablet never heard the answers (it went offline), so it replays the batch: the balancer sends it to B.
    const replayed = await Promise.all(batch.map((queued) => push(B, queued)));
    for (const res of replayed) {
      expect(res.status, res.text).toBe(201);
      expect(res.headers.get('idempotent-replayed')).toBe('true');
    }
    expect(replayed.map((res) => res.json<{ newSignInId: number }>().newSignInId)).toEqual(ids);
    // Even with new keys (the idempotency records gone), the client_ids keep them once.
    const again = await Promise.all(batch.map((queued) => push(B, queued, randomUUID())));
    expect(again.map((res) => res.json<{ newSignInId: number }>().newSignInId)).toEqual(ids);

    const { rows } = await db.query<{ id: number }>(
      `select sign_in_id as id from carrier_sign_ins where client_id = any($1::text[]) order by id`,
      [batch.map((queued) => queued.body.newSignIn.client_id)],
    );
    expect(rows.map((r) => r.id)).toEqual([...ids].sort((a, b) => a - b));

    // Signed out on A, the queued sign-out replayed on B: still one sign-out.
    const signOut = (base: string, key: string) =>
      call(base, signOutSignIn.method, api(signOutSignIn.path.replace(':id', String(ids[0]))), {
        token: kiosk,
        company: 'Furhaven',
        headers: { 'idempotency-key': key },
      });
    const key = randomUUID();
    expect((await signOut(A, key)).status).toBe(204);
    expect((await signOut(B, key)).status).toBe(204);
    const open = await call(B, 'GET', api('/carrier-sign-in/sign-ins?open=true'), {
      token: kiosk,
      company: 'Furhaven',
    });
    const openIds = open.json<{ signIns: { sign_in_id: number }[] }>().signIns.map((s) => s.sign_in_id);
    expect(openIds).not.toContain(ids[0]);
    expect(openIds).toEqual(expect.arrayContaining([ids[1], ids[2]]));

    // The signature A wrote to the bucket is served by B.
    const signature = await fetch(`${B}${api(`/carrier-sign-in/sign-ins/${ids[1]}/signature`)}`, {
      headers: { authorization: `Bearer ${adminA.access_token}`, company_id: 'Furhaven_bulk' },
    });
    expect(signature.status).toBe(200);
    expect(Buffer.from(await signature.arrayBuffer()).equals(Buffer.from(PNG_BASE64, 'base64'))).toBe(true);
  });

  it("wrote nothing to any process's DATA_DIR: the files are in the bucket", () => {
    for (const dir of dataDirs) expect(readdirSync(dir), dir).toEqual([]);
    // The upload's rows (written by A, read by the worker) and the signatures (written by A, read by B).
    expect(readdirSync(bucketDir)).toEqual(expect.arrayContaining(['signatures', 'uploads']));
  });
});
