import { expect, test, type Page } from '@playwright/test';
import type pg from 'pg';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { e2eDbPool } from '../support/e2e-db';
import { chooseOption, dialog, openMenu, signIn, snap, tick } from '../support/helpers';
import { dataTable, expectTouchSizedTargets } from '../support/table-touch';

/**
 * Bulk Orders (D2 section 2; issue 13 items 2 and 4) on the demo world, as the bulk user: the ten
 * tabs, the one-vendor rule of the action bar, Route Order on Not Routed (nothing sent while a field
 * is missing, then the order moves to Not Built) and the bulk order drawer with its pallets.
 */

type Order = { id: number; po: string; vendor: string; acu: string | null };

let pool: pg.Pool;
test.beforeAll(() => {
  pool = e2eDbPool();
});
test.afterAll(async () => {
  await pool.end();
});

/** The newest orders of a stage (the table sorts by id, newest first: its first page); each project takes its own. */
async function newest(stage: string, offset: number, extra = 'true'): Promise<Order> {
  const { rows } = await pool.query<Order>(
    `select o.id, o.internal_po_number as po, o.vendor_name as vendor, o.acu_order_num as acu
     from bulk_orders o where o.company = 'furhaven' and o.stage = $1 and ${extra}
       and o.internal_po_number not like 'E2E%'
       and exists (select 1 from bulk_order_items i where i.order_id = o.id and i.order_status <> 199)
     order by o.id desc offset $2 limit 1`,
    [stage, offset],
  );
  if (!rows[0]) throw new Error(`the demo world has no ${stage} order`);
  return rows[0];
}

const rowBox = (page: Page, o: Order) => page.getByRole('checkbox', { name: `Select ${o.po} ${o.vendor}` });
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
/** Opens a stage tab: the segment button takes the press (its inner tab role sits under it). */
const openTab = (page: Page, name: string) =>
  page
    .locator('ion-segment-button')
    .filter({ hasText: new RegExp(`^${name}$`) })
    .click();

