import { expect, test, type Page } from '@playwright/test';
import { notConnected, SANDBOX_PASSWORD, snap, uniqueSuffix } from '../support/helpers';
import {
  apiToken,
  cachedCarriers,
  drawSignature,
  fillSignIn,
  FURHAVEN,
  openKioskAsDock,
  signInsOf,
  syncState,
} from '../support/kiosk';

/**
 * The "Dock sign-in" kiosk entry on a touch tablet (issue 4). Runs on the tablet project only
 * (playwright.config.ts): the kiosk is a tablet screen.
 */
const openList = (page: Page) => page.getByRole('table', { name: 'Open Sign-ins' });
const driverRow = (page: Page, driver: string) => openList(page).getByRole('row').filter({ hasText: driver });

async function startSignIn(page: Page, mode: 'LTL' | 'FTL' | 'Receiving') {
  await page.getByRole('button', { name: new RegExp(`^${mode}`) }).click();
  await expect(page.getByRole('form', { name: `${mode} sign-in` })).toBeVisible();
}

const submit = (page: Page) => page.getByRole('button', { name: 'Sign in', exact: true }).click();

/** Opens the kiosk as the dock account, once the service worker controls it (so it reloads offline). */
async function openKioskForOffline(page: Page) {
  await openKioskAsDock(page);
  await expect(page.getByRole('heading', { name: 'Dock sign-in · Kentucky', level: 1 })).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 20_000 });
}

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a driver signs in and out offline; each reaches the server exactly once', async ({
    page,
    context,
    request,
  }) => {
    const driver = `Offline Olga ${uniqueSuffix()}`;
    const admin = await apiToken(request, 'admin');
    await openKioskForOffline(page);
    // The carriers are cached on the tablet before the network goes.
    await startSignIn(page, 'LTL');
    await expect(page.getByLabel('Carrier').locator('option')).not.toHaveCount(1);

    await context.setOffline(true);
    await fillSignIn(page, { driver, truck: 'T-77' });
    await drawSignature(page);
    await submit(page);
    await expect(page.getByRole('heading', { name: `Thank you, ${driver}!` })).toBeVisible();
    await expect(page.getByText('your sign-in is saved on this tablet')).toBeVisible();
    await expect(driverRow(page, driver)).toContainText('Waiting to sync');
    await expect(syncState(page, notConnected('1 change waiting to sync'))).toBeVisible();
    await snap(page, 'kiosk-offline-waiting');

    // Reloaded with no network: the page comes from the service worker, the write from IndexedDB.
    await page.reload();
    await expect(driverRow(page, driver)).toContainText('Waiting to sync');
    await expect(syncState(page, notConnected('1 change waiting to sync'))).toBeVisible();
    expect(await signInsOf(request, admin, driver)).toHaveLength(0);

    await context.setOffline(false);
    await expect(syncState(page, 'Online, all changes synced')).toBeVisible({ timeout: 15_000 });
    await expect(driverRow(page, driver)).not.toContainText('Waiting to sync');
    const [stored, ...more] = await signInsOf(request, admin, driver);
    expect(more).toHaveLength(0);
    expect(stored).toMatchObject({ has_signature: true, sign_out_time: null });
    const signature = await request.get(`/api/carrier-sign-in/sign-ins/${stored!.sign_in_id}/signature`, {
      headers: { authorization: admin, company_id: FURHAVEN },
    });
    expect(signature.headers()['content-type']).toBe('image/png');
    expect((await signature.body()).subarray(1, 4).toString()).toBe('PNG');

    // Sign-out, offline, with its confirmation.
    await context.setOffline(true);
    await driverRow(page, driver)
      .getByRole('button', { name: `Sign out ${driver}` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Sign out?' });
    await expect(confirm).toContainText(driver);
    await confirm.getByRole('button', { name: 'Sign out' }).click();
    await expect(driverRow(page, driver)).toContainText('Sign-out waiting to sync');
    await page.reload();
    await expect(driverRow(page, driver)).toContainText('Sign-out waiting to sync');
    expect((await signInsOf(request, admin, driver))[0]?.sign_out_time).toBeNull();

    await context.setOffline(false);
    await expect(syncState(page, 'Online, all changes synced')).toBeVisible({ timeout: 15_000 });
    await expect(driverRow(page, driver)).toHaveCount(0);
    const after = await signInsOf(request, admin, driver);
    expect(after).toHaveLength(1);
    expect(after[0]!.sign_out_time).not.toBeNull();
  });

  test('a driver who signs in and out before the network returns is stored once, signed out', async ({
    page,
    context,
    request,
  }) => {
    const driver = `Quick Quinn ${uniqueSuffix()}`;
    const admin = await apiToken(request, 'admin');
    await openKioskForOffline(page);
    await startSignIn(page, 'Receiving');
    await expect(page.getByLabel('Carrier').locator('option')).not.toHaveCount(1);
    await context.setOffline(true);
    await fillSignIn(page, { driver, goods: '18 pallets of beds' });
    await drawSignature(page);
    await submit(page);
    await expect(driverRow(page, driver)).toContainText('Waiting to sync');
    await driverRow(page, driver)
      .getByRole('button', { name: `Sign out ${driver}` })
      .click();
    await page.getByRole('dialog', { name: 'Sign out?' }).getByRole('button', { name: 'Sign out' }).click();
    await expect(syncState(page, notConnected('2 changes waiting to sync'))).toBeVisible();

    await context.setOffline(false);
    await expect(syncState(page, 'Online, all changes synced')).toBeVisible({ timeout: 15_000 });
    const stored = await signInsOf(request, admin, driver);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.sign_out_time).not.toBeNull();
    await expect(driverRow(page, driver)).toHaveCount(0);
  });

  test('a kiosk that goes offline right after signing in, before any form, signs a driver in after a reload', async ({
    page,
    context,
    request,
  }) => {
    const driver = `Early Eve ${uniqueSuffix()}`;
    const admin = await apiToken(request, 'admin');
    await openKioskForOffline(page);
    // No form was opened: the carrier list came onto the tablet with the sign-in.
    await expect.poll(() => cachedCarriers(page)).toBeGreaterThan(0);

    await context.setOffline(true);
    await page.reload();
    await startSignIn(page, 'LTL');
    await fillSignIn(page, { driver, truck: 'T-12' });
    await drawSignature(page);
    await submit(page);
    await expect(page.getByRole('heading', { name: `Thank you, ${driver}!` })).toBeVisible();
    await expect(driverRow(page, driver)).toContainText('Waiting to sync');
    await expect(syncState(page, notConnected('1 change waiting to sync'))).toBeVisible();
    await snap(page, 'kiosk-offline-from-start');

    await context.setOffline(false);
    await expect(syncState(page, 'Online, all changes synced')).toBeVisible({ timeout: 20_000 });
    expect(await signInsOf(request, admin, driver)).toHaveLength(1);
  });
});

