import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import type { PullsheetList, PullsheetPrint } from '../../../src/shared/api/dropship/pullsheets';
import { printedLines, sheetTitle } from '../../../src/shared/domain/dropship/pullsheet-lines';
import type { PullsheetType } from '../../../src/shared/domain/dropship/status';
import { lineBarcodes, pdfLines } from '../../support/pdf-read-back';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { apiGet, dialog, signIn, snap } from '../support/helpers';

/**
 * Print Pullsheet and Print Foam and Bolster (issue 12 item 2): the PDF the browser draws and
 * downloads, read back in Node: title, Total Pieces, the lines in walking order and the barcode of
 * each line scanned to its SKU.
 */
test.describe.configure({ timeout: 120_000 });

const table = (page: Page) => page.getByRole('table', { name: 'Pull sheets' });
const toast = (page: Page, text: string | RegExp) => page.locator('ion-toast', { hasText: text });

/** Downloads what `click` starts and returns its name and bytes. */
async function downloaded(page: Page, click: () => Promise<void>) {
  const waiting = page.waitForEvent('download');
  await click();
  const file = await waiting;
  return { name: file.suggestedFilename(), bytes: new Uint8Array(await readFile(await file.path())) };
}

/** Of the sheets the table shows first, the smallest Kentucky one with lines: quick to draw and scan. */
async function smallSheet(page: Page) {
  const { pullsheets } = await apiGet<PullsheetList>(page, '/api/dropship/pullsheets?warehouse=all&days=14');
  const shown = new Set(
    (await table(page).locator('tbody tr td:nth-child(2)').allTextContents()).map((id) => Number(id)),
  );
  const sheet = pullsheets
    .filter((s) => shown.has(s.pullsheet_id) && s.warehouse === 'KY' && s.piece_count >= 3)
    .sort((a, b) => a.piece_count - b.piece_count)[0];
  expect(sheet, 'a Kentucky pull sheet in the table').toBeDefined();
  return sheet!;
}

async function printWalk(page: Page, shot: string): Promise<void> {
  await signIn(page, 'office');
  await page.goto('/pullsheets');
  await expect(table(page)).toBeVisible();
  await expect(table(page).locator('tbody tr').first()).not.toHaveText('Loading…');
  const print = page.getByRole('button', { name: 'Print Pullsheet' });
  await expect(print).toBeDisabled();

  const sheet = await smallSheet(page);
  const row = table(page).locator('tbody tr', {
    has: page.getByRole('cell', { name: String(sheet.pullsheet_id), exact: true }),
  });
  await row.getByRole('checkbox').check();
  await expect(print).toBeEnabled();
  const box = await print.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(48);

  const file = await downloaded(page, () => print.click());
  expect(file.name).toBe(`pullsheet_${sheet.pullsheet_id}.pdf`);
  await expect(toast(page, `Downloaded pullsheet_${sheet.pullsheet_id}.pdf`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snap(page, shot);

  // What the server says is on the sheet, in the spec's order (the rules are unit-tested).
  const data = await apiGet<PullsheetPrint>(
    page,
    `/api/dropship/pullsheets/print?pullsheet_id=${sheet.pullsheet_id}`,
  );
  const expected = printedLines(data.lines, new Map(data.bundles.map((b) => [b.sku, b.components])));
  const lines = await pdfLines(file.bytes);
  expect(lines[0]).toBe(sheetTitle('KY', sheet.type as PullsheetType));
  expect(lines).toContain(`Total Pieces: ${expected.reduce((n, l) => n + l.quantity, 0)}`);
  const skus = new Set(expected.map((l) => l.sku));
  const scanned = await lineBarcodes(file.bytes, (t) => t.x > 120 && t.x < 200 && skus.has(t.str));
  expect(scanned.map((s) => s.text)).toEqual(expected.map((l) => l.sku));
  for (const line of scanned) expect(line.barcode, `barcode of ${line.text}`).toBe(line.text);
}

test.describe('Print Pullsheet', () => {
  test('office: prints the selected sheet as a PDF that reads back and scans', async ({ page }) => {
    await printWalk(page, 'pullsheet-print');
  });

  test('office: Foam and Bolster prints its lists', async ({ page }) => {
    await signIn(page, 'office');
    await page.goto('/pullsheets');
    await expect(table(page).locator('tbody tr').first()).not.toHaveText('Loading…');
    await page.getByRole('button', { name: 'Foam and Bolster' }).click();
    const form = dialog(page, 'Foam and Bolster');
    await form.getByRole('switch', { name: 'Custom start' }).click();
    await form.getByLabel('Start date/time').fill('2026-01-01T06:00');
    await form.getByRole('button', { name: 'Get Foam and Bolster' }).click();
    await expect(form.getByRole('table', { name: 'Foam' })).toBeVisible();
    const file = await downloaded(page, () =>
      form.getByRole('button', { name: 'Print Foam and Bolster' }).click(),
    );
    expect(file.name).toMatch(/^foam_and_bolster_.*\.pdf$/);
    const lines = await pdfLines(file.bytes);
    for (const title of ['Foam Pullsheet', 'Fiber Pullsheet', 'Liner Pullsheet'])
      expect(lines).toContain(title);
    await expectNoSeriousA11yViolations(page);
    await snap(page, 'pullsheet-print-foam');
  });
});

test.describe('Print Pullsheet on a tablet', () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

  test('office: prints the selected sheet with touch-sized buttons', async ({ page }) => {
    await printWalk(page, 'pullsheet-print-tablet');
  });
});
