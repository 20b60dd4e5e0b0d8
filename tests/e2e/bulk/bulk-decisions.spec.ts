import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type pg from 'pg';
import { DECISION_FILE_HEADERS } from '../../../src/shared/domain/bulk/decision-file';
import { DECISION_MESSAGES as M } from '../../../src/shared/domain/bulk/decisions';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { e2eDbPool } from '../support/e2e-db';
import { dialog, openMenu, signIn, snap, tick } from '../support/helpers';

/**
 * The order processing panel and the New / Not In Acumatica actions (D2 sections 2 to 5) on the demo
 * world, as the bulk user: a mixed New order decided in the panel (one line split between Kentucky
 * and Pennsylvania, one cancelled, one to Texas), the close confirmation, the Split limits, Submit
 * ('Orders Sent to Acumatica', the order on Not Routed with its sales order on hold); a decision
 * file refused ('Invalid File Headers') then one accepted ('File Valid') and uploaded; an order the
 * ERP refuses resent from Not In Acumatica.
 */

type Line = { id: number; internal_sku: string; quantity: number; ky: number; pa: number };
type Order = { id: number; po: string; vendor: string; code: string; lines: Line[] };

let pool: pg.Pool;
test.beforeAll(() => {
  pool = e2eDbPool();
});
test.afterAll(async () => {
  await pool.query("delete from sim_settings where system = 'acumatica'");
  await pool.end();
});

/** A fresh New order of `count` lines of SKUs with at least 40 in stock at KY, PA and TX. */
async function newOrder(tag: string, count: number, skip: number): Promise<Order> {
  const po = `E2E${tag}${Date.now().toString(36).toUpperCase()}`;
  const { rows } = await pool.query<{ id: number; vendor: string; code: string }>(
    `insert into bulk_orders (company, internal_po_number, vendor_name, vendor_code, stage, order_status, order_date,
       name, address1, city, state, zip_code, price, order_pieces)
     select 'furhaven', $1, v.name, v.code, 'new', 100, now(), v.name || ' DC', '1 Dock Rd', 'Reno', 'NV', '89501', '300.00', 60
     from vendors v where v.company = 'furhaven' and v.side = 'bulk' and v.name <> 'Chewy' order by v.id limit 1
     returning id, vendor_name as vendor, vendor_code as code`,
    [po],
  );
  const order = rows[0]!;
  const lines = await pool.query<Line>(
    `with ok as (
       select i.sku, min(s.available) filter (where s.warehouse = 'kentucky') as ky,
              min(s.available) filter (where s.warehouse = 'pennsylvania') as pa,
              min(s.available) filter (where s.warehouse = 'texas') as tx
       from items i join item_stock s on s.item_id = i.id
       where i.company = 'furhaven' and not i.is_bundle group by i.sku)
     insert into bulk_order_items (company, order_id, internal_sku, quantity, internal_price, external_price, case_packs, order_status)
     select 'furhaven', $1, sku, 20, '5.00', '6.50', 4, 100 from ok
     where ky >= 40 and pa >= 40 and tx >= 40 order by sku offset $2 limit $3
     returning id, internal_sku, quantity`,
    [order.id, skip, count],
  );
  const stock = await pool.query<{ sku: string; ky: number; pa: number }>(
    `select i.sku, max(s.available) filter (where s.warehouse = 'kentucky') as ky,
            max(s.available) filter (where s.warehouse = 'pennsylvania') as pa
     from items i join item_stock s on s.item_id = i.id where i.company = 'furhaven' and i.sku = any($1) group by i.sku`,
    [lines.rows.map((l) => l.internal_sku)],
  );
  const of = new Map(stock.rows.map((s) => [s.sku, s]));
  return {
    ...order,
    po,
    lines: lines.rows
      .sort((a, b) => a.id - b.id)
      .map((l) => ({ ...l, ky: of.get(l.internal_sku)!.ky, pa: of.get(l.internal_sku)!.pa })),
  };
}

const toast = (page: Page, text: string) => page.locator('ion-toast', { hasText: text }).last();
/** An Ionic segment button (its inner tab sits in the shadow root, under the host's pointer events). */
const segment = (scope: Page | Locator, name: string) =>
  scope.locator('ion-segment-button', { hasText: name });
const rowBox = (page: Page, o: Order) => page.getByRole('checkbox', { name: `Select ${o.po} ${o.vendor}` });

async function stageOf(id: number) {
  const { rows } = await pool.query<{ stage: string; acu: string | null; status: number | null }>(
    'select stage, acu_order_num as acu, acumatica_status as status from bulk_orders where id = $1',
    [id],
  );
  return rows[0]!;
}

