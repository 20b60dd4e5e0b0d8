import { expect, test } from '@playwright/test';
import { signIn, snap } from '../support/helpers';

/**
 * The labour screens' refusals and a failed search (issue 17: one refusal per screen), on desktop
 * only (the tablet project leaves this file out; the supervisor walks are tablet walks).
 */

test('a user without the warehouse scope is sent home from Workers', async ({ page }) => {
  await signIn(page, 'office');
  await page.goto('/workers');
  await expect(page).not.toHaveURL(/\/workers/);
});

for (const path of ['/build_search', '/on_truck_search', '/employee_times']) {
  test(`a user without the warehouse scope is sent home from ${path}`, async ({ page }) => {
    await signIn(page, 'bulk');
    await page.goto(path);
    await expect(page).not.toHaveURL(new RegExp(`${path}$`));
  });
}

test('a failed build search says so with the server message', async ({ page }) => {
  await signIn(page, 'labour');
  await page.route('**/api/warehouse/builds**', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'unavailable', message: 'The database is busy.' }),
    }),
  );
  await page.goto('/build_search');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('alert')).toHaveText('Failed to get builds! The database is busy.');
  await snap(page, 'build-search-failed');
});

for (const path of ['/daily_builds', '/efficiency_report', '/hourly_builds']) {
  test(`a user without the warehouse scope is sent home from ${path}`, async ({ page }) => {
    await signIn(page, 'office');
    await expect(page.getByRole('heading', { name: 'Hello, Olive Office' })).toBeVisible();
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Hello, Olive Office' })).toBeVisible();
  });
}
