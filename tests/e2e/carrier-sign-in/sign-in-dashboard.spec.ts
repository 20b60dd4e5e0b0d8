import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { dialog, openMenu, SANDBOX_PASSWORD, signIn, snap, uniqueSuffix } from '../support/helpers';

const SCREEN = '/carrier_sign_in_dashboard';
const SIGN_INS = '/api/carrier-sign-in/sign-ins';
/** localStorage key of the company and warehouse choice (src/client/lib/session-store.ts). */
const SELECTION_KEY = 'dockhand.selection';

/** Signs in over the API, as the dock tablet's person would; the dock user works for Furhaven. */
async function dockToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/auth/login', {
    data: { username: 'dock', password: SANDBOX_PASSWORD },
  });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { access_token: string }).access_token;
}

/** A PNG data URL of a drawn signature, made by the page's own canvas (as the kiosk pad makes it). */
function drawSignature(page: Page): Promise<string> {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 480;
    canvas.height = 160;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2d context');
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.strokeStyle = '#10284a';
    ctx.lineWidth = 4;
    ctx.lineCap = 'round';
    ctx.beginPath();
    ctx.moveTo(30, 110);
    for (let x = 30; x <= 450; x += 6) ctx.lineTo(x, 90 + Math.sin(x / 18) * 40 * Math.cos(x / 70));
    ctx.stroke();
    return canvas.toDataURL('image/png');
  });
}

/**
 * The dock signs a driver in over the API, from outside the dashboard's browser: its own token and
 * the plain company header, a carrier of the company's list, a drawn signature.
 */
async function postSignIn(page: Page, request: APIRequestContext, driver: string): Promise<{ scac: string }> {
  const token = await dockToken(request);
  const headers = { authorization: `Bearer ${token}`, company_id: 'Furhaven' };
  const carriers = await request.get('/api/bulk/carriers', {
    headers: { ...headers, company_id: 'Furhaven_bulk' },
  });
  expect(carriers.status()).toBe(200);
  const scac = ((await carriers.json()) as { carriers: { scac: string }[] }).carriers[0]?.scac ?? '';
  expect(scac).not.toBe('');
  const posted = await request.post(SIGN_INS, {
    headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
    data: {
      newSignIn: {
        mode: 'LTL',
        scac,
        driver_name: driver,
        truck_number: '42',
        warehouse: 'kentucky',
        signature: await drawSignature(page),
      },
    },
  });
  expect(posted.status()).toBe(201);
  return { scac };
}

/**
 * Waits until the dashboard's table has a row naming `driver`, with no reload and no click: the
 * list has no polling, so only the refresh signal can bring it. How fast is a goal for the bench,
 * not a timed test (two workers share CI's two cores with the server and PostgreSQL).
 */
async function rowAppearsLive(page: Page, driver: string): Promise<void> {
  await expect(
    page.getByRole('table', { name: 'Sign-ins' }).getByRole('row').filter({ hasText: driver }),
  ).toBeVisible({ timeout: 15_000 });
}

