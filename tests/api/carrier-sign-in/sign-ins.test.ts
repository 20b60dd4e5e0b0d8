import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carrierSignIns } from '../../../src/server/platform/db/schema/dock';
import { authed, body, createTestApp, loginAll } from '../support/test-app';
import { PNG_BASE64, postSignIn, seedCarriers } from './kiosk-support';

const t = await createTestApp();
const tokens = await loginAll(t.app, ['dock', 'bulk', 'admin', 'newhire'] as const);
const dock = tokens.dock.access_token;

beforeAll(async () => {
  await seedCarriers(t.db);
});
afterAll(async () => {
  await t.close();
});

const error = (res: { body: string; statusCode: number }) => body<{ error: string; message: string }>(res);

describe('POST /api/carrier-sign-in/sign-ins validation (D2 sections 5 and 8)', () => {
  it.each([
    ['no carrier', { scac: '' }],
    ['no driver name', { driver_name: ' ' }],
    ['no truck number', { truck_number: null }],
    // No mode at all is D2 section 7's own form: the fields say which mode (spec-calls.test.ts).
    ['an unknown mode', { mode: 'PARCEL' }],
    ['FTL without a PRO number', { mode: 'FTL' }],
    ['Receiving without delivered goods', { mode: 'Receiving' }],
  ])('%s: Please fill out all fields before submitting', async (_name, fields) => {
    const res = await postSignIn(t.app, dock, fields);
    expect(res.statusCode).toBe(400);
    expect(error(res).message).toBe('Please fill out all fields before submitting');
  });

  it('no signature: Please add signature before submitting', async () => {
    const res = await postSignIn(t.app, dock, { signature: '' });
    expect(res.statusCode).toBe(400);
    expect(error(res).message).toBe('Please add signature before submitting');
  });

  it('a user without a warehouse: IMS user is not configured properly', async () => {
    const res = await postSignIn(t.app, dock, { warehouse: '' });
    expect(res.statusCode).toBe(400);
    expect(error(res)).toEqual({
      error: 'not_configured',
      message: 'IMS user is not configured properly, please contact a developer',
    });
  });

  it('refuses a warehouse the user does not hold', async () => {
    const res = await postSignIn(t.app, dock, { warehouse: 'pennsylvania' });
    expect(res.statusCode).toBe(403);
    expect(error(res).error).toBe('warehouse_forbidden');
  });

  it('refuses a SCAC that is not a carrier of the company', async () => {
    const res = await postSignIn(t.app, dock, { scac: 'ODFL' });
    expect(res.statusCode).toBe(400);
    expect(error(res)).toEqual({
      error: 'unknown_carrier',
      message: 'Please choose a carrier from the list',
    });
  });

  it('refuses a user without the carrier-sign-in scope', async () => {
    expect((await postSignIn(t.app, tokens.newhire.access_token)).statusCode).toBe(403);
  });
});

describe('signature checks', () => {
  const bytes = () => Buffer.from(PNG_BASE64, 'base64');
  it.each([
    [
      'a JPEG data URL',
      'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAMCAgICAgMCAgIDAwMDBAYEBAQEBAgGBgUGBwkICAcHBwcJ',
    ],
    [
      'a PNG with a wrong signature',
      `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x46, ...bytes().subarray(4)]).toString('base64')}`,
    ],
    [
      'a PNG without IHDR',
      `data:image/png;base64,${Buffer.concat([bytes().subarray(0, 12), Buffer.from('IDAT'), bytes().subarray(16)]).toString('base64')}`,
    ],
    [
      'an oversized PNG',
      `data:image/png;base64,${Buffer.concat([bytes(), Buffer.alloc(600 * 1024)]).toString('base64')}`,
    ],
    ['garbage base64', 'data:image/png;base64,%%%not-base64%%%'],
    ['a URL that is no data URL', 'https://example.com/signature.png'],
  ])('refuses %s with a clear message', async (_name, signature) => {
    const res = await postSignIn(t.app, dock, { signature });
    expect(res.statusCode).toBe(400);
    expect(error(res).error).toMatch(/invalid_signature|validation_failed/);
    expect(error(res).message).toMatch(/signature/i);
  });

  it('refuses a PNG wider than 4000 pixels', async () => {
    const wide = bytes();
    wide.writeUInt32BE(4001, 16);
    const res = await postSignIn(t.app, dock, {
      signature: `data:image/png;base64,${wide.toString('base64')}`,
    });
    expect(error(res).message).toMatch(/between 1 and 4000 pixels/);
  });
});

