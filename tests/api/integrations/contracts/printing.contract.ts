import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printJobs } from '../../../../src/server/platform/db/schema/files';
import type { PrintingPort } from '../../../../src/server/integrations/printing/port';
import { STICKER_LABEL, zplLabel } from '../../../../src/server/integrations/printing/zpl';
import { expectIntegrationError, type Harness, type HarnessFactory } from '../support/harness';
import { failureSwitchContract } from './failure-switches.contract';

const ASIN_PRINTER = 'ZDesigner ZT230-200dpi ZPL';
const asinLabel = (asin: string) =>
  zplLabel(
    [
      { kind: 'text', x: 30, y: 20, text: `ASIN ${asin}` },
      { kind: 'barcode', x: 30, y: 60, data: asin, symbology: 'code128', height: 90 },
    ],
    STICKER_LABEL,
  );

/**
 * Loftware and raw ZPL printing; every job lands in print_jobs for the screen to show.
 * `switchedCall` is the harmless call the failure switches are tried on: one that reaches the print
 * server (the sandbox gates reads too; a real adapter reads jobs from its own table).
 */
export function printingContract(
  name: string,
  factory: HarnessFactory<PrintingPort>,
  switchedCall: (printing: PrintingPort) => Promise<unknown> = (printing) => printing.getJob(1),
): void {
  describe(name, () => {
    let h: Harness<PrintingPort>;
    let printing: PrintingPort;
    beforeAll(async () => {
      h = await factory();
      printing = h.port('furhaven');
    });
    afterAll(async () => {
      await h?.close();
    });

    it('prints raw ZPL and records the job with its labels', async () => {
      const zpl = `${asinLabel('B000111222')}\n${asinLabel('B000333444')}`;
      const job = await printing.printZpl({
        printer: ASIN_PRINTER,
        warehouse: 'pennsylvania',
        zpl,
        copies: 2,
        requestedBy: 'office',
      });
      expect(job).toMatchObject({
        kind: 'zpl',
        printer: ASIN_PRINTER,
        labels: 2,
        copies: 2,
        status: 'printed',
        error: null,
      });
      const [row] = await h.db.select().from(printJobs).where(eq(printJobs.id, job.id));
      expect(row).toMatchObject({
        company: 'furhaven',
        payload: zpl,
        createdBy: 'office',
        warehouse: 'pennsylvania',
      });
    });

    it('prints a Loftware template with one label per data row', async () => {
      const job = await printing.printLoftware({
        printer: 'QuickLabel QL-30M',
        template: 'HangTag.nlbl',
        data: [
          { SKU: '10001', UPC: '012345678905', SIZE: 'Large' },
          { SKU: '10002', UPC: '012345678912', SIZE: 'Small' },
        ],
      });
      expect(job).toMatchObject({
        kind: 'loftware',
        template: 'HangTag.nlbl',
        labels: 2,
        copies: 1,
        status: 'printed',
      });
      const [row] = await h.db.select().from(printJobs).where(eq(printJobs.id, job.id));
      expect(JSON.parse(row?.payload ?? '{}')).toMatchObject({
        template: 'HangTag.nlbl',
        data: [{ SKU: '10001' }, { SKU: '10002' }],
      });
    });

    it('refuses jobs a printer could not print, without recording them', async () => {
      const before = await h.db.select().from(printJobs);
      await expectIntegrationError(
        printing.printZpl({ printer: ASIN_PRINTER, zpl: '^XA^FDhalf' }),
        'rejected',
        /Invalid ZPL/,
      );
      await expectIntegrationError(
        printing.printZpl({ printer: ' ', zpl: asinLabel('B1') }),
        'rejected',
        /printer/,
      );
      await expectIntegrationError(
        printing.printZpl({ printer: ASIN_PRINTER, zpl: asinLabel('B1'), copies: 0 }),
        'rejected',
        /Copies/,
      );
      await expectIntegrationError(
        printing.printLoftware({ printer: 'P', template: 'HangTag.nlbl', data: [] }),
        'rejected',
        /data row/,
      );
      expect(await h.db.select().from(printJobs)).toHaveLength(before.length);
    });

    it('finds a job from a second instance, only within its company', async () => {
      const job = await printing.printZpl({ printer: ASIN_PRINTER, zpl: asinLabel('B000555666') });
      expect(await h.second('furhaven').getJob(job.id)).toEqual(job);
      expect(await h.port('worldwise').getJob(job.id)).toBeNull();
    });

    it('records a job the print server refused as failed, with the error', async (ctx) => {
      if (!h.control) return ctx.skip();
      await h.control.set('printing', {
        failureMode: 'always',
        errorMessage: 'Loftware service unavailable',
      });
      await expectIntegrationError(
        printing.printLoftware({ printer: 'P', template: 'T.nlbl', data: [{ A: 'a' }] }),
        'unavailable',
        'Loftware service unavailable',
      );
      await h.control.reset();
      const [last] = await h.db.select().from(printJobs).orderBy(desc(printJobs.id)).limit(1);
      expect(last).toMatchObject({
        status: 'failed',
        error: 'Loftware service unavailable',
        template: 'T.nlbl',
      });
    });

    failureSwitchContract(
      'printing',
      () => h.control,
      () => switchedCall(printing),
    );
  });
}
