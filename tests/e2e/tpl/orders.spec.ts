import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import Papa from 'papaparse';
import type pg from 'pg';
import type { TplInventory } from '../../../src/shared/api/tpl/inventory';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { e2eDbPool } from '../support/e2e-db';
import { chooseOption, mainMenu, openMenu, signIn, snap } from '../support/helpers';

/**
 * 3PL Orders, 3PL Inventory and Cancel 3PL Order (D3 2.3, 8) on the demo world: a tpl user gets the
 * orders of a retail customer, sends them ('Orders sent to Geodis'), reads the inventory with its
 * differences and exports it, and cancels an order it sent; one refusal per screen.
 */
let pool: pg.Pool;
test.beforeAll(() => {
  pool = e2eDbPool();
});
test.afterAll(async () => {
  await pool.end();
});

const toast = (page: Page, text: string) => page.locator('ion-toast').filter({ hasText: text }).last();
const alert = (page: Page, text: string) => page.locator('ion-alert').filter({ hasText: text });

let sentSo = '';

test('3PL Orders: needs a customer, then gets the orders and sends them to Geodis once', async ({ page }) => {
  await signIn(page, 'tpl');
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: '3PL Orders', exact: true }).click();
  await expect(page).toHaveURL(/\/3pl_orders$/);

  // Refusal: without a customer Get Orders cannot run (D3 5).
  const get = page.getByRole('button', { name: 'Get Orders' });
  await expect(get).toBeDisabled();
  await expect(page.getByText('Get Orders needs a customer.')).toBeVisible();

  await chooseOption(page, 'Customer', 'C000000011');
  await get.click();
  const table = page.getByRole('table', { name: '3PL orders' });
  const rows = table.locator('tbody tr');
  await expect(rows.first()).toBeVisible({ timeout: 15_000 });
  // Until the answer arrives the body holds one placeholder row.
  await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(4);
  const count = await rows.count();
  await expect(table.locator('.tpl-orders__sent')).toHaveCount(0); // nothing sent yet
  const send = page.getByRole('button', { name: `Send to Geodis (${count})` });
  await expect(send).toBeEnabled();
  await snap(page, 'tpl-orders');
  await expectNoSeriousA11yViolations(page);

  await send.click();
  const done = alert(page, 'Orders sent to Geodis');
  await expect(done).toBeVisible({ timeout: 15_000 });
  await snap(page, 'tpl-orders-sent');
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(done).toBeHidden();

  // Every row now shows its Geodis order id; nothing is left to send.
  await expect(table.locator('.tpl-orders__sent')).toHaveCount(count, { timeout: 10_000 });
  await expect(page.getByRole('button', { name: 'Send to Geodis (0)' })).toBeDisabled();
  const { rows: atGeodis } = await pool.query<{ so: string; n: number }>(
    `select so_number as so, count(*)::int as n from sim_tpl_orders
     where company = 'furhaven' and so_number in (select so_number from tpl_sent_orders) group by so_number`,
  );
  expect(atGeodis).toHaveLength(count);
  expect(atGeodis.every((r) => r.n === 1)).toBe(true);
  sentSo = atGeodis[0]!.so;
  await snap(page, 'tpl-orders-after');
});

test('3PL Inventory: differences highlighted, only differences, export read back; Standvast has no feed', async ({
  page,
}) => {
  await signIn(page, 'tpl');
  // The screen's own answer: another walk's ASN can change Geodis's stock at any moment, so a second
  // read could differ from what the table shows.
  const loaded = page.waitForResponse(
    (res) => new URL(res.url()).pathname === '/api/tpl/geodis/inventory' && res.ok(),
  );
  await page.goto('/3pl_inventory');
  const answer = (await (await loaded).json()) as TplInventory;
  const table = page.getByRole('table', { name: '3PL inventory' });
  await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 15_000 });
  const differing = answer.rows.filter((r) => r.difference !== 0);
  expect(differing.length).toBeGreaterThan(0);
  await expect(table.locator('tr.tpl-inventory-row--differs')).toHaveCount(differing.length);
  await snap(page, 'tpl-inventory');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('switch', { name: 'Only differences' }).click();
  await expect(table.locator('tbody tr')).toHaveCount(differing.length);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^3PL Inventory Geodis \d{4}-\d{2}-\d{2}\.csv$/);
  const csv = Papa.parse<string[]>(readFileSync(await download.path(), 'utf8').trim()).data;
  expect(csv[0]).toEqual(['sku', 'acumatica_available', 'provider_available', 'difference']);
  expect(csv.slice(1)).toEqual(
    differing.map((r) => [
      r.sku,
      String(r.acumatica.available),
      String(r.provider.available),
      String(r.difference),
    ]),
  );

  // Refusal: Standvast (11) sends no inventory feed.
  await chooseOption(page, 'Provider', '11 Standvast');
  await expect(toast(page, 'No inventory feed is received from Standvast.')).toBeVisible();
  await expect(table.locator('tbody tr.tpl-inventory-row--differs')).toHaveCount(0);
  await snap(page, 'tpl-inventory-standvast');
});

test('Cancel 3PL Order: asks first, cancels a sent order, refuses an unknown one and a second cancel', async ({
  page,
}) => {
  if (!sentSo) {
    const { rows } = await pool.query<{ so: string }>(
      `select so_number as so from sim_tpl_orders where company = 'furhaven' and status = 'Received' limit 1`,
    );
    sentSo = rows[0]!.so;
  }
  await signIn(page, 'tpl');
  await page.goto('/cancel_3PL_orders');
  const field = page.getByLabel('Order Number');
  const cancel = page.getByRole('button', { name: 'Cancel Order' });

  // Refusal: an order Geodis does not have.
  await field.fill('0000001');
  await cancel.click();
  await alert(page, 'This cannot be undone').getByRole('button', { name: 'Cancel Order' }).click();
  await expect(
    page.locator('p.form-error').filter({ hasText: 'Order 0000001 was not found. Check the number' }),
  ).toBeVisible();

  await field.fill(sentSo);
  await cancel.click();
  const ask = alert(page, `Cancel order ${sentSo} at Geodis?`);
  await expect(ask).toBeVisible();
  await snap(page, 'tpl-cancel-confirm');
  await ask.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(
    page.locator('.tpl-cancel__result').filter({ hasText: `Order ${sentSo} cancelled at Geodis.` }),
  ).toBeVisible();
  const { rows } = await pool.query<{ status: string }>(
    `select status from sim_tpl_orders where company = 'furhaven' and so_number = $1`,
    [sentSo],
  );
  expect(rows).toEqual([{ status: 'Cancelled' }]);
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'tpl-cancel-done');

  // A second cancel: Geodis says it is already cancelled.
  await field.fill(sentSo);
  await cancel.click();
  await alert(page, 'This cannot be undone').getByRole('button', { name: 'Cancel Order' }).click();
  await expect(
    page
      .locator('p.form-error')
      .filter({ hasText: `Order ${sentSo} is already cancelled: nothing was changed.` }),
  ).toBeVisible();
});

test('a user without the thirdpartylogistics scope is refused the three screens', async ({ page }) => {
  await signIn(page, 'floor');
  for (const path of ['/3pl_orders', '/3pl_inventory', '/cancel_3PL_orders']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }
  await openMenu(page);
  for (const name of ['3PL Orders', '3PL Inventory', 'Cancel 3PL Order'])
    await expect(mainMenu(page).getByRole('link', { name })).toHaveCount(0);
});
