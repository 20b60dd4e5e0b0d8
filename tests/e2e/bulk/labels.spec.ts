import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import { expect, test, type Page } from '@playwright/test';
import gs1Parser from 'gs1-barcode-parser-mod';
import type pg from 'pg';
import { captionedBarcodes } from '../../support/pdf-read-back';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { e2eDbPool } from '../support/e2e-db';
import { dialog, openMenu, signIn, snap, tick } from '../support/helpers';

/**
 * Box Labels and Pallet Labels (D2 sections 2, 3, 5, 7, 8 and 9) and the Not Built tab's label
 * actions, as the bulk user on the demo world: pallet labels for an Acumatica order (downloaded, its
 * barcode read back as the pallet's SSCC, its Data), the pallet file with its toasts, box labels
 * (a file or an order number, not both), Get / Regenerate / Generate Pallet Labels on Not Built.
 */

const { parseBarcode } = gs1Parser;
let pool: pg.Pool;
test.beforeAll(() => {
  pool = e2eDbPool();
});
test.afterAll(async () => {
  await pool.end();
});

type Order = { id: number; po: string; vendor: string; acu: string };

/** A fresh Not Built order of two lines of 8 pieces in cases of 4, sent from Kentucky. */
async function labelOrder(tag: string): Promise<Order> {
  const po = `E2EL${tag}${Date.now().toString(36).toUpperCase()}`;
  const acu = String(8_000_000 + Math.floor(Math.random() * 900_000));
  const { rows } = await pool.query<Order>(
    `insert into bulk_orders (company, internal_po_number, external_po_number, vendor_name, stage, order_status,
       order_date, warehouse, acu_order_num, name, address1, city, state, zip_code)
     select 'furhaven', $1, 'X' || $1, v.name, 'not_built', 101, now(), 'kentucky', $2, 'Label DC', '9 Pier St',
       'Erie', 'PA', '16501'
     from vendors v where v.company = 'furhaven' and v.side = 'bulk' order by v.id limit 1
     returning id, internal_po_number as po, vendor_name as vendor, acu_order_num as acu`,
    [po, acu],
  );
  await pool.query(
    `insert into bulk_order_items (company, order_id, internal_sku, quantity, case_packs, decision, fulfill_ky, order_status)
     select 'furhaven', $1, sku, 8, 4, 'Kentucky', 8, 101 from items
     where company = 'furhaven' and upc is not null and not is_bundle order by sku limit 2`,
    [rows[0]!.id],
  );
  return rows[0]!;
}

const toast = (page: Page, text: string | RegExp) => page.locator('ion-toast', { hasText: text }).last();
const shown = (page: Page, text: string | RegExp) =>
  expect(toast(page, text)).toBeVisible({ timeout: 30_000 });

async function confirmAlert(page: Page, button: string, says?: RegExp) {
  const alert = page.locator('ion-alert');
  await expect(alert).toBeVisible();
  if (says) await expect(alert).toContainText(says);
  await alert.getByRole('button', { name: button }).click();
}

/** Writes a file for the file field in the test's output folder. */
function fileFor(dir: string, name: string, text: string): string {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, name);
  writeFileSync(file, text);
  return file;
}

const tagOf = () => (test.info().project.name === 'tablet' ? 'T' : 'D');

test('the bulk user makes pallet labels for an order and from a pallet file; the PDF reads back', async ({
  page,
}, info) => {
  test.setTimeout(180_000);
  const order = await labelOrder(tagOf());
  await signIn(page, 'bulk');
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Pallet Labels', exact: true }).click();
  await expect(page).toHaveURL(/\/pallet_labels$/);

  await page.getByLabel('Acumatica Order #').fill(order.acu);
  await page.getByRole('button', { name: 'Generate Pallet Labels' }).click();
  await shown(page, /Labels created: Pallet Labels SO/);
  const table = page.getByRole('table', { name: 'Pallet label files' });
  const row = table.getByRole('row').filter({ hasText: `SO ${order.acu}` });
  await expect(row).toBeVisible();
  await snap(page, 'pallet-labels');
  await expectNoSeriousA11yViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^Pallet Labels SO \d{7} .*\.pdf$/);
  const bytes = new Uint8Array(readFileSync(await download.path()));
  const decoded = await captionedBarcodes(bytes, (i) => i.str === 'SSCC');
  const { rows: pallets } = await pool.query<{ labels: { sscc: string }[] }>(
    `select data->'labels' as labels from label_files where name = $1`,
    [download.suggestedFilename()],
  );
  expect(decoded.map((d) => parseBarcode(d.barcode!).parsedCodeItems[0]!.data)).toEqual(
    pallets[0]!.labels.map((l) => l.sscc),
  );

  await row.getByRole('button', { name: 'Data' }).click();
  const data = dialog(page, `Data: ${download.suggestedFilename()}`);
  await expect(data.getByRole('cell', { name: pallets[0]!.labels[0]!.sscc, exact: true })).toBeVisible();
  await snap(page, 'pallet-labels-data');
  await data.getByRole('button', { name: 'Close' }).click();

  // The pallet file: a wrong header is refused in the browser, a good one is one request per order.
  const file = page.getByLabel('Pallet label file (CSV)');
  await file.setInputFiles(
    fileFor(info.outputDir, 'bad-pallets.csv', 'internal_po_number,vendor_name,sku\nA,B,C\n'),
  );
  await shown(page, 'Invalid File Format');
  const { rows: skus } = await pool.query<{ sku: string }>(
    'select internal_sku as sku from bulk_order_items where order_id = $1 order by id limit 1',
    [order.id],
  );
  const good = fileFor(
    info.outputDir,
    'pallets.csv',
    `internal_po_number,vendor_name,internal_sku,box_qty,pallet_index\n${order.po},${order.vendor},${skus[0]!.sku},2,1\n`,
  );
  await file.setInputFiles(good);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await shown(page, 'Successfully Sent Pallet Request For 1 Orders. 0 Requests Failed.');
  await expect(table.getByRole('row').filter({ hasText: `Pallet Labels ${order.po}` })).toBeVisible();
  await snap(page, 'pallet-labels-file');
});

