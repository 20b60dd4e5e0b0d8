import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { dialog, openMenu, signIn, snap, uniqueSuffix } from '../support/helpers';

const SIGN_INS = '/api/carrier-sign-in/sign-ins?open=true&warehouse=kentucky';

/** Kiosk Devices (ARCHITECTURE section 6). Desktop only (the tablet project ignores it), as admin.spec.ts. */
test.describe('kiosk device enrolment', () => {
  const devicesTable = (page: Page) => page.getByRole('table', { name: 'Devices' });

  test('admin enrols a kiosk, it pairs, and revoking it stops its token', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, 'admin');
    const menu = await openMenu(page);
    await menu.getByRole('group', { name: 'Admin' }).getByRole('link', { name: 'Kiosk Devices' }).click();
    await expect(page).toHaveURL(/\/devices$/);
    await expect(devicesTable(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Revoke' })).toBeDisabled();

    // Enrol: a name is required; the warehouse comes from the current company's warehouses.
    const name = `Dock 1 ${uniqueSuffix()}`;
    await page.getByRole('button', { name: 'Enrol Device' }).click();
    const enrol = dialog(page, 'Enrol Device');
    await expect(enrol).toBeVisible();
    await enrol.getByRole('button', { name: 'Enrol', exact: true }).click();
    await expect(enrol.getByRole('alert')).toHaveText('Name is required.');
    await enrol.getByRole('textbox', { name: 'Name' }).fill(name);
    const warehouse = enrol.getByRole('button', { name: /^Warehouse, / });
    await warehouse.press('Enter');
    await page.getByRole('radio', { name: 'Kentucky', exact: true }).click();
    await expect(warehouse).toHaveAccessibleName('Warehouse, Kentucky');
    await expect(enrol.getByRole('button', { name: /^Purpose, / })).toHaveAccessibleName(
      'Purpose, Carrier sign-in',
    );
    await enrol.getByRole('button', { name: 'Enrol', exact: true }).click();

    // The one-time code and the full pairing link.
    const code = enrol.getByRole('definition').first();
    await expect(code).toHaveText(/^[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    const pairingCode = (await code.textContent()) ?? '';
    const link = enrol.getByRole('link', { name: /\/kiosk\/pair\?code=/ });
    await expect(link).toHaveAttribute(
      'href',
      `${new URL(page.url()).origin}/kiosk/pair?code=${pairingCode.replace('-', '')}`,
    );
    await enrol.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Pairing link copied.')).toBeVisible();
    await snap(page, 'enrol-device');
    await expectNoSeriousA11yViolations(page);
    await enrol.getByRole('button', { name: 'Done' }).click();
    await expect(enrol).toBeHidden();

    const row = devicesTable(page).getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Kentucky');
    await expect(row).toContainText('Carrier sign-in');
    await expect(row).toContainText('Awaiting pairing');

    // The tablet trades the code for a device token, which can read the warehouse's sign-ins.
    const paired = await page.request.post('/api/devices/pair', { data: { code: pairingCode } });
    expect(paired.status()).toBe(200);
    const token = ((await paired.json()) as { device_token: string }).device_token;
    expect(token.startsWith('dev_')).toBe(true);
    const headers = { authorization: `Bearer ${token}`, company_id: 'Furhaven' };
    expect((await page.request.get(SIGN_INS, { headers })).status()).toBe(200);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(row).toContainText('Active');

    // Revoke after a confirmation; the token is refused from then on.
    await devicesTable(page)
      .getByRole('checkbox', { name: `Select ${name}` })
      .check();
    await page.getByRole('button', { name: 'Revoke' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Revoke device?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByText(`Revoked ${name}`)).toBeVisible();
    await expect(row).toContainText('Revoked');
    await expect(page.getByRole('button', { name: 'Revoke' })).toBeDisabled();
    expect((await page.request.get(SIGN_INS, { headers })).status()).toBe(401);
  });

  test('office has no Kiosk Devices and is sent Home from /devices', async ({ page }) => {
    await signIn(page, 'office');
    const menu = await openMenu(page);
    await expect(menu.getByRole('link', { name: 'Report Error' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Kiosk Devices' })).toHaveCount(0);
    await page.goto('/devices');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Hello, Olive Office' })).toBeVisible();
    await expect(devicesTable(page)).toHaveCount(0);
  });
});
