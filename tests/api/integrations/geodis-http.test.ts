import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLocalFileStore } from '../../../src/server/platform/files/file-store';
import { simTplAsns, simTplOrders } from '../../../src/server/platform/db/schema/sandbox-partners';
import { GeodisHttp } from '../../../src/server/integrations/geodis/http/adapter';
import { geodisError } from '../../../src/server/integrations/geodis/http/client';
import { geodisSettingsFrom } from '../../../src/server/integrations/geodis/http/settings';
import { GeodisSandbox } from '../../../src/server/integrations/geodis/sandbox';
import { createIntegrations } from '../../../src/server/integrations/registry';
import { geodisContract, tplOrder, transferOrder } from './contracts/geodis.contract';
import { geodisHttpHarness, type GeodisHarness } from './support/geodis-http-harness';
import { expectIntegrationError, HOUR } from './support/harness';

geodisContract('Geodis over HTTP', geodisHttpHarness());

describe('Geodis over HTTP: tokens, retries, timeouts and error bodies', () => {
  let h: GeodisHarness;
  beforeAll(async () => {
    h = await geodisHttpHarness({ retries: 3, backoffMs: 20 })();
  });
  afterAll(async () => {
    await h?.close();
  });
  afterEach(async () => {
    h.fake.reset();
    await h.control?.reset();
  });

  const ordersNamed = async (soNumber: string) =>
    h.db
      .select()
      .from(simTplOrders)
      .where(and(eq(simTplOrders.company, 'furhaven'), eq(simTplOrders.soNumber, soNumber)));

  it('refuses wrong client credentials as not configured, without calling the API', async () => {
    const wrong = h.adapters({ clientSecret: 'nope' });
    await expect(wrong.port('furhaven').getInventory()).rejects.toMatchObject({
      code: 'not_configured',
      message: expect.stringMatching(/client credentials: Client authentication failed/),
    });
    expect(h.fake.log).toHaveLength(0);
  });

  it('asks for one token for every company, and a new one when Geodis refuses it', async () => {
    const tpl = h.adapters({});
    const issued = h.fake.tokensIssued;
    await tpl.port('furhaven').getInventory();
    await tpl.port('worldwise').getInventory();
    expect(h.fake.tokensIssued - issued).toBe(1);
    h.fake.expireTokens();
    await Promise.all([1, 2, 3].map(() => tpl.port('furhaven').getInventory()));
    expect(h.fake.tokensIssued - issued).toBe(2);
    expect(h.fake.calls('GET', /^inventory$/).filter((c) => !c.auth)).toHaveLength(3);
  });

  it('renews a token before it expires', async () => {
    const short = await geodisHttpHarness({}, 1)();
    try {
      const issued = short.fake.tokensIssued;
      await short.port('furhaven').getInventory();
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await short.port('furhaven').getInventory();
      expect(short.fake.tokensIssued - issued).toBe(2);
      // Never sent with a lapsed token: no call was refused.
      expect(short.fake.log.every((l) => l.auth)).toBe(true);
    } finally {
      await short.close();
    }
  });

  it('retries a read after 5xx answers with growing waits, and gives up as unavailable at the cap', async () => {
    h.fake.failNext({ status: 503, times: 2, match: /^GET inventory$/ });
    const started = performance.now();
    await expect(h.port('furhaven').getInventory()).resolves.toBeDefined();
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
    expect(h.fake.calls('GET', /^inventory$/)).toHaveLength(3);

    h.fake.reset();
    h.fake.failNext({ status: 500, times: 10, match: /^GET shipment-confirmations$/ });
    await expectIntegrationError(
      h.port('furhaven').getShipmentConfirmations({ from: '2026-03-01', to: '2026-03-31' }),
      'unavailable',
      /temporarily unavailable/,
    );
    expect(h.fake.calls('GET', /^shipment-confirmations$/)).toHaveLength(4);
  });

  it('waits Retry-After on a 429, capped', async () => {
    const tpl = h.adapters({ maxBackoffMs: 300 });
    h.fake.failNext({ status: 429, retryAfter: '30', times: 1, match: /^GET inventory$/ });
    const started = performance.now();
    await expect(tpl.port('furhaven').getInventory()).resolves.toBeDefined();
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(290);
    expect(waited).toBeLessThan(2_000);
  });

  it('sends orders again after a 5xx with the same idempotency key: one order at Geodis', async () => {
    h.fake.failNext({ status: 502, times: 1, match: /^POST orders$/ });
    const result = await h.port('furhaven').createOrders([tplOrder('0007001')]);
    expect(result.accepted).toEqual([{ so_number: '0007001', orderId: expect.stringMatching(/^\d{9}$/) }]);
    const calls = h.fake.calls('POST', /^orders$/);
    expect(calls).toHaveLength(2);
    expect(calls[0]?.idempotencyKey).toBeTruthy();
    expect(calls[1]?.idempotencyKey).toBe(calls[0]?.idempotencyKey);
    expect(await ordersNamed('0007001')).toHaveLength(1);
  });

  it('abandons orders that outlast the timeout and never creates them twice', async () => {
    const tpl = h.adapters({ timeoutMs: 300, retries: 3, backoffMs: 200 });
    h.fake.slowDown(700, /^POST orders$/, 1);
    const result = await tpl.port('furhaven').createOrders([tplOrder('0007002')]);
    // The resend met the first request still running (409), then got its answer once it finished.
    const calls = h.fake.calls('POST', /^orders$/);
    expect(calls.length).toBeGreaterThanOrEqual(2);
    expect(new Set(calls.map((c) => c.idempotencyKey)).size).toBe(1);
    const [saved] = await ordersNamed('0007002');
    expect(result.accepted).toEqual([{ so_number: '0007002', orderId: saved?.orderId }]);
    expect(await ordersNamed('0007002')).toHaveLength(1);
  });

  it('fails unavailable when the retries run out, and the job that sends again never doubles the order', async () => {
    const tpl = h.adapters({ timeoutMs: 300, retries: 0 });
    h.fake.slowDown(600, /^POST orders$/, 1);
    await expectIntegrationError(
      tpl.port('furhaven').createOrders([tplOrder('0007003')]),
      'unavailable',
      'Geodis did not answer within 300 ms.',
    );
    // Geodis finishes the request it was sent (its answer is what was lost).
    await expect.poll(async () => (await ordersNamed('0007003')).length, { timeout: 5_000 }).toBe(1);
    // Geodis took the first request; the job's later attempt is told it already has the order.
    const again = await tpl.port('furhaven').createOrders([tplOrder('0007003')]);
    expect(again.rejected).toEqual([{ so_number: '0007003', reason: 'Order 0007003 already exists' }]);
    expect(await ordersNamed('0007003')).toHaveLength(1);
  });

  it('sends an ASN again after a timeout with its key: one notice, one receipt', async () => {
    const tpl = h.adapters({ timeoutMs: 300, retries: 3, backoffMs: 200 });
    h.fake.slowDown(600, /^POST asns$/, 1);
    const receipt = await tpl.port('furhaven').sendAsn(transferOrder('0007101', [['70001', 5]]));
    expect(receipt).toMatchObject({
      transferOrderNbr: '0007101',
      units: 5,
      received: [{ sku: '70001', quantity: 5 }],
    });
    const asns = await h.db.select().from(simTplAsns).where(eq(simTplAsns.transferOrderNbr, '0007101'));
    expect(asns).toHaveLength(1);
    expect((await tpl.port('furhaven').getInventory()).find((r) => r.sku === '70001')).toEqual({
      sku: '70001',
      available: 5,
      onHand: 5,
    });
  });

  it('maps error bodies to not_found and rejected, never retried', async () => {
    await expectIntegrationError(
      h.port('furhaven').cancelOrder('0009998'),
      'not_found',
      'Order 0009998 was not found',
    );
    expect(h.fake.calls('POST', /cancel$/)).toHaveLength(1);
    await expectIntegrationError(
      h.port('furhaven').sendAsn(transferOrder('0007201', [['1', 0]])),
      'rejected',
      'Cannot send ASN',
    );
    expect(h.fake.calls('POST', /^asns$/)).toHaveLength(1);
    expect(geodisError(422, { error: { code: 'X', message: 'bad' } })).toMatchObject({ code: 'rejected' });
    expect(geodisError(403, { message: 'no' })).toMatchObject({ code: 'not_configured' });
    expect(geodisError(502, 'Bad gateway')).toMatchObject({ code: 'unavailable', message: 'Bad gateway' });
  });

  it('ships and confirms through the wire in the shape of D3 section 3', async () => {
    const tpl = h.port('worldwise');
    await tpl.createOrders([tplOrder('0007301')]);
    h.clock.advance(5 * HOUR);
    const [confirmation] = await tpl.getShipmentConfirmations({ from: '2026-03-01', to: '2026-03-31' });
    expect(confirmation).toMatchObject({
      orderNum: '0007301',
      poNum: 'PO-0007301',
      shipTo: { region: 'OH' },
    });
    expect(confirmation?.shipment.carton[0]?.line[0]?.lot[0]?.lotNumber).toMatch(/^L\d{9}$/);
  });
});

