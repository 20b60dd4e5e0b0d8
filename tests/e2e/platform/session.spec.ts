import { expect, test } from '@playwright/test';
import { fillSignIn, openMenu, readSession, signIn, writeSession } from '../support/helpers';

test.describe('session', () => {
  test('sign out returns to /login; signing in again returns to the screen asked for', async ({ page }) => {
    await signIn(page, 'admin');
    await expect(page.getByRole('heading', { name: 'Hello, Ada Admin' })).toBeVisible();
    const menu = await openMenu(page);
    await menu.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('dockhand.session'))).toBeNull();

    // The session is gone: a screen's address asks to sign in, remembering where the user was going.
    await page.goto('/users');
    await expect(page).toHaveURL(/\/login\?next=%2Fusers$/);
    await fillSignIn(page, 'admin');
    await expect(page).toHaveURL(/\/users$/);
    await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'admin', exact: true })).toBeVisible();
  });

  test('a session whose tokens no longer work ends on /login and resumes after sign-in', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/log');
    await expect(page.getByRole('cell', { name: 'admin signed in', exact: true }).first()).toBeVisible();

    // Both tokens are refused by the server, so the refresh after the 401 fails too.
    const session = await readSession(page);
    await writeSession(page, { ...session, accessToken: 'not-a-token', refreshToken: 'not-a-refresh-token' });
    await page.reload();
    await expect(page).toHaveURL(/\/login\?next=%2Flog$/);
    await expect(page.getByRole('status').filter({ hasText: 'Your session ended' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('dockhand.session'))).toBeNull();

    await fillSignIn(page, 'admin');
    await expect(page).toHaveURL(/\/log$/);
    await expect(page.getByRole('table', { name: 'Log entries' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'admin signed in', exact: true }).first()).toBeVisible();
  });

  test('an expired access token is refreshed silently', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/users');
    await expect(page.getByRole('cell', { name: 'admin', exact: true })).toBeVisible();
    const before = await readSession(page);

    // The access token has expired (and would be refused), the refresh token is still good.
    await writeSession(page, {
      ...before,
      accessToken: 'expired-access-token',
      expiresAt: Date.now() - 60_000,
    });
    const refreshed = page.waitForResponse(
      (r) => r.url().endsWith('/api/auth/refresh') && r.request().method() === 'POST',
    );
    await page.reload();
    expect((await refreshed).status()).toBe(200);
    await expect(page).toHaveURL(/\/users$/);
    await expect(page.getByRole('cell', { name: 'admin', exact: true })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);

    const after = await readSession(page);
    expect(after.refreshToken).not.toBe(before.refreshToken);
    expect(after.accessToken).not.toBe('expired-access-token');
    expect(after.expiresAt).toBeGreaterThan(Date.now());
    expect(after.user.username).toBe('admin');
  });
});
