import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import Papa from 'papaparse';
import { WARRANTY_EXPORT_COLUMNS } from '../../../src/shared/domain/warranty/export';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import {
  apiGet,
  dialog,
  mainMenu,
  openMenu,
  readSession,
  signIn,
  snap,
  uniqueSuffix,
} from '../support/helpers';
import { dataTable, expectTouchSizedTargets } from '../support/table-touch';

/**
 * Warranty Insert (D3 2.4 to 2.8): the required-field messages together, a half-typed order kept
 * through a reload, an order of two items (Add Item, then Insert), the drawer from the list, Edit
 * Item, Cancel Order (the row turns red, the buttons turn off), the export read back; and a user
 * without the warranties scope is refused.
 */

const toast = (page: Page, text: string) => page.locator('ion-toast').filter({ hasText: text }).last();
const alert = (page: Page, text: string) => page.locator('ion-alert').filter({ hasText: text });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test('insert an order of two items: required fields, a reload, Add Item and Insert', async ({ page }) => {
  test.setTimeout(60_000);
  const po = `WE2E${uniqueSuffix()}`.toUpperCase();
  await signIn(page, 'office');
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Warranty Insert', exact: true }).click();
  await expect(page).toHaveURL(/\/warranty_insert$/);
  const table = page.getByRole('table', { name: "Today's warranty orders" });
  await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
  // The world's order cancelled today is red.
  await expect(table.locator('tr.warranty-row--cancelled').first()).toBeVisible();

  // Date defaults to today; every missing required field is named at once, one per line.
  const now = new Date();
  const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  await expect(field(page, 'Date *')).toHaveValue(today);
  await page.getByRole('button', { name: 'Insert', exact: true }).click();
  const missing = toast(page, 'PO Number is required.');
  await expect(missing).toBeVisible();
  await expect(missing).toContainText('Notes is required.');
  await expect(missing).not.toContainText('Date is required.');
  // One per line: the toast's message keeps the line breaks.
  const lines = await missing.evaluate(
    (el) => getComputedStyle(el.shadowRoot!.querySelector('.toast-message')!).whiteSpace,
  );
  expect(lines).toBe('pre-line');
  await snap(page, 'warranty-required-fields');

  // Half-typed: the order survives a reload.
  await field(page, 'PO Number *').fill(po);
  await page.getByLabel('Type', { exact: true }).selectOption('Dropship');
  await field(page, 'Vendor').fill('Chewy');
  await page.getByLabel('Action *', { exact: true }).selectOption('Yes - WFW');
  await field(page, 'Reason *').fill('Glue Issue');
  await page.getByLabel('Fast Shipping', { exact: true }).selectOption('Yes');
  await field(page, 'Name *').fill('Robin E2E');
  await page.reload();
  await expect(field(page, 'PO Number *')).toHaveValue(po);
  await expect(field(page, 'Name *')).toHaveValue('Robin E2E');
  await field(page, 'Street *').fill('1 Test Way');
  await field(page, 'City *').fill('Erie');
  await field(page, 'State *').fill('pa');
  await field(page, 'Zip Code *').fill('16501');
  await field(page, 'Original SKU *').fill('e2e-old-1');
  await field(page, 'SKU *').fill('E2E-NEW-1');
  await field(page, 'Quantity *').fill('1');
  await field(page, 'Notes *').fill('First item');
  await snap(page, 'warranty-insert-form');
  await expectNoSeriousA11yViolations(page);
  // Touch first: every field and button of the form, and the table, at least 48 x 48 px.
  await expectTouchSizedTargets(page.getByRole('form', { name: 'Warranty order' }));
  if (test.info().project.name === 'tablet') {
    await expectTouchSizedTargets(dataTable(page, "Today's warranty orders"));
  }

  // Add Item saves and keeps the header.
  await page.getByRole('button', { name: 'Add Item', exact: true }).click();
  await expect(toast(page, 'Saved Warranty Order!')).toBeVisible();
  await expect(field(page, 'SKU *')).toHaveValue('');
  await expect(field(page, 'PO Number *')).toHaveValue(po);
  await expect(field(page, 'State *')).toHaveValue('PA');
  // A header changed after Add Item goes to the order too (not refused as a duplicate PO).
  await field(page, 'City *').fill('North East');
  await field(page, 'Original SKU *').fill('E2E-OLD-2');
  await field(page, 'SKU *').fill('E2E-NEW-2');
  await field(page, 'Quantity *').fill('2');
  await field(page, 'Notes *').fill('Second item');
  // Insert saves and clears the form.
  await page.getByRole('button', { name: 'Insert', exact: true }).click();
  await expect(field(page, 'PO Number *')).toHaveValue('');
  await expect(field(page, 'Name *')).toHaveValue('');
  const mine = table.getByRole('row').filter({ hasText: po });
  await expect(mine).toHaveCount(2);
  const saved = await apiGet<{ city: string; internal_sku: string }[]>(
    page,
    `/api/dropship/warranty/orders?internal_po_number=${po}`,
  );
  expect(saved.map((r) => [r.internal_sku, r.city])).toEqual([
    ['E2E-NEW-1', 'North East'],
    ['E2E-NEW-2', 'North East'],
  ]);
});

