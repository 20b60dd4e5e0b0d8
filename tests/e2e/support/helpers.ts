import { expect, test, type Locator, type Page } from '@playwright/test';

/** The password of every sandbox sign-in (src/server/world/sandbox-identity.ts, config.ts). */
export const SANDBOX_PASSWORD = 'Sandbox-2026!';

/** The mobile breakpoint of the shell (SPLIT_PANE_WHEN in src/client/app/App.tsx). */
const SPLIT_PANE_MIN_WIDTH = 1224;

/** localStorage key of the signed-in session (src/client/lib/session-store.ts). */
export const SESSION_KEY = 'dockhand.session';

export type StoredSession = {
  accessToken: string;
  refreshToken: string;
  expiresAt: number;
  user: { username: string; name: string; scopes: string[] };
};

/** True below the breakpoint, where the menu is an overlay opened by the menu button. */
export function hasOverlayMenu(page: Page): boolean {
  return (page.viewportSize()?.width ?? 0) < SPLIT_PANE_MIN_WIDTH;
}

export function mainMenu(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main menu' });
}

/**
 * The accessible names of the elements a locator matches, in order. Ionic links and buttons are
 * native elements in a shadow root with the text slotted in, so their text content is empty.
 */
export async function expectNames(locator: Locator, names: readonly string[]): Promise<void> {
  await expect(locator).toHaveCount(names.length);
  for (const [i, name] of names.entries()) await expect(locator.nth(i)).toHaveAccessibleName(name);
}

/**
 * Ticks an ion-checkbox. Stencil re-renders aria-checked a frame after the click, which is later
 * than Playwright's check() looks, so click and then wait for the state.
 */
export async function tick(checkbox: Locator): Promise<void> {
  if ((await checkbox.getAttribute('aria-checked')) !== 'true') await checkbox.click();
  await expect(checkbox).toBeChecked();
}

/** Opens /login, signs in and waits until the app has left the sign-in page. */
export async function signIn(page: Page, username: string, password = SANDBOX_PASSWORD): Promise<void> {
  if (!new URL(page.url(), 'http://x').pathname.startsWith('/login')) await page.goto('/login');
  await fillSignIn(page, username, password);
  await expect(page).not.toHaveURL(/\/login/);
}

/** Fills and submits the sign-in form that is on screen. */
export async function fillSignIn(page: Page, username: string, password = SANDBOX_PASSWORD): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Makes the menu visible: it is always there beside the content on desktop; on a tablet, open it. */
export async function openMenu(page: Page): Promise<Locator> {
  const menu = mainMenu(page);
  if (hasOverlayMenu(page)) {
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
  }
  await expect(menu).toBeVisible();
  // The overlay slides in; wait until it has finished moving.
  await expect(menu.getByRole('button', { name: 'Sign out' })).toBeInViewport({ ratio: 1 });
  return menu;
}

/**
 * Chooses an option of an ion-select with the popover interface. The select's own button opens it
 * from the keyboard (its styled control covers the button, so a pointer click lands on the control).
 */
export async function chooseOption(page: Page, select: string, option: string): Promise<void> {
  await openSelect(page, select);
  await page.getByRole('radio', { name: option, exact: true }).click();
  // The select takes no new press until its popover has gone.
  await expect(selectButton(page, select)).toHaveAttribute('aria-expanded', 'false');
}

/** Opens an ion-select's popover from the keyboard and waits until its options are shown. */
export async function openSelect(page: Page, select: string): Promise<void> {
  const button = selectButton(page, select);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('radio').first()).toBeVisible();
}

/** The button of an ion-select; its name is "<label>, <current value>". */
export function selectButton(page: Page, label: string): Locator {
  return page.getByRole('button', { name: new RegExp(`^${label}, `) });
}

/**
 * An open dialog by its accessible name. Ionic puts role="dialog" on a wrapper inside the
 * ion-modal's shadow root and slots the content into it, so locators scoped to the role element
 * see none of the content: scope to the ion-modal that holds the named dialog instead.
 */
export function dialog(page: Page, name: string): Locator {
  return page.locator('ion-modal', { has: page.getByRole('dialog', { name, exact: true }) });
}

export async function readSession(page: Page): Promise<StoredSession> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);
  expect(raw, 'a stored session').not.toBeNull();
  return JSON.parse(raw ?? 'null') as StoredSession;
}

/** GET of an API path as the signed-in user of `page` (Furhaven); expects 200 and returns the JSON. */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const session = await readSession(page);
  const res = await page.request.get(path, {
    headers: { authorization: `Bearer ${session.accessToken}`, company_id: 'Furhaven' },
  });
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}

export async function writeSession(page: Page, session: StoredSession): Promise<void> {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    SESSION_KEY,
    JSON.stringify(session),
  ] as const);
}

/** A full-page screenshot kept with the test's output and attached to the report. */
export async function snap(page: Page, name: string): Promise<void> {
  const info = test.info();
  const path = info.outputPath(`${name}-${info.project.name}.png`);
  await page.screenshot({ path, fullPage: true, animations: 'disabled' });
  await info.attach(`${name} (${info.project.name})`, { path, contentType: 'image/png' });
}

/** A short suffix that keeps names made by one run (and one project) apart. */
export function uniqueSuffix(): string {
  const info = test.info();
  return `${info.project.name.slice(0, 1)}${Date.now().toString(36)}${info.workerIndex}`;
}

/**
 * The sync indicator's name while the device has no network: "Offline, {rest}" when the browser
 * says so, or "No connection to the server, {rest}" when it claims to be online but no request gets
 * through. Chromium (150) reports navigator.onLine true again after a reload under Playwright's
 * offline emulation, so a page reloaded without a network reads the second; both are the app's
 * honest "not connected" state.
 */
export function notConnected(rest: string): RegExp {
  const escaped = rest.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^(Offline|No connection to the server), ${escaped}$`);
}
