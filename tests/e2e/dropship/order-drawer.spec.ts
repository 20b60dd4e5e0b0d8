import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import type pg from 'pg';
import { e2eDbPool } from '../support/e2e-db';
import { dialog, signIn, snap } from '../support/helpers';

/**
 * The dropship order drawer (issue 5 item 3) on the demo world, opened by Order Search's deep link
 * `/order_search?po=&vendor=`. Orders of each kind are found in the e2e server's own database
 * (read-only, except where a package must be made late), so the walk does not depend on the seed.
 */
let pool: pg.Pool;
test.beforeAll(() => {
  pool = e2eDbPool();
});
test.afterAll(async () => {
  await pool.end();
});

type Ref = { id: number; po: string; vendor: string };
const used = new Set<number>();
/** Each test takes its own slot, so a retried worker (which forgets `used`) never reuses an order. */
async function findOrder(where: string, slot = 0): Promise<Ref> {
  const { rows } = await pool.query<Ref>(
    `select o.id, o.internal_po_number as po, o.vendor_name as vendor from dropship_orders o
     where o.company = 'furhaven' and o.vendor_name not ilike '%amazon%' and ${where}
       and o.id <> all($1) order by o.upload_date desc, o.id limit 1 offset $2`,
    [[...used], slot],
  );
  const [ref] = rows;
  if (!ref) throw new Error(`the demo world has no order where ${where}`);
  used.add(ref.id);
  return ref;
}
const noPackages = `not exists (select 1 from dropship_packages p where p.order_id = o.id)`;
const openLines = (n: number) =>
  `(select count(*) from dropship_order_lines l where l.order_id = o.id and l.order_status <> 199) >= ${n}`;
const onSheet = `o.order_status between 101 and 103
  and (select count(*) from dropship_packages p where p.order_id = o.id) = 1
  and exists (select 1 from dropship_packages p where p.order_id = o.id and p.pullsheet_id is not null
    and p.tracking_status = 200 and p.tracking_number is not null)`;

async function openDrawer(page: Page, ref: Ref): Promise<Locator> {
  await page.goto(`/order_search?po=${encodeURIComponent(ref.po)}&vendor=${encodeURIComponent(ref.vendor)}`);
  const drawer = dialog(page, `Order ${ref.po}`);
  await expect(drawer.getByText(`Order ${ref.po}`, { exact: true })).toBeVisible();
  await expect(drawer.getByText('Dropship', { exact: true })).toBeVisible();
  return drawer;
}
async function answer(page: Page, header: string, button: 'Yes' | 'No') {
  const alert = page.locator('ion-alert').filter({ hasText: header });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: button, exact: true }).click();
  await expect(alert).toBeHidden();
}
const toast = (page: Page, text: string) => page.locator('ion-toast').filter({ hasText: text }).last();
const field = (drawer: Locator, term: string) =>
  drawer
    .locator('.order-drawer__fields > div')
    .filter({ has: drawer.page().locator('dt', { hasText: new RegExp(`^${term.replace(/[?]/g, '\\?')}$`) }) })
    .locator('dd');

test.beforeEach(async ({ page }) => {
  await signIn(page, 'office');
});

test('hold an order; decline its cancel', async ({ page }) => {
  const ref = await findOrder(`o.order_status = 100 and ${noPackages} and ${openLines(1)}`);
  const drawer = await openDrawer(page, ref);
  await expect(field(drawer, 'Vendor')).toHaveText(ref.vendor);
  await expect(field(drawer, 'PO Number')).toHaveText(ref.po);
  await expect(field(drawer, 'Status')).toHaveText('Order Created');
  for (const name of ['Cancel Order', 'Hold Order', 'Resend to Acumatica', 'Transfer'])
    await expect(drawer.getByRole('button', { name })).toBeVisible();
  await expect(drawer.getByRole('table', { name: 'Items' })).toBeVisible();
  await snap(page, 'order-drawer-created');
  await expectNoSeriousA11yViolations(page);

  await drawer.getByRole('button', { name: 'Hold Order' }).click();
  await answer(page, `Put order ${ref.po} on hold?`, 'Yes');
  await expect(toast(page, 'Order On Hold!')).toBeVisible();
  await expect(field(drawer, 'Status')).toHaveText('Order Production Hold');
  // Hidden when on hold (D1 section 4).
  await expect(drawer.getByRole('button', { name: 'Hold Order' })).toHaveCount(0);

  await drawer.getByRole('button', { name: 'Cancel Order' }).click();
  await answer(page, `Cancel order ${ref.po}?`, 'No');
  await expect(toast(page, 'Operation Aborted')).toBeVisible();
  await expect(field(drawer, 'Status')).toHaveText('Order Production Hold');
  await snap(page, 'order-drawer-on-hold');
  const { rows } = await pool.query<{ order_status: number }>(
    `select order_status from dropship_orders where id = $1`,
    [ref.id],
  );
  expect(rows[0]?.order_status).toBe(197);
});

