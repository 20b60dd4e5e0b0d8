import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import Papa from 'papaparse';
import type { ShippedReport } from '../../../src/shared/api/dropship/shipped-report';
import type { ZeroOutList } from '../../../src/shared/api/inventory/zero-inventory';
import { apiGet, openMenu, signIn, snap } from '../support/helpers';

/**
 * Shipped Orders Report (D1 2, 5, 8) and Zeroed-Out Inventory (D3 2.20) as an office user on the
 * demo world. Desktop only: the two projects share one server, and the zero-out list is shared data.
 */

/** A New York calendar date `days` before now, as YYYY-MM-DD. */
function nyDate(daysAgo = 0): string {
  const at = new Date(Date.now() - daysAgo * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(at);
}

test.describe('Shipped Orders Report', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'office');
    const menu = await openMenu(page);
    await menu
      .getByRole('group', { name: 'Dropship' })
      .getByRole('link', { name: 'Shipped Orders Report' })
      .click();
    await expect(page).toHaveURL(/\/shipped_report$/);
  });

  test('needs both dates, then downloads the fully shipped orders as CSV', async ({ page }) => {
    // The month's CSV has about 1,500 rows, checked one by one against the API's answer.
    test.slow();
    const download = page.getByRole('button', { name: 'Download Shipped Report' });
    const start = page.getByRole('textbox', { name: 'Start date' });
    const end = page.getByRole('textbox', { name: 'End date' });
    await expect(download).toBeDisabled();
    await start.fill(nyDate(30));
    await expect(download).toBeDisabled();
    await end.fill(nyDate(0));
    await expect(download).toBeEnabled();
    await snap(page, 'shipped-report-dates');
    await expectNoSeriousA11yViolations(page);

    const expected = await apiGet<ShippedReport>(
      page,
      `/api/audits/shipped-orders-by-date-range?startdate=${nyDate(30)}&enddate=${nyDate(0)}`,
    );
    expect(expected.fully_shipped.length, 'the demo world shipped orders last month').toBeGreaterThan(0);

    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toBe(`ShippedOrders_${nyDate(30)}_${nyDate(0)}.csv`);
    const text = await readFile(await file.path(), 'utf8');
    const parsed = Papa.parse<string[]>(text.trim(), { skipEmptyLines: true }).data;
    expect(parsed[0]).toEqual([
      'Order ID',
      'Order Date',
      'Vendor',
      'PO Number',
      'Pickup Time (America/New_York)',
      'Acumatica Order Number',
      'Acumatica Shipment Number',
    ]);
    const rows = parsed.slice(1);
    expect(rows).toHaveLength(expected.fully_shipped.length);
    for (const [i, order] of expected.fully_shipped.entries()) {
      const row = rows[i]!;
      expect(row[0]).toBe(String(order.order_id));
      expect(row[1]).toBe(order.order_date);
      expect(row[2]).toBe(order.vendor_name);
      expect(row[3]).toBe(order.internal_po_number);
      expect(row[4]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
      expect(row[5]).toBe(order.acu_order_num ?? '');
      expect(row[6]).toBe(order.acu_ship_num ?? '');
    }
    await expect(page.getByRole('status').filter({ hasText: 'Downloaded' })).toHaveText(
      `Downloaded ${rows.length} fully shipped ${rows.length === 1 ? 'order' : 'orders'} as ShippedOrders_${nyDate(30)}_${nyDate(0)}.csv.`,
    );
    await snap(page, 'shipped-report-downloaded');
  });

  test('says so when a range has no fully shipped orders, and refuses a reversed range', async ({ page }) => {
    const download = page.getByRole('button', { name: 'Download Shipped Report' });
    await page.getByRole('textbox', { name: 'Start date' }).fill('2001-01-01');
    await page.getByRole('textbox', { name: 'End date' }).fill('2001-01-31');
    let downloaded = false;
    page.on('download', () => {
      downloaded = true;
    });
    await download.click();
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText('There are no fully shipped orders in this date range.');
    await snap(page, 'shipped-report-empty');
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(alert).toBeHidden();
    expect(downloaded).toBe(false);

    await page.getByRole('textbox', { name: 'Start date' }).fill('2001-02-01');
    await download.click();
    await expect(page.getByRole('alert')).toHaveText('Start date must be on or before the end date.');
  });

  test("shows 'Failed to get shipped orders!' when the server fails", async ({ page }) => {
    await page.route('**/api/audits/shipped-orders-by-date-range**', (route) =>
      route.fulfill({
        status: 500,
        json: { error: 'internal', message: 'Something went wrong on our side.' },
      }),
    );
    await page.getByRole('textbox', { name: 'Start date' }).fill(nyDate(7));
    await page.getByRole('textbox', { name: 'End date' }).fill(nyDate(0));
    await page.getByRole('button', { name: 'Download Shipped Report' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Failed to get shipped orders! Something went wrong on our side.',
    );
  });
});

