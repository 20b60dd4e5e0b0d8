import { desc } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { printJobs } from '../../../src/server/platform/db/schema/files';
import { createLocalFileStore } from '../../../src/server/platform/files/file-store';
import { LoftwarePrinting } from '../../../src/server/integrations/printing/loftware/adapter';
import { loftwareError } from '../../../src/server/integrations/printing/loftware/client';
import { loftwareSettingsFrom } from '../../../src/server/integrations/printing/loftware/settings';
import { PrintingSandbox } from '../../../src/server/integrations/printing/sandbox';
import { STICKER_LABEL, zplLabel } from '../../../src/server/integrations/printing/zpl';
import { ZplListener } from '../../../src/server/integrations/printing/zpl-listener';
import { createIntegrations } from '../../../src/server/integrations/registry';
import { printingContract } from './contracts/printing.contract';
import { loftwareHarness, type PrintingHarness } from './support/loftware-http-harness';
import { expectIntegrationError } from './support/harness';

// Reading jobs is the adapter's own table, so the failure switches are tried on a print.
printingContract('Printing with Loftware Cloud over HTTP', loftwareHarness(), (printing) =>
  printing.printLoftware({ printer: 'P', template: 'Switch.nlbl', data: [{ A: 'a' }] }),
);

const label = zplLabel([{ kind: 'text', x: 30, y: 20, text: 'ASIN B0001' }], STICKER_LABEL);
const hangTag = { printer: 'QuickLabel QL-30M', template: 'HangTag.nlbl', data: [{ SKU: '10001' }] };

describe('Loftware over HTTP: the trigger, its key, retries and timeouts', () => {
  let h: PrintingHarness;
  beforeAll(async () => {
    h = await loftwareHarness({ retries: 3 })();
  });
  afterAll(async () => {
    await h?.close();
  });
  afterEach(async () => {
    h.fake.reset();
    await h.control?.reset();
  });
  const lastRow = async () => (await h.db.select().from(printJobs).orderBy(desc(printJobs.id)).limit(1))[0];

  it('posts the template, printer, copies and data rows to the print trigger', async () => {
    const job = await h.port('furhaven').printLoftware({ ...hangTag, copies: 3, requestedBy: 'office' });
    expect(job).toMatchObject({ kind: 'loftware', status: 'printed', copies: 3, labels: 1 });
    expect(h.fake.printed).toEqual([
      {
        trigger: 'DockhandPrint',
        body: {
          FilePath: 'HangTag.nlbl',
          Printer: 'QuickLabel QL-30M',
          Quantity: 3,
          Data: [{ SKU: '10001' }],
        },
      },
    ]);
  });

  it('sends ZPL without an address through the ZPL trigger, and to a network printer directly', async () => {
    await h.port('furhaven').printZpl({ printer: 'Zebra', zpl: label, copies: 2 });
    expect(h.fake.printed).toEqual([
      { trigger: 'DockhandZpl', body: { Printer: 'Zebra', Quantity: 2, PrintData: label, Label: null } },
    ]);
    const printer = new ZplListener();
    const port = await printer.start();
    try {
      const address = { host: '127.0.0.1', port };
      const job = await h.port('furhaven').printZpl({ printer: 'Zebra', zpl: label, address });
      expect(job.status).toBe('printed');
      expect(await printer.waitFor(1)).toEqual([label]);
      expect(h.fake.printed).toHaveLength(1);
    } finally {
      await printer.close();
    }
  });

  it('reprints a recorded job through the trigger as a new job', async () => {
    const job = await h.port('furhaven').printLoftware(hangTag);
    const again = await h.port('furhaven').reprint(job.id, { requestedBy: 'lead' });
    expect(again).toMatchObject({ reprintOf: job.id, status: 'printed', createdBy: 'lead' });
    expect(h.fake.printed).toHaveLength(2);
    expect(await h.port('furhaven').reprint(999_999, {})).toBeNull();
  });

  it('records a job refused for its subscription key as failed, not configured', async () => {
    const wrong = h.adapters({ key: 'stale' });
    await expect(wrong('furhaven').printLoftware(hangTag)).rejects.toMatchObject({
      code: 'not_configured',
      message: expect.stringMatching(/invalid subscription key/),
    });
    expect(await lastRow()).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/subscription key/),
    });
    expect(h.fake.requests).toBe(0);
    await expect(h.adapters({ trigger: 'Nope' })('furhaven').printLoftware(hangTag)).rejects.toMatchObject({
      code: 'not_configured',
      message: expect.stringMatching(/no cloud trigger Nope/),
    });
  });

  it('maps a job Loftware Automation refused to rejected, recorded as failed', async () => {
    await expectIntegrationError(
      h.port('furhaven').printLoftware({ ...hangTag, template: 'Missing.lbl' }),
      'rejected',
      'Label file Missing.lbl was not found.',
    );
    expect(await lastRow()).toMatchObject({ status: 'failed', template: 'Missing.lbl' });
  });

  it('waits Retry-After on a 429 and sends the job then: it had not been taken', async () => {
    h.fake.failNext({ status: 429, retryAfter: '0.2', times: 1 });
    const started = performance.now();
    const job = await h.port('furhaven').printLoftware(hangTag);
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
    expect(job.status).toBe('printed');
    expect(h.fake.requests).toBe(2);
    expect(h.fake.printed).toHaveLength(1);
  });

  it('never sends a print twice after a 5xx or a timeout: failed, for a person to reprint', async () => {
    h.fake.failNext({ status: 500, times: 1, message: 'Automation service stopped.' });
    await expectIntegrationError(
      h.port('furhaven').printLoftware(hangTag),
      'unavailable',
      'Automation service stopped.',
    );
    expect(h.fake.requests).toBe(1);
    expect(await lastRow()).toMatchObject({ status: 'failed', error: 'Automation service stopped.' });

    h.fake.reset();
    h.fake.slowDown(600, 1);
    await expectIntegrationError(
      h.adapters({ timeoutMs: 300 })('furhaven').printLoftware(hangTag),
      'unavailable',
      /did not answer within 300 ms/,
    );
    // Automation prints what it was sent, once; the adapter did not send it again.
    await expect.poll(() => h.fake.printed.length, { timeout: 5_000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(h.fake.requests).toBe(1);
    expect(h.fake.printed).toHaveLength(1);
    expect(await lastRow()).toMatchObject({ status: 'failed' });
  });

  it('retries a connection that was refused (never sent), then fails unavailable', async () => {
    const down = h.adapters({ url: 'http://127.0.0.1:9', retries: 2 });
    await expectIntegrationError(down('furhaven').printLoftware(hangTag), 'unavailable', /cannot be reached/);
    expect(loftwareError(403, { statusCode: 403, message: 'no' }, 'T')).toMatchObject({
      code: 'not_configured',
    });
    expect(loftwareError(502, 'Bad gateway', 'T')).toMatchObject({
      code: 'unavailable',
      message: 'Bad gateway',
    });
  });
});

