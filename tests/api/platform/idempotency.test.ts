import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenResponse } from '../../../src/shared/api/auth/login';
import { bugReports } from '../../../src/server/platform/db/schema/admin';
import { users } from '../../../src/server/platform/db/schema/identity';
import { idempotencyKeys } from '../../../src/server/platform/db/schema/platform';
import { authed, body, createTestApp, loginAll, type TestApp } from '../support/test-app';

let t: TestApp;
let tokens: Record<'admin' | 'office', TokenResponse>;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await loginAll(t.app, ['admin', 'office'] as const);
});
afterAll(async () => {
  await t?.close();
});

type Report = { severity: 'Minor' | 'Major' | 'Critical'; description: string; page?: string };

function report(
  payload: Report,
  options: { key?: string; user?: 'admin' | 'office'; company?: string } = {},
) {
  const headers = authed(tokens[options.user ?? 'admin'].access_token, options.company ?? 'Furhaven');
  if (options.key !== undefined) headers['idempotency-key'] = options.key;
  return t.app.inject({ method: 'POST', url: '/api/bugreport', headers, payload });
}

async function rowsFor(description: string) {
  return t.db.select().from(bugReports).where(eq(bugReports.description, description));
}

/** A description no other test uses, so row counts belong to one test. */
const unique = (what: string) => `${what} ${randomUUID()}`;

describe('Idempotency-Key on POST /api/bugreport', () => {
  it('answers 201 {id} and stores the report', async () => {
    const description = unique('plain');
    const res = await report({ severity: 'Minor', description, page: '/order_search' });
    expect(res.statusCode).toBe(201);
    const { id } = body<{ id: number }>(res);
    const rows = await rowsFor(description);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id,
      severity: 'Minor',
      page: '/order_search',
      username: 'admin',
      company: 'furhaven',
    });
  });

  it('replays the stored answer for a retry with the same key', async () => {
    const description = unique('replay');
    const key = randomUUID();
    const first = await report({ severity: 'Major', description }, { key });
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();

    const second = await report({ severity: 'Major', description }, { key });
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.body).toBe(first.body);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.headers['content-type']).toBe(first.headers['content-type']);

    expect(await rowsFor(description)).toHaveLength(1);
  });

  it('treats a body with its keys in another order as the same request', async () => {
    const description = unique('order');
    const key = randomUUID();
    const first = await report({ severity: 'Minor', description, page: '/x' }, { key });
    const second = await report({ page: '/x', description, severity: 'Minor' }, { key });
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.body).toBe(first.body);
  });

  it('runs 5 concurrent requests with one key once', async () => {
    const description = unique('concurrent');
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => report({ severity: 'Critical', description }, { key })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const ids = new Set(answers.map((r) => body<{ id: number }>(r).id));
    expect(ids.size).toBe(1);
    expect(answers.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(4);
    const rows = await rowsFor(description);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).toBe([...ids][0]);
  });

  it('refuses the same key with a different body (422)', async () => {
    const key = randomUUID();
    const description = unique('first body');
    expect((await report({ severity: 'Minor', description }, { key })).statusCode).toBe(201);
    const other = unique('second body');
    const res = await report({ severity: 'Minor', description: other }, { key });
    expect(res.statusCode).toBe(422);
    expect(body(res)).toMatchObject({ error: 'idempotency_key_reused' });
    expect(await rowsFor(other)).toHaveLength(0);
  });

  it('refuses the same key and body sent to another company (422)', async () => {
    const key = randomUUID();
    const description = unique('company');
    expect((await report({ severity: 'Minor', description }, { key })).statusCode).toBe(201);
    const res = await report({ severity: 'Minor', description }, { key, company: 'Worldwise' });
    expect(res.statusCode).toBe(422);
    expect(await rowsFor(description)).toHaveLength(1);
  });

  it('keeps keys of different users apart', async () => {
    const key = randomUUID();
    const description = unique('two users');
    const fromAdmin = await report({ severity: 'Minor', description }, { key, user: 'admin' });
    const fromOffice = await report({ severity: 'Minor', description }, { key, user: 'office' });
    expect(fromAdmin.statusCode).toBe(201);
    expect(fromOffice.statusCode).toBe(201);
    expect(fromOffice.headers['idempotent-replayed']).toBeUndefined();
    expect(body(fromAdmin).id).not.toBe(body(fromOffice).id);
    const rows = await rowsFor(description);
    expect(rows.map((r) => r.username).sort()).toEqual(['admin', 'office']);
  });

  it.each([
    ['too short', 'short'],
    ['with a space', 'has a space in it'],
    ['too long', 'k'.repeat(201)],
  ])('refuses a key that is %s (400)', async (_label, key) => {
    const description = unique('bad key');
    const res = await report({ severity: 'Minor', description }, { key });
    expect(res.statusCode).toBe(400);
    expect(body(res).error).toBe('invalid_idempotency_key');
    expect(await rowsFor(description)).toHaveLength(0);
  });

  it('runs every request that carries no key', async () => {
    const description = unique('no key');
    const first = await report({ severity: 'Minor', description });
    const second = await report({ severity: 'Minor', description });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(body(first).id).not.toBe(body(second).id);
    expect(await rowsFor(description)).toHaveLength(2);
  });

  it('does not store an answer refused by validation as a success', async () => {
    const key = randomUUID();
    const res = await report({ severity: 'Dreadful', description: 'x' } as unknown as Report, { key });
    expect(res.statusCode).toBe(400);
    const [stored] = await t.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, key));
    // Validation runs before the key is claimed, so nothing is held for this key.
    expect(stored?.n).toBe(0);
  });

  it('keeps the stored answer at least 24 hours', async () => {
    const key = randomUUID();
    expect((await report({ severity: 'Minor', description: unique('ttl') }, { key })).statusCode).toBe(201);
    const row = await t.db.query.idempotencyKeys.findFirst({ where: eq(idempotencyKeys.key, key) });
    expect(row?.state).toBe('done');
    expect(row?.responseStatus).toBe(201);
    expect((row?.expiresAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(24 * 3_600_000);
  });
});

describe('Idempotency-Key on POST /api/admin/users', () => {
  it('creates the user once and replays the answer for a retry', async () => {
    const key = randomUUID();
    const payload = {
      username: 'retry.user',
      name: 'Retry User',
      email: 'retry@furhaven.example',
      password: 'Lantern#Meadow-Quartz91',
      permissions: { furhaven: true, kentucky: true, dropship: true },
    };
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/users',
        headers: { ...authed(tokens.admin.access_token), 'idempotency-key': key },
        payload,
      });
    const first = await send();
    expect(first.statusCode).toBe(201);
    const second = await send();
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.body).toBe(first.body);

    // Without the key, the same request is a second create and collides.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: authed(tokens.admin.access_token),
      payload,
    });
    expect(again.statusCode).toBe(409);

    const rows = await t.db.select().from(users).where(eq(users.username, 'retry.user'));
    expect(rows).toHaveLength(1);
  });
});
