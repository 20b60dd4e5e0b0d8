import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import type pg from 'pg';
import { e2eDbPool } from '../support/e2e-db';
import { openMenu, signIn, snap } from '../support/helpers';

/**
 * API Status and Warehouse Priority (issue 5 item 5) on the demo world, as the office user. The
 * vendors' failure switch (sim_settings) is set in the e2e server's own database, as an admin would
 * on a sandbox, so the failure toast can be seen.
 */
let pool: pg.Pool;
test.beforeAll(() => {
  pool = e2eDbPool();
});
test.afterAll(async () => {
  await pool.query("delete from sim_settings where system = 'vendors'");
  await pool.end();
});

const table = (page: Page) => page.getByRole('table', { name: 'Vendor API status' });
const vendorRow = (page: Page, vendor: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox', { name: `Select ${vendor}`, exact: true }) });

async function openApiStatus(page: Page) {
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'API Status' }).click();
  await expect(page).toHaveURL(/\/api_status$/);
  await expect(vendorRow(page, 'Chewy')).toBeVisible();
}

test('API Status: row classes, Download for two vendors, the failure toast', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, 'office');
  await openApiStatus(page);

  // D1 section 4 on the demo world: never downloaded, quiet for 12 days, no priority and 5 days old.
  await expect(vendorRow(page, 'Houzz')).toHaveClass(/is-new/);
  await expect(vendorRow(page, 'Houzz')).toContainText('Never');
  await expect(vendorRow(page, 'Zulily')).toHaveClass(/is-inactive/);
  await expect(vendorRow(page, 'Kohls')).toHaveClass(/is-severe/);
  await expect(vendorRow(page, 'Kohls')).toContainText('3 (default)');
  // The demo backlog gives Chewy over 700 unprocessed orders: severe, with the warning icon.
  await expect(vendorRow(page, 'Chewy')).toHaveClass(/is-severe/);
  await expect(
    vendorRow(page, 'Chewy').getByRole('img', { name: 'Over 500 unprocessed orders' }),
  ).toBeVisible();
  await snap(page, 'api-status');
  await expectNoSeriousA11yViolations(page);

  // Nothing selected: the batch buttons are refused.
  const download = page.getByRole('button', { name: 'Download', exact: true });
  await expect(download).toBeDisabled();

  for (const vendor of ['Petco', 'Lowes'])
    await page.getByRole('checkbox', { name: `Select ${vendor}` }).check();
  await expect(page.getByText('2 selected')).toBeVisible();
  await download.click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Download requested for Petco, Lowes.' }),
  ).toBeVisible();
  // The list refreshes 5 seconds later with the new downloads.
  for (const vendor of ['Petco', 'Lowes']) {
    await expect(vendorRow(page, vendor)).toContainText('just now', { timeout: 15_000 });
  }
  const { rows } = await pool.query<{ name: string; age: number }>(
    `select name, extract(epoch from now() - last_download)::int age from vendors
     where company = 'furhaven' and side = 'dropship' and name in ('Petco', 'Lowes')`,
  );
  for (const r of rows) expect(r.age, r.name).toBeLessThan(120);
  await snap(page, 'api-status-downloaded');

  // Send Inventory is not offered for a vendor without an inventory feed (it would only be refused).
  for (const vendor of ['Petco', 'Lowes'])
    await page.getByRole('checkbox', { name: `Select ${vendor}` }).uncheck();
  await page.getByRole('checkbox', { name: 'Select Petsense' }).check();
  const sendInventory = page.getByRole('button', { name: 'Send Inventory' });
  await expect(sendInventory).toBeDisabled();
  const note = 'Send Inventory is for vendors that take an inventory feed: Petsense takes none.';
  await expect(page.getByText(note)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send Tracking' })).toBeEnabled();
  await snap(page, 'api-status-no-inventory-feed');
  await page.getByRole('checkbox', { name: 'Select Petsense' }).uncheck();
  await page.getByRole('checkbox', { name: 'Select Chewy' }).check();
  await expect(sendInventory).toBeEnabled();
  await expect(page.getByText(note)).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Select Chewy' }).uncheck();

  // The vendors' API fails the next call: the request fails and the spec's toast appears.
  await pool.query(
    `insert into sim_settings (system, failure_mode, failures_left, delay_ms, updated_at)
     values ('vendors', 'next', 1, 0, now())
     on conflict (system) do update set failure_mode = 'next', failures_left = 1, delay_ms = 0, updated_at = now()`,
  );
  await page.getByRole('checkbox', { name: 'Select Chewy' }).check();
  await page.getByRole('button', { name: 'Send Inventory' }).click();
  await expect(page.getByText('Failed to send Chewy inventory, please contact a developer')).toBeVisible({
    timeout: 15_000,
  });
  await snap(page, 'api-status-failure');
});

test('Warehouse Priority: save refused without changes, then a priority edited', async ({ page }) => {
  const { rows } = await pool.query<{ p: number | null }>(
    "select fulfillment_priority p from vendors where company = 'furhaven' and side = 'dropship' and name = 'Wayfair'",
  );
  const original = rows[0]?.p ?? null;
  const next = original === 1 ? '2' : '1';

  await signIn(page, 'office');
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Warehouse Priority' }).click();
  await expect(page).toHaveURL(/\/warehouse_priority$/);
  const select = page.getByRole('combobox', { name: 'Priority for Wayfair' });
  await expect(select).toBeVisible();

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Choose at least one vendor priority to save.');

  await select.selectOption(next);
  await expect(page.getByText('1 unsaved change')).toBeVisible();
  await snap(page, 'warehouse-priority');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved 1 priority.')).toBeVisible();
  await expect(page.getByText('No unsaved changes')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Priority for Wayfair' })).toHaveValue(next);
  const { rows: after } = await pool.query<{ p: number }>(
    "select fulfillment_priority p from vendors where company = 'furhaven' and side = 'dropship' and name = 'Wayfair'",
  );
  expect(after[0]?.p).toBe(Number(next));

  // API Status shows the new priority.
  await openApiStatus(page);
  await expect(vendorRow(page, 'Wayfair').getByRole('cell').nth(5)).toHaveText(next);

  // Leave the demo world as it was for the next run.
  await pool.query(
    "update vendors set fulfillment_priority = $1 where company = 'furhaven' and side = 'dropship' and name = 'Wayfair'",
    [original],
  );
});