describe('Loftware settings and the registry', () => {
  it('needs the key and the trigger together, with a default address', () => {
    expect(loftwareSettingsFrom({})).toBeNull();
    expect(loftwareSettingsFrom({ LOFTWARE_KEY: 'k', LOFTWARE_TRIGGER: 'Print' })).toMatchObject({
      url: 'https://labelcloudapi.onnicelabel.com',
      key: 'k',
      trigger: 'Print',
      zplTrigger: 'Print',
      timeoutMs: 30_000,
    });
    expect(
      loftwareSettingsFrom({
        LOFTWARE_URL: 'https://loftware.example/',
        LOFTWARE_KEY: 'k',
        LOFTWARE_TRIGGER: 'Print',
        LOFTWARE_ZPL_TRIGGER: 'Raw',
      }),
    ).toMatchObject({ url: 'https://loftware.example', zplTrigger: 'Raw' });
    expect(() => loftwareSettingsFrom({ LOFTWARE_KEY: 'k' })).toThrow(/LOFTWARE_TRIGGER/);
    expect(() => loftwareSettingsFrom({ LOFTWARE_TRIGGER: 'Print' })).toThrow(/LOFTWARE_KEY/);
    expect(() => loftwareSettingsFrom({ LOFTWARE_KEY: 'k', LOFTWARE_TRIGGER: 'a b' })).toThrow(
      /trigger name/,
    );
    expect(() =>
      loftwareSettingsFrom({ LOFTWARE_KEY: 'k', LOFTWARE_TRIGGER: 'P', LOFTWARE_TIMEOUT_MS: '-1' }),
    ).toThrow(/LOFTWARE_TIMEOUT_MS/);
  });

  it('hands out the Loftware adapter when configured, the simulator otherwise', () => {
    const files = createLocalFileStore('/tmp/dockhand-unused');
    const db = {} as Parameters<typeof createIntegrations>[0];
    const loftware = loftwareSettingsFrom({ LOFTWARE_KEY: 'k', LOFTWARE_TRIGGER: 'Print' });
    expect(createIntegrations(db, files, { mode: 'sandbox', loftware }).printing('furhaven')).toBeInstanceOf(
      LoftwarePrinting,
    );
    expect(createIntegrations(db, files, { mode: 'sandbox' }).printing('furhaven')).toBeInstanceOf(
      PrintingSandbox,
    );
  });
});
