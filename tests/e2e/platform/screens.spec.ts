import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { signIn, snap, uniqueSuffix } from '../support/helpers';

/** The admin screens render on every viewport; the editing flows are in admin.spec.ts. */
test.describe('admin screens', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin');
    await expect(page.getByRole('heading', { name: 'Hello, Ada Admin' })).toBeVisible();
  });

  test('Users lists the sandbox users', async ({ page }) => {
    await page.goto('/users');
    const table = page.getByRole('table', { name: 'Users' });
    await expect(table).toBeVisible();
    for (const username of ['admin', 'office', 'bulk', 'floor', 'labour', 'tpl', 'hq', 'dock', 'newhire']) {
      await expect(table.getByRole('checkbox', { name: `Select ${username}`, exact: true })).toBeVisible();
    }
    await expect(table.getByRole('row', { name: /Ada Admin/ })).toContainText('admin@furhaven.example');
    await expect(page.getByRole('button', { name: 'New User' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Edit User' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Delete User' })).toBeDisabled();

    // Selecting one row enables the row actions; sorting by name reorders.
    await table.getByRole('checkbox', { name: 'Select floor' }).check();
    await expect(table.getByRole('row', { name: /Finn Floor/ })).toHaveClass(/is-selected/);
    await expect(page.getByRole('button', { name: 'Edit User' })).toBeEnabled();
    await table.getByRole('button', { name: 'Name', exact: true }).click();
    await expect(table.getByRole('columnheader', { name: 'Name', exact: true })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(table.getByRole('row').nth(1)).toContainText('Ada Admin');
    await snap(page, 'users');
    await expectNoSeriousA11yViolations(page);
  });

  test('Log shows the sign-ins', async ({ page }) => {
    await page.goto('/log');
    const table = page.getByRole('table', { name: 'Log entries' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('cell', { name: 'admin signed in', exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Level, / })).toBeVisible();
    await snap(page, 'log');
    await expectNoSeriousA11yViolations(page);
  });

  test('Report Error needs a severity, sends, and the report shows in the log', async ({ page }) => {
    await page.goto('/bugreport');
    const send = page.getByRole('button', { name: 'Send Report' });
    await expect(send).toBeVisible();
    await snap(page, 'bug-report');
    await expectNoSeriousA11yViolations(page);

    await send.click();
    await expect(page.getByRole('alert')).toHaveText('Choose a severity: Minor, Major or Critical.');

    const major = page.getByRole('button', { name: 'Major' });
    await major.click();
    await expect(major).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Something important does not work')).toBeVisible();
    await send.click();
    await expect(page.getByRole('alert')).toHaveText('Describe what went wrong.');

    const description = `Pull sheet printed blank (${uniqueSuffix()})`;
    await page.getByRole('textbox', { name: 'What went wrong?' }).fill(description);
    await send.click();
    await expect(page.getByText(/^Thank you\. Report #\d+ was sent to the admins\.$/)).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    // The form is ready for the next report.
    await expect(page.getByRole('textbox', { name: 'What went wrong?' })).toHaveValue('');
    await expect(major).toHaveAttribute('aria-pressed', 'false');

    await page.goto('/log');
    const row = page
      .getByRole('table', { name: 'Log entries' })
      .getByRole('row')
      .filter({ hasText: description });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(/Bug report #\d+ \(Major\) from admin/);
    await expect(row).toContainText('warn');
  });
});
