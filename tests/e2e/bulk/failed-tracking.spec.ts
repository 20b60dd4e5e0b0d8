import { expect, test } from '@playwright/test';
import type pg from 'pg';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { e2eDbPool } from '../support/e2e-db';
import { dialog, openMenu, signIn, snap } from '../support/helpers';

/**
 * Failed Tracking's bulk side (issue 14 item 8): the bulk user opens Failed Tracking, sees the
 * `_bulk` company's parcel shipment that has no tracking number and sets one by hand.
 */

let pool: pg.Pool;
test.beforeAll(() => {
  pool = e2eDbPool();
});
test.afterAll(async () => {
  await pool.end();
});

test('the bulk user sets the tracking number of a bulk parcel', async ({ page }) => {
  test.setTimeout(90_000);
  // A Ready order's load goes by parcel and its label was never bought. The oldest such shipment
  // of the world (other walks act on the newest rows of a tab), from a warehouse the bulk user
  // holds, of an order with a line not cancelled.
  const { rows } = await pool.query<{ id: number; po: string }>(
    `update bulk_shipments s set method = 'PARCEL', pro_number = null from bulk_orders o
     where o.id = s.order_id and s.id = (select s2.id from bulk_shipments s2
       join bulk_orders o2 on o2.id = s2.order_id
       where s2.company = 'furhaven' and s2.shipment_status = 200
         and s2.warehouse in ('kentucky', 'pennsylvania', 'texas')
         and exists (select 1 from bulk_order_items i where i.order_id = o2.id and i.order_status <> 199)
       order by s2.id limit 1)
     returning s.id, o.internal_po_number as po`,
  );
  const parcel = rows[0]!;
  await signIn(page, 'bulk');
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Failed Tracking' }).click();
  await expect(page).toHaveURL(/\/failed_tracking$/);
  // The bulk user has only the bulk side: no switch, no dropship table.
  await expect(page.getByRole('radiogroup', { name: 'Failed tracking side' })).toHaveCount(0);
  const table = page.getByRole('table', { name: 'Bulk failed tracking' });
  const row = table.getByRole('row').filter({ hasText: parcel.po });
  await expect(row).toBeVisible({ timeout: 20_000 });
  for (const header of ['Order ID', 'Warehouse', 'SKU', 'Weight (lb)', 'Qty', 'Box', 'Name', 'Zip Code'])
    await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  await snap(page, 'bulk-failed-tracking');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('checkbox', { name: `Select PO ${parcel.po}`, exact: true }).check();
  await page.getByRole('button', { name: 'Set Tracking', exact: true }).click();
  const set = dialog(page, `Set Tracking for PO ${parcel.po}`);
  await set.getByLabel('Tracking number').fill('1Z 999 AA1 0123456784');
  await set.getByRole('button', { name: 'Set Tracking' }).click();
  await expect(
    page
      .locator('ion-toast')
      .filter({ hasText: `Tracking 1Z999AA10123456784 set on PO ${parcel.po}.` })
      .last(),
  ).toBeVisible();
  await expect(row).toHaveCount(0);
  const { rows: db } = await pool.query(`select pro_number from bulk_shipments where id = $1`, [parcel.id]);
  expect(db[0]).toEqual({ pro_number: '1Z999AA10123456784' });
  await snap(page, 'bulk-failed-tracking-set');
});

test('a user without the dropship, bulk or admin scope is sent home', async ({ page }) => {
  await signIn(page, 'labour');
  await page.goto('/failed_tracking');
  await expect(page).not.toHaveURL(/failed_tracking/);
});
