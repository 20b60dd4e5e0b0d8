import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShipmentConfirmationsAnswer } from '../../../src/shared/api/tpl/shipment-confirmations';
import { palletsOf } from '../../../src/shared/domain/tpl/shipment-confirmations';
import { loadWorld } from '../../../src/server/world/load-world';
import { apiCaller, body, createTestApp, loginAll } from '../support/test-app';

/** Shipping Confirmation (D3 2.2, 7) against the small sandbox world's Geodis shipments. */
const NOW = new Date('2026-03-02T15:30:00Z');
const URL = '/tpl/geodis/getShipmentConfirmation';

const t = await createTestApp();
const tokens = await loginAll(t.app, ['tpl', 'admin', 'office', 'floor', 'bulk'] as const);
const call = apiCaller(t.app, tokens.tpl.access_token, 'Furhaven');

beforeAll(async () => {
  await loadWorld(t.pool, { seed: 3, size: 'small', now: NOW });
});
afterAll(async () => {
  await t.close();
});

const orders = async (start: string, end: string, token?: string, company?: string) => {
  const res = await call('GET', `${URL}?start_date=${start}&end_date=${end}`, undefined, token, company);
  expect(res.statusCode, res.body).toBe(200);
  return body<ShipmentConfirmationsAnswer>(res).data.body.response.order;
};

describe('access', () => {
  it('refuses a user without the scope of either reading, a company not held and the bulk header', async () => {
    const url = `${URL}?start_date=2026-02-20&end_date=2026-03-02`;
    for (const who of [tokens.floor, tokens.bulk])
      expect((await call('GET', url, undefined, who.access_token)).statusCode).toBe(403);
    expect((await call('GET', url, undefined, undefined, 'Worldwise')).statusCode).toBe(403);
    expect((await call('GET', url, undefined, undefined, 'Acme')).statusCode).toBe(403);
    expect((await call('GET', url, undefined, undefined, 'Furhaven_bulk')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api${url}` })).statusCode).toBe(401);
  });

  it('lets the route-table reading (acumatica) in beside the menu reading (thirdpartylogistics)', async () => {
    expect((await orders('2026-02-20', '2026-03-02', tokens.office.access_token)).length).toBeGreaterThan(0);
    expect((await orders('2026-02-20', '2026-03-02', tokens.admin.access_token, 'Worldwise')).length).toBe(4);
  });
});

describe('GET /tpl/geodis/getShipmentConfirmation', () => {
  it('answers { data: { body: { response: { order } } } } with the fields of D3 section 3', async () => {
    const res = await call('GET', `${URL}?start_date=2026-02-14&end_date=2026-03-02`);
    expect(res.statusCode).toBe(200);
    const answer = body<ShipmentConfirmationsAnswer>(res);
    expect(Object.keys(answer)).toEqual(['data']);
    const list = answer.data.body.response.order;
    expect(list.length).toBe(16);
    const first = list[0]!;
    expect(Object.keys(first).sort()).toEqual(
      ['poNum', 'shipmentDate', 'orderNum', 'orderId', 'shipTo', 'shipment', 'carrier'].sort(),
    );
    expect(Object.keys(first.shipTo).sort()).toEqual(
      ['shipName', 'addr1', 'addr2', 'city', 'region', 'postalcode'].sort(),
    );
    expect(first.orderNum).toMatch(/^\d{7}$/);
    expect(first.orderId).toMatch(/^1\d{8}$/);
    // Every order fills several cartons (pallets), each with lines and lots.
    expect(list.every((o) => o.shipment.carton.length >= 2)).toBe(true);
    const line = first.shipment.carton[0]!.line[0]!;
    expect(line).toEqual({
      lineNumber: expect.any(Number),
      sku: expect.any(String),
      shippedQuantity: expect.any(Number),
      lot: [{ lotNumber: expect.stringMatching(/^L\d{9}$/), shippedQuantity: line.shippedQuantity }],
    });
    const pallets = palletsOf(first);
    expect(pallets.map((p) => p.label).slice(0, 2)).toEqual(['Pallet 1', 'Pallet 2']);
    // Shipment dates are within the range, oldest first.
    const days = list.map((o) => o.shipmentDate.slice(0, 10));
    expect(days).toEqual([...days].sort());
    expect(days.every((d) => d >= '2026-02-14' && d <= '2026-03-02')).toBe(true);
  });

  it('narrows to the range (inclusive days) and answers an empty list outside it', async () => {
    const all = await orders('2026-02-14', '2026-03-02');
    const day = all[all.length - 1]!.shipmentDate.slice(0, 10);
    const one = await orders(day, day);
    expect(one.length).toBeGreaterThan(0);
    expect(one.every((o) => o.shipmentDate.startsWith(day))).toBe(true);
    expect(await orders('2025-01-01', '2025-01-31')).toEqual([]);
  });

  it('refuses bad dates with 400', async () => {
    const cases: [string, string][] = [
      ['', 'start_date is required.'],
      ['?start_date=2026-02-20', 'end_date is required.'],
      ['?start_date=2026-02-30&end_date=2026-03-02', 'Dates must be in the form YYYY-MM-DD.'],
      ['?start_date=02/20/2026&end_date=2026-03-02', 'Dates must be in the form YYYY-MM-DD.'],
      ['?start_date=2026-03-02&end_date=2026-02-20', 'End date must not be before start date.'],
      ['?start_date=2025-01-01&end_date=2026-03-02', 'Choose a range of at most 93 days.'],
      ['?start_date=&end_date=2026-03-02', 'Select a start date.'],
    ];
    for (const [query, message] of cases) {
      const res = await call('GET', `${URL}${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.body, query).toContain(message);
    }
  });

  it('answers 502 when Geodis is down', async () => {
    await t.integrations.control!.set('geodis', { failureMode: 'next', failuresLeft: 1 });
    const res = await call('GET', `${URL}?start_date=2026-02-20&end_date=2026-03-02`);
    expect(res.statusCode).toBe(502);
    expect(body(res).message).toContain('Failed to get shipment confirmations');
    expect((await orders('2026-02-20', '2026-03-02')).length).toBeGreaterThan(0);
  });
});
