import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShippingDashRow } from '../../../src/shared/api/boards/shipping-dash';
import { body, createTestApp, loginAll } from '../support/test-app';
import { bearer, enrolDisplay, insertLoad } from './board-support';

const t = await createTestApp();
const tokens = await loginAll(t.app, ['admin', 'bulk', 'office', 'dock'] as const);
const ids: Record<string, number> = {};

beforeAll(async () => {
  ids.later = await insertLoad(t.db, { shipDate: '2026-03-12', vendor: 'Target', note: 'Floor-ready' });
  ids.first = await insertLoad(t.db, { shipDate: '2026-03-09', orderStatus: 101 });
  ids.withAppt = await insertLoad(t.db, {
    shipDate: '2026-03-12',
    dockAppointment: new Date('2026-03-12T14:00:00Z'),
  });
  // Not on the Kentucky board: shipped, cancelled, another warehouse, another company.
  await insertLoad(t.db, { shipmentStatus: 201 });
  await insertLoad(t.db, { orderStatus: 199 });
  ids.pa = await insertLoad(t.db, { warehouse: 'pennsylvania' });
  await insertLoad(t.db, { warehouse: 'texas' });
  ids.worldwise = await insertLoad(t.db, { company: 'worldwise' });
});
afterAll(async () => {
  await t.close();
});

const dash = (token: string, warehouse: string | null, company = 'Furhaven_bulk') =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/operations/ShippingDash${warehouse === null ? '' : `?warehouse=${warehouse}`}`,
    headers: bearer(token, company),
  });

describe('GET /api/v1/operations/ShippingDash', () => {
  it('answers the open loads of the warehouse with the spec row fields, due first', async () => {
    const res = await dash(tokens.bulk.access_token, 'kentucky');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const rows = body<ShippingDashRow[]>(res);
    expect(rows.map((r) => r.shipment_id)).toEqual([ids.first, ids.withAppt, ids.later]);
    expect(rows[0]).toEqual({
      shipment_id: ids.first,
      vendor_name: 'Chewy',
      shipment_type: 'LTL',
      acu_order_num: expect.stringMatching(/^SO\d+$/),
      ship_date: '2026-03-09',
      dock_appointment: null,
      carrier: 'EXLA',
      destination: 'Dayton, OH',
      pallets: 3,
      pieces: 120,
      note: null,
      status: 101,
      warehouse: 'kentucky',
    });
    expect(rows[1]?.dock_appointment).toBe('2026-03-12T14:00:00.000Z');
    expect(rows[2]).toMatchObject({ vendor_name: 'Target', note: 'Floor-ready', status: 103 });
  });

  it('reads the warehouse in any case, and the plain company header too', async () => {
    const res = await dash(tokens.admin.access_token, 'Pennsylvania', 'Furhaven');
    expect(res.statusCode).toBe(200);
    expect(body<ShippingDashRow[]>(res).map((r) => r.shipment_id)).toEqual([ids.pa]);
  });

  it('keeps to the company of the header', async () => {
    const res = await dash(tokens.admin.access_token, 'kentucky', 'Worldwise_bulk');
    expect(body<ShippingDashRow[]>(res).map((r) => r.shipment_id)).toEqual([ids.worldwise]);
    // Worldwise has no Pennsylvania warehouse.
    const pa = await dash(tokens.admin.access_token, 'pennsylvania', 'Worldwise_bulk');
    expect(pa.statusCode).toBe(403);
    expect(body(pa).error).toBe('warehouse_forbidden');
  });

  it('refuses a warehouse without a board (400 INVALID WAREHOUSE) and a missing one', async () => {
    for (const warehouse of ['texas', 'illinois', 'nowhere', '']) {
      const res = await dash(tokens.bulk.access_token, warehouse);
      expect(res.statusCode, warehouse).toBe(400);
      expect(body(res)).toEqual({ error: 'invalid_warehouse', message: 'INVALID WAREHOUSE' });
    }
    const missing = await dash(tokens.bulk.access_token, null);
    expect(missing.statusCode).toBe(400);
    expect(body(missing).message).toMatch(/warehouse/);
  });

  it('needs admin or bulk, a token and a company the user holds', async () => {
    const office = await dash(tokens.office.access_token, 'kentucky');
    expect(office.statusCode).toBe(403);
    expect(body(office).error).toBe('scope_forbidden');
    expect((await dash(tokens.dock.access_token, 'kentucky')).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/v1/operations/ShippingDash?warehouse=kentucky',
      headers: { company_id: 'Furhaven_bulk' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('display devices', () => {
  it('are enrolled for a board warehouse only, with the board entry as pairing link', async () => {
    const display = await enrolDisplay(t.app, tokens.admin.access_token, 'kentucky');
    expect(display.pairingUrl).toMatch(/^\/kiosk\/board\/pair\?code=[A-Z0-9]{8}$/);
    const texas = await t.app.inject({
      method: 'POST',
      url: '/api/admin/devices',
      headers: bearer(tokens.admin.access_token, 'Furhaven'),
      payload: { name: 'Texas TV', warehouse: 'texas', purpose: 'display' },
    });
    expect(texas.statusCode).toBe(400);
    expect(body(texas).error).toBe('no_board');
  });

  it('read their own warehouse board and nothing else', async () => {
    const display = await enrolDisplay(t.app, tokens.admin.access_token, 'kentucky');
    const own = await dash(display.token, 'kentucky');
    expect(own.statusCode).toBe(200);
    expect(body<ShippingDashRow[]>(own)).toHaveLength(3);
    const other = await dash(display.token, 'pennsylvania');
    expect(other.statusCode).toBe(403);
    expect(body(other).error).toBe('warehouse_forbidden');
    const otherCompany = await dash(display.token, 'kentucky', 'Worldwise_bulk');
    expect(otherCompany.statusCode).toBe(403);

    // Read-only: no refresh of the boards, no sign-ins, no admin.
    const mutation = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: bearer(display.token),
      payload: { query: 'mutation { triggerRefresh }' },
    });
    expect(mutation.statusCode).toBe(403);
    expect(body(mutation).error).toBe('device_forbidden');
    for (const url of [
      '/api/carrier-sign-in/sign-ins?open=true',
      '/api/admin/devices',
      '/api/bulk/carriers',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(display.token) });
      expect(res.statusCode, url).toBe(403);
    }
  });

  it('a dock kiosk cannot read the board, and a revoked display is refused', async () => {
    const kiosk = await enrolDisplay(t.app, tokens.admin.access_token, 'kentucky', 'carrier-sign-in');
    const refused = await dash(kiosk.token, 'kentucky');
    expect(refused.statusCode).toBe(403);
    expect(body(refused).error).toBe('device_forbidden');

    const display = await enrolDisplay(t.app, tokens.admin.access_token, 'pennsylvania');
    expect((await dash(display.token, 'pennsylvania')).statusCode).toBe(200);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/devices/${display.id}`,
      headers: bearer(tokens.admin.access_token, 'Furhaven'),
    });
    expect((await dash(display.token, 'pennsylvania')).statusCode).toBe(401);
  });
});