describe('a sign-in, the open list, the signature and sign-out', () => {
  it('stores the sign-in, its signature file, and lists it as open', async () => {
    const res = await postSignIn(t.app, dock, {
      mode: 'FTL',
      pro_number: 'PRO-77',
      driver_name: 'Open Olga',
    });
    expect(res.statusCode).toBe(201);
    const id = body<{ newSignInId: number }>(res).newSignInId;
    const [row] = await t.db.select().from(carrierSignIns).where(eq(carrierSignIns.signInId, id));
    expect(row).toMatchObject({ company: 'furhaven', warehouse: 'kentucky', proNumber: 'PRO-77' });
    expect(row?.signatureKey).toBe(`signatures/furhaven/${id}.png`);

    const open = await t.app.inject({
      method: 'GET',
      url: '/api/carrier-sign-in/sign-ins?open=true&warehouse=kentucky',
      headers: authed(dock),
    });
    expect(open.statusCode).toBe(200);
    const list = body<{ signIns: { sign_in_id: number; driver_name: string; has_signature: boolean }[] }>(
      open,
    );
    expect(list.signIns).toContainEqual(
      expect.objectContaining({ sign_in_id: id, driver_name: 'Open Olga', has_signature: true }),
    );

    const png = await t.app.inject({
      method: 'GET',
      url: `/api/carrier-sign-in/sign-ins/${id}/signature`,
      headers: authed(tokens.bulk.access_token),
    });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.equals(Buffer.from(PNG_BASE64, 'base64'))).toBe(true);
  });

  it('signs out once: a second sign-out is a harmless 204 and keeps the first time', async () => {
    const id = body<{ newSignInId: number }>(await postSignIn(t.app, dock)).newSignInId;
    const signOut = () =>
      t.app.inject({ method: 'PUT', url: `/api/carrier-sign-in/sign-ins/${id}`, headers: authed(dock) });
    expect((await signOut()).statusCode).toBe(204);
    const [first] = await t.db.select().from(carrierSignIns).where(eq(carrierSignIns.signInId, id));
    expect(first?.signOutTime).toBeInstanceOf(Date);
    expect((await signOut()).statusCode).toBe(204);
    const [second] = await t.db.select().from(carrierSignIns).where(eq(carrierSignIns.signInId, id));
    expect(second?.signOutTime?.getTime()).toBe(first?.signOutTime?.getTime());
    const open = await t.app.inject({
      method: 'GET',
      url: '/api/carrier-sign-in/sign-ins?open=true',
      headers: authed(dock),
    });
    expect(body<{ signIns: { sign_in_id: number }[] }>(open).signIns.map((s) => s.sign_in_id)).not.toContain(
      id,
    );
  });

  it('answers 404 for a sign-in of another company or warehouse', async () => {
    const [other] = await t.db
      .insert(carrierSignIns)
      .values([
        {
          company: 'worldwise',
          warehouse: 'kentucky',
          mode: 'LTL',
          scac: 'ODFL',
          driverName: 'W',
          truckNumber: '1',
          signInTime: new Date(),
        },
      ])
      .returning();
    const [pa] = await t.db
      .insert(carrierSignIns)
      .values([
        {
          company: 'furhaven',
          warehouse: 'pennsylvania',
          mode: 'LTL',
          scac: 'EXLA',
          driverName: 'P',
          truckNumber: '2',
          signInTime: new Date(),
        },
      ])
      .returning();
    for (const id of [other?.signInId, pa?.signInId]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/carrier-sign-in/sign-ins/${id}`,
        headers: authed(dock),
      });
      expect(res.statusCode).toBe(404);
    }
  });

  it('gives the whole day only to the dashboard scope', async () => {
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
    const url = `/api/carrier-sign-in/sign-ins?date=${today}&warehouse=kentucky`;
    const asDock = await t.app.inject({ method: 'GET', url, headers: authed(dock) });
    expect(asDock.statusCode).toBe(403);
    const asBulk = await t.app.inject({ method: 'GET', url, headers: authed(tokens.bulk.access_token) });
    expect(asBulk.statusCode).toBe(200);
    expect(body<{ signIns: unknown[] }>(asBulk).signIns.length).toBeGreaterThan(0);
    const yesterday = await t.app.inject({
      method: 'GET',
      url: '/api/carrier-sign-in/sign-ins?date=2001-01-01',
      headers: authed(tokens.bulk.access_token),
    });
    expect(body<{ signIns: unknown[] }>(yesterday).signIns).toEqual([]);
    const badZone = await t.app.inject({
      method: 'GET',
      url: `/api/carrier-sign-in/sign-ins?date=${today}&tz=Mars/Olympus`,
      headers: authed(tokens.bulk.access_token),
    });
    expect(badZone.statusCode).toBe(400);
  });
});