const todayParts = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    now,
    today: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`,
    unpadded: `${now.getFullYear()}-${now.getMonth() + 1}-${now.getDate()}`,
  };
};

/** Saves an order of two items through the API as the signed-in user (Add Item twice). */
async function insertThroughApi(page: Page, po: string): Promise<void> {
  const session = await readSession(page);
  const headers = { authorization: `Bearer ${session.accessToken}`, company_id: 'Furhaven' };
  const order = {
    order_date: todayParts().unpadded,
    internal_po_number: po,
    order_type: 'Dropship',
    vendor: 'Chewy',
    warranty_issued: 'Yes - WFW',
    reason: 'Glue Issue',
    fast_shipping: 'Yes',
    customer_name: 'Robin E2E',
    street: '1 Test Way',
    city: 'Erie',
    state: 'PA',
    zip_code: '16501',
  };
  for (const n of [1, 2]) {
    const res = await page.request.post('/api/dropship/warranty', {
      headers,
      data: {
        ...order,
        original_sku: `E2E-OLD-${n}`,
        internal_sku: `E2E-NEW-${n}`,
        quantity: n,
        notes: `Item ${n}`,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
}

test('open a two-item order from the list, edit an item, cancel it (red), export, find it in search', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const po = `WE2X${uniqueSuffix()}`.toUpperCase();
  const { now, today } = todayParts();
  await signIn(page, 'office');
  await insertThroughApi(page, po);
  await page.goto('/warranty_insert');
  const table = page.getByRole('table', { name: "Today's warranty orders" });
  const mine = table.getByRole('row').filter({ hasText: po });
  await expect(mine).toHaveCount(2, { timeout: 20_000 });

  // The drawer: three cards, Item 1 and Item 2.
  await mine.filter({ hasText: 'E2E-NEW-2' }).click();
  const drawer = dialog(page, 'Warranty order details');
  await expect(drawer).toBeVisible();
  await expect(drawer).toContainText('Order Information');
  await expect(drawer).toContainText('Robin E2E');
  await expect(drawer.getByText('N/A').first()).toBeVisible();
  await expect(drawer.getByRole('tab', { name: 'Item 2' })).toBeVisible();
  await drawer.locator('ion-segment-button', { hasText: 'Item 2' }).click();
  await expect(drawer).toContainText('E2E-NEW-2');
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'warranty-drawer');
  await expectTouchSizedTargets(drawer.locator('.warranty-drawer__buttons'));
  for (const tab of await drawer.locator('ion-segment-button').all()) {
    const box = await tab.boundingBox();
    expect(Math.min(box?.width ?? 0, box?.height ?? 0), 'an item tab is 48 px').toBeGreaterThanOrEqual(47.5);
  }

  // Edit Item: quantity 2 -> 3 after the confirmation.
  await drawer.getByRole('button', { name: 'Edit Item' }).click();
  const edit = dialog(page, `Edit Warranty Order ${po}`);
  await expect(edit).toBeVisible();
  await expect(edit.getByLabel('SKU *', { exact: true })).toHaveValue('E2E-NEW-2');
  await edit.getByLabel('Quantity *', { exact: true }).fill('3');
  await snap(page, 'warranty-edit-item');
  await expectNoSeriousA11yViolations(page);
  await edit.getByRole('button', { name: 'Save', exact: true }).click();
  const confirm = alert(page, `Confirm changes for Warranty Order ${po}`);
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Saved Changes!')).toBeVisible();
  await expect(edit).toBeHidden();
  const quantity = drawer
    .locator('dl > div', { has: page.locator('dt', { hasText: /^Quantity$/ }) })
    .locator('dd');
  await expect(quantity).toHaveText('3');

  // Cancel Order: asks first; then the order is cancelled and nothing can be changed.
  await drawer.getByRole('button', { name: 'Cancel Order' }).click();
  const question = alert(page, `Cancel PO# ${po}?`);
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(toast(page, 'Order Cancelled!')).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Edit Order' })).toBeDisabled();
  // Disabled with the spec's tooltips (on the button's wrapper: a disabled button gets no hover).
  for (const [name, tip] of [
    ['Edit Order', 'CANNOT EDIT ORDER!'],
    ['Edit Item', 'CANNOT EDIT ITEM!'],
    ['Cancel Order', 'CANNOT CANCEL ORDER!'],
  ] as const) {
    await expect(drawer.getByRole('button', { name })).toBeDisabled();
    await expect(drawer.locator(`span[title="${tip}"]`)).toContainText(name);
  }
  await expect(drawer).toContainText('Only open orders can be changed.');
  await expect(drawer).toContainText('Order Cancelled');
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();
  await expect(mine.first()).toHaveClass(/warranty-row--cancelled/);
  await snap(page, 'warranty-insert-cancelled');

  // Export: '{m.d.yy} WarrantyInsertExport.csv' with the columns of D3 section 9.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export' }).click(),
  ]);
  const stamp = `${now.getMonth() + 1}.${now.getDate()}.${String(now.getFullYear() % 100).padStart(2, '0')}`;
  expect(download.suggestedFilename()).toBe(`${stamp} WarrantyInsertExport.csv`);
  const csv = Papa.parse<Record<string, string>>(readFileSync(await download.path(), 'utf8'), {
    header: true,
    skipEmptyLines: true,
  });
  expect(csv.meta.fields).toEqual([...WARRANTY_EXPORT_COLUMNS]);
  const exported = csv.data.filter((r) => r.internal_po_number === po);
  expect(exported.map((r) => [r.sku, r.quantity, r.action, r.state, r.vendor])).toEqual([
    ['E2E-NEW-1', '1', 'Yes - WFW', 'PA', 'Chewy'],
    ['E2E-NEW-2', '3', 'Yes - WFW', 'PA', 'Chewy'],
  ]);
  expect(exported[0]!.order_date).toBe(today);
  expect(exported[0]!.original_sku).toBe('E2E-OLD-1');

  // The same order in Warranty Order Search: found by its PO, red, and in that screen's export.
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Warranty Order Search' }).click();
  await expect(page).toHaveURL(/\/warranty_search$/);
  await page.getByLabel('PO Number', { exact: true }).fill(po);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const found = page.getByRole('table', { name: 'Warranty orders' }).getByRole('row').filter({ hasText: po });
  await expect(found).toHaveCount(2);
  await expect(found.first()).toHaveClass(/warranty-row--cancelled/);
  const [searched] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export' }).click(),
  ]);
  expect(searched.suggestedFilename()).toBe(`${stamp} WarrantyOrderSearchExport.csv`);
  const rows = Papa.parse<Record<string, string>>(readFileSync(await searched.path(), 'utf8'), {
    header: true,
    skipEmptyLines: true,
  }).data;
  expect(rows.map((r) => [r.internal_po_number, r.sku, r.quantity]).sort()).toEqual([
    [po, 'E2E-NEW-1', '1'],
    [po, 'E2E-NEW-2', '3'],
  ]);
});

test('a user without the warranties scope is refused', async ({ page }) => {
  await signIn(page, 'floor');
  await page.goto('/warranty_insert');
  await expect(page).toHaveURL(/\/$/);
  await openMenu(page);
  await expect(mainMenu(page).getByRole('link', { name: 'Warranty Insert' })).toHaveCount(0);
});
