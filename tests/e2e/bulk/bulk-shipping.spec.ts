import { writeFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type pg from 'pg';
import { DECISION_MESSAGES } from '../../../src/shared/domain/bulk/decisions';
import { SHIPMENT_FILE_COLUMNS, SHIPMENT_MESSAGES as M } from '../../../src/shared/domain/bulk/shipments';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { e2eDbPool } from '../support/e2e-db';
import { dialog, openMenu, signIn, snap, tick } from '../support/helpers';

/**
 * One bulk order from New to Complete on the Bulk Orders tabs (D2 sections 2 to 5 and 9) as the bulk
 * user: a mixed New order decided in the processing panel (one line split between Kentucky and
 * Pennsylvania, one cancelled) and submitted, routed (Route Order), then Not Built (View In
 * Acumatica, Force Built with its confirmation; refused for an order on hold), Not Shipped (Add
 * Shipment Information: nothing sent while a required field is empty, one shipment per warehouse;
 * Bulk Update refusing a file without a carrier), Ready (Confirm Shipment), Shipped (Export Ready
 * ASNs, Send Ready ASNs), the invoice job (ASN Sent -> Invoiced) and Mark Complete.
 */

type Order = { id: number; po: string; vendor: string; acu: string };
type Line = { id: number; internal_sku: string };

let pool: pg.Pool;
test.beforeAll(() => {
  pool = e2eDbPool();
});
test.afterAll(async () => {
  await pool.end();
});

/** A fresh order on Not Built: two acknowledged lines sent from Kentucky; `hold` puts them on hold. */
async function notBuiltOrder(tag: string, hold = false): Promise<Order> {
  const po = `E2ES${tag}${Date.now().toString(36).toUpperCase()}`;
  const acu = String(9_000_000 + Math.floor(Math.random() * 900_000)).padStart(7, '0');
  const { rows } = await pool.query<Order>(
    `insert into bulk_orders (company, internal_po_number, vendor_name, vendor_code, stage, order_status, order_date,
       warehouse, acu_order_num, acumatica_status, name, address1, city, state, zip_code, price, order_pieces)
     select 'furhaven', $1, v.name, v.code, 'not_built', $3, now() - interval '3 days', 'kentucky', $2, 401,
       v.name || ' DC', '1 Dock Rd', 'Reno', 'NV', '89501', '300.00', 30
     from vendors v where v.company = 'furhaven' and v.side = 'bulk' order by v.id limit 1
     returning id, internal_po_number as po, vendor_name as vendor, acu_order_num as acu`,
    [po, acu, hold ? 197 : 101],
  );
  const order = rows[0]!;
  await pool.query(
    `insert into bulk_order_items (company, order_id, internal_sku, quantity, internal_price, external_price,
       case_packs, decision, fulfill_ky, ship_method, order_status)
     select 'furhaven', $1, sku, 12, '5.00', '6.50', 4, 'Kentucky', 12, 'LTL', $2
     from items where company = 'furhaven' and not is_bundle order by sku limit 2`,
    [order.id, hold ? 197 : 101],
  );
  return order;
}

/** A fresh New order of two 20-piece lines of SKUs with at least 40 in stock at KY and PA. */
async function newOrder(tag: string): Promise<Order & { lines: [Line, Line] }> {
  const po = `E2EW${tag}${Date.now().toString(36).toUpperCase()}`;
  const { rows } = await pool.query<Order>(
    `insert into bulk_orders (company, internal_po_number, vendor_name, vendor_code, stage, order_status, order_date,
       name, address1, city, state, zip_code, price, order_pieces)
     select 'furhaven', $1, v.name, v.code, 'new', 100, now(), v.name || ' DC', '1 Dock Rd', 'Reno', 'NV', '89501', '260.00', 40
     from vendors v where v.company = 'furhaven' and v.side = 'bulk' and v.name <> 'Chewy' order by v.id limit 1
     returning id, internal_po_number as po, vendor_name as vendor, '' as acu`,
    [po],
  );
  const order = rows[0]!;
  const { rows: lines } = await pool.query<Line>(
    `with ok as (
       select i.sku, min(s.available) filter (where s.warehouse = 'kentucky') as ky,
              min(s.available) filter (where s.warehouse = 'pennsylvania') as pa
       from items i join item_stock s on s.item_id = i.id
       where i.company = 'furhaven' and not i.is_bundle group by i.sku)
     insert into bulk_order_items (company, order_id, internal_sku, quantity, internal_price, external_price, case_packs, order_status)
     select 'furhaven', $1, sku, 20, '5.00', '6.50', 4, 100 from ok
     where ky >= 40 and pa >= 40 order by sku desc limit 2
     returning id, internal_sku`,
    [order.id],
  );
  return { ...order, lines: lines.sort((a, b) => a.id - b.id) as [Line, Line] };
}

const toast = (page: Page, text: string) => page.locator('ion-toast', { hasText: text }).last();
/** A toast after a write: the two shared cores can take a while to answer. */
const shown = (page: Page, text: string) => expect(toast(page, text)).toBeVisible({ timeout: 30_000 });
/** A tab of the page by its exact label (Shipped is also the end of Not Shipped). */
const segment = (scope: Page | Locator, name: string) =>
  scope.locator('ion-segment-button', { hasText: new RegExp(`^\\s*${name}\\s*$`) });
const rowBox = (page: Page, o: Order) => page.getByRole('checkbox', { name: `Select ${o.po} ${o.vendor}` });
const stageOf = async (id: number) =>
  (await pool.query<{ stage: string }>('select stage from bulk_orders where id = $1', [id])).rows[0]!.stage;

async function untick(checkbox: Locator) {
  await checkbox.click();
  await expect(checkbox).not.toBeChecked();
}

async function openTab(page: Page, name: string) {
  await segment(page, name).click();
  await expect(segment(page, name)).toHaveClass(/segment-button-checked/);
}

async function confirmAlert(page: Page, button: string) {
  const alert = page.locator('ion-alert');
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: button }).click();
}

