import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carrierSignIns } from '../../../src/server/platform/db/schema/dock';
import { authed, body, createTestApp, loginAll } from '../support/test-app';
import { PNG_BASE64, PNG_DATA_URL, seedCarriers } from './kiosk-support';

/**
 * The carrier sign-in calls exactly as D2 section 7 writes them: a client that follows the spec
 * (no mode, no client_id, warehouse names as the spec writes them, an empty sign-out) must work.
 */
const t = await createTestApp();
const tokens = await loginAll(t.app, ['dock', 'bulk'] as const);
const dock = tokens.dock.access_token;

beforeAll(async () => {
  await seedCarriers(t.db);
});
afterAll(async () => {
  await t.close();
});

/** D2 section 7: newSignIn{scac, driver_name, truck_number, warehouse, sign_in_time, signature, pro_number or delivered_goods}. */
const specSignIn = (extra: Record<string, string> = {}) => ({
  newSignIn: {
    scac: 'EXLA',
    driver_name: 'Spec Sam',
    truck_number: '7001',
    warehouse: 'kentucky',
    sign_in_time: new Date(Date.now() - 120_000).toISOString(),
    signature: PNG_DATA_URL,
    ...extra,
  },
});

const post = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/carrier-sign-in/sign-ins', headers: authed(dock), payload });

async function stored(id: number) {
  const [row] = await t.db.select().from(carrierSignIns).where(eq(carrierSignIns.signInId, id));
  return row;
}

describe('POST /api/carrier-sign-in/sign-ins with the spec body (no mode)', () => {
  it('signs an FTL driver in from the PRO number, answering newSignInId', async () => {
    const res = await post(specSignIn({ pro_number: 'PRO-9001' }));
    expect(res.statusCode).toBe(201);
    const { newSignInId } = body<{ newSignInId: number }>(res);
    expect(await stored(newSignInId)).toMatchObject({
      mode: 'FTL',
      proNumber: 'PRO-9001',
      deliveredGoods: null,
    });
  });

  it('signs a Receiving driver in from the delivered goods', async () => {
    const res = await post(specSignIn({ delivered_goods: 'Foam beds' }));
    expect(res.statusCode).toBe(201);
    const row = await stored(body<{ newSignInId: number }>(res).newSignInId);
    expect(row).toMatchObject({ mode: 'Receiving', deliveredGoods: 'Foam beds', proNumber: null });
  });

  it('signs an LTL driver in with neither', async () => {
    const res = await post(specSignIn());
    expect(res.statusCode).toBe(201);
    expect(await stored(body<{ newSignInId: number }>(res).newSignInId)).toMatchObject({ mode: 'LTL' });
  });

  it('still refuses the spec body without a driver name, with the spec sentence', async () => {
    const res = await post(specSignIn({ driver_name: '' }));
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe('Please fill out all fields before submitting');
  });

  it('takes the warehouse as the spec names it ("Kentucky"), in the body and the open list', async () => {
    const res = await post(specSignIn({ warehouse: 'Kentucky', driver_name: 'Named Nora' }));
    expect(res.statusCode).toBe(201);
    const id = body<{ newSignInId: number }>(res).newSignInId;
    expect(await stored(id)).toMatchObject({ warehouse: 'kentucky' });
    const open = await t.app.inject({
      method: 'GET',
      url: '/api/carrier-sign-in/sign-ins?open=true&warehouse=Kentucky',
      headers: authed(dock),
    });
    expect(open.statusCode).toBe(200);
    expect(body<{ signIns: { sign_in_id: number }[] }>(open).signIns.map((s) => s.sign_in_id)).toContain(id);
  });
});

describe('the other calls of D2 section 7', () => {
  it('PUT /sign-ins/{id} signs out with an empty body, with or without a JSON content type', async () => {
    for (const headers of [authed(dock), { ...authed(dock), 'content-type': 'application/json' }]) {
      const id = body<{ newSignInId: number }>(await post(specSignIn())).newSignInId;
      const res = await t.app.inject({ method: 'PUT', url: `/api/carrier-sign-in/sign-ins/${id}`, headers });
      expect(res.statusCode).toBe(204);
      expect((await stored(id))?.signOutTime).toBeInstanceOf(Date);
    }
  });

  it('GET /sign-ins (all) and GET /sign-ins/{id}/signature serve the dashboard', async () => {
    const id = body<{ newSignInId: number }>(await post(specSignIn())).newSignInId;
    const all = await t.app.inject({
      method: 'GET',
      url: '/api/carrier-sign-in/sign-ins',
      headers: authed(tokens.bulk.access_token),
    });
    expect(all.statusCode).toBe(200);
    expect(body<{ signIns: { sign_in_id: number }[] }>(all).signIns.map((s) => s.sign_in_id)).toContain(id);
    const png = await t.app.inject({
      method: 'GET',
      url: `/api/carrier-sign-in/sign-ins/${id}/signature`,
      headers: authed(tokens.bulk.access_token),
    });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.equals(Buffer.from(PNG_BASE64, 'base64'))).toBe(true);
  });
});
