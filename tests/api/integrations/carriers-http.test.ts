import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TRACKING_STATUS } from '../../../src/shared/domain/dropship/status';
import { carrierLabelPurchases } from '../../../src/server/platform/db/schema/carriers';
import { simCarrierLabels } from '../../../src/server/platform/db/schema/sandbox-partners';
import { createLocalFileStore } from '../../../src/server/platform/files/file-store';
import { CarriersHttp } from '../../../src/server/integrations/carriers/http/adapter';
import { errorFor } from '../../../src/server/integrations/carriers/http/errors';
import { carriersSettingsFrom } from '../../../src/server/integrations/carriers/http/settings';
import { CarriersSandbox } from '../../../src/server/integrations/carriers/sandbox';
import { neverScanned } from '../../../src/server/integrations/carriers/sandbox-tracking';
import { createIntegrations } from '../../../src/server/integrations/registry';
import { carriersContract, labelFor } from './contracts/carriers.contract';
import {
  ACCOUNTS,
  asFactory,
  carriersHttpHarness,
  type CarriersHttpHarness,
} from './support/carriers-http-harness';
import { expectIntegrationError, HOUR } from './support/harness';

carriersContract('Carriers over HTTP (ShipEngine wire)', asFactory(carriersHttpHarness()));

describe('Carriers over HTTP: API key, retries, timeouts and purchases that must not repeat', () => {
  let h: CarriersHttpHarness;
  beforeAll(async () => {
    h = await carriersHttpHarness({ retries: 3, backoffMs: 20 })();
  });
  afterAll(async () => {
    await h?.close();
  });
  beforeEach(() => h.fake.reset());
  afterEach(async () => {
    h.fake.reset();
    await h.control?.reset();
  });

  /** The simulator's labels of a reference: what the carrier actually sold. */
  const sold = async (reference: string) =>
    (await h.db.select().from(simCarrierLabels).where(eq(simCarrierLabels.reference, reference))).length;

  it('sends the API key and its ShipEngine shapes; a refused key is not configured and not retried', async () => {
    const label = await h.port('furhaven').createLabel(labelFor('ups', 'PO-KEY'));
    expect(h.fake.calls('POST', /^\/v1\/labels$/)).toHaveLength(1);
    expect(label).toMatchObject({ carrier: 'ups', service: 'GROUND', reference: 'PO-KEY' });
    h.fake.reset();
    const wrong = h.adapters({ apiKey: 'nope' });
    await expect(wrong('furhaven').verifyAddress(labelFor('ups').shipTo)).rejects.toMatchObject({
      name: 'IntegrationError',
      code: 'not_configured',
      message: expect.stringMatching(/refused the API key: The API key is invalid/),
    });
    expect(h.fake.log).toHaveLength(1);
  });

  it('retries a read after 5xx answers with growing waits, and gives up as unavailable at the cap', async () => {
    h.fake.failNext({ status: 500, times: 2, match: /^POST \/v1\/addresses\/validate$/ });
    const started = performance.now();
    await expect(h.port('furhaven').verifyAddress(labelFor('ups').shipTo)).resolves.toMatchObject({
      valid: true,
    });
    // 20 ms, then 40 ms.
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
    expect(h.fake.calls('POST', /^\/v1\/addresses\/validate$/)).toHaveLength(3);
    h.fake.reset();
    h.fake.failNext({ status: 503, times: 10, match: /^GET \/v1\/tracking$/ });
    await expectIntegrationError(
      h.port('furhaven').track(['000000000000']),
      'unavailable',
      'The carrier service is temporarily unavailable.',
    );
    expect(h.fake.calls('GET', /^\/v1\/tracking$/)).toHaveLength(4);
  });

  it('waits Retry-After on a 429 and sends a purchase again (it never reached the carrier)', async () => {
    h.fake.failNext({ status: 429, retryAfter: '1', times: 1, match: /^POST \/v1\/labels$/ });
    const started = performance.now();
    const label = await h.port('furhaven').createLabel(labelFor('fedex', 'PO-429'));
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
    expect(label.reference).toBe('PO-429');
    expect(h.fake.calls('POST', /^\/v1\/labels$/)).toHaveLength(2);
    expect(await sold('PO-429')).toBe(1);
  });

  it('after a 5xx on a purchase, looks it up by its key and buys again only when nothing landed', async () => {
    h.fake.failNext({ status: 500, times: 1, match: /^POST \/v1\/labels$/ });
    const label = await h.port('furhaven').createLabel(labelFor('usps', 'PO-500'));
    expect(h.fake.calls('GET', /^\/v1\/shipments\/external_shipment_id\//)).toHaveLength(1);
    expect(h.fake.calls('POST', /^\/v1\/labels$/)).toHaveLength(2);
    expect(await sold('PO-500')).toBe(1);
    expect((await h.files.get(label.labelKey))?.bytes.toString()).toContain(label.trackingNumber);
  });

  it('a purchase refused as a used key after a lost answer is the label that landed, not a second one', async () => {
    // The gateway loses the carrier's answer, and the look-up does not see the shipment yet: the
    // purchase is sent again with its key, refused as a duplicate, and that label is found.
    h.fake.failNext({ status: 502, times: 1, match: /^POST \/v1\/labels$/, afterHandling: true });
    h.fake.lagLookups(1);
    const label = await h.port('furhaven').createLabel(labelFor('amazon', 'PO-DUP'));
    expect(h.fake.calls('POST', /^\/v1\/labels$/)).toHaveLength(2);
    expect(h.fake.calls('GET', /^\/v1\/shipments\/external_shipment_id\//)).toHaveLength(2);
    expect(await sold('PO-DUP')).toBe(1);
    expect(label).toMatchObject({ carrier: 'amazon', reference: 'PO-DUP' });
  });

  it('a purchase whose answer outlasts the timeout is found by its key, not bought twice', async () => {
    const carriers = h.adapters({ timeoutMs: 300 })('furhaven');
    h.fake.holdAnswer(700, /^POST \/v1\/labels$/);
    const label = await carriers.createLabel(labelFor('fedex', 'PO-SLOW'));
    expect(h.fake.calls('POST', /^\/v1\/labels$/)).toHaveLength(1);
    expect(await sold('PO-SLOW')).toBe(1);
    expect(await carriers.getLabel(label.trackingNumber)).toEqual(label);
    const [row] = await h.db
      .select()
      .from(carrierLabelPurchases)
      .where(eq(carrierLabelPurchases.trackingNumber, label.trackingNumber));
    expect(row).toMatchObject({ state: 'bought', carrier: 'fedex' });
  });

  it('a stalled carrier (sandbox delay past the timeout) loses no write: the retry finds the first label', async () => {
    const carriers = h.adapters({ timeoutMs: 300, retries: 1 })('furhaven');
    await h.control?.set('carriers', { delayMs: 600 });
    await expectIntegrationError(
      carriers.createLabel(labelFor('ups', 'PO-STALL')),
      'unavailable',
      /did not answer within 300 ms/,
    );
    // The carrier finishes the purchase it was sent; the job's retry then asks for the same label.
    await new Promise((resolve) => setTimeout(resolve, 700));
    await h.control?.reset();
    const posts = h.fake.calls('POST', /^\/v1\/labels$/).length;
    const label = await carriers.createLabel(labelFor('ups', 'PO-STALL'));
    expect(h.fake.calls('POST', /^\/v1\/labels$/)).toHaveLength(posts);
    expect(await sold('PO-STALL')).toBe(1);
    expect(label.reference).toBe('PO-STALL');
    // A new request of the same content afterwards is a new label.
    await carriers.createLabel(labelFor('ups', 'PO-STALL'));
    expect(await sold('PO-STALL')).toBe(2);
  });

  it('keeps a bought label whose document could not be fetched: the retry stores it, buying nothing', async () => {
    h.fake.failNext({ status: 503, times: 2, match: /^GET \/v1\/downloads\// });
    const once = await h.port('furhaven').createLabel(labelFor('fedex', 'PO-DOC-1'));
    expect(await h.files.exists(once.labelKey)).toBe(true);
    expect(h.fake.calls('GET', /^\/v1\/downloads\//)).toHaveLength(3);

    h.fake.failNext({ status: 503, times: 10, match: /^GET \/v1\/downloads\// });
    await expectIntegrationError(
      h.port('furhaven').createLabel(labelFor('fedex', 'PO-DOC-2')),
      'unavailable',
      'The document service is unavailable.',
    );
    const [pending] = await h.db
      .select()
      .from(carrierLabelPurchases)
      .where(eq(carrierLabelPurchases.state, 'pending'));
    expect(pending?.trackingNumber).toMatch(/^\d{12}$/);
    h.fake.reset();
    const label = await h.port('furhaven').createLabel(labelFor('fedex', 'PO-DOC-2'));
    expect(label.trackingNumber).toBe(pending?.trackingNumber);
    expect(h.fake.calls('POST', /^\/v1\/labels$/)).toHaveLength(0);
    expect(await sold('PO-DOC-2')).toBe(1);
    expect(await h.files.exists(label.labelKey)).toBe(true);
  });

  it('answers not configured for a carrier the company has no account with, sending nothing', async () => {
    const carriers = h.adapters({ accounts: { ...ACCOUNTS, worldwise: { fedex: 'se-2001' } } })('worldwise');
    await expect(carriers.createLabel(labelFor('usps'))).rejects.toMatchObject({
      code: 'not_configured',
      message: 'No usps account for worldwise in CARRIERS_ACCOUNTS.',
    });
    await expect(
      carriers.createScanForm({ warehouse: 'kentucky', shipDate: '2026-03-02', trackingNumbers: ['1'] }),
    ).rejects.toMatchObject({ code: 'not_configured' });
    expect(h.fake.log).toHaveLength(0);
  });

  it('maps refusals to rejected, unknown numbers to not_found, 5xx to unavailable', async () => {
    await expectIntegrationError(
      h
        .port('furhaven')
        .createLabel({ ...labelFor('fedex'), shipTo: { ...labelFor('fedex').shipTo, state: 'ZZ' } }),
      'rejected',
      'Address verification failed: "ZZ" is not a US state code.',
    );
    expect(h.fake.calls('POST', /^\/v1\/labels$/)).toHaveLength(1);
    expect(
      errorFor(400, { errors: [{ error_type: 'validation', message: 'a' }, { message: 'b' }] }),
    ).toMatchObject({
      code: 'rejected',
      message: 'a; b',
    });
    expect(errorFor(404, null)).toMatchObject({
      code: 'not_found',
      message: 'The carrier API answered HTTP 404.',
    });
    expect(errorFor(502, 'Bad gateway')).toMatchObject({ code: 'unavailable', retryable: true });
  });

  it('a SCAN form whose answer was lost is found by its labels: the retry makes no second form', async () => {
    const usps = h.port('furhaven');
    const label = async () => (await usps.createLabel(labelFor('usps'))).trackingNumber;
    const request = { warehouse: 'kentucky', shipDate: '2026-11-20', trackingNumbers: [await label()] };
    const forms = () => h.fake.manifests.filter((m) => m.ship_date === '2026-11-20').map((m) => m.form_id);
    // Made, answer lost, look-ups lag: the call fails and the job's retry finds it (no lag: the call does).
    h.fake.failNext({ status: 502, times: 1, match: /^POST \/v1\/manifests$/, afterHandling: true });
    h.fake.lagLookups(2);
    await expectIntegrationError(usps.createScanForm(request), 'unavailable', /./);
    const form = await usps.createScanForm(request);
    expect(forms()).toEqual([form.formId]);
    expect(h.fake.calls('POST', /^\/v1\/manifests$/)).toHaveLength(1);
    expect(await h.files.exists(form.documentKey)).toBe(true);
    h.fake.failNext({ status: 503, times: 1, match: /^POST \/v1\/manifests$/, afterHandling: true });
    const next = await usps.createScanForm({ ...request, trackingNumbers: [await label()] });
    expect(forms()).toEqual([form.formId, next.formId]);
  });

  it('tracks scans as they come (PU IT OD DL), confirms at pick-up, and keeps a reship as 299 with RS', async () => {
    h.clock.set(new Date('2026-03-05T08:00:00Z'));
    const carriers = h.port('furhaven');
    // One label in ten is never scanned (the simulator's package that missed the truck): skip those.
    let label = await carriers.createLabel({ ...labelFor('ups', 'PO-SCANS'), warehouse: 'pennsylvania' });
    while (neverScanned(label.trackingNumber))
      label = await carriers.createLabel({ ...labelFor('ups', 'PO-SCANS'), warehouse: 'pennsylvania' });
    h.clock.advance(3 * HOUR);
    expect((await carriers.getLabel(label.trackingNumber))?.status).toBe(TRACKING_STATUS.created);
    h.clock.advance(47 * HOUR);
    const [result] = await carriers.track([label.trackingNumber]);
    expect(result).toMatchObject({ status: TRACKING_STATUS.confirmed, carrier: 'ups' });
    expect(result?.events.map((e) => e.code)).toEqual(['LC', 'PU', 'IT', 'OD', 'DL']);
    expect(result?.events[1]).toMatchObject({ description: 'Picked up', location: 'ALLENTOWN, PA' });
    expect(result?.events.at(-1)).toMatchObject({ description: 'Delivered', location: 'LOUISVILLE, KY' });
    expect((await carriers.getLabel(label.trackingNumber))?.status).toBe(TRACKING_STATUS.confirmed);
    const fresh = await carriers.reship(label.trackingNumber, { service: 'NEXT_DAY_AIR' });
    expect(fresh).toMatchObject({
      service: 'NEXT_DAY_AIR',
      reference: 'PO-SCANS',
      status: TRACKING_STATUS.created,
    });
    const [old] = await h.second('furhaven').track([label.trackingNumber]);
    expect(old?.status).toBe(TRACKING_STATUS.reshipped);
    expect(old?.events.at(-1)).toMatchObject({
      code: 'RS',
      description: `Label replaced by ${fresh.trackingNumber}`,
    });
    expect(h.fake.calls('PUT', /^\/v1\/labels\/se-\d+\/void$/)).toHaveLength(1);
  });
});

describe('Carriers settings and the registry', () => {
  const base = {
    CARRIERS_API_KEY: 'key',
    CARRIERS_ACCOUNTS: 'furhaven.fedex=se-1, furhaven.usps=se-2, worldwise.ups=se-3',
    CARRIERS_WAREHOUSES: 'kentucky=se-wh-1,texas=se-wh-3',
  };

  it('reads the key, accounts and warehouses; without a key the simulator stays', () => {
    expect(carriersSettingsFrom({})).toBeNull();
    expect(
      carriersSettingsFrom({ ...base, CARRIERS_URL: 'http://127.0.0.1:9/', CARRIERS_TIMEOUT_MS: '8000' }),
    ).toEqual({
      url: 'http://127.0.0.1:9',
      apiKey: 'key',
      accounts: { furhaven: { fedex: 'se-1', usps: 'se-2' }, worldwise: { ups: 'se-3' } },
      warehouses: { kentucky: 'se-wh-1', texas: 'se-wh-3' },
      timeoutMs: 8_000,
      retries: 3,
      backoffMs: 500,
      maxBackoffMs: 30_000,
    });
    expect(carriersSettingsFrom(base)?.url).toBe('https://api.shipengine.com');
  });

  it('refuses half-set or wrong settings with the setting named', () => {
    const bad: [Record<string, string>, RegExp][] = [
      [{ CARRIERS_URL: 'https://x' }, /CARRIERS_URL is set without CARRIERS_API_KEY/],
      [{ ...base, CARRIERS_ACCOUNTS: '' }, /without CARRIERS_ACCOUNTS/],
      [{ ...base, CARRIERS_WAREHOUSES: '' }, /without CARRIERS_WAREHOUSES/],
      [{ ...base, CARRIERS_ACCOUNTS: 'acme.fedex=se-1' }, /unknown company "acme"/],
      [{ ...base, CARRIERS_ACCOUNTS: 'furhaven.dhl=se-1' }, /unknown carrier "dhl"/],
      [{ ...base, CARRIERS_ACCOUNTS: 'furhaven.fedex' }, /"furhaven.fedex" is not name=id/],
      [{ ...base, CARRIERS_ACCOUNTS: 'furhaven=se-1' }, /is not <company>.<carrier>/],
      [{ ...base, CARRIERS_ACCOUNTS: 'furhaven.fedex=se-1,worldwise.fedex=se-1' }, /se-1 is given for both/],
      [{ ...base, CARRIERS_TIMEOUT_MS: 'soon' }, /CARRIERS_TIMEOUT_MS=soon/],
      [{ ...base, CARRIERS_URL: 'ftp://x' }, /not an http\(s\) address/],
    ];
    for (const [env, message] of bad) expect(() => carriersSettingsFrom(env)).toThrow(message);
  });

  it('hands out the HTTP adapter for carriers when configured, the simulator otherwise', () => {
    const files = createLocalFileStore('/tmp/dockhand-unused');
    const db = {} as Parameters<typeof createIntegrations>[0];
    const live = createIntegrations(db, files, { mode: 'sandbox', carriers: carriersSettingsFrom(base) });
    expect(live.carriers('furhaven')).toBeInstanceOf(CarriersHttp);
    expect(createIntegrations(db, files, { mode: 'sandbox' }).carriers('furhaven')).toBeInstanceOf(
      CarriersSandbox,
    );
  });
});
