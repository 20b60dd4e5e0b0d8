import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import Papa from 'papaparse';
import type { Discrepancy } from '../../../src/shared/api/tpl/discrepancies';
import type { ShipmentConfirmationsAnswer } from '../../../src/shared/api/tpl/shipment-confirmations';
import { DISCREPANCY_EXPORT_COLUMNS } from '../../../src/shared/domain/tpl/discrepancies';
import { palletsOf } from '../../../src/shared/domain/tpl/shipment-confirmations';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { apiGet, chooseOption, dialog, openMenu, signIn, snap } from '../support/helpers';

/**
 * 3PL Discrepancies and Shipping Confirmation (D3 2.2, 2.3, 5, 8, 9) on the demo world, as the tpl
 * user: resolve a discrepancy with a note (its row turns green), read the export back, 'Must select a
 * status'; get the confirmations of the last week, open one and switch its pallet tabs. A user
 * without the scope is sent home from each screen.
 */

const toast = (page: Page, text: string) => page.locator('ion-toast').filter({ hasText: text }).last();

/** The local date as YYYY-MM-DD (the export's name carries it). */
const today = (d = new Date()) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

const rgb = async (page: Page, row: ReturnType<Page['getByRole']>) =>
  (
    await row
      .getByRole('cell')
      .first()
      .evaluate((td) => getComputedStyle(td).backgroundColor)
  )
    .match(/\d+/g)!
    .map(Number) as [number, number, number];

test('resolves a discrepancy with a note, exports the list', async ({ page }) => {
  await signIn(page, 'tpl');
  const menu = await openMenu(page);
  await menu.getByRole('group', { name: '3PL' }).getByRole('link', { name: '3PL Discrepancies' }).click();
  await expect(page).toHaveURL(/\/3pl_discrepancies$/);
  const table = page.getByRole('table', { name: 'Discrepancies' });
  await expect(page.getByRole('status').filter({ hasText: /discrepanc/ })).toBeVisible();

  // Each project resolves its own row (the projects share one server).
  const open = await apiGet<Discrepancy[]>(page, '/api/tpl/inventory/discrepancies?status=Unresolved');
  const target = open[test.info().project.name === 'desktop' ? 0 : 1]!;
  await chooseOption(page, 'Status', 'Unresolved');
  await expect(page.getByRole('status').filter({ hasText: /discrepanc/ })).toContainText(
    `${open.length} discrepanc`,
  );
  const row = table.getByRole('row').filter({ hasText: target.acu_order_num });
  await expect(row).toHaveClass(/tpl-discrepancy--unresolved/);
  await expect(row).toContainText('Unresolved');
  const [r, g, b] = await rgb(page, row);
  expect(r - Math.max(g, b), `rgb(${r}, ${g}, ${b}) is red`).toBeGreaterThan(30);
  await snap(page, 'tpl-discrepancies-unresolved');
  await expectNoSeriousA11yViolations(page);

  // The dialog needs a status.
  await row.getByRole('button', { name: `Edit status of ${target.acu_order_num} ${target.sku}` }).click();
  const edit = dialog(page, `Edit Discrepancy ${target.acu_order_num} ${target.sku}`);
  await expect(edit).toBeVisible();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Must select a status')).toBeVisible();
  await edit.getByLabel('Status').selectOption('Resolved');
  await edit.getByLabel('Notes').fill('Recount matched the ASN');
  await snap(page, 'tpl-discrepancies-dialog');
  await expectNoSeriousA11yViolations(page);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Discrepancy updated')).toBeVisible();
  await expect(edit).toBeHidden();

  // Every status: the row is green now, with its note.
  await chooseOption(page, 'Status', 'Any');
  const resolved = table.getByRole('row').filter({ hasText: target.acu_order_num });
  await expect(resolved).toHaveClass(/tpl-discrepancy--resolved/);
  await expect(resolved).toContainText('Resolved');
  await expect(resolved).toContainText('Recount matched the ASN');
  const [r2, g2, b2] = await rgb(page, resolved);
  expect(g2 - Math.max(r2, b2), `rgb(${r2}, ${g2}, ${b2}) is green`).toBeGreaterThan(20);
  await snap(page, 'tpl-discrepancies-resolved');
  await expectNoSeriousA11yViolations(page);

  // Export: '3PL Discrepancies {YYYY-MM-DD}.csv', every row shown, the note in it.
  const all = await apiGet<Discrepancy[]>(page, '/api/tpl/inventory/discrepancies');
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export' }).click(),
  ]);
  expect(file.suggestedFilename()).toBe(`3PL Discrepancies ${today()}.csv`);
  const parsed = Papa.parse<Record<string, string>>((await readFile(await file.path(), 'utf8')).trim(), {
    header: true,
  });
  expect(parsed.meta.fields).toEqual([...DISCREPANCY_EXPORT_COLUMNS]);
  expect(parsed.data).toHaveLength(all.length);
  const line = parsed.data.find((d) => d.acu_order_num === target.acu_order_num)!;
  expect(line).toMatchObject({
    sku: target.sku,
    status: 'Resolved',
    notes: 'Recount matched the ASN',
    shipped: String(target.shipped),
    received: String(target.received),
  });
});

