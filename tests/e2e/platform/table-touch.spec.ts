import { expect, test, type Page } from '@playwright/test';
import { chooseOption, signIn, snap } from '../support/helpers';
import { dataTable, expectColumnsReachable, expectTouchSizedTargets } from '../support/table-touch';

/**
 * Issue 10 item 16: on a touch tablet (820 x 1180, a coarse pointer) every target of every table
 * screen's table is at least 48 x 48 px, and a table wider than the pane shows its column bar.
 * It sets its own viewport, so it runs once (in the tablet project).
 */
test.use({ viewport: { width: 820, height: 1180 }, hasTouch: true, isMobile: false });

type TableScreen = { path: string; table: string; before?: (page: Page) => Promise<void> };

const SCREENS: Record<string, TableScreen[]> = {
  office: [
    { path: '/uploads', table: 'File Status' },
    {
      path: '/order_search',
      table: 'Orders',
      before: async (page) => {
        await page.getByRole('button', { name: 'Search' }).click();
        // Thousands of orders: the search takes longer than the default wait on two shared cores.
        await expect(page.locator('.order-search__summary')).toContainText(/orders?/, { timeout: 30_000 });
      },
    },
    { path: '/on_hold', table: 'Orders on hold' },
    { path: '/pullsheets', table: 'Pull sheets' },
    { path: '/api_status', table: 'Vendor API status' },
    { path: '/warehouse_priority', table: 'Vendor priorities' },
    { path: '/failed_tracking', table: 'Failed tracking' },
    { path: '/zero_inventory', table: 'Zeroed-out SKUs' },
    { path: '/inventory', table: 'Update Status' },
  ],
  admin: [
    { path: '/users', table: 'Users' },
    { path: '/log', table: 'Log entries' },
    { path: '/devices', table: 'Devices' },
  ],
  bulk: [
    { path: '/carrier_sign_in_dashboard', table: 'Sign-ins' },
    { path: '/bulk_orders', table: 'New orders' },
    { path: '/bulk_uploads', table: 'Upload History' },
    { path: '/bulk_invoices', table: 'Bulk Invoices' },
    { path: '/lots', table: 'Lot Orders' },
    { path: '/bulk_carriers', table: 'Carriers' },
    { path: '/transaction_report', table: 'Bulk EDI messages' },
    {
      path: '/bulk_search',
      table: 'Bulk orders',
      before: async (page) => {
        await page.getByRole('button', { name: 'Search', exact: true }).click();
        await expect(page.getByRole('status')).toContainText(/orders?/, { timeout: 30_000 });
      },
    },
    { path: '/box_labels', table: 'Box label files' },
    { path: '/bulk_status', table: 'Bulk vendor status' },
    { path: '/bulk_change', table: 'Change requests' },
  ],
  tpl: [
    { path: '/3pl_inventory', table: '3PL inventory' },
    {
      path: '/3pl_orders',
      table: '3PL orders',
      before: async (page) => {
        await chooseOption(page, 'Customer', 'C000000004');
        await page.getByRole('button', { name: 'Get Orders' }).click();
        await expect(page.getByRole('status').filter({ hasText: /orders?,/ })).toBeVisible({
          timeout: 20_000,
        });
      },
    },
  ],
};

for (const [user, screens] of Object.entries(SCREENS)) {
  test(`${user}: every table target is touch-sized and every column reachable`, async ({ page }) => {
    test.slow();
    await signIn(page, user);
    expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches), 'a coarse pointer').toBe(true);
    for (const screen of screens) {
      await test.step(screen.path, async () => {
        await page.goto(screen.path);
        const table = page.getByRole('table', { name: screen.table, exact: true });
        // A screen's first visit loads its code: more than the default wait on two shared cores.
        await expect(table).toBeVisible({ timeout: 20_000 });
        await screen.before?.(page);
        await expect(table.locator('tbody tr').first()).not.toHaveText('Loading…');
        await expectTouchSizedTargets(dataTable(page, screen.table));
        await snap(page, `touch${screen.path.replace(/\//g, '-')}`);
        await expectColumnsReachable(page, screen.table);
      });
    }
  });
}