test('the bulk user decides New orders in the processing panel and by decision file', async ({ page }) => {
  test.setTimeout(180_000);
  const tag = test.info().project.name === 'tablet' ? 'T' : 'D';
  const skip = tag === 'T' ? 30 : 0;
  const mixed = await newOrder(tag, 3, skip);
  const filed = await newOrder(tag, 2, skip + 10);
  const [split, cancelled, texas] = mixed.lines as [Line, Line, Line];
  // 20 is not a multiple of a case pack of 3: that row shows the warning and is red.
  await pool.query('update bulk_order_items set case_packs = 3 where id = $1', [texas.id]);

  await signIn(page, 'bulk');
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Bulk Orders' }).click();
  await expect(page).toHaveURL(/\/bulk_orders$/);
  await expect(rowBox(page, mixed)).toBeVisible({ timeout: 30_000 });
  await tick(rowBox(page, mixed));

  // Export Orders: the selected order as a decision file, its default decisions filled in.
  const [exported] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export Orders' }).click(),
  ]);
  expect(exported.suggestedFilename()).toMatch(/^NEW_ORDERS_\d{1,2}\.\d{1,2}\.\d{2}\.csv$/);
  const csv = readFileSync(await exported.path(), 'utf8')
    .trim()
    .split(/\r?\n/);
  expect(csv[0]).toBe(DECISION_FILE_HEADERS.join(','));
  expect(csv.slice(1)).toHaveLength(3);
  for (const line of csv.slice(1)) expect(line).toContain(`${mixed.po},${mixed.vendor},${mixed.code}`);

  await page.getByRole('button', { name: 'Send to Acumatica On Hold' }).click();
  const panel = dialog(page, 'Order Processing');
  await expect(panel.getByRole('table', { name: 'Order lines' })).toBeVisible();
  await expect(panel.getByText('Total Price: $390.00')).toBeVisible();
  await expect(panel.getByRole('img', { name: 'Not a multiple of the case pack (3)' })).toHaveCount(1);
  await expect(panel.locator('tr.decision-row--case-pack')).toContainText(texas.internal_sku);

  // Decisions: a row's own dropdown, then the bulk override of a ticked row.
  await panel.getByLabel(`Decision for ${split.internal_sku} on ${mixed.po}`).selectOption('Split');
  await panel.getByLabel(`Decision for ${cancelled.internal_sku} on ${mixed.po}`).selectOption('Cancel');
  await tick(panel.getByRole('checkbox', { name: `Select ${texas.internal_sku} on ${mixed.po}` }));
  await panel.getByLabel('Decision', { exact: true }).selectOption('Texas');
  await panel.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(panel.getByLabel(`Decision for ${texas.internal_sku} on ${mixed.po}`)).toHaveValue('Texas');
  await expect(panel.getByText('Needs Split')).toBeVisible();
  await snap(page, 'bulk-decisions-panel');
  await expectNoSeriousA11yViolations(page);

  // Closing with unsaved progress asks; Cancel keeps the panel.
  await panel.getByRole('button', { name: 'Cancel', exact: true }).click();
  const ask = page.locator('ion-alert').filter({ hasText: M.closeConfirm });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(panel.getByRole('table', { name: 'Order lines' })).toBeVisible();

  // Split: past the line quantity with the other warehouse the input reverts.
  const steps = panel.getByRole('tablist', { name: 'Processing steps' });
  await expect(steps.getByRole('tab', { name: 'Review' })).toBeDisabled();
  await segment(panel, 'Split').click();
  const ky = panel.getByLabel(`KY quantity for ${split.internal_sku} on ${mixed.po}`);
  const pa = panel.getByLabel(`PA quantity for ${split.internal_sku} on ${mixed.po}`);
  await ky.fill('12');
  await pa.fill('9');
  await expect(pa).toHaveValue('0');
  await pa.fill('8');
  await expect(pa).toHaveValue('8');
  await snap(page, 'bulk-decisions-split');

  // Ship Method: one selector per warehouse used.
  await segment(panel, 'Ship Method').click();
  await panel.getByLabel('Kentucky').selectOption('LTL');
  await panel.getByLabel('Pennsylvania').selectOption('FTL');
  await panel.getByLabel('Texas').selectOption('PARCEL');
  await segment(panel, 'Review').click();
  await expect(panel.getByRole('table', { name: 'Kentucky (LTL): 12 pieces' })).toBeVisible();
  await expect(panel.getByRole('table', { name: 'Cancel: 20 pieces' })).toBeVisible();
  await snap(page, 'bulk-decisions-review');
  await expectNoSeriousA11yViolations(page);
  await panel.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, M.sent)).toBeVisible({ timeout: 15_000 });
  await expect(rowBox(page, mixed)).toHaveCount(0);
  const sent = await stageOf(mixed.id);
  expect(sent).toMatchObject({ stage: 'not_routed', status: 401 });
  const so = await pool.query<{ status: string }>(
    "select status from sim_erp_sales_orders where company = 'furhaven' and order_nbr = $1",
    [sent.acu],
  );
  expect(so.rows[0]?.status).toBe('On Hold');

  // The decision file: wrong headers refused, then a valid one uploaded.
  const file = test.info().outputPath('decisions.csv');
  const fileInput = page.getByLabel('Decision file (CSV)');
  writeFileSync(file, 'po,sku\nX,Y\n');
  await fileInput.setInputFiles(file);
  await expect(toast(page, 'Invalid File Headers')).toBeVisible();
  const row = (l: Line, decision: string, shipType: string) =>
    DECISION_FILE_HEADERS.map(
      (h) =>
        ({
          internal_po_number: filed.po,
          vendor_name: filed.vendor,
          vendor_code: filed.code,
          internal_sku: l.internal_sku,
          quantity: String(l.quantity),
          decision,
          ship_type: shipType,
        })[h as string] ?? '',
    ).join(',');
  const [f1, f2] = filed.lines as [Line, Line];
  writeFileSync(file, [DECISION_FILE_HEADERS.join(','), row(f1, 'PA', 'LTL'), row(f2, 'DC', '')].join('\n'));
  await fileInput.setInputFiles(file);
  await expect(toast(page, 'File Valid')).toBeVisible();
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(toast(page, M.sent)).toBeVisible({ timeout: 15_000 });
  expect((await stageOf(filed.id)).stage).toBe('not_routed');
  expect(readFileSync(file, 'utf8')).toContain(filed.po);
});

