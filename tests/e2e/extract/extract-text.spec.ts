import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { jsPDF } from 'jspdf';
import Papa from 'papaparse';
import type pg from 'pg';
import { EXTRACT_MESSAGES } from '../../../src/shared/domain/extract/item-lines';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { e2eDbPool } from '../support/e2e-db';
import { openMenu, signIn, snap, uniqueSuffix } from '../support/helpers';

/**
 * PDF Text Extraction (/extract_text, D3 2.19, 8) on the demo world: a job in flight shows
 * 'File Not Ready Yet - Try again in a few minutes.' in red, a failed one 'Error Processing
 * Results.'; a generated PDF is extracted, Refresh shows it done, and its CSV holds the item lines.
 */

let pool: pg.Pool;
test.beforeAll(() => {
  pool = e2eDbPool();
});
test.afterAll(async () => {
  await pool.end();
});

type Item = { sku: string; upc: string; asin: string };

async function worldItems(): Promise<Item[]> {
  const { rows } = await pool.query<Item>(
    `select sku, upc, asin from items where company = 'furhaven' and upc is not null and asin is not null
      order by sku limit 2`,
  );
  expect(rows).toHaveLength(2);
  return rows;
}

function orderPdf(items: readonly Item[]): Buffer {
  const doc = new jsPDF();
  doc.text('PURCHASE ORDER 4500009876', 15, 20);
  doc.text(`${items[0]!.sku}  Orthopedic bed  Qty 4`, 15, 35);
  doc.text(`UPC ${items[1]!.upc} x 7`, 15, 45);
  return Buffer.from(doc.output('arraybuffer'));
}

/** Every button and the file picker of the screen are at least 48 x 48 px (touch first). */
async function expectTouchSized(buttons: Locator): Promise<void> {
  for (const button of await buttons.all()) {
    const box = await button.boundingBox();
    if (!box) continue;
    expect(box.height, (await button.textContent()) ?? 'button').toBeGreaterThanOrEqual(48);
    expect(box.width).toBeGreaterThanOrEqual(48);
  }
}

const jobRow = (table: Locator, text: string) => table.getByRole('row').filter({ hasText: text }).first();
const redAlert = (page: Page) => page.locator('.extract-text .form-error[role="alert"]');

test('extract a PDF, refresh until done and download its CSV; the red alerts', async ({ page }) => {
  test.setTimeout(60_000);
  const items = await worldItems();
  // A job in flight (its PDF still being read by the worker): nothing in the demo world stays so.
  const inFlight = `In_Flight_${uniqueSuffix()}.pdf`;
  await pool.query(
    `insert into extract_jobs (company, date, file_name, status) values ('furhaven', now(), $1, 'processing')`,
    [inFlight],
  );
  await signIn(page, 'bulk');
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'PDF Text Extraction', exact: true }).click();
  await expect(page).toHaveURL(/\/extract_text$/);
  const table = page.getByRole('table', { name: 'Extract jobs' });
  await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });

  // The job in flight: its result is not ready.
  const processing = jobRow(table, inFlight);
  await expect(processing).toHaveClass(/is-processing/);
  await processing.getByRole('button', { name: /^Download/ }).click();
  await expect(redAlert(page)).toHaveText(EXTRACT_MESSAGES.notReady);
  await expect(redAlert(page)).toHaveCSS('color', /rgb\((1[5-9]\d|2\d\d), \d{1,2}, \d{1,2}/);
  await snap(page, 'extract-not-ready');

  // A failed job: 'Error Processing Results.' with its reason.
  await table
    .locator('tr.is-failed')
    .first()
    .getByRole('button', { name: /^Download/ })
    .click();
  await expect(redAlert(page)).toHaveText(/^Error Processing Results\. .+/);

  // A complete job of the world downloads its CSV, and the alert goes.
  const [demo] = await Promise.all([
    page.waitForEvent('download'),
    table
      .locator('tr.is-complete')
      .filter({ hasText: /_PO_\d+\.pdf/ })
      .first()
      .getByRole('button', { name: /^Download/ })
      .click(),
  ]);
  expect(demo.suggestedFilename()).toMatch(/_PO_\d+\.csv$/);
  await expect(redAlert(page)).toHaveCount(0);

  // Extract a generated PDF.
  const name = `PO_${uniqueSuffix()}.pdf`;
  await page
    .getByLabel('PDF file')
    .setInputFiles({ name, mimeType: 'application/pdf', buffer: orderPdf(items) });
  await page.getByRole('button', { name: 'Extract', exact: true }).click();
  await expect(jobRow(table, name)).toBeVisible();
  // Refresh until the job is done.
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(jobRow(table, name)).toContainText('Complete', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(redAlert(page)).toHaveCount(0);
  await expectTouchSized(page.locator('.extract-text ion-button, .extract-text input[type="file"]'));
  await snap(page, 'extract-complete');
  await expectNoSeriousA11yViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    jobRow(table, name)
      .getByRole('button', { name: `Download ${name}` })
      .click(),
  ]);
  expect(download.suggestedFilename()).toBe(name.replace(/\.pdf$/, '.csv'));
  const rows = Papa.parse<Record<string, string>>(readFileSync(await download.path(), 'utf8'), {
    header: true,
    skipEmptyLines: true,
  }).data;
  expect(rows.filter((r) => r.sku).map((r) => [r.sku, r.upc, r.asin, r.quantity])).toEqual([
    [items[0]!.sku, items[0]!.upc, items[0]!.asin, '4'],
    [items[1]!.sku, items[1]!.upc, items[1]!.asin, '7'],
  ]);
  expect(rows[0]!.text).toBe('PURCHASE ORDER 4500009876');
});

test('a file that is not a PDF is refused before it is sent', async ({ page }) => {
  await signIn(page, 'bulk');
  await page.goto('/extract_text');
  await page
    .getByLabel('PDF file')
    .setInputFiles({ name: 'orders.csv', mimeType: 'text/csv', buffer: Buffer.from('sku,qty\n1,2\n') });
  await expect(page.getByRole('alert').filter({ hasText: EXTRACT_MESSAGES.notPdf })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Extract', exact: true })).toBeDisabled();
});

test('a user without the bulk scope is refused the screen', async ({ page }) => {
  await signIn(page, 'office');
  const menu = await openMenu(page);
  await expect(menu.getByRole('link', { name: 'PDF Text Extraction', exact: true })).toHaveCount(0);
  await page.goto('/extract_text');
  await expect(page).not.toHaveURL(/\/extract_text$/);
});
