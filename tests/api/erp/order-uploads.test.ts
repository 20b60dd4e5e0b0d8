import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { CreateOrdersResponse } from '../../../src/shared/api/erp/order-uploads';
import type { DropshipUpload } from '../../../src/shared/api/dropship/file-uploads';
import { mapWalmartFile, type AcumaticaOrderLine } from '../../../src/shared/domain/erp/order-upload';
import { apiCaller, body, createTestApp, loginAll } from '../support/test-app';

/** Acumatica Order Uploads (D1 sections 2, 3, 5, 7, 8, 9) against the ERP simulator. */
const t = await createTestApp();
const tokens = await loginAll(t.app, ['admin', 'office', 'floor', 'tpl'] as const);
const call = apiCaller(t.app, tokens.office.access_token, 'Furhaven');
const WFC = 'Walmart Fulfillment Center';

afterEach(async () => {
  await t.integrations.control?.reset();
});
afterAll(async () => {
  await t.close();
});

const fileRow = (po: string, over: Record<string, string> = {}) => ({
  ORDER_PLACED_DT: '2026-11-20 09:12:00',
  PURCHASE_ORDER_NUM: po,
  SALES_ORDER_NUM: `SO-${po}`,
  VENDOR_SKU: '70231',
  QUANTITY: '3',
  GMV_AMT: '59.97',
  SHIP_TO_CITY: 'Bentonville',
  SHIP_TO_ST: 'AR',
  SHIP_TO_ZIP_CD: '02134',
  ...over,
});
const lines = (...pos: string[]): AcumaticaOrderLine[] => {
  const mapped = mapWalmartFile(
    pos.map((po) => fileRow(po)),
    WFC,
  );
  if (!mapped.ok) throw new Error(mapped.message);
  return mapped.lines;
};
const upload = (orders: unknown, over: Record<string, unknown> = {}, token?: string, company?: string) =>
  call(
    'POST',
    '/acumatica/create_orders',
    { orders, user: 'office', file_name: 'walmart.csv', vendor_name: WFC, ...over },
    token,
    company,
  );
const uploadCount = async () =>
  (await t.pool.query<{ n: number }>(`select count(*)::int as n from uploads where side = 'acumatica'`))
    .rows[0]!.n;
const erpOrderCount = async () =>
  (await t.pool.query<{ n: number }>(`select count(*)::int as n from sim_erp_sales_orders`)).rows[0]!.n;

describe('POST /acumatica/create_orders', () => {
  it('makes each line its own sales order in the ERP, with the D1 section 3 mapping', async () => {
    const res = await upload(lines('1834759210', '1834759211'));
    expect(res.statusCode, res.body).toBe(200);
    const answer = body<CreateOrdersResponse>(res);
    expect(answer).toMatchObject({ successful: 2, failed: 0, failures: [] });
    expect(answer.orders.map((o) => o.po)).toEqual(['1834759210', '1834759211']);
    const erp = t.integrations.acumatica('furhaven');
    const first = await erp.getSalesOrder(answer.orders[0]!.OrderNbr);
    expect(first).toMatchObject({
      OrderType: { value: 'SO' },
      CustomerID: { value: 'C00299' },
      Date: { value: '2026-11-20T00:00:00+00:00' },
      RequestedOn: { value: '2026-11-20T00:00:00+00:00' },
      CustomerOrder: { value: '1834759210' },
      ExternalRef: { value: 'SO-1834759210' },
      OrderTotal: { value: '59.97' },
      ShipToAddress: {
        City: { value: 'Bentonville' },
        State: { value: 'AR' },
        PostalCode: { value: '02134' },
      },
    });
    expect(first!.Details).toHaveLength(1);
    expect(first!.Details[0]).toMatchObject({
      InventoryID: { value: '70231' },
      OrderQty: { value: 3 },
      UnitPrice: { value: '19.99' },
      WarehouseID: { value: 'KY' },
    });
    const listed = await erp.listSalesOrders({ from: '2026-11-20', to: '2026-11-20' });
    expect(listed.map((o) => o.CustomerOrder.value)).toEqual(
      expect.arrayContaining(['1834759210', '1834759211']),
    );

    const history = await call('GET', '/acumatica/uploads');
    expect(history.statusCode).toBe(200);
    const [latest] = body<{ uploads: DropshipUpload[] }>(history).uploads;
    expect(latest).toMatchObject({
      upload_id: answer.upload_id,
      vendor_name: WFC,
      file_name: 'walmart.csv',
      order_count: 2,
      successful: 2,
      failed: 0,
      kentucky: 2,
      user: 'office',
      upload_status: 'upload_complete',
    });
  });

  it('answers exact counts and the failed PO numbers when the ERP fails a call', async () => {
    await t.integrations.control!.set('acumatica', {
      failureMode: 'next',
      failuresLeft: 1,
      errorMessage: 'Acumatica is down',
    });
    const res = await upload(lines('PO-A', 'PO-B', 'PO-C'));
    expect(res.statusCode, res.body).toBe(200);
    const answer = body<CreateOrdersResponse>(res);
    expect(answer).toMatchObject({ successful: 2, failed: 1 });
    expect(answer.failures).toEqual([{ po: 'PO-A', reason: 'Acumatica is down' }]);
    expect(answer.orders.map((o) => o.po)).toEqual(['PO-B', 'PO-C']);
    const { rows } = await t.pool.query(
      `select successful, failed, failures from uploads where upload_id = $1`,
      [answer.upload_id],
    );
    expect(rows[0]).toEqual({
      successful: 2,
      failed: 1,
      failures: [{ po: 'PO-A', reason: 'Acumatica is down' }],
    });
  });

  it("refuses a file with an empty field: 'Missing required field: {field}', nothing written", async () => {
    const before = [await uploadCount(), await erpOrderCount()];
    const [good, bad] = lines('OK-1', 'BAD-1');
    const res = await upload([good, { ...bad, InventoryID: '' }]);
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe('Missing required field: VENDOR_SKU');
    const noZip = await upload([{ ...good, ZipCode: ' ' }]);
    expect(body(noZip).message).toBe('Missing required field: SHIP_TO_ZIP_CD');
    expect([await uploadCount(), await erpOrderCount()]).toEqual(before);
  });

  it("refuses any vendor but Walmart Fulfillment Center: 'Not a valid customer.'", async () => {
    const before = [await uploadCount(), await erpOrderCount()];
    const res = await upload(lines('X-1'), { vendor_name: 'Chewy' });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toEqual({ error: 'not_a_valid_customer', message: 'Not a valid customer.' });
    const code = await upload([{ ...lines('X-2')[0]!, VendorCode: 'C00001' }]);
    expect(body(code).message).toBe('Not a valid customer.');
    expect([await uploadCount(), await erpOrderCount()]).toEqual(before);
  });

  it('refuses bad shapes with 400, never 500', async () => {
    expect((await upload([])).statusCode).toBe(400);
    expect((await upload([{ ...lines('Q')[0]!, Quantity: 1.5 }])).statusCode).toBe(400);
    expect((await upload([{ ...lines('Q')[0]!, UnitPrice: '19.999' }])).statusCode).toBe(400);
    expect((await upload(lines('Q'), { file_name: '' })).statusCode).toBe(400);
  });
});

