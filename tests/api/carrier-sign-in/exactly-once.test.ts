import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carrierSignIns } from '../../../src/server/platform/db/schema/dock';
import { body, createSiblingApp, createTestApp, login } from '../support/test-app';
import { postSignIn, seedCarriers } from './kiosk-support';

/**
 * The outbox replays a queued sign-in until it hears an answer: concurrently (two tabs, a retry
 * racing a slow first try) and after the server restarted mid-request, when the idempotency record
 * may be gone and the client sends a new key. Either way the server holds one row.
 */
const t = await createTestApp();
const dock = (await login(t.app, 'dock')).access_token;

beforeAll(async () => {
  await seedCarriers(t.db);
});
afterAll(async () => {
  await t.close();
});

const rowsFor = (clientId: string) =>
  t.db.select().from(carrierSignIns).where(eq(carrierSignIns.clientId, clientId));

describe('a queued sign-in replayed', () => {
  it('concurrently with the same Idempotency-Key and client_id: one row, one id', async () => {
    const clientId = randomUUID();
    const key = `signin-${clientId}`;
    const fields = { client_id: clientId, driver_name: 'Concurrent Carl' };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => postSignIn(t.app, dock, fields, { 'idempotency-key': key })),
    );
    for (const res of answers) expect(res.statusCode).toBe(201);
    const ids = new Set(answers.map((res) => body<{ newSignInId: number }>(res).newSignInId));
    expect(ids.size).toBe(1);
    expect(await rowsFor(clientId)).toHaveLength(1);
  });

  it('concurrently with different keys but the same client_id: still one row', async () => {
    const clientId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, n) =>
        postSignIn(t.app, dock, { client_id: clientId }, { 'idempotency-key': `k-${n}-${clientId}` }),
      ),
    );
    const ids = new Set(answers.map((res) => body<{ newSignInId: number }>(res).newSignInId));
    expect(ids.size).toBe(1);
    expect(await rowsFor(clientId)).toHaveLength(1);
  });

  it('after a restart, with a new Idempotency-Key: the same newSignInId and one row', async () => {
    const clientId = randomUUID();
    const fields = { client_id: clientId, driver_name: 'Restart Rita' };
    const first = await postSignIn(t.app, dock, fields, { 'idempotency-key': `before-${clientId}` });
    expect(first.statusCode).toBe(201);

    const restarted = await createSiblingApp(t);
    try {
      const again = await postSignIn(restarted.app, dock, fields, { 'idempotency-key': `after-${clientId}` });
      expect(again.statusCode).toBe(201);
      expect(body(again).newSignInId).toBe(body(first).newSignInId);
      const noKey = await postSignIn(restarted.app, dock, fields);
      expect(body(noKey).newSignInId).toBe(body(first).newSignInId);
    } finally {
      await restarted.close();
    }
    expect(await rowsFor(clientId)).toHaveLength(1);
  });

  it('replays a stored answer for the same key with the replay header', async () => {
    const clientId = randomUUID();
    const key = `replay-${clientId}`;
    const first = await postSignIn(t.app, dock, { client_id: clientId }, { 'idempotency-key': key });
    const second = await postSignIn(t.app, dock, { client_id: clientId }, { 'idempotency-key': key });
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(body(second)).toEqual(body(first));
  });
});