test.describe('Zeroed-Out Inventory', () => {
  const table = (page: Page) => page.getByRole('table', { name: 'Zeroed-out SKUs' });

  test('adds a SKU with Enter, refuses empty and duplicate SKUs, and removes after confirming', async ({
    page,
  }) => {
    test.slow();
    await signIn(page, 'office');
    const menu = await openMenu(page);
    await menu
      .getByRole('group', { name: 'Dropship' })
      .getByRole('link', { name: 'Zeroed-Out Inventory' })
      .click();
    await expect(page).toHaveURL(/\/zero_inventory$/);
    await expect(table(page).getByRole('row')).not.toHaveCount(1);
    await snap(page, 'zero-inventory');
    await expectNoSeriousA11yViolations(page);

    // A SKU of the item list that is not zeroed out yet.
    const listed = new Set(
      (await apiGet<ZeroOutList>(page, '/api/inventory/zero_out_inventory')).zero_out_inventory.map(
        (r) => r.sku,
      ),
    );
    const skus = (await apiGet<{ items: string[] }>(page, '/api/dropship/items')).items;
    // Not a bundle (70230-70232): a plain item, as most zeroed-out SKUs are.
    const sku = skus.find((s) => !listed.has(s) && s.length > 5)!;
    const alreadyListed = [...listed][0]!;

    const input = page.getByRole('textbox', { name: 'SKU' });
    // Empty (blanks only) is refused without a call.
    await input.fill('   ');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Enter a SKU to add.');
    // A SKU that is not an item: the server's refusal.
    await input.fill('NOT-A-SKU');
    await input.press('Enter');
    await expect(page.getByRole('alert')).toHaveText('SKU NOT-A-SKU is not in the item list.');
    // Already listed.
    await input.fill(` ${alreadyListed} `);
    await input.press('Enter');
    await expect(page.getByRole('alert')).toHaveText(`SKU ${alreadyListed} is already zeroed out.`);
    await snap(page, 'zero-inventory-refused');

    // Enter adds the trimmed SKU; the date added is New York time.
    await input.fill(`  ${sku}  `);
    await input.press('Enter');
    await expect(input).toHaveValue('');
    const row = table(page).getByRole('row').filter({ hasText: sku });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} (AM|PM)/);
    await expect(row).toContainText('office');
    await expect(page.getByText(`${listed.size + 1} SKUs zeroed out.`)).toBeVisible();
    await snap(page, 'zero-inventory-added');

    // Remove: declining keeps it, confirming removes it.
    await row.getByRole('button', { name: `Remove ${sku}` }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(`Remove ${sku} from the zeroed-out list?`);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: `Remove ${sku}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    // (The 'Removed' toast lasts 2 s, too short to wait for on a busy machine; the list is the proof.)
    await expect(row).toHaveCount(0);
    await expect(page.getByText(`${listed.size} SKUs zeroed out.`)).toBeVisible();
    await snap(page, 'zero-inventory-removed');
  });
});
