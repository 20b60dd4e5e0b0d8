import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices } from '../../../src/server/platform/db/schema/devices';
import { authed, body, createTestApp, loginAll } from '../support/test-app';
import { enrolDevice, postSignIn, seedCarriers } from './kiosk-support';

const t = await createTestApp();
const tokens = await loginAll(t.app, ['admin', 'dock', 'bulk'] as const);
const admin = tokens.admin.access_token;

beforeAll(async () => {
  await seedCarriers(t.db);
});
afterAll(async () => {
  await t.close();
});

const pair = (code: string, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/devices/pair', payload: { code }, remoteAddress: ip });

describe('enrolment by an admin', () => {
  it('creates a device with a one-time pairing code and link, listed for its company only', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/devices',
      headers: authed(admin),
      payload: { name: 'Dock door 3', warehouse: 'pennsylvania', purpose: 'carrier-sign-in' },
    });
    expect(created.statusCode).toBe(201);
    const answer = body<{
      device: { id: number; status: string };
      pairing_code: string;
      pairing_url: string;
    }>(created);
    expect(answer.pairing_code).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    expect(answer.pairing_url).toBe(`/kiosk/pair?code=${answer.pairing_code.replace('-', '')}`);
    expect(answer.device.status).toBe('pending');

    const list = await t.app.inject({ method: 'GET', url: '/api/admin/devices', headers: authed(admin) });
    expect(body<{ devices: { id: number }[] }>(list).devices.map((d) => d.id)).toContain(answer.device.id);
    expect(list.body).not.toMatch(/hash/i);

    const other = await t.app.inject({
      method: 'GET',
      url: '/api/admin/devices',
      headers: authed(admin, 'Worldwise'),
    });
    expect(body<{ devices: unknown[] }>(other).devices).toEqual([]);
  });

  it('refuses a warehouse the company does not have, and non-admins', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/devices',
      headers: authed(admin, 'Worldwise'),
      payload: { name: 'X', warehouse: 'texas' },
    });
    expect(bad.statusCode).toBe(400);
    const dock = await t.app.inject({
      method: 'GET',
      url: '/api/admin/devices',
      headers: authed(tokens.dock.access_token),
    });
    expect(dock.statusCode).toBe(403);
  });
});

describe('pairing', () => {
  it('works once; the code is then spent', async () => {
    const { token, code, id } = await enrolDevice(t.app, admin);
    expect(token).toMatch(/^dev_[A-Za-z0-9_-]{43}$/);
    const again = await pair(code);
    expect(again.statusCode).toBe(400);
    expect(body(again).error).toBe('invalid_code');
    const [row] = await t.db.select().from(devices).where(eq(devices.id, id));
    expect(row).toMatchObject({ pairingCodeHash: null, pairingExpiresAt: null });
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('accepts the code in lower case with its dash, and answers the device', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/devices',
      headers: authed(admin),
      payload: { name: 'Typed', warehouse: 'kentucky' },
    });
    const code = body<{ pairing_code: string }>(created).pairing_code.toLowerCase();
    const res = await pair(code);
    expect(res.statusCode).toBe(200);
    expect(body(res).device).toMatchObject({
      name: 'Typed',
      company: 'furhaven',
      warehouse: 'kentucky',
      purpose: 'carrier-sign-in',
    });
  });

  it('refuses an expired code', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/devices',
      headers: authed(admin),
      payload: { name: 'Late', warehouse: 'kentucky' },
    });
    const { pairing_code: code, device } = body<{ pairing_code: string; device: { id: number } }>(created);
    await t.db
      .update(devices)
      .set({ pairingExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(devices.id, device.id));
    expect((await pair(code)).statusCode).toBe(400);
  });

  it('throttles guessing by address', async () => {
    for (let n = 0; n < 10; n++) expect((await pair('ZZZZ-ZZZZ', '10.9.9.9')).statusCode).toBe(400);
    const blocked = await pair('ZZZZ-ZZZZ', '10.9.9.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect((await pair('ZZZZ-ZZZZ', '10.9.9.8')).statusCode).toBe(400);
  });
});

