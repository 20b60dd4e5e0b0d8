import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLocalFileStore } from '../../../src/server/platform/files/file-store';
import { AcumaticaHttp } from '../../../src/server/integrations/acumatica/http/adapter';
import { errorFor } from '../../../src/server/integrations/acumatica/http/errors';
import { acumaticaSettingsFrom } from '../../../src/server/integrations/acumatica/http/settings';
import { AcumaticaSandbox } from '../../../src/server/integrations/acumatica/sandbox';
import { field } from '../../../src/server/integrations/acumatica/fields';
import { createIntegrations } from '../../../src/server/integrations/registry';
import { acumaticaFulfilmentContract } from './contracts/acumatica-fulfilment.contract';
import { acumaticaOrdersContract, walmartOrder } from './contracts/acumatica-orders.contract';
import { acumaticaTransfersContract } from './contracts/acumatica-transfers.contract';
import {
  acumaticaHttpHarness,
  asFactory,
  OAUTH_AUTH,
  SESSION_AUTH,
  type HttpHarness,
} from './support/acumatica-http-harness';
import { expectIntegrationError } from './support/harness';

const session = asFactory(acumaticaHttpHarness(SESSION_AUTH));
acumaticaOrdersContract('Acumatica over HTTP (session)', session);
acumaticaFulfilmentContract('Acumatica over HTTP (session)', session);
acumaticaTransfersContract('Acumatica over HTTP (session)', session);
acumaticaOrdersContract('Acumatica over HTTP (OAuth)', asFactory(acumaticaHttpHarness(OAUTH_AUTH)));

