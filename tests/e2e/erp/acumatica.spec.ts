import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import Papa from 'papaparse';
import type pg from 'pg';
import { WALMART_ORDER_COLUMNS } from '../../../src/shared/domain/erp/order-upload';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { e2eDbPool } from '../support/e2e-db';
import { chooseOption, openMenu, signIn, snap, uniqueSuffix } from '../support/helpers';

/**
 * The Acumatica screens (D1 section 2, D3 2.13) on the demo world, as the office user: Order
 * Uploads (vendor first, a refused file, a good file whose lines reach the ERP simulator), Apply
 * Payments (the template, a refused file, the counts alert with the failed invoice) and AutoBuild
 * (the coloured runs, Start AutoBuild after the confirmation, Create Shipments).
 */
let pool: pg.Pool;
test.beforeAll(() => {
  pool = e2eDbPool();
});
test.afterAll(async () => {
  await pool.end();
});

const csvFile = (name: string, text: string) => {
  const path = join(mkdtempSync(join(tmpdir(), 'acu-')), name);
  writeFileSync(path, text);
  return path;
};
const alertBox = (page: Page, text: string) => page.locator('ion-alert').filter({ hasText: text }).last();
const closeAlert = async (page: Page, text: string) => {
  const box = alertBox(page, text);
  await expect(box).toBeVisible({ timeout: 20_000 });
  await box.getByRole('button', { name: 'OK' }).click();
  await expect(box).toBeHidden();
};

test('Acumatica Order Uploads: vendor first, a refused file, then each line an ERP sales order', async ({
  page,
}) => {
  const suffix = uniqueSuffix();
  await signIn(page, 'office');
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Acumatica Order Uploads', exact: true }).click();
  await expect(page).toHaveURL(/\/acumatica_uploads$/);
  const file = page.getByLabel('Walmart order file (CSV)');
  await expect(file).toHaveCount(0);
  await chooseOption(page, 'Vendor', 'Walmart Fulfillment Center (C00299)');
  await expect(file).toBeVisible();

  const line = (po: string, over: Record<string, string> = {}) => ({
    ORDER_PLACED_DT: '2026-11-20 09:12:00',
    PURCHASE_ORDER_NUM: po,
    SALES_ORDER_NUM: `S${po}`,
    VENDOR_SKU: '70231',
    QUANTITY: '3',
    GMV_AMT: '59.97',
    SHIP_TO_CITY: 'Bentonville',
    SHIP_TO_ST: 'AR',
    SHIP_TO_ZIP_CD: '72712',
    ...over,
  });
  const csv = (rows: Record<string, string>[]) => Papa.unparse(rows, { columns: [...WALMART_ORDER_COLUMNS] });

  // A line without its SKU: the alert, and the file is dropped.
  await file.setInputFiles(csvFile('missing.csv', csv([line(`W${suffix}0`, { VENDOR_SKU: '' })])));
  await expect(alertBox(page, 'Missing required field: VENDOR_SKU')).toBeVisible();
  await snap(page, 'acumatica-uploads-refused');
  await closeAlert(page, 'Missing required field: VENDOR_SKU');
  await expect(page.getByRole('button', { name: 'Upload', exact: true })).toBeDisabled();

  const pos = [`W${suffix}1`, `W${suffix}2`];
  await file.setInputFiles(csvFile(`walmart-${suffix}.csv`, csv(pos.map((po) => line(po)))));
  await expect(page.getByRole('status').filter({ hasText: '2 lines' })).toBeVisible();
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await closeAlert(page, 'Successful Uploads: 2 / Failed Uploads: 0');
  const { rows } = await pool.query<{ customer_order_nbr: string; customer_id: string }>(
    `select customer_order_nbr, customer_id from sim_erp_sales_orders where customer_order_nbr = any($1) order by 1`,
    [pos],
  );
  expect(rows).toEqual(pos.map((po) => ({ customer_order_nbr: po, customer_id: 'C00299' })));
  // The history refreshes 5 seconds after the upload.
  const history = page.getByRole('table', { name: 'Upload History' });
  await expect(history.getByRole('row').filter({ hasText: `walmart-${suffix}.csv` })).toBeVisible({
    timeout: 15_000,
  });
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'acumatica-uploads');
});

