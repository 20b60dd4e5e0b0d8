import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import Papa from 'papaparse';
import type pg from 'pg';
import { BULK_EXPORT_COLUMNS } from '../../../src/shared/domain/bulk/search';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { e2eDbPool } from '../support/e2e-db';
import { dialog, openMenu, signIn, snap } from '../support/helpers';

/**
 * Bulk order search (D2 sections 2, 5, 9; issue 14 item 3) on the demo world, as the bulk user:
 * the filters (the Acumatica Order # shown padded to 7), Search, the results grouped by PO, the
 * bulk order drawer, Export (OrderSearchExport.csv, one row per shipment item) and Clear All
 * Filters emptying the results.
 */

let pool: pg.Pool;
test.beforeAll(() => {
  pool = e2eDbPool();
});
test.afterAll(async () => {
  await pool.end();
});

test('the bulk user searches, opens an order, exports and clears', async ({ page }) => {
  test.setTimeout(120_000);
  // A shipped order with an ERP number and more than one shipment item; its export rows are its
  // shipment items and the lines no shipment holds (cancelled ones), with their pieces.
  const { rows } = await pool.query<{
    po: string;
    vendor: string;
    acu: string;
    items: number;
    pieces: number;
  }>(
    `with flat as (
       select o.id, coalesce(si.quantity, i.quantity) as quantity, si.id as si
       from bulk_orders o
       join bulk_order_items i on i.order_id = o.id
       left join bulk_shipment_items si on si.item_id = i.id
       where o.company = 'furhaven' and o.stage in ('shipped', 'asn_sent', 'invoiced')
         and o.acu_order_num ~ '^0[1-9][0-9]{5}$'
     )
     select o.internal_po_number as po, o.vendor_name as vendor, o.acu_order_num as acu,
            count(*)::int as items, sum(f.quantity)::int as pieces
     from flat f join bulk_orders o on o.id = f.id
     group by o.id having count(f.si) > 1
     order by o.id desc limit 1`,
  );
  const order = rows[0];
  if (!order) throw new Error('the demo world has no shipped bulk order with an ERP number');

  await signIn(page, 'bulk');
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Bulk Order Search', exact: true }).click();
  await expect(page).toHaveURL(/\/bulk_search$/);
  const table = page.getByRole('table', { name: 'Bulk orders' });
  await expect(table).toContainText('Set filters and press Search.', { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Export' })).toHaveCount(0);
  // Vendors listed under their first letter (a digit would be under 0-9).
  const vendorList = page.getByRole('combobox', { name: 'Vendor', exact: true });
  await expect(vendorList.locator('optgroup[label="C"] option')).toContainText(['Chewy', 'Costco']);

  // The ERP number typed without its zeros is searched (and shown) padded to 7.
  const erp = page.getByLabel('Acumatica Order #');
  await erp.fill(order.acu.replace(/^0+/, ''));
  await page.getByLabel('Vendor Name').fill(order.vendor);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('status')).toContainText(`1 order (${order.items} rows)`, { timeout: 30_000 });
  await expect(erp).toHaveValue(order.acu);
  const row = table.locator('tbody tr').filter({ hasText: order.po });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(order.vendor);
  await expect(row.locator('td').nth(3)).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
  await expect(row).toContainText(/Order (Shipped|Built|Staged|Created|Acknowledged)/);
  await snap(page, 'bulk-search-results');
  await expectNoSeriousA11yViolations(page);

  // Export: one row per shipment item, the columns of D2 section 9.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('OrderSearchExport.csv');
  const csv = Papa.parse<Record<string, string>>(readFileSync(await download.path(), 'utf8').trim(), {
    header: true,
  });
  expect(csv.meta.fields).toEqual([...BULK_EXPORT_COLUMNS]);
  expect(csv.data).toHaveLength(order.items);
  expect(new Set(csv.data.map((r) => `${r.acu_order_num} ${r.po_number} ${r.vendor_name}`))).toEqual(
    new Set([`${order.acu} ${order.po} ${order.vendor}`]),
  );
  expect(csv.data.reduce((sum, r) => sum + Number(r.quantity), 0)).toBe(order.pieces);

  // The row opens the bulk order drawer with its pallets.
  await row.click();
  const drawer = dialog(page, 'Bulk order details');
  await expect(drawer).toBeVisible();
  await expect(drawer).toContainText(order.po);
  await expect(drawer).toContainText(order.acu);
  await expect(drawer.getByRole('tab', { name: /Pallet 1/ })).toBeVisible();
  await snap(page, 'bulk-search-drawer');
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // Clear All Filters empties the filters and the results; Export goes with them.
  await page.getByRole('button', { name: 'Clear All Filters' }).click();
  await expect(erp).toHaveValue('');
  await expect(table).toContainText('Set filters and press Search.');
  await expect(page.getByRole('button', { name: 'Export' })).toHaveCount(0);
  await snap(page, 'bulk-search-cleared');
});

test('a user without the bulk scope is sent home from Bulk Order Search', async ({ page }) => {
  await signIn(page, 'office');
  await page.goto('/bulk_search');
  await expect(page).not.toHaveURL(/\/bulk_search/);
});