describe('GET /acumatica/order and /acumatica/salesOrderDetailByDate', () => {
  it('finds an order by its number padded to 7, and 404 for one the ERP does not have', async () => {
    const answer = body<CreateOrdersResponse>(await upload(lines('PAD-1')));
    const nbr = answer.orders[0]!.OrderNbr;
    const short = String(Number(nbr));
    expect(short.length).toBeLessThan(7);
    const res = await call('GET', `/acumatica/order?ordernbr=${short}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res)).toMatchObject({ OrderNbr: { value: nbr }, CustomerOrder: { value: 'PAD-1' } });
    expect((await call('GET', '/acumatica/order?ordernbr=9999999')).statusCode).toBe(404);
    expect((await call('GET', '/acumatica/order?ordernbr=12AB')).statusCode).toBe(400);
  });

  it('answers the detail rows of the orders dated in the range', async () => {
    const res = await call(
      'GET',
      '/acumatica/salesOrderDetailByDate?startDate=2026-11-20&endDate=2026-11-20',
    );
    expect(res.statusCode, res.body).toBe(200);
    const rows = body<{
      SalesOrderDetailBySODetails: { InventoryID: { value: string }; Quantity: { value: number } }[];
    }>(res).SalesOrderDetailBySODetails;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.InventoryID.value === '70231' && r.Quantity.value === 3)).toBe(true);
    const none = await call(
      'GET',
      '/acumatica/salesOrderDetailByDate?startDate=2001-01-01&endDate=2001-01-02',
    );
    expect(body(none)).toEqual({ SalesOrderDetailBySODetails: [] });
    expect(
      (await call('GET', '/acumatica/salesOrderDetailByDate?startDate=2026-11-21&endDate=2026-11-20'))
        .statusCode,
    ).toBe(400);
  });
});

describe('access', () => {
  it.each([
    ['GET', '/acumatica/uploads'],
    ['POST', '/acumatica/create_orders'],
    ['GET', '/acumatica/order?ordernbr=1'],
    ['GET', '/acumatica/salesOrderDetailByDate?startDate=2026-11-20&endDate=2026-11-20'],
  ] as const)('%s %s refuses other scopes and companies', async (method, url) => {
    const payload =
      method === 'POST' ? { orders: lines('R-1'), file_name: 'r.csv', vendor_name: WFC } : undefined;
    const before = await erpOrderCount();
    const noScope = await call(method, url, payload, tokens.tpl.access_token);
    expect(noScope.statusCode).toBe(403);
    expect(body(noScope).error).toBe('scope_forbidden');
    const otherCompany = await call(method, url, payload, tokens.floor.access_token, 'Worldwise');
    expect(otherCompany.statusCode).toBe(403);
    expect(body(otherCompany).error).toBe('company_forbidden');
    expect(await erpOrderCount()).toBe(before);
    expect(
      (await call(method, url, payload, tokens.admin.access_token, 'Worldwise')).statusCode,
    ).not.toBeGreaterThanOrEqual(403);
  });

  it('keeps each company to its own history', async () => {
    const worldwise = await call(
      'GET',
      '/acumatica/uploads',
      undefined,
      tokens.office.access_token,
      'Worldwise',
    );
    expect(
      body<{ uploads: DropshipUpload[] }>(worldwise).uploads.every((u) => u.file_name !== 'walmart.csv'),
    ).toBe(true);
  });
});
