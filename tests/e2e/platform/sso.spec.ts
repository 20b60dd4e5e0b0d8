import { expect, test, type Page } from '@playwright/test';
import type { AppConfig, TokenResponse } from '../../../src/shared/api/auth/login';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { SANDBOX_PASSWORD, snap } from '../support/helpers';

/**
 * Single sign-on on the sign-in page (issue 20). The test server runs without OIDC settings, so the
 * walk answers the app config with a label (as a configured server does) and stands in for the
 * provider's round trip at /api/auth/oidc/start; the one-time code is traded at the real server.
 */
const SSO_BUTTON = 'Sign in with Furhaven Okta';

async function withSsoConfig(page: Page): Promise<void> {
  await page.route('**/api/auth/config', async (route) => {
    const real = (await (await route.fetch()).json()) as AppConfig;
    await route.fulfill({ json: { ...real, sso: { label: 'Furhaven Okta' } } });
  });
}

test('no single sign-on button when it is not configured', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /Sign in with/ })).toHaveCount(0);
});

test('the button opens the provider; a refusal comes back as a message', async ({ page }) => {
  await withSsoConfig(page);
  let started: URL | null = null;
  await page.route('**/api/auth/oidc/start**', async (route) => {
    started = new URL(route.request().url());
    await route.fulfill({ status: 302, headers: { location: '/login#sso_error=refused' } });
  });
  await page.goto('/login?next=%2Fuploads');
  const button = page.getByRole('button', { name: SSO_BUTTON });
  await expect(button).toBeVisible();
  const box = await button.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(48);
  await snap(page, 'sso-sign-in');
  await expectNoSeriousA11yViolations(page);

  await button.click();
  await expect(page.getByText('The single sign-on provider did not sign you in.')).toBeVisible();
  expect(started).not.toBeNull();
  expect(started!.searchParams.get('next')).toBe('/uploads');
  // The reason leaves the address; the built-in sign-in is still there.
  await expect.poll(() => new URL(page.url()).hash).toBe('');
  await expect(page.getByLabel('Username')).toBeVisible();
  await snap(page, 'sso-refused');
});

test('the one-time code in the address signs in and goes on to the page asked for', async ({ page }) => {
  await withSsoConfig(page);
  // A code is a short-lived refresh token of a new session: a real one stands in for it here.
  const res = await page.request.post('/api/auth/login', {
    data: { username: 'office', password: SANDBOX_PASSWORD },
  });
  const { refresh_token: code } = (await res.json()) as TokenResponse;
  await page.goto(`/login#${new URLSearchParams({ sso: code, next: '/uploads' }).toString()}`);
  await expect(page).toHaveURL(/\/uploads$/);
  expect(new URL(page.url()).hash).toBe('');
  // A second use of the code is refused (it was one-time).
  const again = await page.request.post('/api/auth/refresh', { data: { refresh_token: code } });
  expect(again.status()).toBe(401);
});
