import { X12Parser } from 'node-x12';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EdiTransaction } from '../../../src/shared/api/bulk/transactions';
import { loadWorld } from '../../../src/server/world/load-world';
import { authed, body, createTestApp, loginAll } from '../support/test-app';

/** EDI Transaction Report (D2 sections 2, 3, 7, 8): both tabs and the download of the X12 text. */
const t = await createTestApp();
const tokens = await loginAll(t.app, ['admin', 'bulk', 'floor', 'labour'] as const);
const bulk = tokens.bulk.access_token;

beforeAll(async () => {
  await loadWorld(t.pool, { seed: 3, size: 'small', now: new Date('2026-03-02T15:30:00Z') });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, token = bulk, company = 'Furhaven_bulk') =>
  t.app.inject({ method: 'GET', url, headers: authed(token, company) });
const tab = async (url: string, token: string, company: string) => {
  const res = await get(url, token, company);
  expect(res.statusCode, res.body).toBe(200);
  return body<{ transactions: EdiTransaction[] }>(res).transactions;
};

describe('GET /bulk/transactions and /bulk/transactions/bulk', () => {
  it("lists each tab's side of the company, newest message first, as the table holds them", async () => {
    const bulkRows = await tab('/api/bulk/transactions/bulk', bulk, 'Furhaven_bulk');
    const dropRows = await tab('/api/bulk/transactions', tokens.admin.access_token, 'Furhaven');
    for (const [rows, side] of [
      [bulkRows, 'bulk'],
      [dropRows, 'dropship'],
    ] as const) {
      const { rows: db } = await t.pool.query<{ n: number }>(
        `select count(*)::int as n from edi_transactions where company = 'furhaven' and side = $1`,
        [side],
      );
      expect(rows.length).toBe(Math.min(db[0]!.n, 2000));
      expect(rows.length).toBeGreaterThan(0);
      const dates = rows.map((r) => r.message_date);
      expect([...dates].sort().reverse()).toEqual(dates);
    }
    const first = bulkRows[0]!;
    const { rows: one } = await t.pool.query(
      `select gs_id, vendor_name, internal_po_number, status, type, direction, side, company
       from edi_transactions where id = $1`,
      [first.id],
    );
    const { id: _id, message_date: _date, ...fields } = first;
    expect(one[0]).toMatchObject({ ...fields, side: 'bulk', company: 'furhaven' });
    expect(new Set(dropRows.map((r) => r.id)).has(first.id)).toBe(false);
  });

  it('takes a limit and refuses a bad one', async () => {
    expect(await tab('/api/bulk/transactions/bulk?limit=3', bulk, 'Furhaven_bulk')).toHaveLength(3);
    const res = await get('/api/bulk/transactions/bulk?limit=0');
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toContain('limit must be at least 1.');
  });

  it('serves the bulk and dropship scopes (both readings of the route), refusing others', async () => {
    expect((await get('/api/bulk/transactions', tokens.floor.access_token, 'Furhaven')).statusCode).toBe(200);
    expect((await get('/api/bulk/transactions/bulk', tokens.labour.access_token)).statusCode).toBe(403);
    expect((await get('/api/bulk/transactions', tokens.labour.access_token, 'Furhaven')).statusCode).toBe(
      403,
    );
    // The wrong form of the company header is a bad request.
    expect((await get('/api/bulk/transactions/bulk', bulk, 'Furhaven')).statusCode).toBe(400);
    expect((await get('/api/bulk/transactions', bulk, 'Furhaven_bulk')).statusCode).toBe(400);
  });
});

describe('Download (gs_id, vendor_name, type, direction -> link -> X12 text)', () => {
  const linkOf = (row: EdiTransaction, token = bulk, company = 'Furhaven_bulk') =>
    get(
      `/api/bulk/transactions/download?${new URLSearchParams({
        gs_id: row.gs_id,
        vendor_name: row.vendor_name,
        type: row.type,
        direction: row.direction,
      })}`,
      token,
      company,
    );

  it('answers a link whose file is the message exchanged, readable as X12 with its GS control number', async () => {
    const rows = await tab('/api/bulk/transactions/bulk', bulk, 'Furhaven_bulk');
    const row = rows.find((r) => r.type === '856') ?? rows[0]!;
    const res = await linkOf(row);
    expect(res.statusCode, res.body).toBe(200);
    const answer = body<{ link: string; id: number; file_name: string }>(res);
    expect(answer.link).toBe(`/api/bulk/transactions/${row.id}/message`);
    const file = await get(answer.link);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toContain('text/plain');
    expect(file.headers['content-disposition']).toContain(answer.file_name);
    const { rows: db } = await t.pool.query<{ body: string }>(
      `select body from edi_transactions where id = $1`,
      [row.id],
    );
    expect(file.body).toBe(db[0]!.body);
    const interchange = new X12Parser(true).parse(file.body) as unknown as {
      functionalGroups: {
        header: { elements: { value: string }[] };
        transactions: { header: { elements: { value: string }[] } }[];
      }[];
    };
    const group = interchange.functionalGroups[0]!;
    expect(group.header.elements[5]!.value).toBe(row.gs_id);
    expect(group.transactions[0]!.header.elements[0]!.value).toBe(row.type);
  });

  it('keeps each side to its own messages: the dropship header does not reach a bulk message', async () => {
    const [row] = await tab('/api/bulk/transactions/bulk', bulk, 'Furhaven_bulk');
    expect((await linkOf(row!, tokens.admin.access_token, 'Furhaven')).statusCode).toBe(404);
    expect(
      (await get(`/api/bulk/transactions/${row!.id}/message`, tokens.admin.access_token, 'Furhaven'))
        .statusCode,
    ).toBe(404);
    expect((await get(`/api/bulk/transactions/${row!.id}/message`, bulk, 'Worldwise_bulk')).statusCode).toBe(
      404,
    );
    expect((await linkOf(row!, tokens.labour.access_token)).statusCode).toBe(403);
  });

  it('refuses a missing key field and an unknown message', async () => {
    const res = await get('/api/bulk/transactions/download?gs_id=1&vendor_name=x&type=856');
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toContain('direction');
    const none = await get(
      '/api/bulk/transactions/download?gs_id=0&vendor_name=x&type=856&direction=outbound',
    );
    expect(none.statusCode).toBe(404);
    expect((await get('/api/bulk/transactions/abc/message')).statusCode).toBe(400);
  });
});