test('the bulk user routes an order and opens the drawer of a shipped one', async ({ page }) => {
  test.setTimeout(180_000);
  const tablet = test.info().project.name === 'tablet';
  const slot = tablet ? 1 : 0;
  const toRoute = await newest('not_routed', slot);

  await signIn(page, 'bulk');
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Bulk Orders' }).click();
  await expect(page).toHaveURL(/\/bulk_orders$/);
  for (const name of [
    'New',
    'Not In Acumatica',
    'Not Routed',
    'Not Built',
    'Not Shipped',
    'Ready',
    'Shipped',
    'ASN Sent',
    'Invoiced',
    'Complete',
  ])
    await expect(tab(page, name)).toBeAttached();
  await expect(page.getByRole('table', { name: 'New orders' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'New orders' }).getByRole('row').nth(1)).toBeVisible();
  await snap(page, 'bulk-orders-new');
  await expectNoSeriousA11yViolations(page);

  // Not Routed: the tab's Route Order, and the one-vendor rule.
  await openTab(page, 'Not Routed');
  const table = page.getByRole('table', { name: 'Not Routed orders' });
  await expect(rowBox(page, toRoute)).toBeVisible({ timeout: 30_000 });
  if (tablet) await expectTouchSizedTargets(dataTable(page, 'Not Routed orders'));
  const { rows: others } = await pool.query<Order>(
    `select o.id, o.internal_po_number as po, o.vendor_name as vendor from bulk_orders o
     where o.company = 'furhaven' and o.stage = 'not_routed' and o.vendor_name <> $1 order by o.id desc limit 1`,
    [toRoute.vendor],
  );
  const other = others[0];
  if (other && (await rowBox(page, other).count()) > 0) {
    await tick(rowBox(page, toRoute));
    await tick(rowBox(page, other));
    await expect(page.getByText('Select orders of one vendor to act on them.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Route Order' })).toHaveCount(0);
    await snap(page, 'bulk-orders-two-vendors');
    await rowBox(page, other).click();
    await expect(rowBox(page, other)).not.toBeChecked();
  } else {
    await tick(rowBox(page, toRoute));
  }
  await page.getByRole('button', { name: 'Route Order' }).click();
  const route = dialog(page, 'Route Order');
  await expect(route).toBeVisible();
  await expect(route.getByLabel('SO Number')).toHaveValue(toRoute.acu ?? '');
  await expect(route.getByLabel('PO Number')).toHaveValue(toRoute.po);
  // D2 section 5: all six fields required; nothing is sent while one is missing.
  await route.getByLabel('Earliest Pickup Date *').fill('2026-12-01');
  await route.getByRole('button', { name: 'Route Order' }).click();
  await expect(route.getByText('Volume (CF) is required.')).toBeVisible();
  await expect(route.getByText('Weight (LBS) is required.')).toBeVisible();
  await snap(page, 'bulk-orders-route-missing');
  await expectNoSeriousA11yViolations(page);
  const stage = async () =>
    (await pool.query<{ stage: string }>('select stage from bulk_orders where id = $1', [toRoute.id])).rows[0]
      ?.stage;
  expect(await stage()).toBe('not_routed');
  await route.getByLabel('Volume (CF) *').fill('310.5');
  await route.getByLabel('Weight (LBS) *').fill('1840');
  await route.getByRole('button', { name: 'Route Order' }).click();
  await expect(page.locator('ion-toast', { hasText: `Order ${toRoute.po} routed.` }).last()).toBeVisible();
  await expect(route).toBeHidden();
  await expect.poll(stage).toBe('not_built');
  await expect(rowBox(page, toRoute)).toHaveCount(0);
  await expect(table).toBeVisible();

  // Not Built: the drawer's Transfer moves a line whole to another warehouse (asks first).
  const { rows: lines } = await pool.query<{ id: number; sku: string; pa: number; pieces: number }>(
    `select id, internal_sku as sku, fulfill_pa as pa, fulfill_ky + fulfill_pa + fulfill_tx + fulfill_il as pieces
     from bulk_order_items
     where order_id = $1 and order_status = 101
       and (fulfill_ky > 0)::int + (fulfill_pa > 0)::int + (fulfill_tx > 0)::int + (fulfill_il > 0)::int = 1
     order by id limit 1`,
    [toRoute.id],
  );
  const moving = lines[0]!;
  const [target, column] = moving.pa > 0 ? ['Kentucky', 'fulfill_ky'] : ['Pennsylvania', 'fulfill_pa'];
  const drawer = dialog(page, 'Bulk order details');
  await openTab(page, 'Not Built');
  await tick(rowBox(page, toRoute));
  await page.getByRole('button', { name: 'View Details' }).click();
  await expect(drawer.getByText(`Order ${toRoute.po}`).first()).toBeVisible();
  await drawer.getByRole('button', { name: 'Transfer', exact: true }).click();
  const transfer = dialog(page, 'Select Items to Transfer');
  await chooseOption(page, 'Transfer to', target);
  await tick(transfer.getByRole('checkbox', { name: new RegExp(`^${moving.sku} `) }));
  await snap(page, 'bulk-orders-transfer');
  await expectNoSeriousA11yViolations(page);
  await transfer.getByRole('button', { name: 'Transfer', exact: true }).click();
  await page.locator('ion-alert').getByRole('button', { name: 'Transfer' }).click();
  await expect(page.locator('ion-toast', { hasText: `1 item transferred to ${target}.` }).last()).toBeVisible(
    {
      timeout: 30_000,
    },
  );
  const { rows: after } = await pool.query<{ n: number }>(
    `select ${column} as n from bulk_order_items where id = $1`,
    [moving.id],
  );
  expect(after[0]?.n).toBe(moving.pieces);
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();

  // A shipped order (on Complete: the shipping walk sends the ASNs of every order on Shipped, so that
  // tab may be empty by now): View Details opens the drawer with a Pallet N tab per shipment.
  const shipped = await newest(
    'complete',
    slot,
    'exists (select 1 from bulk_shipments s where s.order_id = o.id)',
  );
  await openTab(page, 'Complete');
  await expect(rowBox(page, shipped)).toBeVisible({ timeout: 30_000 });
  await tick(rowBox(page, shipped));
  await page.getByRole('button', { name: 'View Details' }).click();
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText(`Order ${shipped.po}`).first()).toBeVisible();
  await expect(drawer.getByText('Order Number')).toBeVisible();
  await expect(drawer.getByText('Customer Info')).toBeVisible();
  await expect(drawer.getByRole('tab', { name: 'Pallet 1' })).toBeVisible();
  for (const field of [
    'Carrier',
    'PRO Number',
    'Truck Number',
    'Acumatica Shipment',
    'Total Quantity',
    'Reshipped',
  ])
    await expect(drawer.getByText(field, { exact: true }).first()).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Download Bulk Pullsheet' })).toBeVisible();
  await expect(drawer.getByRole('table', { name: 'Items on pallet 1' })).toBeVisible();
  await snap(page, 'bulk-orders-drawer');
  await expectNoSeriousA11yViolations(page);
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();

  // Not Shipped (items Built): Short Items shorts one item and unshorts it; the 855 is sent.
  const built = await newest(
    'not_shipped',
    slot,
    'not exists (select 1 from bulk_order_items i where i.order_id = o.id and i.order_status <> 102)',
  );
  const { rows: items } = await pool.query<{ id: number; sku: string }>(
    'select id, internal_sku as sku from bulk_order_items where order_id = $1 order by id limit 1',
    [built.id],
  );
  const item = items[0]!;
  const itemStatus = async () =>
    (
      await pool.query<{ s: number }>('select order_status as s from bulk_order_items where id = $1', [
        item.id,
      ])
    ).rows[0]?.s;
  await openTab(page, 'Not Shipped');
  await expect(rowBox(page, built)).toBeVisible({ timeout: 30_000 });
  await tick(rowBox(page, built));
  await page.getByRole('button', { name: 'View Details' }).click();
  await expect(drawer.getByText(`Order ${built.po}`).first()).toBeVisible();
  await drawer.getByRole('button', { name: 'Send Acknowledgement' }).click();
  await expect(page.locator('ion-toast', { hasText: 'Acknowledgement Sent!' }).last()).toBeVisible();
  await drawer.getByRole('button', { name: 'Short Items' }).click();
  const shorts = dialog(page, `Short Items of ${built.po}`);
  await expect(shorts).toBeVisible();
  await tick(shorts.getByRole('checkbox', { name: `Select ${item.sku}` }).first());
  await expect(shorts.getByRole('button', { name: 'Unshort' })).toBeDisabled();
  await snap(page, 'bulk-orders-short-items');
  await expectNoSeriousA11yViolations(page);
  await shorts.getByRole('button', { name: 'Short', exact: true }).click();
  await expect(page.locator('ion-toast', { hasText: 'Saved Shorts' }).last()).toBeVisible();
  await expect.poll(itemStatus).toBe(199);
  await drawer.getByRole('button', { name: 'Short Items' }).click();
  await tick(shorts.getByRole('checkbox', { name: `Select ${item.sku}` }).first());
  await shorts.getByRole('button', { name: 'Unshort' }).click();
  await expect.poll(itemStatus).toBe(102);
});

test('a user without the bulk scope is sent home', async ({ page }) => {
  await signIn(page, 'office');
  await page.goto('/bulk_orders');
  await expect(page).not.toHaveURL(/bulk_orders/);
});
