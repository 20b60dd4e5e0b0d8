import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkInvoice } from '../../../src/shared/api/bulk/bulk-invoices';
import { INVOICE_CSV_COLUMNS } from '../../../src/shared/domain/erp/invoices';
import { loadWorld } from '../../../src/server/world/load-world';
import { authed, body, createTestApp, loginAll } from '../support/test-app';

/** Bulk Invoices (D2 sections 2, 3, 7, 8) and Download Acumatica Invoices (/invoices). */
const NOW = new Date('2026-03-02T15:30:00Z');
const LIST = '/api/bulk/invoices';
const SAVE = '/api/bulk/invoices/order';
const ERP = '/api/acumatica/invoices';

const t = await createTestApp();
const tokens = await loginAll(t.app, ['admin', 'bulk', 'office', 'floor', 'tpl', 'labour'] as const);
const bulk = tokens.bulk.access_token;

beforeAll(async () => {
  await loadWorld(t.pool, { seed: 3, size: 'small', now: NOW });
});
afterAll(async () => {
  await t.close();
});

const list = (token = bulk, company = 'Furhaven_bulk') =>
  t.app.inject({ method: 'GET', url: LIST, headers: authed(token, company) });
const save = (payload: unknown, token = bulk, company = 'Furhaven_bulk') =>
  t.app.inject({ method: 'PUT', url: SAVE, payload: payload as object, headers: authed(token, company) });
const erp = (query = '', token = tokens.office.access_token, company = 'Furhaven') =>
  t.app.inject({ method: 'GET', url: `${ERP}${query}`, headers: authed(token, company) });

const invoices = async (company = 'Furhaven_bulk') => {
  const res = await list(bulk, company);
  expect(res.statusCode, res.body).toBe(200);
  return body<{ invoices: BulkInvoice[] }>(res).invoices;
};

