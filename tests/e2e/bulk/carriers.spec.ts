import { expect, test } from '@playwright/test';
import type pg from 'pg';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { e2eDbPool } from '../support/e2e-db';
import { dialog, openMenu, signIn, snap, uniqueSuffix } from '../support/helpers';

/** Bulk Carriers (D2 sections 2, 5, 8; issue 14 item 4): the table and Add Carrier, as the bulk user. */

let pool: pg.Pool;
test.beforeAll(() => {
  pool = e2eDbPool();
});
test.afterAll(async () => {
  await pool.end();
});

test('the bulk user adds a carrier', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'bulk');
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Bulk Carriers', exact: true }).click();
  await expect(page).toHaveURL(/\/bulk_carriers$/);
  const table = page.getByRole('table', { name: 'Carriers' });
  await expect(table.getByRole('cell', { name: 'ODFL', exact: true })).toBeVisible({ timeout: 20_000 });
  for (const header of ['Carrier', 'SCAC', 'Shorthand'])
    await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  await snap(page, 'bulk-carriers');
  await expectNoSeriousA11yViolations(page);

  // A SCAC of 4 letters not yet used (digits never occur in the world's).
  const scac = `Z${uniqueSuffix()
    .replace(/[^a-z]/gi, '')
    .slice(-3)
    .toUpperCase()
    .padEnd(3, 'Q')}`;
  await page.getByRole('button', { name: 'Add Carrier' }).click();
  const add = dialog(page, 'Add Carrier');
  await expect(add).toBeVisible();
  await add.getByLabel('Carrier *').fill('Walkthrough Freight');
  await add.getByLabel('SCAC *').fill(scac.toLowerCase());
  await add.getByRole('button', { name: 'Add Carrier' }).click();
  await expect(add.getByRole('alert')).toHaveText('Shorthand is required.');
  await snap(page, 'bulk-carriers-missing');
  await expectNoSeriousA11yViolations(page);
  await add.getByLabel('Shorthand *').fill('Walk');
  await add.getByRole('button', { name: 'Add Carrier' }).click();
  await expect(page.locator('ion-toast').filter({ hasText: 'Carrier Added!' }).last()).toBeVisible();
  await expect(add).toBeHidden();
  await expect(table.getByRole('row').filter({ hasText: scac })).toContainText('Walkthrough Freight');
  const { rows } = await pool.query(
    `select carrier, shorthand from carriers where company = 'furhaven' and scac = $1`,
    [scac],
  );
  expect(rows).toEqual([{ carrier: 'Walkthrough Freight', shorthand: 'Walk' }]);

  // The same SCAC again: the server's message.
  await page.getByRole('button', { name: 'Add Carrier' }).click();
  const again = dialog(page, 'Add Carrier');
  await again.getByLabel('Carrier *').fill('Copy Freight');
  await again.getByLabel('SCAC *').fill(scac);
  await again.getByLabel('Shorthand *').fill('Copy');
  await again.getByRole('button', { name: 'Add Carrier' }).click();
  await expect(
    page
      .locator('ion-toast')
      .filter({ hasText: `A carrier with SCAC ${scac} already exists.` })
      .last(),
  ).toBeVisible();
  await snap(page, 'bulk-carriers-duplicate');
});

test('a user without the bulk scope is sent home from Bulk Carriers', async ({ page }) => {
  await signIn(page, 'office');
  await page.goto('/bulk_carriers');
  await expect(page).not.toHaveURL(/\/bulk_carriers/);
});