describe('a device token', () => {
  const kiosk = (token: string, company = 'Furhaven') => ({
    authorization: `Bearer ${token}`,
    company_id: company,
  });

  it('signs in, lists and signs out for its own warehouse only', async () => {
    const { token } = await enrolDevice(t.app, admin, 'kentucky');
    const created = await postSignIn(t.app, token, { warehouse: undefined });
    expect(created.statusCode).toBe(201);
    const id = body<{ newSignInId: number }>(created).newSignInId;
    expect((await postSignIn(t.app, token, { warehouse: 'pennsylvania' })).statusCode).toBe(403);

    const open = await t.app.inject({
      method: 'GET',
      url: '/api/carrier-sign-in/sign-ins?open=true',
      headers: kiosk(token),
    });
    expect(open.statusCode).toBe(200);
    const warehouses = body<{ signIns: { warehouse: string }[] }>(open).signIns.map((s) => s.warehouse);
    expect(new Set(warehouses)).toEqual(new Set(['kentucky']));
    const all = await t.app.inject({
      method: 'GET',
      url: '/api/carrier-sign-in/sign-ins',
      headers: kiosk(token),
    });
    expect(all.statusCode).toBe(403);

    // A Pennsylvania sign-in is not this kiosk's to sign out.
    const pa = await enrolDevice(t.app, admin, 'pennsylvania');
    const paId = body<{ newSignInId: number }>(
      await postSignIn(t.app, pa.token, { warehouse: 'pennsylvania' }),
    ).newSignInId;
    const foreign = await t.app.inject({
      method: 'PUT',
      url: `/api/carrier-sign-in/sign-ins/${paId}`,
      headers: kiosk(token),
    });
    expect(foreign.statusCode).toBe(404);
    const own = await t.app.inject({
      method: 'PUT',
      url: `/api/carrier-sign-in/sign-ins/${id}`,
      headers: kiosk(token),
    });
    expect(own.statusCode).toBe(204);
  });

  it('is refused for another company, and on routes for people', async () => {
    const { token } = await enrolDevice(t.app, admin);
    const worldwise = await t.app.inject({
      method: 'GET',
      url: '/api/carrier-sign-in/sign-ins?open=true',
      headers: kiosk(token, 'Worldwise'),
    });
    expect(worldwise.statusCode).toBe(403);
    const users = await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: kiosk(token) });
    expect(users.statusCode).toBe(403);
    expect(body(users).error).toBe('device_forbidden');
    const signature = await t.app.inject({
      method: 'GET',
      url: '/api/carrier-sign-in/sign-ins/1/signature',
      headers: kiosk(token),
    });
    expect(signature.statusCode).toBe(403);
  });

  it('stops working the moment it is revoked (401), and an unknown one is 401', async () => {
    const { token, id } = await enrolDevice(t.app, admin);
    const url = '/api/carrier-sign-in/sign-ins?open=true';
    expect((await t.app.inject({ method: 'GET', url, headers: kiosk(token) })).statusCode).toBe(200);
    const [seen] = await t.db.select().from(devices).where(eq(devices.id, id));
    expect(seen?.lastSeenAt).toBeInstanceOf(Date);
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/devices/${id}`,
      headers: authed(admin),
    });
    expect(revoke.statusCode).toBe(204);
    const after = await t.app.inject({ method: 'GET', url, headers: kiosk(token) });
    expect(after.statusCode).toBe(401);
    expect(body(after).error).toBe('device_revoked');
    const unknown = await t.app.inject({ method: 'GET', url, headers: kiosk(`dev_${'A'.repeat(43)}`) });
    expect(unknown.statusCode).toBe(401);
    const missing = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/devices/999999',
      headers: authed(admin),
    });
    expect(missing.statusCode).toBe(404);
  });
});
