import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type pg from 'pg';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { e2eDbPool } from '../support/e2e-db';
import { openMenu, signIn, snap } from '../support/helpers';

/**
 * Inventory Management (D1 sections 2, 4, 5, 8, 9) on the demo world: the file type is required, a
 * template per type, a good updateInventory file that really changes the stock (the action turns
 * Complete), a bad one that changes nothing ('Error updating static file: …', the action Failed),
 * Export Inventory (the new count in the CSV), Pull Acumatica Counts (the ERP's count comes back)
 * and a dropship-only user who is refused the screen.
 */

let pool: pg.Pool;
test.beforeAll(() => {
  pool = e2eDbPool();
});
test.afterAll(async () => {
  await pool.end();
});

const toast = (page: Page, text: string) => page.locator('ion-toast').filter({ hasText: text }).last();

const csvFile = (name: string, body: string) => {
  const path = join(mkdtempSync(join(tmpdir(), 'static-')), name);
  writeFileSync(path, body);
  return path;
};

async function kentuckyStock(): Promise<{ sku: string; on_hand: number }> {
  const { rows } = await pool.query<{ sku: string; on_hand: number }>(
    `select i.sku, s.on_hand from items i join item_stock s on s.item_id = i.id and s.warehouse = 'kentucky'
      where i.company = 'furhaven' and not i.is_bundle order by i.sku desc limit 1`,
  );
  expect(rows).toHaveLength(1);
  return rows[0]!;
}
const onHand = async (sku: string) =>
  (
    await pool.query<{ on_hand: number }>(
      `select s.on_hand from items i join item_stock s on s.item_id = i.id and s.warehouse = 'kentucky'
        where i.company = 'furhaven' and i.sku = $1`,
      [sku],
    )
  ).rows[0]?.on_hand;

test('an inventory user updates stock from a file, and a bad file changes nothing', async ({ page }) => {
  test.setTimeout(90_000);
  const target = await kentuckyStock();
  const newCount = target.on_hand === 4321 ? 4322 : 4321;
  await signIn(page, 'office');
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Inventory Management', exact: true }).click();
  await expect(page).toHaveURL(/\/inventory$/);
  const table = page.getByRole('table', { name: 'Update Status' });
  await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
  await expect(table.locator('tr.is-action_failed').first()).toBeVisible();

  // The file type is required (D1 section 5).
  const fileField = page.getByLabel('Static file (CSV)');
  await fileField.setInputFiles(
    csvFile('counts.csv', `sku,warehouse,quantity\n${target.sku},Kentucky,${newCount}\n`),
  );
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'File type is required.' })).toBeVisible();

  // A template per type: its header row.
  const type = page.getByLabel('File type (Required)');
  await type.selectOption('updateInventory');
  await expect(page.getByText('Columns: sku, warehouse, quantity')).toBeVisible();
  const [template] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Template' }).click(),
  ]);
  expect(template.suggestedFilename()).toBe('updateInventory_template.csv');
  expect(readFileSync(await template.path(), 'utf8').split(/\r?\n/)[0]).toBe('sku,warehouse,quantity');

  // A good file: the action completes and the stock really changes.
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(toast(page, 'complete: 1 row.')).toBeVisible({ timeout: 20_000 });
  await expect(
    table.locator('tr.is-action_complete').filter({ hasText: 'counts.csv' }).first(),
  ).toBeVisible();
  expect(await onHand(target.sku)).toBe(newCount);
  await snap(page, 'inventory-management');
  await expectNoSeriousA11yViolations(page);

  // A bad row: refused by the job with the row named; nothing written.
  await fileField.setInputFiles(
    csvFile('bad.csv', `sku,warehouse,quantity\n${target.sku},kentucky,1\n${target.sku},ohio,2\n`),
  );
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(
    toast(
      page,
      'Error updating static file: Row 3: warehouse ohio is not one of kentucky, pennsylvania, texas.',
    ),
  ).toBeVisible({ timeout: 20_000 });
  await expect(table.locator('tr.is-action_failed').filter({ hasText: 'bad.csv' }).first()).toBeVisible();
  expect(await onHand(target.sku)).toBe(newCount);
  await snap(page, 'inventory-management-refused');

  // Export Inventory: the stock as CSV, updateInventory columns first, with the new count.
  const [exported] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export Inventory' }).click(),
  ]);
  expect(exported.suggestedFilename()).toMatch(/^inventory_furhaven_\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = readFileSync(await exported.path(), 'utf8').split(/\r?\n/);
  expect(lines[0]).toMatch(/^sku,warehouse,quantity,available,/);
  expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^${target.sku},kentucky,${newCount},`)));

  // Pull Acumatica Counts (confirmed): the ERP's counts come back over ours.
  await page.getByRole('button', { name: 'Pull Acumatica Counts' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Pull Counts' }).click();
  await expect(toast(page, '(pullAcumaticaCounts) complete')).toBeVisible({ timeout: 20_000 });
  expect(await onHand(target.sku)).toBe(target.on_hand);
});

test('a dropship-only user is refused the screen', async ({ page }) => {
  await signIn(page, 'floor');
  const menu = await openMenu(page);
  await expect(menu.getByRole('link', { name: 'Inventory Management', exact: true })).toHaveCount(0);
  await page.goto('/inventory');
  await expect(page).not.toHaveURL(/\/inventory$/);
});
