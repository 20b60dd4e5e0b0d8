import { expect, test } from '@playwright/test';
import type { WarrantyGraphs } from '../../../src/shared/api/warranty/warranty-graphs';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { apiGet, openMenu, signIn, snap } from '../support/helpers';

/**
 * Warranty Graphs (D3 2.9) on the demo world: all time when no dates are set, then a range of the
 * last two weeks (by day); every chart has its numbers as a table; a user without the warranties
 * scope is sent home.
 */

/** A local calendar date `daysAgo` before today, YYYY-MM-DD (what a date input takes). */
const ymd = (daysAgo: number) => {
  const d = new Date(Date.now() - daysAgo * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
const shown = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${m}/${d}/${y}`;
};

test('shows the graphs for all time and for a range', async ({ page }) => {
  await signIn(page, 'office');
  const menu = await openMenu(page);
  await menu.getByRole('group', { name: 'Warranty' }).getByRole('link', { name: 'Warranty Graphs' }).click();
  await expect(page).toHaveURL(/\/warranty_graphs$/);

  // No dates: all time.
  const all = await apiGet<WarrantyGraphs>(page, '/api/dropship/warranty/graphs');
  const summary = page.getByRole('status').filter({ hasText: 'warranty order' });
  await expect(summary).toContainText(
    `All time: from ${shown(all.start_date!)} to ${shown(all.end_date!)}: ${all.orders.toLocaleString('en-US')} warranty orders`,
  );
  const skus = page.getByRole('img', { name: /^Top \d+ SKUs by items replaced/ });
  await expect(skus).toBeVisible();
  await expect(page.getByRole('img', { name: /^Warranty orders by reason/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Warranty orders by vendor/ })).toBeVisible();
  await expect(page.getByRole('img', { name: `Warranty orders by action, per ${all.bucket}` })).toBeVisible();
  expect(all.skus.length).toBeLessThanOrEqual(30);
  // The numbers behind the SKU chart: the top SKU first.
  const figure = page.locator('figure', { has: skus });
  await figure.getByText('Show the numbers').click();
  const numbers = figure.getByRole('table');
  await expect(numbers.getByRole('row')).toHaveCount(all.skus.length + 1);
  await expect(numbers.getByRole('row').nth(1)).toContainText(all.skus[0]!.key);
  if (test.info().project.name === 'tablet') {
    const targets = [
      page.getByRole('button', { name: 'Show Graphs' }),
      page.getByRole('button', { name: 'All Time' }),
      page.locator('summary', { hasText: 'Show the numbers' }).first(),
    ];
    for (const target of targets)
      expect((await target.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(48);
  }
  await snap(page, 'warranty-graphs-all-time');
  await expectNoSeriousA11yViolations(page);

  // The last two weeks, by day.
  await page.getByLabel('Start Date').fill(ymd(13));
  await page.getByLabel('End Date').fill(ymd(0));
  await page.getByRole('button', { name: 'Show Graphs' }).click();
  const range = await apiGet<WarrantyGraphs>(
    page,
    `/api/dropship/warranty/graphs?start_date=${ymd(13)}&end_date=${ymd(0)}`,
  );
  await expect(summary).toContainText(
    `From ${shown(ymd(13))} to ${shown(ymd(0))}: ${range.orders.toLocaleString('en-US')} warranty orders`,
  );
  expect(range.orders).toBeLessThan(all.orders);
  const actions = page.getByRole('img', { name: 'Warranty orders by action, per day' });
  await expect(actions).toBeVisible();
  const actionFigure = page.locator('figure', { has: actions });
  await actionFigure.getByText('Show the numbers').click();
  await expect(actionFigure.getByRole('table').getByRole('row')).toHaveCount(14 + 1);
  await snap(page, 'warranty-graphs-range');
  await expectNoSeriousA11yViolations(page);

  // Back to all time.
  await page.getByRole('button', { name: 'All Time' }).click();
  await expect(summary).toContainText('All time: from');
});

test('a user without the warranties scope is sent home from /warranty_graphs', async ({ page }) => {
  await signIn(page, 'floor');
  await page.goto('/warranty_graphs');
  await expect(page).not.toHaveURL(/\/warranty_graphs$/);
});
