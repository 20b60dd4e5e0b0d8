import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoCspViolations, watchCsp } from '../support/csp';
import { signIn } from '../support/helpers';

// The service worker runs under the policy too: it must install and take the page over.
test.use({ serviceWorkers: 'allow' });

/** Screens whose parts the policy could break: Ionic overlays and icons, tables, canvas, EventSource. */
const SCREENS: [path: string, ready: (page: Page) => Locator][] = [
  ['/', (page) => page.getByRole('heading', { name: 'Hello, Ada Admin', level: 1 })],
  ['/users', (page) => page.getByRole('table', { name: 'Users' })],
  ['/log', (page) => page.getByRole('table', { name: 'Log entries' })],
  ['/bugreport', (page) => page.getByRole('button', { name: 'Send Report' })],
  ['/order_search', (page) => page.getByRole('button', { name: 'Search' })],
  // The live stream: an EventSource to the app's own origin.
  ['/carrier_sign_in_dashboard', (page) => page.getByRole('status', { name: 'Updates: Live' })],
  ['/carrier_sign_in', (page) => page.getByRole('button', { name: /^LTL/ })],
];

test.describe('Content-Security-Policy (issue 10 item 9)', () => {
  test('the office shell, its screens and the service worker run with no violation', async ({ page }) => {
    // Seven screens, each loaded afresh (its lazy chunk, its data): on two shared cores that is slow.
    test.setTimeout(180_000);
    await watchCsp(page);
    const answer = await page.goto('/login');
    expect(answer?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled({ timeout: 20_000 });
    await expectNoCspViolations(page);

    await signIn(page, 'admin');
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 20_000 });
    for (const [path, ready] of SCREENS) {
      await page.goto(path);
      await expect(ready(page)).toBeVisible({ timeout: 20_000 });
      await expectNoCspViolations(page);
    }

    // Carrier sign-in (the last screen above): the form with its signature pad, a canvas.
    await page.getByRole('button', { name: /^LTL/ }).click();
    await expect(page.getByRole('img', { name: /Signature pad/ })).toBeVisible();
    await expectNoCspViolations(page);
  });

  test('the kiosk entry runs with no violation', async ({ page }) => {
    await watchCsp(page);
    await page.goto('/kiosk/');
    await expect(page.getByRole('heading', { name: 'Set up dock sign-in', level: 1 })).toBeVisible({
      timeout: 20_000,
    });
    await expectNoCspViolations(page);
  });
});
