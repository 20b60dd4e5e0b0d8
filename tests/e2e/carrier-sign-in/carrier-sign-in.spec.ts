import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { openMenu, signIn, snap, uniqueSuffix } from '../support/helpers';
import { fillSignIn } from '../support/kiosk';

/** /carrier_sign_in inside the office app, for the dock account (desktop and tablet). */
test('the dock account signs a driver in and out from the office app', async ({ page }) => {
  const driver = `Office Omar ${uniqueSuffix()}`;
  await signIn(page, 'dock');
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Carrier Sign-In' }).click();
  await expect(page).toHaveURL(/\/carrier_sign_in$/);
  await expect(page.getByText('Carrier Sign-In · Kentucky')).toBeVisible();

  await page.getByRole('button', { name: /^Receiving/ }).click();
  await fillSignIn(page, { driver });
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Please fill out all fields before submitting');
  await page.getByLabel('Delivered goods').fill('40 cartons of cat trees');

  // A mouse (or stylus) signs as well as a finger.
  const pad = page.getByRole('img', { name: /Signature pad/ });
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + 40);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(box.x + 20 + i * 25, box.y + 40 + (i % 3) * 30);
  await page.mouse.up();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { name: `Thank you, ${driver}!` })).toBeVisible();

  const row = page.getByRole('table', { name: 'Open Sign-ins' }).getByRole('row').filter({ hasText: driver });
  await expect(row).toContainText('Receiving');
  await snap(page, 'carrier-sign-in-office');
  await expectNoSeriousA11yViolations(page);
  await row.getByRole('button', { name: `Sign out ${driver}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Sign out?' });
  // Cancel keeps the driver signed in.
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Sign out ${driver}` }).click();
  await confirm.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText(`${driver} is signed out. Drive safely!`)).toBeVisible();
  await expect(row).toHaveCount(0);
});
