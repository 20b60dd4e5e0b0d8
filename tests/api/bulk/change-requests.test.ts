import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeRequest, ChangeRequestsByPo } from '../../../src/shared/api/bulk/change-requests';
import { loadWorld } from '../../../src/server/world/load-world';
import { authed, body, createTestApp, loginAll } from '../support/test-app';

/** Incoming Order Change Requests (D2 sections 2, 4, 7, 8): the table, the order by PO and Approve. */
const NOW = new Date('2026-03-02T15:30:00Z');
const LIST = '/api/bulk/change_requests';
const BY_PO = '/api/bulk/orders/changeRequestsByPo';
const ACCEPT = '/api/bulk/orders/accept_changes';

const t = await createTestApp();
const tokens = await loginAll(t.app, ['admin', 'bulk', 'hq', 'office', 'floor'] as const);
const hq = tokens.hq.access_token;

beforeAll(async () => {
  await loadWorld(t.pool, { seed: 3, size: 'small', now: NOW });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, token = hq, company = 'Furhaven_bulk') =>
  t.app.inject({ method: 'GET', url, headers: authed(token, company) });
const accept = (payload: unknown, token = hq, company = 'Furhaven_bulk') =>
  t.app.inject({ method: 'PUT', url: ACCEPT, payload: payload as object, headers: authed(token, company) });

const requests = async (company = 'Furhaven_bulk') => {
  const res = await get(LIST, hq, company);
  expect(res.statusCode, res.body).toBe(200);
  return body<{ requests: ChangeRequest[] }>(res).requests;
};
const byPo = async (r: { internal_po_number: string; vendor_name: string }) => {
  const q = new URLSearchParams({ internal_po_number: r.internal_po_number, vendor_name: r.vendor_name });
  const res = await get(`${BY_PO}?${q}`);
  expect(res.statusCode, res.body).toBe(200);
  return body<ChangeRequestsByPo>(res);
};
/** A New request of this type on an order a change still applies to (before Ready). */
const openRequest = async (type: string) => {
  const { rows } = await t.pool.query<{ id: number }>(
    `select r.request_id as id from change_requests r join bulk_orders o on o.id = r.order_id
     where r.company = 'furhaven' and r.request_status = 800 and r.type = $1
       and o.stage in ('new', 'not_in_acumatica', 'not_routed', 'not_built', 'not_shipped')
     order by r.request_id limit 1`,
    [type],
  );
  const target = (await requests()).find((r) => r.request_id === rows[0]?.id);
  if (!target) throw new Error(`the world has no New ${type} on an open order`);
  return target;
};
/** Files a New request on an open order of the world (as a vendor's change would arrive). */
const fileRequest = async (type: string, details: [string, string, string, string][]) => {
  const { rows } = await t.pool.query<{ id: number; po: string; vendor: string }>(
    `select id, internal_po_number as po, vendor_name as vendor from bulk_orders
     where company = 'furhaven' and stage = 'not_built' order by id limit 1`,
  );
  const order = rows[0]!;
  const { rows: made } = await t.pool.query<{ id: number }>(
    `insert into change_requests (company, order_id, internal_po_number, vendor_name, type, request_status)
     values ('furhaven', $1, $2, $3, $4, 800) returning request_id as id`,
    [order.id, order.po, order.vendor, type],
  );
  for (const [subType, detail, value, oldValue] of details)
    await t.pool.query(
      `insert into change_request_details (request_id, sub_type, detail, value, old_value) values ($1, $2, $3, $4, $5)`,
      [made[0]!.id, subType, detail, value, oldValue],
    );
  return (await requests()).find((r) => r.request_id === made[0]!.id)!;
};
const message = (res: Parameters<typeof body>[0]) => body<{ message: string }>(res).message;

describe('GET /bulk/change_requests', () => {
  it('lists the requests of the company newest first, with every status and their details', async () => {
    const rows = await requests();
    const { rows: db } = await t.pool.query<{ n: number }>(
      `select count(*)::int as n from change_requests where company = 'furhaven'`,
    );
    expect(rows).toHaveLength(db[0]!.n);
    expect(new Set(rows.map((r) => r.request_status))).toEqual(new Set([800, 801, 899, -801]));
    const dates = rows.map((r) => r.change_date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(rows.every((r) => r.details.length > 0)).toBe(true);
    const item = rows.find((r) => r.type === 'Item Change')!;
    expect(item.details[0]).toMatchObject({ sub_type: 'item', detail: 'quantity' });
    expect(item.details[0]!.internal_sku).toBeTruthy();
  });

  it('keeps each company to its own requests', async () => {
    const furhaven = new Set((await requests()).map((r) => r.request_id));
    const worldwise = await requests('Worldwise_bulk');
    expect(worldwise.some((r) => furhaven.has(r.request_id))).toBe(false);
  });
});

describe('GET /bulk/orders/changeRequestsByPo', () => {
  it('answers the order as it is now, its items and its requests; 404 for an unknown PO', async () => {
    const [first] = await requests();
    const answer = await byPo(first!);
    expect(answer.order.internal_po_number).toBe(first!.internal_po_number);
    expect(answer.order.items.length).toBeGreaterThan(0);
    expect(answer.requests.map((r) => r.request_id)).toContain(first!.request_id);
    // Extra parameters (a client sending the whole request row) are ignored.
    const q = new URLSearchParams({
      internal_po_number: first!.internal_po_number,
      vendor_name: first!.vendor_name,
      details: JSON.stringify(first!.details),
      request_id: String(first!.request_id),
    });
    expect((await get(`${BY_PO}?${q}`)).statusCode).toBe(200);
    const none = await get(`${BY_PO}?internal_po_number=NOPE&vendor_name=Nobody`);
    expect(none.statusCode).toBe(404);
    expect(message(none)).toBe('Could not find order NOPE of Nobody.');
  });
});

describe('PUT /bulk/orders/accept_changes', () => {
  it('applies an item change to the order, marks the request Accepted (801) and refuses a second approval', async () => {
    const target = await openRequest('Item Change');
    const res = await accept({ request_id: target.request_id });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res)).toMatchObject({ request_id: target.request_id, request_status: 801 });
    const after = await byPo(target);
    for (const d of target.details) {
      const line = after.order.items.find(
        (i) => i.internal_sku === d.internal_sku && i.order_status !== 199,
      )!;
      expect(line.quantity).toBe(Number(d.value));
      expect(line.external_price).toBe(d.external_price);
    }
    const { rows } = await t.pool.query(
      `select request_status, decided_by from change_requests where request_id = $1`,
      [target.request_id],
    );
    expect(rows[0]).toEqual({ request_status: 801, decided_by: 'hq' });
    const again = await accept({ request_id: target.request_id });
    expect(again.statusCode).toBe(409);
    expect(message(again)).toBe(
      `Request ${target.request_id} is Accepted: only a New request can be approved.`,
    );
  });

  it('applies an address change to the customer info', async () => {
    const target = await fileRequest('Address Change', [
      ['customer', 'address1', '12 New Street', 'old'],
      ['customer', 'city', 'Louisville', 'old'],
    ]);
    const res = await accept({ request_id: target.request_id });
    expect(res.statusCode, res.body).toBe(200);
    const after = await byPo(target);
    const address1 = target.details.find((d) => d.detail === 'address1')!;
    expect(after.order.address1).toBe(address1.value);
    expect(after.order.city).toBe('Louisville');
  });

  it('refuses a change that names a field it cannot set and writes nothing', async () => {
    const target = await fileRequest('Address Change', [
      ['customer', 'city', 'Nowhere', 'old'],
      ['customer', 'company_id', 'worldwise', 'furhaven'],
    ]);
    const before = (await byPo(target)).order;
    const res = await accept({ request_id: target.request_id });
    expect(res.statusCode).toBe(409);
    expect(message(res)).toBe('Company Id is not a field of the customer that can change.');
    expect((await byPo(target)).order).toEqual(before);
  });

  it('refuses a request of an order that is ready to ship and writes nothing', async () => {
    const target = await fileRequest('Ship Window Change', [['header', 'ship_window_end', '2026-04-01', '']]);
    // fileRequest files it on a Not Built order; the order moves on to Ready before the approval.
    await t.pool.query(
      `update bulk_orders set stage = 'ready' where company = 'furhaven' and internal_po_number = $1
       and vendor_name = $2`,
      [target.internal_po_number, target.vendor_name],
    );
    const itemsBefore = (await byPo(target)).order.items;
    const res = await accept({ request_id: target.request_id });
    expect(res.statusCode).toBe(409);
    expect(message(res)).toMatch(/is Ready: a change can only be applied before the order is ready to ship/);
    expect((await byPo(target)).order.items).toEqual(itemsBefore);
    const { rows: status } = await t.pool.query(
      `select request_status from change_requests where request_id = $1`,
      [target.request_id],
    );
    expect(status[0]).toEqual({ request_status: 800 });
    await t.pool.query(
      `update bulk_orders set stage = $3 where company = 'furhaven' and internal_po_number = $1 and vendor_name = $2`,
      [target.internal_po_number, target.vendor_name, 'not_built'],
    );
  });

  it("answers 404 for another company's request and 400 for a bad id", async () => {
    const [theirs] = await requests('Worldwise_bulk');
    const res = await accept({ request_id: theirs!.request_id });
    expect(res.statusCode).toBe(404);
    expect(message(res)).toBe(`Change request ${theirs!.request_id} was not found.`);
    expect((await accept({ request_id: 0 })).statusCode).toBe(400);
    expect((await accept({ request_id: 'x' })).statusCode).toBe(400);
  });
});

describe('access', () => {
  it('admits washington, bulk and admin and refuses the others, the dropship company and no token', async () => {
    expect((await get(LIST, tokens.admin.access_token)).statusCode).toBe(200);
    expect((await get(LIST, tokens.bulk.access_token)).statusCode).toBe(200);
    expect((await get(LIST, tokens.office.access_token)).statusCode).toBe(403);
    expect((await get(LIST, tokens.floor.access_token)).statusCode).toBe(403);
    expect((await accept({ request_id: 1 }, tokens.office.access_token)).statusCode).toBe(403);
    expect((await get(LIST, hq, 'Furhaven')).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: LIST,
      headers: { company_id: 'Furhaven_bulk' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