test('a tablet that never had the carrier list and cannot reach the server says so plainly', async ({
  page,
}) => {
  await page.route(/\/api\/bulk\/carriers/, (route) => route.abort('internetdisconnected'));
  await openKioskAsDock(page);
  await startSignIn(page, 'LTL');
  const form = page.getByRole('form', { name: 'LTL sign-in' });
  await expect(form.getByRole('alert')).toHaveText(
    'This tablet has no carrier list yet: it needs the network once to download it. Connect it to the network, then try again.',
  );
  await expect(page.getByLabel('Carrier')).toContainText('No carrier list on this tablet');
  await expect(form).not.toContainText('Failed to retrieve carriers');
  await snap(page, 'kiosk-no-carrier-list');
});

test('the status pill follows real requests: failing requests are not "Online", waiting writes are not green', async ({
  page,
  request,
}) => {
  const driver = `Pill Pia ${uniqueSuffix()}`;
  const admin = await apiToken(request, 'admin');
  const pill = page.getByTestId('sync-indicator');
  const dotColour = () =>
    pill.locator('.kiosk-sync-dot').evaluate((dot) => getComputedStyle(dot).backgroundColor);
  const GREEN = 'rgb(61, 220, 132)';
  await openKioskAsDock(page);
  await expect(syncState(page, 'Online, all changes synced')).toBeVisible();
  await expect(pill).toHaveAttribute('data-tone', 'ok');
  expect(await dotColour()).toBe(GREEN);
  await expect.poll(() => cachedCarriers(page)).toBeGreaterThan(0);

  // The browser still says online, but no request reaches the server.
  await page.route('**/api/**', (route) => route.abort('connectionfailed'));
  await page.reload();
  await expect(syncState(page, 'No connection to the server, nothing waiting to sync')).toBeVisible();
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  await expect(pill).toHaveAttribute('data-tone', 'warn');
  expect(await dotColour()).not.toBe(GREEN);

  await startSignIn(page, 'LTL');
  await fillSignIn(page, { driver });
  await drawSignature(page);
  await submit(page);
  await expect(page.getByText('your sign-in is saved on this tablet')).toBeVisible();
  await expect(syncState(page, 'No connection to the server, 1 change waiting to sync')).toBeVisible();
  await expect(pill).toHaveText('No connection · 1 waiting');
  expect(await dotColour()).not.toBe(GREEN);
  await snap(page, 'kiosk-pill-no-connection');

  // The server answers again: the health probe notices, the outbox drains, and only then green.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await expect(syncState(page, 'Online, all changes synced')).toBeVisible({ timeout: 20_000 });
  await expect(pill).toHaveAttribute('data-tone', 'ok');
  expect(await signInsOf(request, admin, driver)).toHaveLength(1);
});