test('reads the confirmations of the last week and the pallets of one', async ({ page }) => {
  await signIn(page, 'tpl');
  await page.goto('/3PL_shipping_confirm');
  const table = page.getByRole('table', { name: 'Shipment confirmations' });
  await expect(table).toContainText('Choose the dates and press Get Confirmation.');
  const start = await page.getByLabel('Start date').inputValue();
  const end = await page.getByLabel('End date').inputValue();
  expect(end).toBe(today());
  await page.getByRole('button', { name: 'Get Confirmation' }).click();
  const answer = await apiGet<ShipmentConfirmationsAnswer>(
    page,
    `/api/tpl/geodis/getShipmentConfirmation?start_date=${start}&end_date=${end}`,
  );
  const orders = answer.data.body.response.order;
  expect(orders.length).toBeGreaterThan(2);
  await expect(page.getByRole('status').filter({ hasText: /shipped from/ })).toHaveText(
    `${orders.length} orders shipped from ${start} to ${end}`,
  );
  await expect(table.getByRole('row')).toHaveCount(orders.length + 1);
  await snap(page, 'tpl-confirmations-list');
  await expectNoSeriousA11yViolations(page);

  const order = orders.find((o) => o.shipment.carton.length >= 3) ?? orders[0]!;
  const pallets = palletsOf(order);
  await table.getByRole('row').filter({ hasText: order.orderId }).click();
  const drawer = dialog(page, 'Shipment confirmation details');
  await expect(drawer).toBeVisible();
  for (const text of [
    order.poNum,
    order.shipmentDate.slice(0, 10),
    order.orderNum,
    order.orderId,
    order.shipTo.shipName,
    order.shipTo.addr1,
    order.shipTo.city,
    order.shipTo.region,
    order.shipTo.postalcode,
  ])
    await expect(drawer).toContainText(text);
  const tabs = drawer.getByRole('tab');
  await expect(tabs).toHaveCount(pallets.length);
  const items = (n: number) => drawer.getByRole('table', { name: `Pallet ${n} items` });
  await expect(items(1)).toContainText(pallets[0]!.items[0]!.sku);
  await expect(items(1).getByRole('row')).toHaveCount(pallets[0]!.items.length + 1);
  await snap(page, 'tpl-confirmations-pallet-1');
  await expectNoSeriousA11yViolations(page);

  // The segment button takes the press (its inner tab role sits under it).
  await drawer.locator('ion-segment-button', { hasText: 'Pallet 2' }).click();
  await expect(items(2)).toBeVisible();
  const second = pallets[1]!;
  await expect(items(2).getByRole('row').nth(1)).toContainText(second.items[0]!.sku);
  await expect(items(2).getByRole('row').nth(1)).toContainText(String(second.items[0]!.shippedQuantity));
  await expect(items(2)).toContainText(second.items[0]!.lots);
  await snap(page, 'tpl-confirmations-pallet-2');
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();

  // A range the other way round is refused before asking.
  await page.getByLabel('Start date').fill(end);
  await page.getByLabel('End date').fill(start);
  await page.getByRole('button', { name: 'Get Confirmation' }).click();
  await expect(page.getByRole('alert')).toHaveText('End date must not be before start date.');
});

test('a user without the 3PL scope is sent home from both screens', async ({ page }) => {
  await signIn(page, 'floor');
  await page.goto('/3pl_discrepancies');
  await expect(page).not.toHaveURL(/\/3pl_discrepancies$/);
  await page.goto('/3PL_shipping_confirm');
  await expect(page).not.toHaveURL(/\/3PL_shipping_confirm$/);
});
