import { describe, expect, it } from 'vitest';
import type { PrintJobRow, PrintResult } from '../../../src/shared/api/labels/nice-labels';
import { LABEL_PRINTING_MESSAGES as M } from '../../../src/shared/domain/labels/label-printing';
import { LoftwarePrinting } from '../../../src/server/integrations/printing/loftware/adapter';
import { loftwareSettingsFrom } from '../../../src/server/integrations/printing/loftware/settings';
import { body } from '../support/test-app';
import { LoftwareFake } from './fakes/loftware-fake';
import { appOverFake } from './support/app-over-fake';

/**
 * The app with only Loftware's settings changed: Label Printing sends its jobs to the local Cloud
 * Trigger API; a print server failure shows as the screen's message and a failed job, which reprints.
 */
const NOW = new Date('2026-03-02T15:30:00Z');
const fake = new LoftwareFake({ keys: ['key-1'], triggers: { Print: 'template', RawZpl: 'zpl' } });
const { t, call } = await appOverFake(fake, {
  config: (url) => ({
    loftware: loftwareSettingsFrom({
      LOFTWARE_URL: url,
      LOFTWARE_KEY: 'key-1',
      LOFTWARE_TRIGGER: 'Print',
      LOFTWARE_ZPL_TRIGGER: 'RawZpl',
    }),
  }),
  users: ['office'],
  world: NOW,
});

const printable = async () => {
  const { rows } = await t.pool.query<{ sku: string }>(
    `select sku from items where company = 'furhaven' and upc is not null and asin is not null
       and amazon_description is not null order by sku limit 1`,
  );
  return rows[0]!.sku;
};
const printBody = (sku: string, asin: boolean) => ({
  printHangTags: true,
  printAsinLabels: asin,
  printChewyLabels: false,
  hangTagPrinter: 'QuickLabel QL-30M',
  asinPrinter: 'ZDesigner ZT230-200dpi ZPL',
  salesOrderNumber: null,
  company: null,
  warehouse: 'pennsylvania',
  items: [{ sku, qty: 2 }],
});

describe('Label Printing with Loftware Cloud', () => {
  it('sends hang tags and ASIN labels to the print trigger with their templates, recorded as printed', async () => {
    expect(t.integrations.printing('furhaven')).toBeInstanceOf(LoftwarePrinting);
    const sku = await printable();
    const res = await call('POST', '/labels/print', printBody(sku, true));
    expect(res.statusCode, res.body).toBe(201);
    expect(body<PrintResult>(res).jobs.map((j) => j.status)).toEqual(['printed', 'printed']);
    expect(fake.printed.map((p) => [p.trigger, p.body.FilePath, p.body.Printer])).toEqual([
      ['Print', 'HangTag.nlbl', 'QuickLabel QL-30M'],
      ['Print', 'AsinLabel.nlbl', 'ZDesigner ZT230-200dpi ZPL'],
    ]);
    expect(fake.printed[0]?.body).toMatchObject({
      FilePath: 'HangTag.nlbl',
      Printer: 'QuickLabel QL-30M',
      Data: [expect.objectContaining({ SKU: sku, Quantity: '2' })],
    });
  });

  it("says 'Failed to send print job to Loftware' when Loftware fails, keeps the failed job, and reprints it", async () => {
    fake.failNext({ status: 503, times: 1, message: 'Automation is offline.' });
    const res = await call('POST', '/labels/print', printBody(await printable(), false));
    expect(res.statusCode).toBe(502);
    expect(body(res).message).toBe(M.printFailed);
    expect(fake.requests).toBe(1);
    const [failed] = body<{ jobs: PrintJobRow[] }>(await call('GET', '/labels/jobs')).jobs;
    expect(failed).toMatchObject({ status: 'failed', printer: 'QuickLabel QL-30M' });
    const again = await call('POST', `/labels/jobs/${failed!.id}/reprint`);
    expect(again.statusCode).toBe(201);
    expect(body<PrintResult>(again).jobs[0]).toMatchObject({ status: 'printed', reprint_of: failed!.id });
    expect(fake.printed).toHaveLength(1);
  });
});
