import { expect, test, type Page } from '@playwright/test';
import type pg from 'pg';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { e2eDbPool } from '../support/e2e-db';
import { openMenu, signIn, snap } from '../support/helpers';

/**
 * Transfer orders to Geodis (D3 2.3, 4, 5, 8): the tpl user creates a 'Texas to Geodis' transfer
 * order, creates its shipment and sends its ASN, each screen reached from the one before. Each
 * screen refuses once: an On Hold order cannot ship, a second ASN cannot go, a number of 8
 * characters cannot be typed. A user without the scope is sent home from all three.
 */

const toast = (page: Page, text: string) => page.locator('ion-toast').filter({ hasText: text }).last();
/** The line a screen writes after it acted (not a toast). */
const result = (page: Page) => page.locator('.transfer-order__result').filter({ visible: true }).last();
const alertBox = (page: Page, text: string) => page.locator('ion-alert').filter({ hasText: text }).last();

let pool: pg.Pool;
test.beforeAll(() => {
  pool = e2eDbPool();
});
test.afterAll(async () => {
  await pool.end();
});

const worldOrder = async (status: string) =>
  (
    await pool.query<{ order_nbr: string }>(
      `select order_nbr from sim_erp_transfer_orders where company = 'furhaven' and status = $1 and description = 'Texas to Geodis' order by order_nbr limit 1`,
      [status],
    )
  ).rows[0]!.order_nbr;

test('creates a transfer order, ships it and sends its ASN', async ({ page }) => {
  await signIn(page, 'tpl');
  const menu = await openMenu(page);
  await menu
    .getByRole('group', { name: '3PL' })
    .getByRole('link', { name: 'Create Transfer Orders' })
    .click();
  await expect(page).toHaveURL(/\/create_transfer_orders$/);

  // Create Transfer Orders: the one option, asked first.
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  const ask = alertBox(page, 'Create transfer order?');
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, 'Successfully create transfer order.')).toBeVisible();
  const created = result(page);
  await expect(created).toBeVisible();
  const orderNbr = (await created.locator('strong').innerText()).trim();
  expect(orderNbr).toMatch(/^\d{7}$/);
  await expect(page.getByRole('table', { name: `Lines of transfer order ${orderNbr}` })).toBeVisible();
  await snap(page, 'tpl-create-transfer-order');
  await expectNoSeriousA11yViolations(page);

  // Create Shipment, reached from the new order: its lines ready from the shelf.
  await created.getByRole('button', { name: 'Create its shipment' }).click();
  await expect(page).toHaveURL(new RegExp(`/3pl_create_shipments\\?order=${orderNbr}$`));
  const ready = page.getByRole('table', { name: `Ready to ship on transfer order ${orderNbr}` });
  await expect(ready).toBeVisible();
  await expect(
    page.getByLabel(`Transfer order ${orderNbr}`, { exact: true }).filter({ visible: true }).last(),
  ).toContainText('Open');
  await page.getByRole('button', { name: 'Create Shipment', exact: true }).click();
  const confirm = alertBox(page, 'Create Shipment?');
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Create Shipment' }).click();
  const shipped = result(page);
  await expect(shipped).toContainText(`created for transfer order ${orderNbr}`);
  const shipmentNbr = (await shipped.locator('strong').innerText()).trim();
  expect(shipmentNbr).toMatch(/^\d{7}$/);
  await expect(
    page.getByLabel(`Transfer order ${orderNbr}`, { exact: true }).filter({ visible: true }).last(),
  ).toContainText('Completed');
  await snap(page, 'tpl-create-shipment');
  await expectNoSeriousA11yViolations(page);

  // The ASN screen, reached from the shipment: its lines carry the shipment number.
  await shipped.getByRole('button', { name: 'Send its ASN' }).click();
  await expect(page).toHaveURL(new RegExp(`/3pl_asn\\?order=${orderNbr}$`));
  const lines = page.getByRole('table', { name: `Lines of transfer order ${orderNbr}` });
  await expect(lines.getByRole('row').nth(1)).toContainText(shipmentNbr);
  await page.getByRole('button', { name: 'Send ASN' }).click();
  await expect(toast(page, 'ASN Sent')).toBeVisible();
  await expect(result(page)).toContainText(/ASN\d{7}/);
  const { rows } = await pool.query(`select 1 from sim_tpl_asns where transfer_order_nbr = $1`, [orderNbr]);
  expect(rows).toHaveLength(1);
  await snap(page, 'tpl-asn-sent');
  await expectNoSeriousA11yViolations(page);
});

test('each screen refuses: a second ASN, an On Hold order, the ERP down', async ({ page }) => {
  await signIn(page, 'tpl');
  const completed = await worldOrder('Completed');
  const onHold = await worldOrder('On Hold');
  const shipping = await worldOrder('Shipping');

  // ASN: the field takes 7 characters; an order whose ASN went already is refused.
  await page.goto('/3pl_asn');
  const field = page.getByLabel('Transfer order number');
  await field.fill('123456789');
  await expect(field).toHaveValue('1234567');
  await field.fill(String(Number(completed)));
  await field.press('Enter');
  await expect(
    page.getByLabel(`Transfer order ${completed}`, { exact: true }).filter({ visible: true }).last(),
  ).toContainText('Completed');
  await expect(field).toHaveValue(completed);
  await page.getByRole('button', { name: 'Send ASN' }).click();
  await expect(toast(page, 'Cannot send ASN')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'already sent' })).toBeVisible();
  await snap(page, 'tpl-asn-refused');
  await field.fill('9999999');
  await field.press('Enter');
  await expect(toast(page, 'Could not find transfer order')).toBeVisible();

  // Create Shipment: a Shipping order of the world shows its builds beside its lines; an On Hold
  // order cannot ship.
  await page.goto(`/3pl_create_shipments?order=${shipping}`);
  const ready = page.getByRole('table', { name: `Ready to ship on transfer order ${shipping}` });
  await expect(ready.getByRole('columnheader', { name: 'Built' })).toBeVisible();
  await expect(page.getByText(/built units ready to ship/)).toBeVisible();
  await snap(page, 'tpl-create-shipment-builds');
  const number = page.getByLabel('Transfer order number').filter({ visible: true });
  await number.fill(onHold);
  await number.press('Enter');
  await expect(toast(page, `The status of ${onHold} is On Hold`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Shipment', exact: true })).toHaveCount(0);
  await snap(page, 'tpl-create-shipment-refused');
  await expectNoSeriousA11yViolations(page);

  // Create Transfer Orders: the ERP fails once (the sandbox switch), nothing is created.
  await pool.query(
    `insert into sim_settings (system, failure_mode, failures_left) values ('acumatica', 'next', 1)
     on conflict (system) do update set failure_mode = 'next', failures_left = 1`,
  );
  await page.goto('/create_transfer_orders');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await alertBox(page, 'Create transfer order?').getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, 'An error occurred while creating transfer order.')).toBeVisible();
  await expect(result(page)).toHaveCount(0);
  await snap(page, 'tpl-create-transfer-order-refused');
});

test('a user without the 3PL scope is sent home from the transfer screens', async ({ page }) => {
  await signIn(page, 'floor');
  for (const path of ['/create_transfer_orders', '/3pl_create_shipments', '/3pl_asn']) {
    await page.goto(path);
    await expect(page).not.toHaveURL(new RegExp(`${path}$`));
  }
});