describe('GET /bulk/invoices', () => {
  it('answers each invoice with its order, IMS cost as quantity and the Acumatica cost, as the tables hold them', async () => {
    const rows = await invoices();
    const { rows: sql } = await t.pool.query<{ n: number }>(
      `select count(*)::int as n from bulk_invoices where company = 'furhaven'`,
    );
    expect(rows).toHaveLength(sql[0]!.n);
    const first = rows[0]!;
    const { rows: db } = await t.pool.query(
      `select o.internal_po_number, o.vendor_name, o.acu_order_num, i.acu_invoice_num, i.ims_cost::text as quantity,
              i.invoice_cost::text, i.vendor_status
       from bulk_invoices i join bulk_orders o on o.id = i.order_id where i.id = $1`,
      [first.id],
    );
    expect(first).toMatchObject(db[0]);
    expect(new Set(rows.map((r) => r.vendor_status))).toEqual(new Set([700, 701, -701]));
    const dates = rows.map((r) => r.upload_date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('keeps each company to its own invoices', async () => {
    const furhaven = new Set((await invoices()).map((r) => r.id));
    const worldwise = await invoices('Worldwise_bulk');
    expect(worldwise.length).toBeGreaterThan(0);
    expect(worldwise.some((r) => furhaven.has(r.id))).toBe(false);
  });
});

describe('PUT /bulk/invoices/order', () => {
  it('sets the Acumatica invoice number and cost of the order of that PO and vendor', async () => {
    const [target] = await invoices();
    const res = await save({
      acu_invoice_num: 'AR123456',
      invoice_cost: '1234.50',
      internal_po_number: target!.internal_po_number,
      vendor_name: target!.vendor_name,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<BulkInvoice>(res)).toMatchObject({
      id: target!.id,
      acu_invoice_num: 'AR123456',
      invoice_cost: '1234.50',
      quantity: target!.quantity,
      vendor_status: target!.vendor_status,
    });
    const { rows } = await t.pool.query(
      `select acu_invoice_num, invoice_cost::text from bulk_invoices where id = $1`,
      [target!.id],
    );
    expect(rows[0]).toEqual({ acu_invoice_num: 'AR123456', invoice_cost: '1234.50' });
    // A number is taken too (as a form may send it).
    const again = await save({ ...body<BulkInvoice>(res), invoice_cost: 99.5, acu_invoice_num: 'AR123456' });
    expect(body<BulkInvoice>(again).invoice_cost).toBe('99.50');
  });

  it('answers 404 with a message for an unknown order and for an order without an invoice', async () => {
    const unknown = await save({
      acu_invoice_num: 'AR1',
      invoice_cost: '1',
      internal_po_number: 'NOPE',
      vendor_name: 'Nobody',
    });
    expect(unknown.statusCode).toBe(404);
    expect(body<{ message: string }>(unknown).message).toBe('Order NOPE of Nobody was not found.');
    const { rows } = await t.pool.query<{ po: string; vendor: string }>(
      `select internal_po_number as po, vendor_name as vendor from bulk_orders o where company = 'furhaven'
       and not exists (select 1 from bulk_invoices i where i.order_id = o.id) limit 1`,
    );
    const none = await save({
      acu_invoice_num: 'AR1',
      invoice_cost: '1',
      internal_po_number: rows[0]!.po,
      vendor_name: rows[0]!.vendor,
    });
    expect(none.statusCode).toBe(404);
    expect(body<{ message: string }>(none).message).toMatch(/has no invoice yet/);
  });

  it.each([
    [{ acu_invoice_num: '', invoice_cost: '1', internal_po_number: 'P', vendor_name: 'V' }],
    [{ acu_invoice_num: 'AR1', invoice_cost: '1.234', internal_po_number: 'P', vendor_name: 'V' }],
    [{ acu_invoice_num: 'AR1', invoice_cost: '-5', internal_po_number: 'P', vendor_name: 'V' }],
    [{ acu_invoice_num: 'AR1', invoice_cost: 'abc', internal_po_number: 'P', vendor_name: 'V' }],
    [{ acu_invoice_num: 'AR1\u0000', invoice_cost: '1', internal_po_number: 'P', vendor_name: 'V' }],
    [{ acu_invoice_num: 'AR1', invoice_cost: '1', vendor_name: 'V' }],
  ])('refuses %j with a message (400), writing nothing', async (payload) => {
    const res = await save(payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(body<{ message: string }>(res).message).toEqual(expect.any(String));
  });

  it('cannot reach another company’s invoice', async () => {
    const [other] = await invoices('Worldwise_bulk');
    const { rows: same } = await t.pool.query(
      `select 1 from bulk_orders where company = 'furhaven' and internal_po_number = $1 and vendor_name = $2`,
      [other!.internal_po_number, other!.vendor_name],
    );
    expect(same).toEqual([]);
    const res = await save({
      acu_invoice_num: 'AR999999',
      invoice_cost: '1.00',
      internal_po_number: other!.internal_po_number,
      vendor_name: other!.vendor_name,
    });
    expect(res.statusCode).toBe(404);
    const { rows } = await t.pool.query(`select acu_invoice_num from bulk_invoices where id = $1`, [
      other!.id,
    ]);
    expect(rows[0]!.acu_invoice_num).toBe(other!.acu_invoice_num);
  });
});

describe('bulk invoices access (admin, bulk; the _bulk header)', () => {
  it('lets admin and bulk in, refuses others (403) and the dropship header (400)', async () => {
    expect((await list(tokens.admin.access_token)).statusCode).toBe(200);
    for (const user of ['office', 'floor'] as const) {
      expect((await list(tokens[user].access_token)).statusCode, user).toBe(403);
      const res = await save(
        { acu_invoice_num: 'AR1', invoice_cost: '1', internal_po_number: 'P', vendor_name: 'V' },
        tokens[user].access_token,
      );
      expect(res.statusCode, user).toBe(403);
    }
    const wrong = await list(bulk, 'Furhaven');
    expect(wrong.statusCode).toBe(400);
    expect(body(wrong)).toMatchObject({ error: 'company_side' });
  });
});

/**
 * The world holds no ERP invoices; the ERP simulator prepares one when a shipment is confirmed, dated
 * the simulator's business day (today): ship and confirm one open sales order of the company.
 */
async function erpInvoice(company: 'furhaven' | 'worldwise'): Promise<{ ref: string; amount: string }> {
  const { rows } = await t.pool.query<{ nbr: string; warehouse: string }>(
    `select o.order_nbr as nbr, l.warehouse from sim_erp_sales_orders o
     join sim_erp_sales_order_lines l on l.order_id = o.id
     where o.company = $1 and o.status = 'Open' and l.qty_shipped < l.quantity
       and not exists (select 1 from sim_erp_shipments s where s.order_id = o.id)
     order by o.id limit 1`,
    [company],
  );
  const open = rows[0]!;
  const port = t.integrations.acumatica(company);
  const shipment = await port.createShipment({
    OrderNbr: { value: open.nbr },
    WarehouseID: { value: open.warehouse },
  });
  const confirmed = await port.confirmShipment(shipment.ShipmentNbr.value);
  const ref = confirmed.InvoiceNbr.value!;
  const invoice = await port.getInvoice(ref);
  return { ref, amount: invoice!.Amount.value };
}

const refsOf = (csv: string) =>
  Papa.parse<Record<string, string>>(csv.trim(), { header: true }).data.map((r) => r.ReferenceNbr);

describe('GET /acumatica/invoices (Download Acumatica Invoices)', () => {
  it("answers the ERP's invoices of the 30 days up to today as CSV, one row per invoice", async () => {
    const made = [await erpInvoice('furhaven'), await erpInvoice('furhaven')];
    const res = await erp();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(res.headers['content-disposition']).toMatch(
      /Acumatica_Invoices_\d{4}-\d{2}-\d{2}_to_\d{4}-\d{2}-\d{2}\.csv/,
    );
    const parsed = Papa.parse<Record<string, string>>(res.body.trim(), { header: true });
    expect(parsed.meta.fields).toEqual([...INVOICE_CSV_COLUMNS]);
    for (const invoice of made)
      expect(parsed.data.find((r) => r.ReferenceNbr === invoice.ref)).toMatchObject({
        Amount: invoice.amount,
        Type: 'Invoice',
        Status: 'Open',
      });
    const { rows } = await t.pool.query<{ ref: string }>(
      `select ref_nbr as ref from sim_erp_invoices where company = 'furhaven' order by date, ref_nbr`,
    );
    expect(parsed.data.map((r) => r.ReferenceNbr)).toEqual(rows.map((r) => r.ref));
    // A range before the invoices: none (the header row only).
    const before = await erp('?start_date=2020-01-01&end_date=2020-01-31');
    expect(before.statusCode).toBe(200);
    expect(before.body.trim()).toBe(INVOICE_CSV_COLUMNS.join(','));
    expect(before.headers['content-disposition']).toContain(
      'Acumatica_Invoices_2020-01-01_to_2020-01-31.csv',
    );
  });

  it('refuses a bad range with a message (400)', async () => {
    for (const query of [
      '?start_date=2026-03-02',
      '?start_date=2026-03-02&end_date=2026-03-01',
      '?start_date=x&end_date=y',
      '?start_date=2024-01-01&end_date=2026-01-01',
    ]) {
      const bad = await erp(query);
      expect(bad.statusCode, query).toBe(400);
      expect(body<{ message: string }>(bad).message).toEqual(expect.any(String));
    }
  });

  it('is for admin, acumatica and thirdpartylogistics; keeps each company to its own tenant', async () => {
    expect((await erp('', tokens.admin.access_token)).statusCode).toBe(200);
    expect((await erp('', tokens.tpl.access_token)).statusCode).toBe(200);
    for (const user of ['bulk', 'floor', 'labour'] as const)
      expect((await erp('', tokens[user].access_token)).statusCode, user).toBe(403);
    // tpl holds Furhaven only.
    expect((await erp('', tokens.tpl.access_token, 'Worldwise')).statusCode).toBe(403);
    const theirs = await erpInvoice('worldwise');
    const worldwise = refsOf((await erp('', tokens.office.access_token, 'Worldwise')).body);
    const furhaven = refsOf((await erp()).body);
    expect(worldwise).toContain(theirs.ref);
    expect(furhaven.length).toBeGreaterThan(0);
    const { rows } = await t.pool.query<{ ref: string }>(
      `select ref_nbr as ref from sim_erp_invoices where company = 'worldwise' order by date, ref_nbr`,
    );
    expect(worldwise).toEqual(rows.map((r) => r.ref));
    expect((await erp('', tokens.office.access_token, 'Furhaven_bulk')).statusCode).toBe(400);
  });
});
