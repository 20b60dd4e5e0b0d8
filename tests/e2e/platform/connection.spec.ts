import { expect, test } from '@playwright/test';
import { signIn } from '../support/helpers';

/**
 * The connection pill believes the browser going offline even when an answer that was already on
 * its way arrives afterwards (CI caught a kiosk and a bug report reading "No connection" or
 * "Online" with the network gone). The service worker is kept out so the page's routes see the
 * requests.
 */
test.use({ serviceWorkers: 'block' });

test('an answer already on its way when the network goes does not bring the device back online', async ({
  page,
  context,
}) => {
  await signIn(page, 'admin');
  await page.goto('/bugreport');
  await expect(page.getByRole('button', { name: 'Online, all changes synced' })).toBeVisible();

  // Hold the next answers: fetched while online, handed to the page after the network is gone.
  // (route.fetch runs outside the browser, so requests sent once offline are failed here.)
  let offline = false;
  let held = 0;
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/**', async (route) => {
    const response = offline ? null : await route.fetch().catch(() => null);
    if (!response) return route.abort('internetdisconnected');
    held += 1;
    await new Promise((r) => setTimeout(r, 3_000));
    await route.fulfill({ response });
    release();
  });
  await page.reload();
  // The screen is drawn (its code loaded) while its answers are still held.
  await expect(page.getByRole('button', { name: 'Minor' })).toBeVisible();
  await expect.poll(() => held, { timeout: 10_000 }).toBeGreaterThan(0);
  offline = true;
  await context.setOffline(true);
  await released;

  await expect(page.getByRole('button', { name: 'Offline, nothing waiting to sync' })).toBeVisible();
  // Still offline a moment later: the late answer changed nothing.
  await page.waitForTimeout(2_000);
  await expect(page.getByRole('button', { name: 'Offline, nothing waiting to sync' })).toBeVisible();

  await page.unroute('**/api/**');
  await context.setOffline(false);
  await expect(page.getByRole('button', { name: 'Online, all changes synced' })).toBeVisible({
    timeout: 15_000,
  });
});
