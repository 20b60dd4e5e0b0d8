import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type pg from 'pg';
import { pdfText, regionBarcode } from '../../support/pdf-read-back';
import { STICKER_LAYOUT } from '../../../src/shared/domain/labels/vendor-stickers';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { e2eDbPool } from '../support/e2e-db';
import { openMenu, signIn, snap } from '../support/helpers';

/**
 * Vendor Stickers (D1 sections 2, 3, 5, 8, 9) as the bulk user: a template, a bad file's
 * 'Error: {reason}', a Lowes file whose PDF has one page per LABEL_QTY and a readable ITF-14, an ASIN
 * file with the demo world's ASIN data; the office user (no bulk scope) is sent home.
 */
let pool: pg.Pool;
test.beforeAll(() => {
  pool = e2eDbPool();
});
test.afterAll(async () => {
  await pool.end();
});

function fileFor(name: string, text: string): string {
  const dir = test.info().outputPath('files');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, name);
  writeFileSync(file, text);
  return file;
}

const card = (page: Page, title: string) =>
  page.locator('ion-card').filter({ hasText: `${title} sticker file` });

test('the bulk user makes Lowes and ASIN stickers as PDFs; a bad file reads Error', async ({ page }) => {
  await signIn(page, 'bulk');
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Vendor Stickers' }).click();
  await expect(page).toHaveURL(/\/vendor_stickers$/);
  for (const title of ['Generic', 'ASIN', 'Lowes'])
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();

  const lowes = card(page, 'Lowes');
  const [template] = await Promise.all([
    page.waitForEvent('download'),
    lowes.getByRole('button', { name: 'Template' }).click(),
  ]);
  expect(template.suggestedFilename()).toBe('LowesStickerTemplate.csv');
  expect(readFileSync(await template.path(), 'utf8').split(/\r?\n/)[0]).toBe(
    'SKU,DESC,BARCODE,COUNTRY_OF_ORIGIN,PER_BOX,LABEL_QTY',
  );

  // A refused file: a wrong check digit.
  const field = lowes.getByLabel('Lowes sticker file (CSV)');
  const header = 'SKU,DESC,BARCODE,COUNTRY_OF_ORIGIN,PER_BOX,LABEL_QTY';
  await field.setInputFiles(fileFor('bad.csv', `${header}\n95000052,Bed,10012345678905,China,2,2\n`));
  await lowes.getByRole('button', { name: 'Upload' }).click();
  await expect(lowes.getByRole('alert')).toHaveText(
    'Error: Line 2: BARCODE check digit is wrong (ITF-14 check digit 2).',
  );
  await snap(page, 'vendor-stickers-error');

  await field.setInputFiles(
    fileFor(
      'lowes.csv',
      `${header}\n95000052,Calming Donut Bed - Large,1001234567890,China,2,2\n95000060,Ortho Bed,10842100006004,USA,1,1\n`,
    ),
  );
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    lowes.getByRole('button', { name: 'Upload' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe('LowesStickers.pdf');
  const bytes = new Uint8Array(readFileSync(await pdf.path()));
  expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
  const { pages, items } = await pdfText(bytes);
  expect(pages).toBe(3);
  expect(items.filter((t) => t.page === 1).map((t) => t.str)).toContain('95000052');
  const { barcode } = STICKER_LAYOUT;
  const region = {
    left: 0,
    top: barcode.top - 2,
    width: barcode.x + barcode.maxWidth + 14,
    height: barcode.height + 4,
  };
  expect(await regionBarcode(bytes, 1, region, 'itf')).toBe('10012345678902');
  await expect(lowes.getByRole('status')).toHaveText('3 stickers saved as LowesStickers.pdf.');

  // ASIN: the world's ASIN data.
  const { rows } = await pool.query<{ sku: string; asin: string }>(
    `select sku, asin from items where company = 'furhaven' and asin is not null order by sku limit 1`,
  );
  const item = rows[0];
  expect(item, 'the demo world has an item with an ASIN').toBeDefined();
  const asin = card(page, 'ASIN');
  await asin
    .getByLabel('ASIN sticker file (CSV)')
    .setInputFiles(fileFor('asin.csv', `SKU,QTY\n${item!.sku},2\n`));
  const [asinPdf] = await Promise.all([
    page.waitForEvent('download'),
    asin.getByRole('button', { name: 'Upload' }).click(),
  ]);
  expect(asinPdf.suggestedFilename()).toBe('AsinStickers.pdf');
  const asinBytes = new Uint8Array(readFileSync(await asinPdf.path()));
  const read = await pdfText(asinBytes);
  expect(read.pages).toBe(2);
  expect(read.items.map((t) => t.str)).toContain(item!.asin);
  await snap(page, 'vendor-stickers-made');
  await expectNoSeriousA11yViolations(page);
});

test('a person without the bulk scope is sent home from Vendor Stickers', async ({ page }) => {
  await signIn(page, 'office');
  await page.goto('/vendor_stickers');
  await expect(page).not.toHaveURL(/\/vendor_stickers$/);
  await expect(page.getByRole('heading', { name: 'Lowes', exact: true })).toHaveCount(0);
});