test('an order Acumatica refuses waits on Not In Acumatica and is resent', async ({ page }) => {
  test.setTimeout(120_000);
  const tag = test.info().project.name === 'tablet' ? 'T' : 'D';
  const order = await newOrder(`R${tag}`, 1, tag === 'T' ? 60 : 50);
  await signIn(page, 'bulk');
  await page.goto('/bulk_orders');
  // The first table of a cold page on shared cores can take a while.
  await expect(rowBox(page, order)).toBeVisible({ timeout: 30_000 });
  await tick(rowBox(page, order));
  await page.getByRole('button', { name: 'Send to Acumatica On Hold' }).click();
  const panel = dialog(page, 'Order Processing');
  const line = order.lines[0]!;
  const decision = panel.getByLabel(`Decision for ${line.internal_sku} on ${order.po}`);

  // Pull Decisions From Acumatica: an order the ERP does not know fails; a real one whose lines are
  // other SKUs makes this SKU OOS.
  const acu = panel.getByLabel(`Acumatica Order # for ${order.po}`);
  const pull = panel.getByRole('button', { name: 'Pull Decisions From Acumatica' });
  await acu.fill('9999999');
  await pull.click();
  await expect(toast(page, M.pullFailed)).toBeVisible();
  const { rows } = await pool.query<{ nbr: string }>(
    `select o.order_nbr as nbr from sim_erp_sales_orders o where o.company = 'furhaven'
       and not exists (select 1 from sim_erp_sales_order_lines l where l.order_id = o.id and l.inventory_id = $1)
     order by o.order_nbr limit 1`,
    [line.internal_sku],
  );
  await acu.fill(rows[0]!.nbr);
  await pull.click();
  await expect(toast(page, M.pulled)).toBeVisible();
  await expect(decision).toHaveValue('OOS');

  await decision.selectOption('Kentucky');
  await segment(panel, 'Ship Method').click();
  await panel.getByLabel('Kentucky').selectOption('LTL');
  await segment(panel, 'Review').click();
  await pool.query(
    `insert into sim_settings (system, failure_mode, failures_left, delay_ms, updated_at)
     values ('acumatica', 'next', 1, 0, now())
     on conflict (system) do update set failure_mode = 'next', failures_left = 1, delay_ms = 0, updated_at = now()`,
  );
  await panel.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, M.sendFailed)).toBeVisible({ timeout: 15_000 });
  expect(await stageOf(order.id)).toMatchObject({ stage: 'not_in_acumatica', status: -401 });

  await segment(page, 'Not In Acumatica').click();
  await tick(rowBox(page, order));
  await expect(page.getByRole('button', { name: 'Update Order' })).toBeVisible();
  await snap(page, 'bulk-decisions-not-in-acumatica');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Resend To Acumatica' }).click();
  await expect(toast(page, M.sent)).toBeVisible({ timeout: 15_000 });
  expect(await stageOf(order.id)).toMatchObject({ stage: 'not_routed', status: 401 });
});
