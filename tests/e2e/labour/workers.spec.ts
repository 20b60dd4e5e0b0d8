import { expect, test, type Page } from '@playwright/test';
import type pg from 'pg';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { e2eDbPool } from '../support/e2e-db';
import { dialog, openMenu, signIn, snap, uniqueSuffix } from '../support/helpers';
import { dataTable, expectTouchSizedTargets } from '../support/table-touch';

/**
 * Workers (D3 2.10, 5, 8; issue 17 item 1): a supervisor on a tablet adds a worker, deactivates and
 * reactivates them. Every save and toggle asks first.
 */

let pool: pg.Pool;
test.beforeAll(() => {
  pool = e2eDbPool();
});
test.afterAll(async () => {
  await pool.end();
});

const confirmWith = async (page: Page, text: string, button: string) => {
  const ask = page.locator('ion-alert').filter({ hasText: text });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: button }).click();
  await expect(ask).toBeHidden();
};
const toast = (page: Page, text: string) => page.locator('ion-toast').filter({ hasText: text }).last();

test('a supervisor on a tablet adds a worker, deactivates and reactivates them', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'labour');
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Workers', exact: true }).click();
  await expect(page).toHaveURL(/\/workers$/);
  const table = page.getByRole('table', { name: 'Workers' });
  await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 20_000 });
  for (const header of ['Id', 'Name', 'Warehouse', 'Timecard Number', 'Payroll Number', 'Status'])
    await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
  await expectTouchSizedTargets(dataTable(page, 'Workers'));

  // Insert: the missing fields first, with the spec's sentences.
  await page.getByRole('button', { name: 'Insert Worker' }).click();
  const insert = dialog(page, 'Insert Worker Information');
  await expect(insert).toBeVisible();
  await insert.getByRole('button', { name: 'Save' }).click();
  await expect(insert.getByRole('alert')).toHaveText(
    'Name is required.\nWarehouse is required.\nTimecard Number is required.',
  );
  await snap(page, 'workers-insert-missing');
  await expectNoSeriousA11yViolations(page);

  const name = `Tab Walker ${uniqueSuffix()}`;
  await insert.getByLabel('Name *').fill(name);
  await insert.getByLabel('Warehouse *').fill('PA');
  await insert.getByLabel('Timecard Number *').fill('PA-T100');
  await insert.getByRole('button', { name: 'Save' }).click();
  await confirmWith(page, `Add ${name} as a worker?`, 'Save');
  await expect(toast(page, 'Saved Worker!')).toBeVisible();
  await expect(insert).toBeHidden();
  const row = table.getByRole('row').filter({ hasText: name });
  // Newest id first: the new worker heads the table, Active.
  await expect(table.getByRole('row').nth(1)).toContainText(name);
  await expect(row).toContainText('Active');
  const { rows } = await pool.query<{ id: number; status: string; payroll_num: string | null }>(
    `select id, status, payroll_num from workers where worker_name = $1`,
    [name],
  );
  expect(rows).toMatchObject([{ status: 'Active', payroll_num: null }]);
  const id = rows[0]!.id;
  await snap(page, 'workers-added');

  // Deactivate from the title icon of Edit Worker Information; it asks first.
  await row.click();
  const edit = dialog(page, 'Edit Worker Information');
  await expect(edit).toBeVisible();
  await expect(edit.getByLabel('Name *')).toHaveValue(name);
  const deactivate = edit.getByRole('button', { name: 'Deactivate worker.' });
  const box = await deactivate.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(47.5);
  expect(box?.height).toBeGreaterThanOrEqual(47.5);
  await deactivate.click();
  await confirmWith(page, `Deactivate ${name}?`, 'Deactivate');
  await expect(toast(page, `Deactivated ${name}`)).toBeVisible();
  await expect(edit.getByRole('button', { name: 'Activate worker.' })).toBeVisible();
  await expect
    .poll(async () => (await pool.query('select status from workers where id = $1', [id])).rows[0])
    .toEqual({
      status: 'Inactive',
    });
  await snap(page, 'workers-deactivated');
  await expectNoSeriousA11yViolations(page);

  await edit.getByRole('button', { name: 'Activate worker.' }).click();
  await confirmWith(page, `Activate ${name}?`, 'Activate');
  await expect(toast(page, `Activated ${name}`)).toBeVisible();
  await expect(edit.getByRole('button', { name: 'Deactivate worker.' })).toBeVisible();

  // An edit saves after asking: the payroll number.
  await edit.getByLabel('Payroll Number').fill('P777');
  await edit.getByRole('button', { name: 'Save' }).click();
  await confirmWith(page, `Save the changes to ${name}?`, 'Save');
  await expect(toast(page, 'Saved Changes!')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('P777');
  const after = await pool.query('select status, payroll_num from workers where id = $1', [id]);
  expect(after.rows).toEqual([{ status: 'Active', payroll_num: 'P777' }]);
});