test('the form shows the spec messages, and a sign-in online appears at once', async ({ page, request }) => {
  const driver = `Valid Vera ${uniqueSuffix()}`;
  await openKioskAsDock(page);
  await startSignIn(page, 'FTL');
  await submit(page);
  await expect(page.getByRole('alert')).toHaveText('Please fill out all fields before submitting');
  // Each empty field is marked, with its own hint.
  for (const [label, hint] of [
    ['Carrier', 'Choose your carrier.'],
    ['Driver name', 'Enter your name.'],
    ['Truck number', 'Enter your truck number.'],
    ['PRO number', 'Enter the PRO number.'],
  ] as const) {
    await expect(page.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel(label)).toHaveAccessibleDescription(hint);
    await expect(page.getByText(hint, { exact: true })).toBeVisible();
  }
  await snap(page, 'kiosk-empty-fields');
  await fillSignIn(page, { driver });
  await submit(page);
  // FTL also needs the PRO number: only that field is still marked.
  await expect(page.getByRole('alert')).toHaveText('Please fill out all fields before submitting');
  await expect(page.getByLabel('PRO number')).toHaveAttribute('aria-invalid', 'true');
  for (const label of ['Carrier', 'Driver name', 'Truck number'])
    await expect(page.getByLabel(label)).not.toHaveAttribute('aria-invalid');
  await expect(page.getByText('Enter your name.', { exact: true })).toHaveCount(0);
  await page.getByLabel('PRO number').fill('5550123');
  await expect(page.getByText('Enter the PRO number.', { exact: true })).toHaveCount(0);
  await submit(page);
  await expect(page.getByRole('alert')).toHaveText('Please add signature before submitting');
  await snap(page, 'kiosk-signature-missing');
  await drawSignature(page);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await submit(page);
  await expect(page.getByRole('heading', { name: `Thank you, ${driver}!` })).toBeVisible();
  await expect(driverRow(page, driver)).toContainText('FTL');
  await expect(driverRow(page, driver)).not.toContainText('Waiting to sync');
  const admin = await apiToken(request, 'admin');
  expect(await signInsOf(request, admin, driver)).toHaveLength(1);
  // Done goes back to the first step for the next driver.
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('button', { name: /^LTL/ })).toBeVisible();
});

test('a user with no warehouse gets the not-configured message', async ({ page, request }) => {
  const admin = await apiToken(request, 'admin');
  const username = `nodock${uniqueSuffix()}`.toLowerCase().replace(/[^a-z0-9]/g, '');
  const created = await request.post('/api/admin/users', {
    headers: { authorization: admin, company_id: FURHAVEN },
    data: {
      username,
      name: 'No Warehouse',
      password: SANDBOX_PASSWORD,
      permissions: { furhaven: true, 'carrier-sign-in': true },
    },
  });
  expect(created.status()).toBe(201);
  await openKioskAsDock(page, username);
  await expect(page.getByRole('heading', { name: 'Dock sign-in', level: 1 })).toBeVisible();
  const message = 'IMS user is not configured properly, please contact a developer';
  await expect(page.getByRole('alert').first()).toHaveText(message);
  await startSignIn(page, 'LTL');
  await fillSignIn(page, { driver: 'Nobody' });
  await drawSignature(page);
  await submit(page);
  await expect(page.getByRole('form', { name: 'LTL sign-in' }).getByRole('alert')).toHaveText(message);
});

test('the kiosk resets after a minute untouched', async ({ page }) => {
  await page.clock.install();
  await openKioskAsDock(page);
  await startSignIn(page, 'LTL');
  await page.getByLabel('Driver name').fill('Idle Ida');
  await page.clock.fastForward(30_000);
  await expect(page.getByLabel('Driver name')).toHaveValue('Idle Ida');
  await page.clock.fastForward(31_000);
  await expect(page.getByRole('button', { name: /^LTL/ })).toBeVisible();
  await startSignIn(page, 'LTL');
  await expect(page.getByLabel('Driver name')).toHaveValue('');
});