test('the bulk user makes box labels from an order number, not with a file as well', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const order = await labelOrder(tagOf());
  await signIn(page, 'bulk');
  await page.goto('/box_labels');
  await expect(page.getByRole('table', { name: 'Box label files' })).toBeVisible({ timeout: 20_000 });
  // The two shared cores can be slow to answer: the template comes from the server.
  const [template] = await Promise.all([
    page.waitForEvent('download', { timeout: 30_000 }),
    page.getByRole('button', { name: 'Download Template' }).click(),
  ]);
  expect(template.suggestedFilename()).toBe('BoxLabelTemplate.csv');
  const csv = fileFor(
    info.outputDir,
    'box.csv',
    `internal_po_number,vendor_name,internal_sku\n${order.po},${order.vendor},\n`,
  );
  await page.getByLabel('Box label file (.csv, .xlsx, .xlx)').setInputFiles(csv);
  await page.getByLabel('Acumatica Order #').fill(order.acu);
  await page.getByRole('button', { name: 'Create Labels' }).click();
  await expect(page.getByText('Choose a file or an Acumatica order number, not both.')).toBeVisible();
  await snap(page, 'box-labels-both');
  await page.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('button', { name: 'Create Labels' }).click();
  await shown(page, /Labels created: Box Labels SO/);
  const row = page
    .getByRole('table', { name: 'Box label files' })
    .getByRole('row')
    .filter({ hasText: `SO ${order.acu}` });
  // Two lines of 8 pieces in cases of 4: four cartons.
  await expect(row.getByRole('cell', { name: '4', exact: true })).toBeVisible();
  await snap(page, 'box-labels');
  await expectNoSeriousA11yViolations(page);

  // The same order from an Excel workbook (read in the browser by SheetJS, fetched on demand).
  await page.getByLabel('Acumatica Order #').fill('');
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    book,
    XLSX.utils.aoa_to_sheet([
      ['internal_po_number', 'vendor_name', 'internal_sku'],
      [order.po, order.vendor, null],
    ]),
    'Labels',
  );
  const xlsx = path.join(info.outputDir, 'box.xlsx');
  writeFileSync(xlsx, XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
  await page.getByLabel('Box label file (.csv, .xlsx, .xlx)').setInputFiles(xlsx);
  // The workbook is read once SheetJS has arrived; the screen says so before Create Labels.
  await expect(page.getByText('1 row. Press Create Labels to make them.')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Create Labels' }).click();
  // From a file the name is the PO and vendor, not the order number.
  await shown(page, `Labels created: Box Labels ${order.po} ${order.vendor}`);
  const fromFile = page
    .getByRole('table', { name: 'Box label files' })
    .getByRole('row')
    .filter({ hasText: `Box Labels ${order.po} ${order.vendor}` });
  await expect(fromFile.getByRole('cell', { name: '4', exact: true })).toBeVisible();
});

test('Not Built: Regenerate Labels warns first, then Get Labels and Generate Pallet Labels download', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const order = await labelOrder(tagOf());
  await signIn(page, 'bulk');
  await page.goto('/bulk_orders');
  await page.locator('ion-segment-button', { hasText: /^\s*Not Built\s*$/ }).click();
  await tick(page.getByRole('checkbox', { name: `Select ${order.po} ${order.vendor}` }));

  await page.getByRole('button', { name: 'Get Labels' }).click();
  await shown(page, `No box labels for ${order.po} yet`);

  const regenerated = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Regenerate Labels' }).click();
  await confirmAlert(page, 'Regenerate', /cannot be undone.*must be destroyed/);
  await expect(page.getByRole('status').filter({ hasText: 'Regenerating labels' })).toBeVisible();
  await snap(page, 'not-built-regenerating');
  expect((await regenerated).suggestedFilename()).toMatch(new RegExp(`^Box Labels ${order.po} `));

  const [got] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Get Labels' }).click(),
  ]);
  expect(got.suggestedFilename()).toMatch(new RegExp(`^Box Labels ${order.po} `));

  await page.getByRole('button', { name: 'Generate Pallet Labels' }).click();
  const pallet = page.waitForEvent('download');
  await confirmAlert(page, 'Generate');
  expect((await pallet).suggestedFilename()).toMatch(/^Pallet Labels SO /);
  await snap(page, 'not-built-labels');
});

test('a user without the admin, bulk or inventory scope is sent home from the label screens', async ({
  page,
}) => {
  await signIn(page, 'floor');
  for (const p of ['/box_labels', '/pallet_labels']) {
    await page.goto(p);
    await expect(page).not.toHaveURL(new RegExp(p));
  }
});