/** Opens the dashboard as `bulk` working for Furhaven in all its warehouses, and waits until it listens. */
async function openDashboard(page: Page): Promise<void> {
  await signIn(page, 'bulk');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    SELECTION_KEY,
    JSON.stringify({ company: 'furhaven', warehouse: 'all' }),
  ] as const);
  await page.goto(SCREEN);
  await expect(page.getByRole('table', { name: 'Sign-ins' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Updates: Live' })).toBeVisible();
  await expect(page.getByText(/ · \d+ sign-ins?( · \d+ on site)?$/)).toBeVisible();
}

test.describe('Carrier Sign-In Dashboard', () => {
  test('a new sign-in appears live; its drawer shows the signature; an empty day says so', async ({
    page,
    request,
  }) => {
    await openDashboard(page);
    const table = page.getByRole('table', { name: 'Sign-ins' });
    await expect(page.getByRole('textbox', { name: 'Date' })).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
    // Set once: a reload would lose it, so it proves the row came without one.
    await page.evaluate(() => Object.assign(window, { __noReload: true }));

    // The dock signs a driver in from elsewhere (its own token, the plain company header).
    const driver = `Dash Driver ${uniqueSuffix()}`;
    const { scac } = await postSignIn(page, request, driver);

    // Live, with no reload.
    await rowAppearsLive(page, driver);
    const row = table.getByRole('row').filter({ hasText: driver });
    await expect(row).toBeVisible();
    expect(await page.evaluate(() => (window as { __noReload?: boolean }).__noReload)).toBe(true);
    await expect(row).toContainText(scac);
    await expect(row).toContainText('LTL');
    await expect(row).toContainText('Kentucky');
    await expect(row).toContainText('On site');
    await expect(row).toContainText(/\d{1,2}:\d{2} (AM|PM)/);
    await snap(page, 'sign-in-dashboard');
    await expectNoSeriousA11yViolations(page);

    // The row opens the drawer with every field and the signature.
    await row.click();
    const drawer = dialog(page, 'Sign-in details');
    await expect(drawer).toBeVisible();
    await expect(drawer).toContainText(driver);
    await expect(drawer).toContainText('Truck #42');
    await expect(drawer).toContainText('Signed OutOn site');
    const image = drawer.getByRole('img', { name: `Signature of ${driver}` });
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await snap(page, 'sign-in-dashboard-drawer');
    await expectNoSeriousA11yViolations(page);
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(drawer).toBeHidden();

    // A day without sign-ins.
    await page.getByRole('textbox', { name: 'Date' }).fill('2001-01-02');
    await expect(table).toContainText('No sign-ins on Tuesday, January 2, 2001.');
    await expect(row).toHaveCount(0);
    await snap(page, 'sign-in-dashboard-empty');
    await page.getByRole('button', { name: 'Today' }).click();
    await expect(row).toBeVisible();
  });

  test('the demo world’s sign-ins have their drivers’ signatures', async ({ page, request }) => {
    await openDashboard(page);
    // Today's sign-ins the world made (no client_id: no tablet sent them), as the dashboard lists them.
    const login = await request.post('/api/auth/login', {
      data: { username: 'bulk', password: SANDBOX_PASSWORD },
    });
    const { access_token } = (await login.json()) as { access_token: string };
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
    const answer = await request.get(`${SIGN_INS}?date=${today}`, {
      headers: { authorization: `Bearer ${access_token}`, company_id: 'Furhaven' },
    });
    const { signIns } = (await answer.json()) as {
      signIns: { driver_name: string; has_signature: boolean; client_id: string | null }[];
    };
    const world = signIns.filter((s) => s.client_id === null);
    expect(world.length).toBeGreaterThan(0);
    expect(world.filter((s) => !s.has_signature)).toEqual([]);

    const driver = world[0]!.driver_name;
    await page
      .getByRole('table', { name: 'Sign-ins' })
      .getByRole('row')
      .filter({ hasText: driver })
      .first()
      .click();
    const drawer = dialog(page, 'Sign-in details');
    const image = drawer.getByRole('img', { name: `Signature of ${driver}` });
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await expect(drawer.getByText('No signature on file', { exact: true })).toHaveCount(0);
    await snap(page, 'sign-in-dashboard-world-signature');
  });

  test('no signature, and failures, show the spec’s messages', async ({ page, request }) => {
    await openDashboard(page);
    const table = page.getByRole('table', { name: 'Sign-ins' });
    const driver = `Fail Driver ${uniqueSuffix()}`;
    await postSignIn(page, request, driver);
    const row = table.getByRole('row').filter({ hasText: driver });
    const drawer = dialog(page, 'Sign-in details');
    const openDrawer = async () => {
      await row.click();
      await expect(drawer).toBeVisible();
    };
    const closeDrawer = async () => {
      await drawer.getByRole('button', { name: 'Close' }).click();
      await expect(drawer).toBeHidden();
    };

    // The server has no signature file (404).
    await page.route(/\/api\/carrier-sign-in\/sign-ins\/\d+\/signature$/, (route) =>
      route.fulfill({ status: 404, json: { error: 'no_signature', message: 'none' } }),
    );
    await openDrawer();
    await expect(drawer.getByText('No signature on file', { exact: true })).toBeVisible();
    await closeDrawer();

    // The signature call fails.
    await page.unroute(/\/api\/carrier-sign-in\/sign-ins\/\d+\/signature$/);
    await page.route(/\/api\/carrier-sign-in\/sign-ins\/\d+\/signature$/, (route) =>
      route.fulfill({ status: 500, json: { error: 'boom', message: 'boom' } }),
    );
    await openDrawer();
    await expect(
      drawer.getByText('Failed to retrieve signature. Please contact a developer', { exact: true }),
    ).toBeVisible();
    await expect(drawer.getByRole('img')).toHaveCount(0);
    await closeDrawer();

    // The list fails.
    await page.route(/\/api\/carrier-sign-in\/sign-ins\?/, (route) =>
      route.fulfill({ status: 500, json: { error: 'boom', message: 'boom' } }),
    );
    await page.getByRole('textbox', { name: 'Date' }).fill('2001-01-03');
    // The query retries twice before it gives up.
    await expect(
      page.getByText('Failed to retrieve sign-ins. Please contact a developer', { exact: true }),
    ).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('progressbar', { name: 'Loading sign-ins' })).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Sign-ins' })).toContainText(
      'The sign-ins could not be loaded.',
    );
    await snap(page, 'sign-in-dashboard-error');
  });

  test('a dropped stream reloads the list and comes back with a new ticket', async ({ page, request }) => {
    const tickets: string[] = [];
    const lists: string[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/api/events/ticket')) tickets.push(req.url());
      if (/\/api\/carrier-sign-in\/sign-ins\?date=/.test(req.url())) lists.push(req.url());
    });
    // The first stream opens and ends at once, as a proxy dropping it would; later ones go through.
    let streams = 0;
    await page.route(/\/graphql\?/, async (route) => {
      streams += 1;
      if (streams > 1) return route.continue();
      return route.fulfill({ status: 200, contentType: 'text/event-stream', body: ': dropped\n\n' });
    });
    await openDashboard(page);
    await expect.poll(() => streams).toBeGreaterThanOrEqual(2);
    await expect(page.getByRole('status', { name: 'Updates: Live' })).toBeVisible();
    // A ticket per connection (a ticket is short-lived), and the list reloaded on the error.
    expect(tickets.length).toBeGreaterThanOrEqual(2);
    expect(lists.length).toBeGreaterThanOrEqual(2);

    // Leaving the screen closes the stream; coming back (Ionic kept the page) opens a new one.
    const before = streams;
    let menu = await openMenu(page);
    await menu.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    menu = await openMenu(page);
    await menu.getByRole('link', { name: 'Carrier Sign-In Dashboard' }).click();
    await expect(page).toHaveURL(/carrier_sign_in_dashboard$/);
    await expect.poll(() => streams).toBeGreaterThan(before);
    await expect(page.getByRole('status', { name: 'Updates: Live' })).toBeVisible();

    const driver = `Back Driver ${uniqueSuffix()}`;
    await postSignIn(page, request, driver);
    await rowAppearsLive(page, driver);
  });

  test('a user without the bulk scope does not get the screen', async ({ page, request }) => {
    await signIn(page, 'dock');
    await expect(page.getByRole('heading', { name: 'Hello, Dot Dock' })).toBeVisible();
    const menu = await openMenu(page);
    await expect(menu.getByRole('link', { name: 'Carrier Sign-In Dashboard' })).toHaveCount(0);
    await page.goto(SCREEN);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Hello, Dot Dock' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Sign-ins' })).toHaveCount(0);

    // The server refuses the day list too; only the kiosk's open list is the dock's.
    const token = await dockToken(request);
    const headers = { authorization: `Bearer ${token}`, company_id: 'Furhaven' };
    expect((await request.get(`${SIGN_INS}?date=2001-01-02`, { headers })).status()).toBe(403);
    expect((await request.get(`${SIGN_INS}?open=true`, { headers })).status()).toBe(200);
  });
});
