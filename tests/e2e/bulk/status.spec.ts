import { expect, test } from '@playwright/test';
import type pg from 'pg';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { e2eDbPool } from '../support/e2e-db';
import { openMenu, signIn, snap, tick } from '../support/helpers';

/**
 * Bulk Status (D2 sections 2 and 4) on the demo world: the bulk vendors coloured by the row classes
 * of API Status, then Download and Send Inventory for a ticked vendor through the vendors sandbox.
 */

let pool: pg.Pool;
test.beforeAll(() => {
  pool = e2eDbPool();
});
test.afterAll(async () => {
  await pool.end();
});

test('the bulk user downloads a vendor and sends it inventory', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'bulk');
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Bulk Status' }).click();
  await expect(page).toHaveURL(/\/bulk_status$/);
  const table = page.getByRole('table', { name: 'Bulk vendor status' });
  await expect(table.getByRole('row').filter({ hasText: 'Chewy' })).toBeVisible({ timeout: 20_000 });
  for (const header of ['Vendor', 'Unprocessed Orders', 'Last Download', 'Priority', 'Status'])
    await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  // The world's bulk vendors show the row classes: Home Depot never downloaded, Petco quiet for days.
  await expect(table.locator('tr.api-status-row.is-new')).toContainText('Home Depot');
  await expect(table.locator('tr.api-status-row.is-severe').first()).toBeVisible();
  const actions = page.getByRole('toolbar', { name: 'Vendor actions' });
  const button = (name: string) => actions.getByRole('button', { name, exact: true });
  await expect(button('Download')).toBeDisabled();
  await snap(page, 'bulk-status');
  await expectNoSeriousA11yViolations(page);

  const before = await pool.query<{ at: Date | null }>(
    `select last_download as at from vendors where company = 'furhaven' and side = 'bulk' and name = 'Home Depot'`,
  );
  expect(before.rows[0]!.at).toBeNull();
  await tick(page.getByRole('checkbox', { name: 'Select Home Depot', exact: true }));
  await button('Download').click();
  await expect(
    page
      .locator('ion-toast')
      .filter({ hasText: /Home Depot: \d+ orders? downloaded/ })
      .last(),
  ).toBeVisible();
  // Downloaded now: no longer a never-downloaded row.
  await expect(table.getByRole('row').filter({ hasText: 'Home Depot' })).toContainText('just now');
  await expect(table.locator('tr.api-status-row.is-new')).toHaveCount(0);

  await button('Send Inventory').click();
  await expect(
    page
      .locator('ion-toast')
      .filter({ hasText: /Home Depot: inventory of \d+ SKUs sent/ })
      .last(),
  ).toBeVisible();
  const { rows } = await pool.query(
    `select type, direction from edi_transactions where company = 'furhaven' and side = 'bulk'
     and vendor_name = 'Home Depot' and type = '846'`,
  );
  expect(rows.length).toBeGreaterThan(0);
  await snap(page, 'bulk-status-sent');
});

test('a user without the bulk scope is sent home', async ({ page }) => {
  await signIn(page, 'office');
  await page.goto('/bulk_status');
  await expect(page).not.toHaveURL(/bulk_status/);
});
