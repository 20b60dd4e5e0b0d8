import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import {
  chooseOption,
  expectNames,
  fillSignIn,
  hasOverlayMenu,
  mainMenu,
  openMenu,
  openSelect,
  selectButton,
  signIn,
  snap,
} from '../support/helpers';

test.describe('shell', () => {
  test('the sign-in card renders with its inputs (Ionic survives tree-shaking)', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login\?next=%2F$/);
    await expect(page.getByRole('heading', { name: 'SANDBOX', level: 1 })).toBeVisible();
    await expect(page.getByText('Sign in to continue')).toBeVisible();
    await expect(page.getByLabel('Username')).toBeVisible();
    await expect(page.getByLabel('Username')).toBeEditable();
    await expect(page.getByLabel('Password')).toBeVisible();
    await expect(page.getByLabel('Password')).toHaveAttribute('type', 'password');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(
      await page.evaluate(() => ['ion-input', 'ion-button', 'ion-card'].map((t) => !!customElements.get(t))),
    ).toEqual([true, true, true]);
    await expect(page).toHaveTitle('SANDBOX');
    await snap(page, 'login');
    await expectNoSeriousA11yViolations(page);

    // An empty form is refused in the page, without a call.
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Enter your username and password.');
    // A wrong password shows the server's refusal.
    await page.getByLabel('Username').fill('dock');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('the sign-in page leaves the offline database (Dexie) until someone signs in', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const offlineDb = (paths: string[]) =>
      paths.filter((path) => /\/assets\/(db|reference-warmup)-[\w-]+\.js$/.test(path));
    await page.goto('/login');
    await expect(page.getByLabel('Username')).toBeEditable();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(offlineDb(scripts)).toEqual([]);

    await fillSignIn(page, 'admin');
    await expect(page).not.toHaveURL(/\/login/);
    // Signed in: the outbox and the reference lists open it (the check above can see it load).
    await expect.poll(() => offlineDb(scripts).length).toBeGreaterThan(0);
  });

  test('admin signs in to Home with the full menu, sandbox branding and selectors', async ({ page }) => {
    await signIn(page, 'admin');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Hello, Ada Admin', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('SANDBOX');

    const menu = await openMenu(page);
    await expect(menu.getByText('SANDBOX', { exact: true })).toBeVisible();
    await expect(menu.getByRole('group', { name: 'Admin' })).toBeVisible();
    await expect(menu.getByRole('group', { name: 'Other' })).toBeVisible();
    for (const entry of ['Home', 'Users', 'Log', 'Report Error']) {
      await expect(menu.getByRole('link', { name: entry, exact: true })).toBeVisible();
    }
    await expectNames(menu.getByRole('group', { name: 'Admin' }).getByRole('link'), [
      'Users',
      'Log',
      'Kiosk Devices',
    ]);
    await expect(menu.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await snap(page, 'home-admin');
    await expectNoSeriousA11yViolations(page);

    // Admin holds both companies; Furhaven has three warehouses, offered with All.
    await expect(selectButton(page, 'Company')).toHaveAccessibleName('Company, Furhaven');
    await expect(selectButton(page, 'Warehouse')).toHaveAccessibleName('Warehouse, All');
    await openSelect(page, 'Warehouse');
    await expectNames(page.getByRole('radio'), ['All', 'Kentucky', 'Pennsylvania', 'Texas']);
    await page.keyboard.press('Escape');
    await expect(selectButton(page, 'Warehouse')).toHaveAttribute('aria-expanded', 'false');
    await chooseOption(page, 'Warehouse', 'Texas');
    await expect(selectButton(page, 'Warehouse')).toHaveAccessibleName('Warehouse, Texas');
    await expect(page.getByText(/^Working for/)).toContainText('Warehouse: Texas');

    // Worldwise has one warehouse: the warehouse selector goes away and Kentucky is implied.
    await chooseOption(page, 'Company', 'Worldwise');
    await expect(selectButton(page, 'Company')).toHaveAccessibleName('Company, Worldwise');
    await expect(selectButton(page, 'Warehouse')).toHaveCount(0);

    await expect(page.getByText(/^Working for/)).toHaveText('Working for Worldwise · Warehouse: Kentucky');

    // Back on Furhaven the warehouse selector returns (Kentucky, the one Worldwise implied, is kept).
    await chooseOption(page, 'Company', 'Furhaven');
    await expect(selectButton(page, 'Warehouse')).toHaveAccessibleName('Warehouse, Kentucky');

    // The menu leads to a screen; the overlay closes behind it on a tablet.
    await menu.getByRole('link', { name: 'Log', exact: true }).click();
    await expect(page).toHaveURL(/\/log$/);
    await expect(page.getByRole('table', { name: 'Log entries' })).toBeVisible();
    if (hasOverlayMenu(page)) await expect(mainMenu(page)).toBeHidden();
    else await expect(mainMenu(page)).toBeVisible();
  });

  test('Ionic components are defined custom elements and render', async ({ page }) => {
    await signIn(page, 'admin');
    await expect(page.getByRole('heading', { name: 'Hello, Ada Admin' })).toBeVisible();

    const defined = await page.evaluate(() =>
      Object.fromEntries(
        ['ion-app', 'ion-menu', 'ion-split-pane', 'ion-button', 'ion-select', 'ion-item', 'ion-card'].map(
          (tag) => [tag, !!customElements.get(tag)],
        ),
      ),
    );
    expect(defined).toEqual({
      'ion-app': true,
      'ion-menu': true,
      'ion-split-pane': true,
      'ion-button': true,
      'ion-select': true,
      'ion-item': true,
      'ion-card': true,
    });
    // No Ionic element on the page was left undefined by tree-shaking.
    const undefinedTags = await page.evaluate(() => [
      ...new Set(
        [...document.querySelectorAll(':not(:defined)')]
          .map((el) => el.tagName.toLowerCase())
          .filter((tag) => tag.startsWith('ion-')),
      ),
    ]);
    expect(undefinedTags).toEqual([]);

    const menu = mainMenu(page);
    const splitPane = page.locator('ion-split-pane');
    await expect(splitPane).toBeAttached();
    const helpButton = page.getByRole('banner').getByRole('button', { name: 'Help' });
    await expect(helpButton).toBeVisible();
    expect(await helpButton.evaluate((el) => (el.getRootNode() as ShadowRoot).host.tagName)).toBe(
      'ION-BUTTON',
    );

    if (hasOverlayMenu(page)) {
      // Below the breakpoint the split pane is off and the menu waits behind the menu button.
      await expect(splitPane).not.toHaveClass(/split-pane-visible/);
      await expect(menu).toBeHidden();
      await openMenu(page);
    } else {
      await expect(splitPane).toBeVisible();
      await expect(splitPane).toHaveClass(/split-pane-visible/);
      await expect(menu).toBeVisible();
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
      // Menu and content sit side by side.
      const menuBox = await menu.boundingBox();
      const mainBox = await page.getByRole('main').boundingBox();
      expect(menuBox && mainBox && menuBox.x + menuBox.width <= mainBox.x + 1).toBe(true);
    }
    expect(await menu.evaluate((el) => el.tagName)).toBe('ION-MENU');
    await expect(menu.getByRole('link', { name: 'Users', exact: true })).toBeVisible();
  });
});