describe('Geodis settings and the registry', () => {
  it('runs over HTTP only with an address and client credentials, and says what is missing', () => {
    expect(geodisSettingsFrom({})).toBeNull();
    expect(
      geodisSettingsFrom({
        GEODIS_URL: 'https://api.geodis.example/',
        GEODIS_CLIENT_ID: 'id',
        GEODIS_CLIENT_SECRET: 's',
        GEODIS_ACCOUNT_WORLDWISE: 'WW-9',
        GEODIS_TIMEOUT_MS: '9000',
      }),
    ).toMatchObject({
      url: 'https://api.geodis.example',
      tokenUrl: 'https://api.geodis.example/oauth/token',
      accounts: { furhaven: 'furhaven', worldwise: 'WW-9' },
      timeoutMs: 9_000,
      retries: 3,
    });
    expect(() => geodisSettingsFrom({ GEODIS_URL: 'https://g.example' })).toThrow(/GEODIS_CLIENT_ID/);
    expect(() => geodisSettingsFrom({ GEODIS_URL: 'https://g', GEODIS_CLIENT_ID: 'id' })).toThrow(
      /GEODIS_CLIENT_SECRET/,
    );
    expect(() => geodisSettingsFrom({ GEODIS_CLIENT_ID: 'id', GEODIS_CLIENT_SECRET: 's' })).toThrow(
      /GEODIS_URL/,
    );
    expect(() =>
      geodisSettingsFrom({ GEODIS_URL: 'ftp://g', GEODIS_CLIENT_ID: 'i', GEODIS_CLIENT_SECRET: 's' }),
    ).toThrow(/https/);
    expect(() =>
      geodisSettingsFrom({
        GEODIS_URL: 'https://g',
        GEODIS_CLIENT_ID: 'i',
        GEODIS_CLIENT_SECRET: 's',
        GEODIS_RETRIES: 'many',
      }),
    ).toThrow(/GEODIS_RETRIES/);
  });

  it('hands out the HTTP adapter for Geodis when configured, the simulator otherwise', async () => {
    const files = createLocalFileStore('/tmp/dockhand-unused');
    const db = {} as Parameters<typeof createIntegrations>[0];
    const settings = geodisSettingsFrom({
      GEODIS_URL: 'http://127.0.0.1:9',
      GEODIS_CLIENT_ID: 'id',
      GEODIS_CLIENT_SECRET: 's',
    });
    const live = createIntegrations(db, files, { mode: 'sandbox', geodis: settings });
    expect(live.geodis('furhaven')).toBeInstanceOf(GeodisHttp);
    expect(createIntegrations(db, files, { mode: 'sandbox' }).geodis('furhaven')).toBeInstanceOf(
      GeodisSandbox,
    );
    await live.close?.();
  });
});
