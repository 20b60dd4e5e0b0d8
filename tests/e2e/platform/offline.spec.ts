import { inflateSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { notConnected, readSession, signIn, snap, uniqueSuffix } from '../support/helpers';

test.use({ serviceWorkers: 'allow' });

/** The toolbar's sync indicator on the page being shown (hidden pages keep their own toolbar). */
const indicator = (page: Page, name: string | RegExp) => page.getByRole('button', { name });

/** Signs in and waits until the service worker has installed the shell and controls the page. */
async function visitOnce(page: Page): Promise<void> {
  await signIn(page, 'admin');
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 20_000 });
}

async function sendReport(page: Page, description: string): Promise<void> {
  await page.getByRole('button', { name: 'Minor' }).click();
  const textbox = page.getByRole('textbox', { name: 'What went wrong?' });
  // The field stops typing at the server's limit; lift it to build a report the server refuses.
  if (description.length > 5_000) await textbox.evaluate((el) => el.removeAttribute('maxlength'));
  await textbox.fill(description);
  await page.getByRole('button', { name: 'Send Report' }).click();
}

/** Bug reports with this description that the server logged (one per stored report). */
async function reportsOnServer(page: Page, request: APIRequestContext, description: string) {
  const { accessToken } = await readSession(page);
  const answer = await request.get('/api/admin/log?limit=500', {
    headers: { authorization: `Bearer ${accessToken}`, company_id: 'Furhaven' },
  });
  expect(answer.status()).toBe(200);
  const { data } = JSON.parse(inflateSync(Buffer.from(await answer.text(), 'base64')).toString('utf8'));
  return (data as { meta: { event?: string; description?: string } | null }[]).filter(
    (entry) => entry.meta?.event === 'bugreport' && entry.meta.description === description,
  ).length;
}

test.describe('offline', () => {
  test('starts with no network, queues a report across a reload and sends it once', async ({
    page,
    context,
    request,
  }) => {
    await visitOnce(page);
    await context.setOffline(true);
    await page.reload();
    // The shell comes from the service worker's cache.
    await expect(page.getByRole('heading', { name: 'Hello, Ada Admin', level: 1 })).toBeVisible();
    await expect(indicator(page, notConnected('nothing waiting to sync'))).toBeVisible();

    await page.goto('/bugreport');
    const description = `Scanner froze at door 4 (${uniqueSuffix()})`;
    await sendReport(page, description);
    await expect(
      page.getByText('Saved on this device; it will be sent when the connection returns.'),
    ).toBeVisible();
    await expect(indicator(page, notConnected('1 change waiting to sync'))).toBeVisible();
    await indicator(page, notConnected('1 change waiting to sync')).click();
    await expect(page.getByRole('list', { name: 'Waiting to sync' })).toContainText('Bug report (Minor)');
    await snap(page, 'offline-waiting');

    // The outbox lives in IndexedDB: a reload, still offline, keeps the write.
    await page.reload();
    await expect(indicator(page, notConnected('1 change waiting to sync'))).toBeVisible();
    expect(await reportsOnServer(page, request, description)).toBe(0);

    await context.setOffline(false);
    await expect(indicator(page, 'Online, all changes synced')).toBeVisible({ timeout: 15_000 });
    expect(await reportsOnServer(page, request, description)).toBe(1);
  });

  test('a write the server refuses is shown with its message and can be discarded', async ({
    page,
    context,
  }) => {
    await visitOnce(page);
    await page.goto('/bugreport');
    await context.setOffline(true);
    // Longer than the server allows; the form only checks that it is not empty.
    await sendReport(page, `Too long ${uniqueSuffix()} `.padEnd(5_100, 'x'));
    await expect(indicator(page, notConnected('1 change waiting to sync'))).toBeVisible();

    await context.setOffline(false);
    const refused = indicator(page, 'Online, 1 change refused by the server');
    await expect(refused).toBeVisible({ timeout: 15_000 });
    await refused.click();
    const failed = page.getByRole('list', { name: 'Refused by the server' });
    await expect(failed).toContainText('Bug report (Minor)');
    await expect(failed.getByRole('alert')).toContainText('Keep the description under 5000 characters.');
    await snap(page, 'offline-refused');
    await failed.getByRole('button', { name: 'Discard Bug report (Minor)' }).click();
    await expect(failed).toHaveCount(0);
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(indicator(page, 'Online, all changes synced')).toBeVisible();
  });
});