test('leaving the kiosk needs staff', async ({ page }) => {
  await openKioskAsDock(page);
  await page.getByRole('button', { name: 'Staff' }).click();
  const staff = page.getByRole('dialog', { name: 'Staff only' });
  await staff.getByLabel('Username').fill('dock');
  await staff.getByLabel('Password').fill(SANDBOX_PASSWORD);
  await staff.getByRole('button', { name: 'Sign in as staff' }).click();
  await expect(staff.getByRole('alert')).toHaveText(
    'Only staff can leave the kiosk. Sign in with your own account.',
  );
  await staff.getByLabel('Password').fill('wrong-password');
  await staff.getByLabel('Username').fill('admin');
  await staff.getByRole('button', { name: 'Sign in as staff' }).click();
  await expect(staff.getByRole('alert')).toBeVisible();
  await staff.getByLabel('Password').fill(SANDBOX_PASSWORD);
  await staff.getByRole('button', { name: 'Sign in as staff' }).click();
  await staff.getByRole('button', { name: 'Open the office app' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Hello, Ada Admin', level: 1 })).toBeVisible();
});

test('an enrolled tablet pairs with its link, signs in as its warehouse, and stops when revoked', async ({
  page,
  request,
}) => {
  const admin = await apiToken(request, 'admin');
  const enrolled = await request.post('/api/admin/devices', {
    headers: { authorization: admin, company_id: FURHAVEN, 'idempotency-key': crypto.randomUUID() },
    data: { name: `Door ${uniqueSuffix()}`, warehouse: 'pennsylvania', purpose: 'carrier-sign-in' },
  });
  expect(enrolled.status()).toBe(201);
  const { pairing_url, device } = (await enrolled.json()) as { pairing_url: string; device: { id: number } };

  await page.goto(pairing_url);
  await expect(page.getByLabel('Pairing code')).not.toHaveValue('');
  await page.getByRole('button', { name: 'Pair tablet' }).click();
  await expect(page.getByRole('heading', { name: 'Dock sign-in · Pennsylvania', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/kiosk\/$/);
  await snap(page, 'kiosk-paired');

  const driver = `Paired Pat ${uniqueSuffix()}`;
  await startSignIn(page, 'LTL');
  await fillSignIn(page, { driver });
  await drawSignature(page);
  await submit(page);
  await expect(driverRow(page, driver)).toBeVisible();
  expect(await signInsOf(request, admin, driver)).toHaveLength(1);

  // The device token does carrier sign-in and nothing else.
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('dockhand.device') ?? '{}') as { token?: string }).token,
  );
  const elsewhere = await request.get('/api/admin/users', {
    headers: { authorization: `Bearer ${token}`, company_id: FURHAVEN },
  });
  expect(elsewhere.status()).toBe(403);

  const revoked = await request.delete(`/api/admin/devices/${device.id}`, {
    headers: { authorization: admin, company_id: FURHAVEN },
  });
  expect(revoked.status()).toBe(204);
  // The open sign-in stream ends with the revocation, so the tablet stops without a reload...
  await expect(page.getByRole('alert')).toContainText('This tablet is no longer enrolled.');
  await expect(page.getByRole('heading', { name: 'Set up dock sign-in' })).toBeVisible();
  // ...and still says why after one.
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('This tablet is no longer enrolled.');
  await expect(page.getByRole('heading', { name: 'Set up dock sign-in' })).toBeVisible();
});

test('a second tablet at the same dock sees a sign-in without a reload', async ({ page, browser }) => {
  const other = await browser.newContext({
    viewport: { width: 1024, height: 768 },
    hasTouch: true,
    serviceWorkers: 'block',
  });
  const second = await other.newPage();
  await openKioskAsDock(second);
  await expect(second.getByRole('table', { name: 'Open Sign-ins' })).toBeVisible();

  const driver = `Live Lena ${uniqueSuffix()}`;
  await openKioskAsDock(page);
  await startSignIn(page, 'LTL');
  await fillSignIn(page, { driver });
  await drawSignature(page);
  await submit(page);
  await expect(driverRow(page, driver)).toBeVisible();
  await expect(driverRow(second, driver)).toBeVisible({ timeout: 3_000 });
  await other.close();
});
