import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import Papa from 'papaparse';
import type { WarrantyRow } from '../../../src/shared/api/warranty/warranty-orders';
import { WARRANTY_EXPORT_COLUMNS } from '../../../src/shared/domain/warranty/export';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { apiGet, chooseOption, dialog, openMenu, signIn, snap } from '../support/helpers';
import { dataTable, expectTouchSizedTargets } from '../support/table-touch';

/**
 * Warranty Order Search (D3 2.5, 8, 9) on the demo world, read only (the projects share one server):
 * find an order by its PO, export the results and read the CSV back, open the detail drawer; the
 * cancelled filter shows red rows; a user without the warranties scope is sent home.
 */

/** '{m.d.yy}' of today, as the export's file name has it. */
const fileDate = (d = new Date()) =>
  `${d.getMonth() + 1}.${d.getDate()}.${String(d.getFullYear() % 100).padStart(2, '0')}`;

test('finds an order by PO, exports it and opens its drawer', async ({ page }) => {
  await signIn(page, 'office');
  const menu = await openMenu(page);
  await menu
    .getByRole('group', { name: 'Warranty' })
    .getByRole('link', { name: 'Warranty Order Search' })
    .click();
  await expect(page).toHaveURL(/\/warranty_search$/);
  const table = page.getByRole('table', { name: 'Warranty orders' });
  await expect(table).toContainText('Set filters and press Search.');

  // Cancelled orders are red.
  await chooseOption(page, 'Order Status', 'Order Cancelled');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /warranty items?/ })).toBeVisible();
  const first = table.getByRole('row').nth(1);
  await expect(first).toHaveClass(/warranty-row--cancelled/);
  // Red: the cell's background is red (whatever its shade).
  const [r, g, b] = (
    await first
      .getByRole('cell')
      .first()
      .evaluate((td) => getComputedStyle(td).backgroundColor)
  )
    .match(/\d+/g)!
    .map(Number) as [number, number, number];
  expect(r - Math.max(g, b), `rgb(${r}, ${g}, ${b}) is red`).toBeGreaterThan(30);
  await snap(page, 'warranty-search-cancelled');
  // ... and still readable: axe checks the red rows' contrast.
  await expectNoSeriousA11yViolations(page);

  // An order with more than one item, found by its PO.
  const all = await apiGet<WarrantyRow[]>(
    page,
    '/api/dropship/warranty/orders?order_by=order_date&limit=1000',
  );
  const counts = new Map<string, number>();
  for (const r of all) counts.set(r.internal_po_number, (counts.get(r.internal_po_number) ?? 0) + 1);
  const po = [...counts].find(([, n]) => n > 1)?.[0] ?? all[0]!.internal_po_number;
  // What the search answers for the PO (it matches any part of a PO, so ask the server the same).
  const items = await apiGet<WarrantyRow[]>(
    page,
    `/api/dropship/warranty/orders?order_by=order_date&limit=1000&internal_po_number=${encodeURIComponent(po)}`,
  );
  await page.getByRole('button', { name: 'Clear All Filters' }).click();
  await page.getByLabel('PO Number').fill(po);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /warranty items?/ })).toHaveText(
    `${items.length} warranty ${items.length === 1 ? 'item' : 'items'}`,
  );
  await expect(table.getByRole('row')).toHaveCount(items.length + 1);
  for (const header of [
    'Order Date',
    'PO Number',
    'Original PO Number',
    'Vendor',
    'Customer Name',
    'Original Item',
    'Item',
    'Quantity',
  ])
    await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toContainText(po);
  if (test.info().project.name === 'tablet')
    await expectTouchSizedTargets(dataTable(page, 'Warranty orders'));
  await snap(page, 'warranty-search-found');
  await expectNoSeriousA11yViolations(page);

  // Export: '{m.d.yy} WarrantyOrderSearchExport.csv' with the D3 columns, one line per item.
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export' }).click(),
  ]);
  expect(file.suggestedFilename()).toBe(`${fileDate()} WarrantyOrderSearchExport.csv`);
  const parsed = Papa.parse<Record<string, string>>((await readFile(await file.path(), 'utf8')).trim(), {
    header: true,
  });
  expect(parsed.meta.fields).toEqual([...WARRANTY_EXPORT_COLUMNS]);
  expect(parsed.data).toHaveLength(items.length);
  for (const [i, row] of parsed.data.entries()) {
    expect(row.internal_po_number).toBe(items[i]!.internal_po_number);
    expect(row.sku).toBe(items[i]!.internal_sku);
    expect(row.original_sku).toBe(items[i]!.original_sku);
    expect(row.order_date).toBe(items[i]!.order_date.slice(0, 10));
  }

  // A row opens the drawer of its PO.
  await table.getByRole('row').nth(1).click();
  const drawer = dialog(page, 'Warranty order details');
  await expect(drawer).toBeVisible();
  await expect(drawer).toContainText(po);
  await expect(drawer).toContainText('Item 1');
  await snap(page, 'warranty-search-drawer');
  await expectNoSeriousA11yViolations(page);
});

test('no export without rows, a bad range is refused, a failed search says so', async ({ page }) => {
  await signIn(page, 'office');
  await page.goto('/warranty_search');
  await expect(page.getByRole('button', { name: 'Export' })).toHaveCount(0);
  await page.getByLabel('Start Date').fill('2026-03-08');
  await page.getByLabel('End Date').fill('2026-03-07');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('End Date must not be before Start Date.')).toBeVisible();
  await page.getByLabel('Start Date').fill('2000-01-01');
  await page.getByLabel('End Date').fill('2000-01-02');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Warranty orders' })).toContainText(
    'No warranty orders match these filters.',
  );
  await expect(page.getByRole('button', { name: 'Export' })).toHaveCount(0);

  // A search the server refuses: 'Failed to Search!'.
  await page.route('**/api/dropship/warranty/orders?**', (route) =>
    route.fulfill({ status: 400, json: { error: 'bad_request', message: 'The search was refused.' } }),
  );
  await page.getByLabel('End Date').fill('2000-01-03');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.locator('ion-toast').filter({ hasText: 'Failed to Search!' }).last()).toBeVisible();
  await expect(page.getByText('Failed to Search! The search was refused.')).toBeVisible();
});

test('a user without the warranties scope is sent home from /warranty_search', async ({ page }) => {
  await signIn(page, 'floor');
  await page.goto('/warranty_search');
  await expect(page).not.toHaveURL(/\/warranty_search$/);
  await expect(page.getByRole('heading', { name: 'Warranty Order Search' })).toHaveCount(0);
});