test('the bulk user decides, routes, builds, ships, confirms, sends the ASN of and completes one order', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const tag = test.info().project.name === 'tablet' ? 'T' : 'D';
  const order = await newOrder(tag);
  const held = await notBuiltOrder(`${tag}H`, true);
  const [split, cancelled] = order.lines;

  await signIn(page, 'bulk');
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Bulk Orders' }).click();
  await expect(page).toHaveURL(/\/bulk_orders$/);

  // New: decide the order in the panel: one line split 12 Kentucky / 8 Pennsylvania, one cancelled.
  await expect(rowBox(page, order)).toBeVisible({ timeout: 30_000 });
  await tick(rowBox(page, order));
  await page.getByRole('button', { name: 'Send to Acumatica On Hold' }).click();
  const panel = dialog(page, 'Order Processing');
  await panel.getByLabel(`Decision for ${split.internal_sku} on ${order.po}`).selectOption('Split');
  await panel.getByLabel(`Decision for ${cancelled.internal_sku} on ${order.po}`).selectOption('Cancel');
  await segment(panel, 'Split').click();
  await panel.getByLabel(`KY quantity for ${split.internal_sku} on ${order.po}`).fill('12');
  await panel.getByLabel(`PA quantity for ${split.internal_sku} on ${order.po}`).fill('8');
  await segment(panel, 'Ship Method').click();
  await panel.getByLabel('Kentucky').selectOption('LTL');
  await panel.getByLabel('Pennsylvania').selectOption('LTL');
  await segment(panel, 'Review').click();
  await expect(panel.getByRole('table', { name: 'Cancel: 20 pieces' })).toBeVisible();
  await panel.getByRole('button', { name: 'Submit' }).click();
  await shown(page, DECISION_MESSAGES.sent);
  await expect.poll(() => stageOf(order.id), { timeout: 30_000 }).toBe('not_routed');
  order.acu = (
    await pool.query<{ acu: string }>('select acu_order_num as acu from bulk_orders where id = $1', [
      order.id,
    ])
  ).rows[0]!.acu;

  // Not Routed: Route Order with all six fields.
  await openTab(page, 'Not Routed');
  await tick(rowBox(page, order));
  await page.getByRole('button', { name: 'Route Order' }).click();
  const route = dialog(page, 'Route Order');
  await expect(route.getByLabel('SO Number')).toHaveValue(order.acu);
  await route.getByLabel('Earliest Pickup Date *').fill('2026-12-01');
  await route.getByLabel('Volume (CF) *').fill('120');
  await route.getByLabel('Weight (LBS) *').fill('640');
  await route.getByRole('button', { name: 'Route Order' }).click();
  await shown(page, `Order ${order.po} routed.`);
  await expect.poll(() => stageOf(order.id)).toBe('not_built');

  // Not Built: View In Acumatica points at the sales order (type SO); Force Built refuses a held order.
  await openTab(page, 'Not Built');
  await tick(rowBox(page, order));
  const view = page.getByRole('link', { name: 'View In Acumatica' });
  await expect(view).toHaveAttribute(
    'href',
    new RegExp(`/Main\\?ScreenId=SO301000&OrderType=SO&OrderNbr=${order.acu}$`),
  );
  await untick(rowBox(page, order));
  await tick(rowBox(page, held));
  await page.getByRole('button', { name: 'Force Built' }).click();
  await confirmAlert(page, 'Force Built');
  await shown(page, 'is on hold; it cannot be built');
  expect(await stageOf(held.id)).toBe('not_built');
  await untick(rowBox(page, held));
  await tick(rowBox(page, order));
  await page.getByRole('button', { name: 'Force Built' }).click();
  await snap(page, 'bulk-shipping-force-built');
  await confirmAlert(page, 'Force Built');
  await shown(page, M.built(1));
  await expect(rowBox(page, order)).toHaveCount(0);
  expect(await stageOf(order.id)).toBe('not_shipped');

  // Not Shipped: a file without a carrier is refused whole; the dialog sends nothing with a field empty.
  await openTab(page, 'Not Shipped');
  await page.getByRole('button', { name: 'Bulk Update' }).click();
  const bulkUpdate = dialog(page, 'Bulk Shipment Update');
  const file = test.info().outputPath('shipments.csv');
  const cells: Record<string, string> = {
    internal_po_number: order.po,
    vendor_name: order.vendor,
    pro_number: '55501',
    bol: 'B1',
    ship_date: '3/9/2026',
    expected_delivery: '3/12/2026',
    truck_number: '12',
  };
  writeFileSync(
    file,
    `${SHIPMENT_FILE_COLUMNS.join(',')}\n${SHIPMENT_FILE_COLUMNS.map((c) => cells[c] ?? '').join(',')}\n`,
  );
  await bulkUpdate.getByLabel('Shipment file (CSV)').setInputFiles(file);
  await shown(page, M.missingValue('carrier', order.po));
  await expect(bulkUpdate.getByRole('button', { name: 'Upload' })).toBeDisabled();
  await bulkUpdate.getByRole('button', { name: 'Cancel' }).click();

  await tick(rowBox(page, order));
  await page.getByRole('button', { name: 'Add Shipment Information' }).click();
  const add = dialog(page, 'Add Shipment Information');
  await add.getByLabel('PRO Number *').fill('7700112233');
  await add.getByLabel('Carrier (SCAC) *').fill('ODFL');
  await add.getByLabel('BOL *').fill('12345678901234567');
  await add.getByLabel('Ship Date *').fill('2026-03-09');
  await add.getByLabel('Expected Delivery *').fill('2026-03-12');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add.getByText('Truck Number is required.')).toBeVisible();
  await snap(page, 'bulk-shipping-add-shipment');
  await expectNoSeriousA11yViolations(page);
  expect(await stageOf(order.id)).toBe('not_shipped');
  await add.getByLabel('Truck Number *').fill('4411');
  await add.getByLabel('Total Pallets').fill('1');
  await add.getByRole('button', { name: 'Save' }).click();
  await shown(page, M.saved);
  expect(await stageOf(order.id)).toBe('ready');
  // The split line ships from both warehouses: one shipment each, with its own pieces.
  const { rows: shipments } = await pool.query<{ warehouse: string; pieces: number }>(
    'select warehouse, pieces from bulk_shipments where order_id = $1 order by warehouse',
    [order.id],
  );
  expect(shipments).toEqual([
    { warehouse: 'kentucky', pieces: 12 },
    { warehouse: 'pennsylvania', pieces: 8 },
  ]);

  // Ready: Confirm Shipment asks first; the ERP is not told.
  await openTab(page, 'Ready');
  await tick(rowBox(page, order));
  await page.getByRole('button', { name: 'Confirm Shipment' }).click();
  await confirmAlert(page, 'Confirm Shipment');
  await shown(page, M.confirmed(1));
  expect(await stageOf(order.id)).toBe('shipped');

  // Shipped: with no row ticked, Export Ready ASNs then Send Ready ASNs.
  await openTab(page, 'Shipped');
  await expect(rowBox(page, order)).toBeVisible();
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Ready ASNs' }).click();
  const csv = await saved;
  expect(csv.suggestedFilename()).toMatch(/^READY_SHIPMENTS_\d{4}-\d{2}-\d{2}\.csv$/);
  await snap(page, 'bulk-shipping-shipped');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Send Ready ASNs' }).click();
  await shown(page, 'Sent');
  await expect(rowBox(page, order)).toHaveCount(0);
  const { rows: asn } = await pool.query<{ status: string }>(
    `select status from edi_transactions where internal_po_number = $1 and type = '856'`,
    [order.po],
  );
  // One 856 per shipment: Kentucky's and Pennsylvania's.
  expect(asn).toEqual([{ status: 'Sent' }, { status: 'Sent' }]);

  // The invoice job sends the 810 and the order moves to Invoiced; Mark Complete ends it.
  await expect.poll(() => stageOf(order.id), { timeout: 30_000 }).toBe('invoiced');
  await openTab(page, 'Invoiced');
  await tick(rowBox(page, order));
  await page.getByRole('button', { name: 'Mark Complete' }).click();
  await shown(page, M.completed(1));
  expect(await stageOf(order.id)).toBe('complete');
});
