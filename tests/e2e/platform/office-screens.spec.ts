import { expect, test } from '@playwright/test';
import { findScreen } from '../../../src/shared/routes';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { openMenu, signIn } from '../support/helpers';

/**
 * Every dropship office screen opens from the menu and renders its title and first content, on the
 * desktop and on the tablet (below the 1224 px breakpoint, with the overlay menu). The flows
 * themselves are in tests/e2e/dropship/ (desktop). axe checks each screen on both viewports.
 */
const PATHS = [
  '/uploads',
  '/order_search',
  '/on_hold',
  '/pullsheets',
  '/api_status',
  '/warehouse_priority',
  '/failed_tracking',
  '/shipped_report',
  '/zero_inventory',
] as const;

test('the dropship screens open from the menu and render', async ({ page }) => {
  test.slow();
  await signIn(page, 'office');
  for (const path of PATHS) {
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