test('Acumatica Apply Payments: the template, a refused file, then the counts and the failed invoice', async ({
  page,
}) => {
  const suffix = uniqueSuffix().toUpperCase();
  const invoices = [`E${suffix}A`, `E${suffix}B`];
  for (const ref of invoices) {
    await pool.query(
      `insert into sim_erp_invoices (company, ref_nbr, customer_id, order_type, order_nbr, date, amount, balance, status)
       values ('furhaven', $1, 'C00299', 'SO', '0000001', current_date, '25.00', '25.00', 'Open')`,
      [ref],
    );
  }
  await signIn(page, 'office');
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Acumatica Apply Payments', exact: true }).click();
  await expect(page).toHaveURL(/\/acumatica_apply_payments$/);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Template' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('apply_payments_template.csv');
  expect(readFileSync(await download.path(), 'utf8').trim()).toBe('payment_ref,invoice_number');

  const file = page.getByLabel('Payments file (CSV)');
  await file.setInputFiles(csvFile('bad.csv', 'payment_ref,invoice_number\r\nP1,\r\n'));
  await closeAlert(page, 'Missing required field: invoice_number');
  await expect(page.getByRole('button', { name: 'Upload', exact: true })).toBeDisabled();

  const rows = [`P${suffix}1,${invoices[0]}`, `P${suffix}2,${invoices[1]}`, `P${suffix}3,NOPE${suffix}`];
  await file.setInputFiles(csvFile('payments.csv', `payment_ref,invoice_number\r\n${rows.join('\r\n')}\r\n`));
  await expect(page.getByRole('status').filter({ hasText: '3 payments' })).toBeVisible();
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const result = alertBox(page, 'Successful Invoices: 2 / Failed Invoices: 1');
  await expect(result).toBeVisible({ timeout: 20_000 });
  await expect(result).toContainText(`NOPE${suffix}`);
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'acumatica-apply-payments');
  await closeAlert(page, 'Successful Invoices: 2 / Failed Invoices: 1');
  const { rows: closed } = await pool.query<{ status: string }>(
    `select status from sim_erp_invoices where company = 'furhaven' and ref_nbr = any($1)`,
    [invoices],
  );
  expect(closed.map((r) => r.status)).toEqual(['Closed', 'Closed']);
});

test('Acumatica AutoBuild: coloured runs, Start AutoBuild after asking, Create Shipments', async ({
  page,
}) => {
  // No ERP run of Furhaven still running (the world's ends 30 minutes after it started), so Start AutoBuild is taken.
  await pool.query(
    `update sim_erp_autobuilds set completes_at = now() - interval '1 second' where company = 'furhaven' and completes_at > now()`,
  );
  await signIn(page, 'office');
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Acumatica AutoBuild', exact: true }).click();
  await expect(page).toHaveURL(/\/autobuild$/);
  const table = page.getByRole('table', { name: 'AutoBuilds' });
  await expect(table.locator('tr.is-failed').first()).toBeVisible({ timeout: 20_000 });
  const before = await table.locator('tbody tr').count();

  await page.getByRole('button', { name: 'Start AutoBuild' }).click();
  const confirm = alertBox(page, 'Only one AutoBuild runs at a time');
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Start AutoBuild' }).click();
  await expect(page.locator('ion-toast').filter({ hasText: /AutoBuild AB\d{6} started/ })).toBeVisible({
    timeout: 15_000,
  });
  await expect(table.locator('tbody tr')).toHaveCount(before + 1);
  await expect(table.locator('tbody tr').first()).toHaveClass(/is-running/);
  await expect(table.locator('tbody tr').first()).toContainText('office');
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'acumatica-autobuild');

  await page.getByRole('button', { name: 'Create Shipments' }).click();
  const done = alertBox(page, 'Shipments created:');
  await expect(done).toBeVisible({ timeout: 30_000 });
  await snap(page, 'acumatica-autobuild-shipments');
  await done.getByRole('button', { name: 'OK' }).click();
});

test('a user without the acumatica scope is sent home from the three screens', async ({ page }) => {
  await signIn(page, 'floor');
  for (const route of ['/acumatica_uploads', '/acumatica_apply_payments', '/autobuild']) {
    await page.goto(route);
    await expect(page).not.toHaveURL(new RegExp(`${route}$`));
  }
});
