import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type pg from 'pg';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { e2eDbPool } from '../support/e2e-db';
import { openMenu, SANDBOX_PASSWORD, signIn, snap, uniqueSuffix } from '../support/helpers';

/**
 * The Shipping Dashboard (issue 11): the office screen with Refresh Screens, the fullscreen board of
 * a wall TV at 1920x1080 (29 rows a screen), the red INVALID WAREHOUSE page, a refresh sent from
 * another browser reaching an enrolled display, and a board that keeps its rows while offline.
 */
const DASH = '/api/v1/operations/ShippingDash';
const FULL_HD = { width: 1920, height: 1080 };
/** Generous: two browsers, the server and PostgreSQL share two loaded cores (no timing is asserted). */
const SLOW = { timeout: 30_000 };
/** Loads this spec adds to Kentucky so the board fills more than one screen. */
const FILLER_VENDOR = 'E2E Board Freight';
const FILLER_LOADS = 40;

let pool: pg.Pool;

async function token(request: APIRequestContext, username: string): Promise<string> {
  const login = await request.post('/api/auth/login', { data: { username, password: SANDBOX_PASSWORD } });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { access_token: string }).access_token;
}

type Row = { shipment_id: number; vendor_name: string; acu_order_num: string | null };

async function boardRows(request: APIRequestContext, warehouse = 'kentucky'): Promise<Row[]> {
  const res = await request.get(`${DASH}?warehouse=${warehouse}`, {
    headers: { authorization: `Bearer ${await token(request, 'bulk')}`, company_id: 'Furhaven_bulk' },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as Row[];
}

/** One open load at Kentucky's dock (an order and its unconfirmed shipment). */
async function insertLoad(vendor: string, po: string, shipDate: string, appointment: Date | null = null) {
  const order = await pool.query<{ id: number }>(
    `insert into bulk_orders (company, internal_po_number, vendor_name, warehouse, acu_order_num, stage,
       order_status, order_date, note)
     values ('furhaven', $1, $2, 'kentucky', $3, 'ready', 103, now(), 'E2E load') returning id`,
    [po, vendor, `SO${po.slice(-7)}`],
  );
  await pool.query(
    `insert into bulk_shipments (company, order_id, carrier, ship_date, dock_appointment, shipment_status,
       warehouse, method, destination, pallets, pieces)
     values ('furhaven', $1, 'EXLA', $2, $3, 200, 'kentucky', 'LTL', 'Columbus, OH', 4, 96)`,
    [order.rows[0]!.id, shipDate, appointment],
  );
}

test.beforeAll(async () => {
  pool = e2eDbPool();
  const { rows } = await pool.query<{ n: number }>(
    `select count(*)::int as n from bulk_orders where company = 'furhaven' and vendor_name = $1`,
    [FILLER_VENDOR],
  );
  // Far ahead, so they sort after the demo world's loads and are neither late nor close.
  for (let i = rows[0]!.n; i < FILLER_LOADS; i += 1) {
    await insertLoad(FILLER_VENDOR, `E2EBOARD${String(i).padStart(6, '0')}`, '2099-12-31');
  }
});
test.afterAll(async () => {
  await pool.end();
});

const board = (page: Page) => page.getByRole('table', { name: /^Loads, screen/ });
const boardBody = (page: Page) => board(page).locator('tbody tr');

test.describe('Shipping Dashboard', () => {
  // Each walk opens one or two extra browsers; a loaded CI machine needs more than the default minute.
  test.describe.configure({ timeout: 120_000 });
  test('the fullscreen board at 1920x1080: 29 rows on screen 1, the rest on screen 2', async ({
    page,
    request,
  }) => {
    const rows = await boardRows(request);
    expect(rows.length).toBeGreaterThan(29);
    await page.setViewportSize(FULL_HD);
    await signIn(page, 'bulk');
    await page.goto('/shipping_dash/fullscreen/kentucky/screen/1');
    await expect(page.getByRole('heading', { name: 'Shipping · Kentucky' })).toBeVisible();
    await expect(boardBody(page)).toHaveCount(29);
    // All 29 on the TV at once: no scrolling on a wall.
    await expect(boardBody(page).last()).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
    await expect(page.locator('.shipping-board__clock')).toHaveText(/^\d{1,2}:\d{2} (AM|PM)$/);
    await expect(page.getByText(`Screen 1 of ${Math.ceil(rows.length / 29)}`)).toBeVisible();
    // The demo world's Ready loads have ship dates from yesterday on: some are late by now.
    await expect(board(page).locator('tr.is-late').first()).toBeVisible();
    await snap(page, 'shipping-board-screen-1');
    await expectNoSeriousA11yViolations(page);

    await page.goto('/shipping_dash/fullscreen/kentucky/screen/2');
    await expect(boardBody(page)).toHaveCount(Math.min(29, rows.length - 29));
    const thirtieth = rows[29]!;
    await expect(boardBody(page).first()).toContainText(thirtieth.vendor_name);
    if (thirtieth.acu_order_num) await expect(boardBody(page).first()).toContainText(thirtieth.acu_order_num);
    await snap(page, 'shipping-board-screen-2');
  });

  test('a warehouse without a board shows the red INVALID WAREHOUSE page', async ({ page }) => {
    await page.setViewportSize(FULL_HD);
    await signIn(page, 'bulk');
    await page.goto('/shipping_dash/fullscreen/texas/screen/1');
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText('INVALID WAREHOUSE');
    await expect(alert).toHaveCSS('background-color', 'rgb(213, 0, 0)');
    await snap(page, 'shipping-board-invalid-warehouse');
    await expectNoSeriousA11yViolations(page);
  });

  test('an enrolled display reloads when another browser presses Refresh Screens', async ({
    browser,
    request,
  }, testInfo) => {
    const display = await pairDisplay(browser, request);
    try {
      const tv = display.page;
      await expect(boardBody(tv)).toHaveCount(29);
      await expect(tv.getByRole('status')).toHaveText('Live', SLOW);

      // A new load that is due first (earlier runs' of this project are removed; the other project
      // may run this test at the same time); the board only sees it when told to reload.
      const mine = `Refresh Test ${testInfo.project.name}`;
      await pool.query(`delete from bulk_orders where company = 'furhaven' and vendor_name like $1`, [
        `${mine} %`,
      ]);
      const vendor = `${mine} ${uniqueSuffix()}`;
      await insertLoad(vendor, `E2ER${uniqueSuffix()}`.slice(0, 20), '2000-01-01');
      await expect(board(tv)).not.toContainText(vendor);

      const office = await browser.newContext();
      const officePage = await office.newPage();
      try {
        await signIn(officePage, 'admin');
        await officePage.goto('/shipping_dash?warehouse=kentucky');
        await expect(officePage.getByRole('button', { name: 'Refresh Screens' })).toBeEnabled(SLOW);
        await officePage.getByRole('button', { name: 'Refresh Screens' }).click(SLOW);
        await expect(officePage.getByText('Refreshed Boards!')).toBeVisible(SLOW);
        await expect(board(tv)).toContainText(vendor, SLOW);
        await snap(tv, 'shipping-board-display-refreshed');
      } finally {
        await office.close();
      }
    } finally {
      await display.context.close();
    }
  });

  test('offline, the board keeps its rows with an "offline since" note and catches up', async ({
    browser,
    request,
  }) => {
    const display = await pairDisplay(browser, request);
    try {
      const tv = display.page;
      await expect(boardBody(tv)).toHaveCount(29);
      await display.context.setOffline(true);
      await expect(tv.getByRole('status')).toHaveText(/^Offline since \d{1,2}:\d{2} (AM|PM)$/, {
        timeout: 15_000,
      });
      await expect(boardBody(tv)).toHaveCount(29);
      await expect(tv.getByRole('progressbar', { name: 'Loading failed' })).toBeAttached();
      await snap(tv, 'shipping-board-offline');

      await display.context.setOffline(false);
      await expect(tv.getByRole('status')).not.toHaveText(/Offline/, { timeout: 20_000 });
      await expect(boardBody(tv)).toHaveCount(29);
    } finally {
      await display.context.close();
    }
  });

  test('the office screen: from the menu, warehouses, screens, Refresh Screens and its failure', async ({
    page,
  }) => {
    await signIn(page, 'bulk');
    const menu = await openMenu(page);
    await menu.getByRole('link', { name: 'Shipping Dashboard' }).click();
    await expect(page).toHaveURL(/\/shipping_dash/);
    const table = page.getByRole('table', { name: 'Loads' });
    for (const header of [
      'Vendor Name',
      'Type',
      'Shipping Order',
      'Ship Date',
      'Ready',
      'Freight Co',
      'Dock Appt',
      'Destination',
      'Pallets',
      'Pieces',
      'Note',
    ]) {
      await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
    }
    await expect(page.getByText(/Kentucky · screen 1 of \d+ · \d+ open loads/)).toBeVisible();
    await expect(table.locator('tbody tr.is-late').first()).toBeVisible();
    await snap(page, 'shipping-dash-office');
    await expectNoSeriousA11yViolations(page);

    await page.goto('/shipping_dash?warehouse=kentucky&screen=2');
    await expect(page.getByText(/Kentucky · screen 2 of/)).toBeVisible();

    await page.getByRole('button', { name: 'Refresh Screens' }).click(SLOW);
    await expect(page.getByText('Refreshed Boards!')).toBeVisible(SLOW);
    // One toast at a time: the next one shows once this one has gone.
    await expect(page.getByText('Refreshed Boards!')).toBeHidden(SLOW);

    await page.route('**/graphql', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 503, json: { error: 'unavailable', message: 'down' } })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Refresh Screens' }).click(SLOW);
    await expect(page.getByText('Failed to Refresh Boards')).toBeVisible(SLOW);
    await page.unroute('**/graphql');

    // A failed load: the error-coloured progress bar and the message.
    await page.route(`**${DASH}*`, (route) =>
      route.fulfill({ status: 500, json: { error: 'x', message: 'x' } }),
    );
    await page.goto('/shipping_dash?warehouse=pennsylvania');
    await expect(page.getByRole('progressbar', { name: 'Loading failed' })).toBeVisible(SLOW);
    await expect(page.getByText(/Failed to retrieve the shipping dashboard/)).toBeVisible();
    await snap(page, 'shipping-dash-office-failed');

    await page.goto('/shipping_dash?warehouse=texas');
    await expect(page.getByRole('alert').filter({ hasText: 'INVALID WAREHOUSE' })).toBeVisible();
  });
});

/**
 * A wall TV of its own (a new browser context at 1920x1080): an admin enrols it as a display for
 * Kentucky over the API, and the TV opens the pairing link of the "Shipping board" entry.
 */
async function pairDisplay(browser: Browser, request: APIRequestContext) {
  const enrolled = await request.post('/api/admin/devices', {
    headers: {
      authorization: `Bearer ${await token(request, 'admin')}`,
      company_id: 'Furhaven',
      'idempotency-key': crypto.randomUUID(),
    },
    data: { name: `TV ${uniqueSuffix()}`, warehouse: 'kentucky', purpose: 'display' },
  });
  expect(enrolled.status()).toBe(201);
  const { pairing_url } = (await enrolled.json()) as { pairing_url: string };
  expect(pairing_url).toMatch(/^\/kiosk\/board\/pair\?code=/);
  const context = await browser.newContext({ viewport: FULL_HD });
  const page = await context.newPage();
  await page.goto(pairing_url);
  await page.getByRole('button', { name: 'Pair display' }).click();
  await expect(page.getByRole('heading', { name: 'Shipping · Kentucky' })).toBeVisible();
  return { context, page };
}
