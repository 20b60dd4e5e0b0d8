import { expect, test } from '@playwright/test';
import type pg from 'pg';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { e2eDbPool } from '../support/e2e-db';
import { dialog, openMenu, signIn, snap } from '../support/helpers';

/**
 * Incoming Order Change Requests (D2 sections 2, 4, 8) on the demo world: HQ (the washington
 * scope) opens a vendor's new request, sees the order's values struck through beside the requested
 * ones, and approves it ('Sent Request {id} For Processing' with the bold ERP warning).
 */

let pool: pg.Pool;
test.beforeAll(() => {
  pool = e2eDbPool();
});
test.afterAll(async () => {
  await pool.end();
});

/** A vendor's request arriving now on a Not Built order: a quantity and price change and a new street. */
async function fileRequest(): Promise<{ id: number; po: string; sku: string; quantity: number }> {
  const { rows } = await pool.query<{
    id: number;
    po: string;
    vendor: string;
    sku: string;
    quantity: number;
  }>(
    `select o.id, o.internal_po_number as po, o.vendor_name as vendor, i.internal_sku as sku, i.quantity
     from bulk_orders o join bulk_order_items i on i.order_id = o.id and i.order_status <> 199
     where o.company = 'furhaven' and o.stage = 'not_built' order by o.id desc limit 1`,
  );
  const order = rows[0]!;
  const quantity = order.quantity + 12;
  const { rows: made } = await pool.query<{ id: number }>(
    `insert into change_requests (company, order_id, internal_po_number, vendor_name, type, request_status, change_date)
     values ('furhaven', $1, $2, $3, 'Item Change', 800, now()) returning request_id as id`,
    [order.id, order.po, order.vendor],
  );
  const id = made[0]!.id;
  await pool.query(
    `insert into change_request_details (request_id, sub_type, detail, value, old_value, internal_sku, quantity, external_price)
     values ($1, 'item', 'quantity', $2, $3, $4, $5, '1.99'),
            ($1, 'customer', 'address1', '77 Changed Road', (select address1 from bulk_orders where id = $6), null, null, null)`,
    [id, String(quantity), String(order.quantity), order.sku, quantity, order.id],
  );
  return { id, po: order.po, sku: order.sku, quantity };
}

test('HQ approves a change request from its drawer', async ({ page }) => {
  test.setTimeout(90_000);
  const request = await fileRequest();
  await signIn(page, 'hq');
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Incoming Order Change Requests' }).click();
  await expect(page).toHaveURL(/\/bulk_change$/);
  const table = page.getByRole('table', { name: 'Change requests' });
  const row = table
    .getByRole('row')
    .filter({ hasText: request.po })
    .filter({ hasText: String(request.id) });
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(row).toContainText('New');
  await expect(table.getByRole('cell', { name: /^(Accepted|Rejected|Error)$/ }).first()).toBeVisible();
  await snap(page, 'bulk-change');
  await expectNoSeriousA11yViolations(page);

  await row.click();
  const drawer = dialog(page, `Change Request ${request.id}`);
  await expect(drawer).toBeVisible();
  const changes = drawer.getByRole('table').first();
  await expect(changes).toContainText(`${request.sku} Quantity`);
  // The old value struck through, the new one in red italics.
  await expect(changes.locator('del').first()).toHaveCSS('text-decoration-line', 'line-through');
  const requested = changes.locator('em', { hasText: String(request.quantity) });
  await expect(requested).toHaveCSS('font-style', 'italic');
  await expect(requested).toHaveCSS('color', 'rgb(179, 20, 31)');
  await expect(drawer.getByRole('region', { name: 'Customer Info' })).toContainText('77 Changed Road');
  await expect(drawer.getByRole('table', { name: 'Order items' })).toContainText(request.sku);
  await snap(page, 'bulk-change-drawer');
  await expectNoSeriousA11yViolations(page);

  await drawer.getByRole('button', { name: 'Approve' }).click();
  await expect(
    page
      .locator('ion-toast')
      .filter({ hasText: `Sent Request ${request.id} For Processing` })
      .last(),
  ).toBeVisible();
  const sent = drawer.getByRole('status');
  await expect(sent).toContainText(`Sent Request ${request.id} For Processing`);
  await expect(sent.locator('strong')).toContainText('must be updated manually');
  const { rows } = await pool.query(
    `select r.request_status, o.address1,
       (select quantity from bulk_order_items i where i.order_id = o.id and i.internal_sku = $2 and i.order_status <> 199 limit 1) as quantity
     from change_requests r join bulk_orders o on o.id = r.order_id where r.request_id = $1`,
    [request.id, request.sku],
  );
  expect(rows[0]).toEqual({ request_status: 801, address1: '77 Changed Road', quantity: request.quantity });
  await snap(page, 'bulk-change-approved');
});

test('a user without the washington, bulk or admin scope is sent home', async ({ page }) => {
  await signIn(page, 'office');
  await page.goto('/bulk_change');
  await expect(page).not.toHaveURL(/bulk_change/);
});
