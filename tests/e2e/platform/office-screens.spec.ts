import { expect, test } from '@playwright/test';
import { findScreen } from '../../../src/shared/routes';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { openMenu, signIn } from '../support/helpers';

/**
 * Every office screen opens from the menu and renders its title and first content, on the desktop and
 * on the tablet (below the 1224 px breakpoint, with the overlay menu). The flows themselves are in
 * tests/e2e/dropship/, tests/e2e/bulk/, tests/e2e/erp/, tests/e2e/inventory/ and tests/e2e/tpl/ (desktop). axe checks each screen on both viewports.
 */
const SCREENS: Record<string, readonly string[]> = {
  office: [
    '/uploads',
    '/order_search',
    '/on_hold',
    '/pullsheets',
    '/api_status',
    '/warehouse_priority',
    '/failed_tracking',
    '/shipped_report',
    '/zero_inventory',
    '/inventory',
    '/usps_scan_form',
    '/acumatica_uploads',
    '/acumatica_apply_payments',
    '/autobuild',
    '/invoices',
  ],
  bulk: [
    '/bulk_orders',
    '/bulk_uploads',
    '/bulk_invoices',
    '/lots',
    '/bulk_carriers',
    '/bulk_search',
    '/transaction_report',
    '/box_labels',
    '/pallet_labels',
    '/bulk_status',
    '/bulk_change',
    '/bulk_pullsheets',
    '/shipping_dash',
    '/carrier_sign_in_dashboard',
    '/vendor_stickers',
  ],
  tpl: ['/3pl_orders', '/3pl_inventory', '/cancel_3PL_orders'],
};

for (const [user, paths] of Object.entries(SCREENS)) {
  test(`the ${user} screens open from the menu and render`, async ({ page }) => {
    test.slow();
    await signIn(page, user);
    for (const path of paths) {
      const screen = findScreen(path);
      if (!screen) throw new Error(`no route ${path}`);
      const menu = await openMenu(page);
      await menu.getByRole('link', { name: screen.title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.locator('ion-title').filter({ hasText: screen.title }).last()).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: /failed|error/i })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    }
  });
}
