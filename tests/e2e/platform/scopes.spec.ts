import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { expectNames, openMenu, selectButton, signIn, snap } from '../support/helpers';

test.describe('menu and routes follow the scopes', () => {
  test('office sees its screens but no Users or Log', async ({ page }) => {
    await signIn(page, 'office');
    await expect(page.getByRole('heading', { name: 'Hello, Olive Office' })).toBeVisible();
    const menu = await openMenu(page);
    await expect(menu.getByRole('link', { name: 'Report Error' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Users', exact: true })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Log', exact: true })).toHaveCount(0);
    await expect(menu.getByRole('group', { name: 'Admin' })).toHaveCount(0);
    // Office holds both companies, so it picks one.
    await expect(selectButton(page, 'Company')).toBeVisible();
  });

  test('floor (dropship, Kentucky only) has no selectors and is sent Home from /users', async ({ page }) => {
    await signIn(page, 'floor');
    await expect(page.getByRole('heading', { name: 'Hello, Finn Floor' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Working for Furhaven · Warehouse: Kentucky');
    const menu = await openMenu(page);
    await expect(menu.getByText('Finn Floor')).toBeVisible();
    await expect(selectButton(page, 'Company')).toHaveCount(0);
    await expect(selectButton(page, 'Warehouse')).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Users', exact: true })).toHaveCount(0);

    // Typing the address of a screen the user may not open lands on Home.
    await page.goto('/users');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Hello, Finn Floor' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Users' })).toHaveCount(0);
    await page.goto('/log');
    await expect(page).toHaveURL(/\/$/);
    // Unknown addresses also land on Home.
    await page.goto('/no-such-screen');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Hello, Finn Floor' })).toBeVisible();
  });

  test('newhire (no scopes) sees the new-user page with an e-mail request', async ({ page }) => {
    await signIn(page, 'newhire');
    const heading = page.getByRole('heading', { name: 'Welcome to Dockhand, Ned Newhire', level: 1 });
    await expect(heading).toBeVisible();
    await expect(heading).toHaveCount(1);
    await expect(page.getByText('An admin must assign them before you can use Dockhand.')).toBeVisible();

    const request = page.getByRole('link', { name: 'Request access by e-mail' });
    await expect(request).toBeVisible();
    const href = (await request.getAttribute('href')) ?? '';
    expect(href).toMatch(/^mailto:[^?]+@[^?]+\?/);
    const query = new URLSearchParams(href.slice(href.indexOf('?') + 1));
    expect(query.get('subject')).toBe('Dockhand access request');
    expect(query.get('body')).toContain('Username: newhire');
    expect(query.get('body')).toContain('Name: Ned Newhire');
    await snap(page, 'new-user');
    await expectNoSeriousA11yViolations(page);

    // The menu offers nothing but Home and Report Error, not even an unrestricted screen.
    const menu = await openMenu(page);
    await expectNames(menu.getByRole('link'), ['Home', 'Report Error']);

    // Another screen's address shows the same page; Report Error stays open to new users.
    await page.goto('/users');
    await expect(page.getByRole('heading', { name: 'Welcome to Dockhand, Ned Newhire' })).toBeVisible();
    await page.goto('/bugreport');
    await expect(page.getByRole('button', { name: 'Send Report' })).toBeVisible();
    await page.goto('/nice_labels');
    await expect(page.getByRole('heading', { name: 'Welcome to Dockhand, Ned Newhire' })).toBeVisible();
  });
});
