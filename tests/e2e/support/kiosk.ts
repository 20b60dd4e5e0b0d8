import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { SANDBOX_PASSWORD } from './helpers';

/** The company header of the sandbox's first company (companyHeader in src/shared). */
export const FURHAVEN = 'Furhaven';

/** Signs in over the API and returns the bearer header for further API calls. */
export async function apiToken(request: APIRequestContext, username: string): Promise<string> {
  const answer = await request.post('/api/auth/login', { data: { username, password: SANDBOX_PASSWORD } });
  expect(answer.status()).toBe(200);
  return `Bearer ${((await answer.json()) as { access_token: string }).access_token}`;
}

export type ServerSignIn = {
  sign_in_id: number;
  driver_name: string;
  sign_out_time: string | null;
  has_signature: boolean;
};

/** Every sign-in of today (America/New_York) with this driver name, as the dashboard's API sees them. */
export async function signInsOf(request: APIRequestContext, auth: string, driver: string) {
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
  const answer = await request.get(`/api/carrier-sign-in/sign-ins?date=${today}`, {
    headers: { authorization: auth, company_id: FURHAVEN },
  });
  expect(answer.status()).toBe(200);
  const { signIns } = (await answer.json()) as { signIns: ServerSignIn[] };
  return signIns.filter((s) => s.driver_name === driver);
}

/** Draws a signature with the finger: real touch events, as a driver on the dock tablet would. */
export async function drawSignature(page: Page): Promise<void> {
  const pad = page.getByRole('img', { name: /Signature pad/ });
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('no signature pad on screen');
  const offline = await page.evaluate(() => !navigator.onLine);
  const cdp = await page.context().newCDPSession(page);
  const points = Array.from({ length: 14 }, (_, i) => ({
    x: Math.round(box.x + 30 + i * 22),
    y: Math.round(box.y + box.height / 2 + Math.sin(i / 1.5) * (box.height / 4)),
  }));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [points[0]!] });
  for (const point of points.slice(1))
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
  // Opening and closing a second CDP session drops the offline emulation of context.setOffline
  // while Playwright still believes it applies; set it again. Call this before anything is queued:
  // for a moment the page is online.
  if (offline) {
    await page.context().setOffline(false);
    await page.context().setOffline(true);
  }
}

/** Fills the kiosk form for a kind of visit (after the mode was chosen). */
export async function fillSignIn(
  page: Page,
  fields: { driver: string; truck?: string; pro?: string; goods?: string },
): Promise<void> {
  const carrier = page.getByLabel('Carrier');
  await expect(carrier.locator('option')).not.toHaveCount(1);
  await carrier.selectOption({ index: 1 });
  await page.getByLabel('Driver name').fill(fields.driver);
  await page.getByLabel('Truck number').fill(fields.truck ?? '42');
  if (fields.pro !== undefined) await page.getByLabel('PRO number').fill(fields.pro);
  if (fields.goods !== undefined) await page.getByLabel('Delivered goods').fill(fields.goods);
}

/** Opens the kiosk entry and signs in with the dock account from its setup screen. */
export async function openKioskAsDock(page: Page, username = 'dock'): Promise<void> {
  await page.goto('/kiosk/');
  await expect(page.getByRole('heading', { name: 'Set up dock sign-in' })).toBeVisible();
  const dockForm = page.getByRole('region', { name: 'Or sign in with the dock account' });
  await dockForm.getByLabel('Username').fill(username);
  await dockForm.getByLabel('Password').fill(SANDBOX_PASSWORD);
  await dockForm.getByRole('button', { name: 'Sign in' }).click();
}

export const syncState = (page: Page, name: string | RegExp) => page.getByRole('status', { name });

/** How many carriers the tablet holds in IndexedDB (every company header's copy together). */
export async function cachedCarriers(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('dockhand');
        open.onerror = () => resolve(0);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('carriers')) {
            db.close();
            resolve(0);
            return;
          }
          const all = db.transaction('carriers').objectStore('carriers').getAll();
          all.onerror = () => {
            db.close();
            resolve(0);
          };
          all.onsuccess = () => {
            db.close();
            resolve((all.result as { items: unknown[] }[]).reduce((n, copy) => n + copy.items.length, 0));
          };
        };
      }),
  );
}