describe('Acumatica over HTTP: sign-in, retries and timeouts', () => {
  let h: HttpHarness;
  beforeAll(async () => {
    h = await acumaticaHttpHarness(SESSION_AUTH, { retries: 3, backoffMs: 20 })();
  });
  afterAll(async () => {
    await h?.close();
  });
  beforeEach(async () => {
    // Each test starts signed in (another test may have expired the sessions) with an empty log.
    await h.port('furhaven').listAutobuilds();
    h.fake.reset();
  });
  afterEach(() => {
    h.fake.reset();
  });

  it('logs in once per company with name, password, tenant and branch, and logs out on close', async () => {
    const erp = h.adapters({});
    const before = h.fake.logins;
    expect(await erp.port('furhaven').getSalesOrder('1')).toBeNull();
    expect(await erp.port('furhaven').listAutobuilds()).toEqual([]);
    expect(h.fake.logins - before).toBe(1);
    expect(h.fake.log.every((l) => l.auth === 'cookie')).toBe(true);
    await erp.port('worldwise').getSalesOrder('1');
    expect(h.fake.logins - before).toBe(2);
    const outs = h.fake.logouts;
    await erp.close();
    expect(h.fake.logouts - outs).toBe(2);
  });

  it('refuses wrong credentials as not configured, without retrying', async () => {
    const erp = h.adapters({ auth: { ...SESSION_AUTH, password: 'wrong' } });
    await expect(erp.port('furhaven').getSalesOrder('1')).rejects.toMatchObject({
      code: 'not_configured',
      message: expect.stringMatching(/Invalid credentials/),
    });
    expect(h.fake.log).toHaveLength(0);
  });

  it('logs in again through an expired session, once for calls that find it expired together', async () => {
    const erp = h.port('furhaven');
    const order = await erp.createSalesOrder(walmartOrder({ CustomerOrder: field('WM-EXPIRE') }));
    const before = h.fake.logins;
    h.fake.expireSessions();
    const again = await Promise.all([1, 2, 3].map(() => erp.getSalesOrder(order.OrderNbr.value)));
    expect(again.map((o) => o?.CustomerOrder.value)).toEqual(['WM-EXPIRE', 'WM-EXPIRE', 'WM-EXPIRE']);
    expect(h.fake.logins - before).toBe(1);
    // A write that met the expired session is sent again after the login: it never reached the ERP.
    h.fake.expireSessions();
    const created = await erp.createSalesOrder(walmartOrder({ CustomerOrder: field('WM-AFTER') }));
    expect(Number(created.OrderNbr.value)).toBe(Number(order.OrderNbr.value) + 1);
  });

  it('uses OAuth bearer tokens bound to the tenant, and a new token when one is refused', async () => {
    const erp = h.adapters({ auth: OAUTH_AUTH });
    const issued = h.fake.tokensIssued;
    await erp.port('furhaven').getSalesOrder('1');
    await erp.port('furhaven').getSalesOrder('2');
    expect(h.fake.tokensIssued - issued).toBe(1);
    expect(h.fake.log.every((l) => l.auth === 'bearer')).toBe(true);
    h.fake.expireSessions();
    expect(await erp.port('furhaven').getSalesOrder('3')).toBeNull();
    expect(h.fake.tokensIssued - issued).toBe(2);
    const password = h.adapters({
      auth: { ...OAUTH_AUTH, user: { username: SESSION_AUTH.username, password: SESSION_AUTH.password } },
    });
    expect(await password.port('worldwise').listAutobuilds()).toEqual([]);
    expect(h.fake.tokensIssued - issued).toBe(3);
    const wrong = h.adapters({ auth: { ...OAUTH_AUTH, clientSecret: 'nope' } });
    await expect(wrong.port('furhaven').getSalesOrder('1')).rejects.toMatchObject({
      code: 'not_configured',
      message: expect.stringMatching(/invalid_client/),
    });
  });

  it('waits Retry-After on a 429 and sends the call again, a write included', async () => {
    h.fake.failNext({ status: 429, retryAfter: '1', times: 1, match: /^PUT SalesOrder$/ });
    const started = performance.now();
    const order = await h.port('furhaven').createSalesOrder(walmartOrder({ CustomerOrder: field('WM-429') }));
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
    expect(order.CustomerOrder.value).toBe('WM-429');
    expect(h.fake.calls('PUT', /^SalesOrder$/)).toHaveLength(2);
  });

  it('caps the wait a Retry-After asks for', async () => {
    const erp = h.adapters({ maxBackoffMs: 50 });
    h.fake.failNext({ status: 429, retryAfter: '30', times: 1, match: /^GET AutoBuild$/ });
    const started = performance.now();
    await expect(erp.port('furhaven').listAutobuilds()).resolves.toBeDefined();
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('polls a long-running action (202 and its Location) until it is done', async () => {
    const erp = h.port('furhaven');
    await erp.applyPhysicalCount([{ InventoryID: field('40001'), WarehouseID: field('TX'), Qty: field(5) }]);
    const order = await erp.createTransferOrder({
      Option: 'Texas to Geodis',
      Details: [{ Sku: field('40001'), OrderedQty: field(5) }],
    });
    h.fake.runActionsLong(2);
    const shipped = await erp.createTransferShipment(order.OrderNbr.value);
    expect(shipped.Status.value).toBe('Completed');
    expect(h.fake.calls('GET', /^longrunning\//)).toHaveLength(3);
  });

  it('retries a read after 5xx answers with growing waits, and gives up as unavailable at the cap', async () => {
    h.fake.failNext({ status: 500, times: 2, match: /^GET AutoBuild$/ });
    const started = performance.now();
    await expect(h.port('furhaven').listAutobuilds()).resolves.toBeDefined();
    // 20 ms, then 40 ms.
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
    expect(h.fake.calls('GET', /^AutoBuild$/)).toHaveLength(3);

    h.fake.reset();
    h.fake.failNext({ status: 503, times: 10, match: /^GET AutoBuild$/ });
    await expectIntegrationError(h.port('furhaven').listAutobuilds(), 'unavailable', /server is busy/);
    expect(h.fake.calls('GET', /^AutoBuild$/)).toHaveLength(4);
  });

  it('sends a create once when it meets a 5xx: unavailable, for the job to retry', async () => {
    h.fake.failNext({ status: 500, times: 1, match: /^PUT SalesOrder$/ });
    await expectIntegrationError(
      h.port('furhaven').createSalesOrder(walmartOrder()),
      'unavailable',
      /server is busy/,
    );
    expect(h.fake.calls('PUT', /^SalesOrder$/)).toHaveLength(1);
  });

  it('abandons a write that outlasts the timeout as unavailable and never sends it twice', async () => {
    const erp = h.adapters({ timeoutMs: 300 });
    const before = await h.port('furhaven').listSalesOrders({ from: '2026-05-01', to: '2026-05-31' });
    h.fake.slowDown(700, /^PUT SalesOrder$/);
    await expectIntegrationError(
      erp.port('furhaven').createSalesOrder(walmartOrder({ Date: field('2026-05-05') })),
      'unavailable',
      'Acumatica did not answer within 300 ms.',
    );
    expect(h.fake.calls('PUT', /^SalesOrder$/)).toHaveLength(1);
    // The ERP finished the order it was sent, once.
    await new Promise((resolve) => setTimeout(resolve, 600));
    const after = await h.port('furhaven').listSalesOrders({ from: '2026-05-01', to: '2026-05-31' });
    expect(after.length - before.length).toBe(1);
  });

  it('reads a long list a page at a time ($top/$skip) and loses no row between pages', async () => {
    const erp = h.port('furhaven');
    for (let day = 1; day <= 5; day += 1)
      await erp.createSalesOrder(walmartOrder({ Date: field(`2026-08-0${day}`) }));
    const range = { from: '2026-08-01', to: '2026-08-31' };
    const whole = await erp.listSalesOrders(range);
    expect(whole).toHaveLength(5);
    h.fake.reset();
    const paged = await h.adapters({ pageSize: 2 }).port('furhaven').listSalesOrders(range);
    expect(paged.map((o) => o.OrderNbr.value)).toEqual(whole.map((o) => o.OrderNbr.value));
    // Pages of 2, 2 and 1: the short page ends the list.
    expect(h.fake.calls('GET', /^SalesOrder$/)).toHaveLength(3);
  });

  it('retries a read that timed out', async () => {
    const erp = h.adapters({ timeoutMs: 300 });
    h.fake.slowDown(700, /^GET AutoBuild$/, 1);
    await expect(erp.port('furhaven').listAutobuilds()).resolves.toBeDefined();
    expect(h.fake.calls('GET', /^AutoBuild$/)).toHaveLength(2);
  });

  it('maps refusals with field errors, and business exceptions of a 500, to rejected', async () => {
    await expectIntegrationError(
      h.port('furhaven').createSalesOrder(walmartOrder({ CustomerID: field('') })),
      'rejected',
      "CustomerID: 'CustomerID' cannot be empty.",
    );
    expect(h.fake.calls('PUT', /^SalesOrder$/)).toHaveLength(1);
    const business = errorFor(500, {
      message: 'An error has occurred.',
      exceptionMessage: "Inserting  'Sales Order' record raised at least one error.",
      exceptionType: 'PX.Data.PXException',
    });
    expect(business).toMatchObject({ code: 'rejected', retryable: false });
    expect(
      errorFor(422, {
        OrderQty: { value: 0, error: 'must be greater than 0' },
        Details: [{ UnitPrice: { error: 'bad' } }],
      }).message,
    ).toBe('OrderQty: must be greater than 0; UnitPrice: bad');
    expect(errorFor(502, 'Bad gateway')).toMatchObject({ code: 'unavailable', message: 'Bad gateway' });
  });
});

describe('Acumatica settings and the registry', () => {
  it('runs over HTTP only with an address and credentials; the address alone stays a link', () => {
    expect(acumaticaSettingsFrom({ ACUMATICA_URL: 'https://erp.example.com' })).toBeNull();
    const settings = acumaticaSettingsFrom({
      ACUMATICA_URL: 'https://erp.example.com/',
      ACUMATICA_USERNAME: 'api',
      ACUMATICA_PASSWORD: 'pw',
      ACUMATICA_COMPANY_WORLDWISE: 'Worldwise Inc',
      ACUMATICA_TIMEOUT_MS: '12000',
    });
    expect(settings).toMatchObject({
      url: 'https://erp.example.com',
      endpoint: 'Default',
      version: '23.200.001',
      auth: { kind: 'session', username: 'api', password: 'pw', branch: null },
      tenants: { furhaven: 'furhaven', worldwise: 'Worldwise Inc' },
      timeoutMs: 12_000,
      retries: 3,
    });
    expect(
      acumaticaSettingsFrom({
        ACUMATICA_URL: 'https://erp.example.com',
        ACUMATICA_CLIENT_ID: 'abc',
        ACUMATICA_CLIENT_SECRET: 's',
        ACUMATICA_ENDPOINT_VERSION: '24.200.001',
      }),
    ).toMatchObject({ version: '24.200.001', auth: { kind: 'oauth', clientId: 'abc', user: null } });
    expect(() =>
      acumaticaSettingsFrom({ ACUMATICA_URL: 'https://erp.example.com', ACUMATICA_USERNAME: 'api' }),
    ).toThrow(/ACUMATICA_PASSWORD/);
    expect(() =>
      acumaticaSettingsFrom({
        ACUMATICA_URL: 'https://e',
        ACUMATICA_USERNAME: 'a',
        ACUMATICA_PASSWORD: 'p',
        ACUMATICA_TIMEOUT_MS: 'soon',
      }),
    ).toThrow(/ACUMATICA_TIMEOUT_MS/);
  });

  it('hands out the HTTP adapter for Acumatica when configured, the simulators otherwise', async () => {
    const files = createLocalFileStore('/tmp/dockhand-unused');
    const db = {} as Parameters<typeof createIntegrations>[0];
    const settings = acumaticaSettingsFrom({
      ACUMATICA_URL: 'http://127.0.0.1:9',
      ACUMATICA_USERNAME: 'api',
      ACUMATICA_PASSWORD: 'pw',
    });
    const live = createIntegrations(db, files, { mode: 'sandbox', acumatica: settings });
    expect(live.acumatica('furhaven')).toBeInstanceOf(AcumaticaHttp);
    const http = createIntegrations(db, files, {
      mode: 'http',
      acumatica: settings,
      simulated: ['carriers', 'vendors', 'geodis', 'printing'],
    });
    expect(http.acumatica('worldwise')).toBeInstanceOf(AcumaticaHttp);
    expect(createIntegrations(db, files, { mode: 'sandbox' }).acumatica('furhaven')).toBeInstanceOf(
      AcumaticaSandbox,
    );
    await live.close?.();
  });
});
