import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { chooseOption, signIn, snap } from '../support/helpers';

/**
 * Order Search (issue 5 item 2) as an office user on the demo world: filters, Search, the virtual
 * table with its page sizes, Export, a row opening the drawer, and the refusals (a start after the
 * end, a search the server fails).
 */
const DATE_ORDER_MESSAGE = 'The start date must be on or before the end date.';

async function openSearch(page: Page): Promise<void> {
  await signIn(page, 'office');
  await page.goto('/order_search');
  await expect(page.getByRole('button', { name: 'Search' })).toBeVisible();
}

const table = (page: Page) => page.getByRole('table', { name: 'Orders' });
const bodyRows = (page: Page) => table(page).locator('tbody tr:not(.data-table__spacer)');
const range = (page: Page) => page.locator('.data-table__range');

async function search(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'Search' }).click();
  const summary = page.locator('.order-search__summary');
  // Thousands of orders: the query, the envelope's codec (loaded with the first one) and the parse
  // can take longer than an ordinary step while CI's two cores also run the server and a second browser.
  await expect(summary).toContainText(/orders?/, { timeout: 20_000 });
  return Number((await summary.innerText()).replace(/,/g, '').match(/^(\d+)/)?.[1] ?? NaN);
}

test.describe('Order Search', () => {
  test('searches everything, scrolls thousands of virtual rows and pages by 25, 50 and 100', async ({
    page,
  }) => {
    await openSearch(page);
    await expect(page.getByRole('button', { name: 'Export' })).toHaveCount(0);
    await snap(page, 'order-search-empty');
    const total = await search(page);
    expect(total).toBeGreaterThan(1000);
    await expect(range(page)).toHaveText(`1–${total} of ${total}`);
    // Virtual rows: thousands of orders, a few dozen rows in the DOM.
    expect(await bodyRows(page).count()).toBeLessThan(80);
    await expect(table(page)).toHaveAttribute('aria-rowcount', String(total + 1));
    await snap(page, 'order-search-results');
    await expectNoSeriousA11yViolations(page);

    const region = page.getByRole('region', { name: 'Orders, scrollable' });
    await region.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await expect(bodyRows(page).last()).toHaveAttribute('aria-rowindex', String(total + 1));
    expect(await bodyRows(page).count()).toBeLessThan(80);
    await region.evaluate((el) => el.scrollTo({ top: el.scrollHeight / 2 }));
    await expect(bodyRows(page).first()).not.toHaveAttribute('aria-rowindex', '2');

    await chooseOption(page, 'Rows per page', '25');
    await expect(range(page)).toHaveText(`1–25 of ${total}`);
    await region.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await expect(bodyRows(page).last()).toHaveAttribute('aria-rowindex', '26');
    expect(await bodyRows(page).count()).toBeLessThanOrEqual(25);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(range(page)).toHaveText(`26–50 of ${total}`);
    await chooseOption(page, 'Rows per page', '50');
    await expect(range(page)).toHaveText(`1–50 of ${total}`);
    await expect(bodyRows(page).first()).toHaveAttribute('aria-rowindex', '2');
    await region.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await expect(bodyRows(page).last()).toHaveAttribute('aria-rowindex', '51');
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(range(page)).toHaveText(`51–100 of ${total}`);
    await expect(bodyRows(page).first()).toHaveAttribute('aria-rowindex', '52');
    await chooseOption(page, 'Rows per page', '100');
    await expect(range(page)).toHaveText(`1–100 of ${total}`);
    await region.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await expect(bodyRows(page).last()).toHaveAttribute('aria-rowindex', '101');
    await snap(page, 'order-search-page-size-100');
  });

  test('filters by vendor and status, pads the ERP number, exports and opens an order', async ({ page }) => {
    await openSearch(page);
    const vendor = page.getByLabel('Vendor');
    // Vendors are grouped by first letter (0-9 for digits).
    await expect(vendor.locator('optgroup[label="C"] option', { hasText: 'Chewy' })).toHaveCount(1);
    await vendor.selectOption('Chewy');
    await chooseOption(page, 'Order Status', 'Order Shipped');
    const count = await search(page);
    expect(count).toBeGreaterThan(0);
    const statuses = await bodyRows(page).locator('td:nth-child(6)').allInnerTexts();
    expect(new Set(statuses)).toEqual(new Set(['Order Shipped']));
    expect(new Set(await bodyRows(page).locator('td:nth-child(1)').allInnerTexts())).toEqual(
      new Set(['Chewy']),
    );
    // Tracking numbers are N/A, Multiple or a carrier link.
    const firstTracking = bodyRows(page).first().locator('td:nth-child(5)');
    await expect(firstTracking).toHaveText(/^(N\/A|Multiple|\S+)$/);
    await snap(page, 'order-search-filtered');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('OrderSearchExport.csv');
    const csv = await readFile(await download.path(), 'utf8');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe('Vendor,PO Number,Upload Date,Order Date,Tracking Number,Status,Tracking,Truck');
    expect(lines).toHaveLength(count + 1);
    expect(lines[1]).toMatch(/^Chewy,\S+,\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\d{4}-\d\d-\d\d,/);

    const erp = page.getByLabel('Acumatica Order Number');
    await erp.fill('1234');
    await erp.blur();
    await expect(erp).toHaveValue('0001234');

    await page.getByRole('button', { name: 'Clear All Filters' }).click();
    await expect(vendor).toHaveValue('');
    await expect(erp).toHaveValue('');

    // A row opens the order drawer.
    const po = await bodyRows(page).first().locator('td:nth-child(2)').innerText();
    // (Its PO cell: the middle of the row is the tracking link, which opens the carrier's page.)
    await bodyRows(page).first().locator('td:nth-child(2)').click();
    const drawer = page.locator('ion-modal.order-drawer');
    await expect(drawer.getByText(`Order ${po}`, { exact: true })).toBeVisible();
    await expect(drawer.getByText('Dropship', { exact: true })).toBeVisible();
    await snap(page, 'order-search-drawer');
  });

  test('refuses a start after the end and shows a failed search', async ({ page }) => {
    await openSearch(page);
    let calls = 0;
    await page.route('**/api/dropship/order-search**', async (route) => {
      calls += 1;
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'unavailable', message: 'The database is not answering.' }),
      });
    });
    await page.getByLabel('Start Date').fill('2026-03-10');
    await page.getByLabel('End Date').fill('2026-03-09');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('alert')).toHaveText(DATE_ORDER_MESSAGE);
    expect(calls).toBe(0);
    await snap(page, 'order-search-date-refused');

    await page.getByLabel('End Date').fill('2026-03-11');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Failed to search orders: The database is not answering.',
    );
    expect(calls).toBe(1);
    await expect(page.getByRole('button', { name: 'Export' })).toHaveCount(0);
    await snap(page, 'order-search-failed');
  });
});
