import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import Papa from 'papaparse';
import type pg from 'pg';
import { INVOICE_CSV_COLUMNS } from '../../../src/shared/domain/erp/invoices';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { e2eDbPool } from '../support/e2e-db';
import { dialog, openMenu, signIn, snap, uniqueSuffix } from '../support/helpers';
import { dataTable, expectTouchSizedTargets } from '../support/table-touch';

/**
 * Bulk Invoices (D2 sections 2, 3, 8) and Download Acumatica Invoices (/invoices) on the demo
 * world: the bulk user corrects an invoice in the edit drawer (a bad cost answers the server's
 * message, a good one 'Successfully Updated Invoice'); the office user downloads the ERP's invoices.
 */

let pool: pg.Pool;
test.beforeAll(() => {
  pool = e2eDbPool();
});
test.afterAll(async () => {
  await pool.end();
});

test('the bulk user corrects an invoice in the edit drawer', async ({ page }) => {
  test.setTimeout(90_000);
  const tablet = test.info().project.name === 'tablet';
  await signIn(page, 'bulk');
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Bulk Invoices' }).click();
  await expect(page).toHaveURL(/\/bulk_invoices$/);
  const table = page.getByRole('table', { name: 'Bulk Invoices' });
  const rows = table.locator('tbody tr');
  await expect(rows.first()).toBeVisible({ timeout: 20_000 });
  for (const header of [
    'PO Number',
    'Vendor',
    'Acumatica Invoice',
    'IMS Cost',
    'Acumatica Cost',
    'Vendor Status',
  ])
    await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: /^(Sent|Not Sent|Error)$/ }).first()).toBeVisible();
  await snap(page, 'bulk-invoices');
  await expectNoSeriousA11yViolations(page);
  if (tablet) await expectTouchSizedTargets(dataTable(page, 'Bulk Invoices'));

  // Each project edits its own row.
  const row = rows.nth(tablet ? 1 : 0);
  const po = (await row.locator('td').first().textContent())!.trim();
  await row.click();
  const drawer = dialog(page, 'Edit Invoice');
  await expect(drawer).toBeVisible();
  await expect(drawer).toContainText(po);
  const cost = drawer.getByLabel('Acumatica Cost');
  await cost.fill('12.345');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.locator('ion-toast').filter({ hasText: 'invoice_cost must be an amount' }).last(),
  ).toBeVisible();
  await snap(page, 'bulk-invoices-refused');

  const number = `AR${uniqueSuffix().slice(-6).toUpperCase()}`;
  await drawer.getByLabel('Acumatica Invoice #').fill(number);
  await cost.fill('4321.09');
  await expectNoSeriousA11yViolations(page);
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.locator('ion-toast').filter({ hasText: 'Successfully Updated Invoice' }).last(),
  ).toBeVisible();
  await expect(drawer).toBeHidden();
  const saved = table.getByRole('row').filter({ hasText: number });
  await expect(saved).toContainText('$4321.09');
  const { rows: db } = await pool.query<{ cost: string }>(
    `select i.invoice_cost::text as cost from bulk_invoices i where i.acu_invoice_num = $1`,
    [number],
  );
  expect(db).toEqual([{ cost: '4321.09' }]);
  await snap(page, 'bulk-invoices-saved');
});

test('the office user downloads the Acumatica invoices of the last 30 days as CSV', async ({ page }) => {
  // The ERP simulator's invoice of today (a confirmed shipment prepares one in Acumatica).
  const ref = `AR${uniqueSuffix().slice(-6).toUpperCase()}`;
  await pool.query(
    `insert into sim_erp_invoices (company, ref_nbr, customer_id, order_type, order_nbr, date, amount, balance, status)
     values ('furhaven', $1, 'C00001', 'SO', '0999999', (now() at time zone 'America/New_York')::date, '250.00', '250.00', 'Open')`,
    [ref],
  );
  await signIn(page, 'office');
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Download Acumatica Invoices' }).click();
  await expect(page).toHaveURL(/\/invoices$/);
  const button = page.getByRole('button', { name: 'Download Acumatica Invoices' });
  await expect(button).toBeVisible();
  await snap(page, 'invoices');
  await expectNoSeriousA11yViolations(page);
  if (test.info().project.name === 'tablet') {
    const box = await button.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(48);
  }
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toMatch(
    /^Acumatica_Invoices_\d{4}-\d{2}-\d{2}_to_\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const csv = Papa.parse<Record<string, string>>(readFileSync(await download.path(), 'utf8').trim(), {
    header: true,
  });
  expect(csv.meta.fields).toEqual([...INVOICE_CSV_COLUMNS]);
  expect(csv.data.find((r) => r.ReferenceNbr === ref)).toMatchObject({
    Amount: '250.00',
    SOOrderNbr: '0999999',
  });
  await expect(
    page.locator('ion-toast').filter({ hasText: 'Downloaded Acumatica_Invoices_' }).last(),
  ).toBeVisible();
  await snap(page, 'invoices-downloaded');
});

test('a user without the bulk scope is sent home from Bulk Invoices and Bulk Uploads', async ({ page }) => {
  await signIn(page, 'office');
  for (const path of ['/bulk_invoices', '/bulk_uploads']) {
    await page.goto(path);
    await expect(page).not.toHaveURL(new RegExp(path));
  }
});