test('a cancel on a pull sheet is refused; Download Label; Remove From Pullsheet, then cancel', async ({
  page,
}) => {
  const ref = await findOrder(onSheet);
  const drawer = await openDrawer(page, ref);
  await expect(drawer.getByRole('tab', { name: 'Package 1' })).toBeVisible();
  const tracking = (await field(drawer, 'Tracking Number').innerText()).trim();
  expect(tracking.length).toBeGreaterThan(10);
  await expect(field(drawer, 'Reshipped?')).toHaveText('No');

  await drawer.getByRole('button', { name: 'Cancel Order' }).click();
  await answer(page, `Cancel order ${ref.po}?`, 'Yes');
  await expect(toast(page, "Can't Cancel Order. Check if order is on a pullsheet.")).toBeVisible();
  await snap(page, 'order-drawer-cancel-refused');

  const downloads: string[] = [];
  page.on('download', (d) => downloads.push(d.suggestedFilename()));
  await drawer.getByRole('button', { name: 'Download Label' }).click();
  await expect
    .poll(() => downloads.sort())
    .toEqual([`${ref.po}_${tracking}_packing_slip.zpl`, `${ref.po}_${tracking}_shipping_label.zpl`]);

  await drawer.getByRole('button', { name: 'Remove From Pullsheet' }).click();
  await answer(page, 'Remove From Pullsheet', 'Yes');
  await expect(drawer.getByText('Package Reset', { exact: true })).toBeVisible();
  await expect(field(drawer, 'Pullsheet')).toHaveText('—');
  await expect(field(drawer, 'Status')).toHaveText('Order Created');
  await snap(page, 'order-drawer-package-reset');

  await drawer.getByRole('button', { name: 'Cancel Order' }).click();
  await answer(page, `Cancel order ${ref.po}?`, 'Yes');
  await expect(toast(page, 'Order Canceled!')).toBeVisible();
  await expect(field(drawer, 'Status')).toHaveText('Order Cancelled');
  for (const name of ['Cancel Order', 'Hold Order', 'Resend to Acumatica', 'Transfer'])
    await expect(drawer.getByRole('button', { name })).toHaveCount(0);
});

test('reship a late package', async ({ page }) => {
  const ref = await findOrder(onSheet, 1);
  // A label still at the dock over a day after its shipment date is late (D1 section 9).
  await pool.query(
    `update dropship_packages set ship_date = now() - interval '30 hours' where order_id = $1`,
    [ref.id],
  );
  const drawer = await openDrawer(page, ref);
  await expect(field(drawer, 'Tracking Status')).toHaveText('Label Created - Late');
  const old = (await field(drawer, 'Tracking Number').innerText()).trim();
  await drawer.getByRole('button', { name: 'Reship' }).click();
  await answer(page, 'Reship', 'Yes');
  await expect(toast(page, 'Package reshipped')).toBeVisible();
  await expect(field(drawer, 'Tracking Status')).toHaveText('Reshipped');
  await expect(field(drawer, 'Reshipped?')).toHaveText(/^\d{1,2}\/\d{1,2}\/\d{2}$/);
  await expect(drawer.getByRole('button', { name: 'Reship' })).toHaveCount(0);
  await snap(page, 'order-drawer-reshipped');
  // The segment button's own element takes the click (its inner tab button sits under it).
  await drawer.locator('ion-segment-button', { hasText: 'Package 2' }).click();
  await expect(drawer.getByRole('tab', { name: 'Package 2' })).toHaveAttribute('aria-selected', 'true');
  await expect(field(drawer, 'Tracking Status')).toHaveText('Label Created');
  await expect(field(drawer, 'Tracking Number')).not.toHaveText(old);
});

test('transfer an item; the ERP number dialog refuses a bad number', async ({ page }) => {
  const ref = await findOrder(`o.order_status = 100 and o.warehouse = 'kentucky' and o.acu_order_num is null
    and ${noPackages} and ${openLines(2)}`);
  const drawer = await openDrawer(page, ref);

  await drawer.getByRole('button', { name: 'Edit Acumatica SO Number' }).click();
  const erp = dialog(page, 'Acumatica SO Number');
  await erp.getByRole('textbox', { name: 'Acumatica SO Number' }).fill('12ab');
  await erp.getByRole('button', { name: 'Save' }).click();
  await expect(erp.getByText('Enter an Acumatica order number of up to 7 digits.')).toBeVisible();
  await erp.getByRole('textbox', { name: 'Acumatica SO Number' }).fill('9999999');
  await erp.getByRole('button', { name: 'Save' }).click();
  await expect(erp.getByText('Acumatica has no sales order 9999999.')).toBeVisible();
  await snap(page, 'order-drawer-erp-number');
  await expectNoSeriousA11yViolations(page);
  await erp.getByRole('button', { name: 'Cancel' }).click();

  await drawer.getByRole('button', { name: 'Transfer' }).click();
  const transfer = dialog(page, 'Select Items to Transfer');
  await expect(transfer.getByText('The items move from Kentucky to Pennsylvania.')).toBeVisible();
  await transfer.getByRole('button', { name: 'Transfer' }).click();
  await expect(transfer.getByText('Select at least one item to transfer')).toBeVisible();
  await transfer.locator('ion-checkbox').first().click();
  await snap(page, 'order-drawer-transfer');
  await transfer.getByRole('button', { name: 'Transfer' }).click();
  await answer(page, 'Transfer', 'Yes');
  await expect(toast(page, `as order ${ref.po}-T1`)).toBeVisible();
  const { rows } = await pool.query<{ warehouse: string }>(
    `select warehouse from dropship_orders where company = 'furhaven' and internal_po_number = $1`,
    [`${ref.po}-T1`],
  );
  expect(rows[0]?.warehouse).toBe('pennsylvania');
});
