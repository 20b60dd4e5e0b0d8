import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { openMenu, selectButton, signIn, snap } from '../support/helpers';
import { dataTable, expectTouchSizedTargets } from '../support/table-touch';

/**
 * Build Search, On Truck Search and Employee Times (D3 2.11, 2.12, 5; issue 17 items 2 and 3): one
 * short walk on the tablet (the desktop project leaves this file out; refusals.spec.ts has the refusals).
 */

const ymd = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

test('a supervisor searches builds, packages on trucks and employee times', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'labour');

  // Build Search: the last week's builds.
  let menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Build Search', exact: true }).click();
  await expect(page).toHaveURL(/\/build_search$/);
  await page.getByLabel('Start date').fill(ymd(6));
  await page.getByLabel('End date').fill(ymd(0));
  await page.getByRole('button', { name: 'Search' }).click();
  const builds = page.getByRole('table', { name: 'Builds' });
  await expect(page.getByRole('status').filter({ hasText: /builds? found|newest/ })).toBeVisible({
    timeout: 20_000,
  });
  await expect(builds.getByRole('row').nth(1)).toBeVisible();
  for (const header of ['Order Number', 'SKU', 'Quantity', 'Build Date', 'Worker'])
    await expect(builds.getByRole('columnheader', { name: header })).toBeVisible();
  await expectTouchSizedTargets(dataTable(page, 'Builds'));
  await snap(page, 'build-search');
  await expectNoSeriousA11yViolations(page);

  // On Truck Search: everything (no filters).
  menu = await openMenu(page);
  await menu.getByRole('link', { name: 'On Truck Search', exact: true }).click();
  await expect(page).toHaveURL(/\/on_truck_search$/);
  await page.getByRole('button', { name: 'Search' }).click();
  const trucks = page.getByRole('table', { name: 'Packages on trucks' });
  await expect(trucks.getByRole('row').nth(1)).toBeVisible({ timeout: 20_000 });
  await expect(trucks.getByRole('columnheader', { name: 'Tracking Number' })).toBeVisible();
  await snap(page, 'on-truck-search');
  await expectNoSeriousA11yViolations(page);

  // Employee Times: Search stays disabled until both dates and the warehouse are set.
  menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Employee Times', exact: true }).click();
  await expect(page).toHaveURL(/\/employee_times$/);
  const search = page.getByRole('button', { name: 'Search' });
  await expect(search).toBeDisabled();
  await page.getByLabel('Start date').fill(ymd(3));
  await expect(search).toBeDisabled();
  await page.getByLabel('End date').fill(ymd(1));
  await expect(search).toBeDisabled();
  // No warehouse chosen yet: the select's name is its label alone.
  const form = page.getByRole('form', { name: 'Employee times search' });
  const warehouse = form.getByRole('button', { name: 'Warehouse', exact: true });
  await warehouse.press('Enter');
  await page.getByRole('radio', { name: 'KY (Kentucky)', exact: true }).click();
  // Chosen, its name carries the value.
  await expect(selectButton(page, 'Warehouse')).toHaveAttribute('aria-expanded', 'false');
  await expect(search).toBeEnabled();
  await search.click();
  const times = page.getByRole('table', { name: 'Employee times' });
  await expect(times.getByRole('row').nth(1)).toBeVisible({ timeout: 20_000 });
  for (const header of ['Worker', 'Warehouse', 'Group', 'Worked (h)', 'Break (h)'])
    await expect(times.getByRole('columnheader', { name: header })).toBeVisible();
  await expect(times.getByRole('row').nth(1)).toContainText(/KY.*\d+\.\d{2}.*\d\.\d{2}/);
  await snap(page, 'employee-times');
  await expectNoSeriousA11yViolations(page);
});
