import { describe, expect, it } from 'vitest';
import type { CreateOrdersResponse } from '../../../src/shared/api/erp/order-uploads';
import { mapWalmartFile, type AcumaticaOrderLine } from '../../../src/shared/domain/erp/order-upload';
import { AcumaticaHttp } from '../../../src/server/integrations/acumatica/http/adapter';
import { acumaticaSettingsFrom } from '../../../src/server/integrations/acumatica/http/settings';
import { body } from '../support/test-app';
import { AcumaticaFake } from './fakes/acumatica-fake';
import { appOverFake } from './support/app-over-fake';
import { CLIENTS, USERS } from './support/acumatica-http-harness';

/**
 * The app with only Acumatica's settings changed: the ERP screens run over HTTP against the local
 * fake (which keeps the simulator's tables), and an outside failure shows as the screen's state.
 */
const fake = new AcumaticaFake({
  now: () => new Date(),
  tenants: { 'FurHaven Pet': 'furhaven', Worldwise: 'worldwise' },
  users: USERS,
  clients: CLIENTS,
});
const { t, call } = await appOverFake(fake, {
  config: (url) => ({
    acumatica: acumaticaSettingsFrom({
      ACUMATICA_URL: url,
      ACUMATICA_USERNAME: 'api.dockhand',
      ACUMATICA_PASSWORD: USERS['api.dockhand'],
      ACUMATICA_COMPANY_FURHAVEN: 'FurHaven Pet',
      ACUMATICA_COMPANY_WORLDWISE: 'Worldwise',
      ACUMATICA_TIMEOUT_MS: '2000',
      ACUMATICA_RETRIES: '2',
    }),
  }),
  users: ['office'],
  // Closing the app signs its API session out (sessions count against the ERP's licence).
  afterClose: () => expect(fake.logouts).toBe(1),
});
const WFC = 'Walmart Fulfillment Center';

const lines = (...pos: string[]): AcumaticaOrderLine[] => {
  const mapped = mapWalmartFile(
    pos.map((po) => ({
      ORDER_PLACED_DT: '2026-11-20 09:12:00',
      PURCHASE_ORDER_NUM: po,
      SALES_ORDER_NUM: `SO-${po}`,
      VENDOR_SKU: '70231',
      QUANTITY: '3',
      GMV_AMT: '59.97',
      SHIP_TO_CITY: 'Bentonville',
      SHIP_TO_ST: 'AR',
      SHIP_TO_ZIP_CD: '02134',
    })),
    WFC,
  );
  if (!mapped.ok) throw new Error(mapped.message);
  return mapped.lines;
};
const upload = (orders: AcumaticaOrderLine[]) =>
  call('POST', '/acumatica/create_orders', {
    orders,
    user: 'office',
    file_name: 'walmart.csv',
    vendor_name: WFC,
  });
const erpOrderCount = async () =>
  (await t.pool.query<{ n: number }>(`select count(*)::int as n from sim_erp_sales_orders`)).rows[0]!.n;

describe('Acumatica Order Uploads over HTTP', () => {
  it('creates each line as a sales order through the REST API, signed in to the tenant', async () => {
    expect(t.integrations.acumatica('furhaven')).toBeInstanceOf(AcumaticaHttp);
    const before = await erpOrderCount();
    const res = await upload(lines('7100000001', '7100000002'));
    expect(res.statusCode, res.body).toBe(200);
    const answer = body<CreateOrdersResponse>(res);
    expect(answer).toMatchObject({ successful: 2, failed: 0 });
    expect(await erpOrderCount()).toBe(before + 2);
    expect(fake.calls('PUT', /^SalesOrder$/).map((c) => c.auth)).toEqual(['cookie', 'cookie']);
    const order = await t.integrations.acumatica('furhaven').getSalesOrder(answer.orders[0]!.OrderNbr);
    expect(order).toMatchObject({ CustomerOrder: { value: '7100000001' }, OrderTotal: { value: '59.97' } });
  });

  it('shows an ERP failure as that line failing, and sends no write twice', async () => {
    const before = await erpOrderCount();
    fake.failNext({ status: 500, times: 1, match: /^PUT SalesOrder$/ });
    const res = await upload(lines('7100000003', '7100000004'));
    expect(res.statusCode, res.body).toBe(200);
    const answer = body<CreateOrdersResponse>(res);
    expect(answer).toMatchObject({ successful: 1, failed: 1 });
    expect(answer.failures).toEqual([{ po: '7100000003', reason: 'The server is busy.' }]);
    expect(fake.calls('PUT', /^SalesOrder$/)).toHaveLength(2);
    expect(await erpOrderCount()).toBe(before + 1);
  });

  it('rides out a rate limit: the call waits and goes through', async () => {
    fake.failNext({ status: 429, retryAfter: '0', times: 1, match: /^PUT SalesOrder$/ });
    const res = await upload(lines('7100000005'));
    expect(body<CreateOrdersResponse>(res)).toMatchObject({ successful: 1, failed: 0 });
    expect(fake.calls('PUT', /^SalesOrder$/)).toHaveLength(2);
  });
});
