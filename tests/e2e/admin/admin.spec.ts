import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { dialog, SANDBOX_PASSWORD, signIn, snap, tick, uniqueSuffix } from '../support/helpers';
import { apiToken, FURHAVEN } from '../support/kiosk';

/**
 * The editing flows of Users (D3 2.14). One viewport is enough for them: the tablet project
 * ignores this file (playwright.config.ts); screens.spec.ts renders the screens on both.
 */
test.describe('user administration', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/users');
    await expect(page.getByRole('cell', { name: 'tpl', exact: true })).toBeVisible();
  });

  const usersTable = (page: Page) => page.getByRole('table', { name: 'Users' });

  test('Edit User requires a name, then saves the name and a scope', async ({ page }) => {
    await usersTable(page).getByRole('checkbox', { name: 'Select tpl' }).check();
    await page.getByRole('button', { name: 'Edit User' }).click();
    const edit = dialog(page, 'Edit User tpl');
    await expect(edit).toBeVisible();
    const name = edit.getByRole('textbox', { name: 'Name', exact: true });
    await expect(name).toHaveValue(/\S/);

    await name.fill('');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit.getByRole('alert')).toHaveText('Name is required.');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await snap(page, 'edit-user-invalid');
    await expectNoSeriousA11yViolations(page);

    const newName = `Tess Tpl ${uniqueSuffix()}`;
    await name.fill(newName);
    await expect(edit.getByRole('alert')).toHaveCount(0);
    const inventory = edit.getByRole('checkbox', { name: 'Inventory', exact: true });
    await tick(inventory);
    await expect(edit.getByRole('checkbox', { name: '3PL' })).toBeChecked();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved Changes!')).toBeVisible();
    await expect(edit).toBeHidden();

    const row = usersTable(page).getByRole('row').filter({ hasText: newName });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell', { name: 'tpl', exact: true })).toBeVisible();
    await expect(row).toContainText('inventory');
    await expect(row).toContainText('thirdpartylogistics');
  });

  test('New User and Reset Password', async ({ page, request }) => {
    const username = `e2e${uniqueSuffix()}`;
    const fullName = `Quinn Tester ${username}`;

    // New User: the password policy is shown as it is typed, and Create refuses a weak one.
    await page.getByRole('button', { name: 'New User' }).click();
    const create = dialog(page, 'New User');
    await expect(create).toBeVisible();
    await create.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
    await create.getByRole('textbox', { name: 'Name', exact: true }).fill(fullName);
    await create.getByRole('textbox', { name: 'E-mail' }).fill(`${username}@furhaven.example`);
    const password = create.getByLabel('Password', { exact: true });
    await password.fill('Quartzlantern42');
    await expect(
      create.getByRole('listitem').filter({ hasText: 'Password must contain a symbol.' }),
    ).toBeVisible();
    await tick(create.getByRole('checkbox', { name: 'Furhaven' }));
    await tick(create.getByRole('checkbox', { name: 'Kentucky' }));
    await tick(create.getByRole('checkbox', { name: 'Dropship' }));
    await create.getByRole('button', { name: 'Create' }).click();
    await expect(create.getByRole('alert')).toHaveText('Password must contain a symbol.');
    await snap(page, 'new-user-weak-password');
    await expectNoSeriousA11yViolations(page);

    await password.fill('Quartz-Lantern-42!');
    await expect(create.getByRole('listitem')).toHaveCount(0);
    await create.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText(`Created user ${username}`)).toBeVisible();
    await expect(create).toBeHidden();
    const row = usersTable(page).getByRole('row').filter({ hasText: fullName });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('dropship');
    await expect(row).toContainText('Never');

    // The new user can sign in with the password the admin set.
    const signInAs = (pw: string) =>
      request.post('/api/auth/login', { data: { username, password: pw } }).then((r) => r.status());
    expect(await signInAs('Quartz-Lantern-42!')).toBe(200);

    // Reset Password: the policy applies here too; afterwards only the new password works.
    await usersTable(page)
      .getByRole('checkbox', { name: `Select ${username}` })
      .check();
    await page.getByRole('button', { name: 'Reset Password' }).click();
    const reset = dialog(page, `Reset Password for ${username}`);
    await expect(reset).toBeVisible();
    const newPassword = reset.getByLabel('New password');
    await newPassword.fill('amber harbor');
    await reset.getByRole('button', { name: 'Reset Password' }).click();
    await expect(reset.getByRole('alert')).toContainText('Password must contain a number.');
    await newPassword.fill('Amber-Harbor-77!');
    await reset.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText(`Password reset for ${username}.`)).toBeVisible();
    await expect(reset).toBeHidden();
    expect(await signInAs('Amber-Harbor-77!')).toBe(200);
    expect(await signInAs('Quartz-Lantern-42!')).toBe(401);
  });

  test('Delete User asks for the exact name, then the user is gone', async ({ page, request }) => {
    const username = `del${uniqueSuffix()}`.toLowerCase().replace(/[^a-z0-9]/g, '');
    const fullName = `Dana Leaving ${username}`;
    const created = await request.post('/api/admin/users', {
      headers: { authorization: await apiToken(request, 'admin'), company_id: FURHAVEN },
      data: {
        username,
        name: fullName,
        password: SANDBOX_PASSWORD,
        permissions: { furhaven: true, dropship: true },
      },
    });
    expect(created.status()).toBe(201);
    const signInAs = (pw: string) =>
      request.post('/api/auth/login', { data: { username, password: pw } }).then((r) => r.status());
    expect(await signInAs(SANDBOX_PASSWORD)).toBe(200);
    await page.getByRole('button', { name: 'Refresh' }).click();
    const row = usersTable(page).getByRole('row').filter({ hasText: fullName });
    await expect(row).toHaveCount(1);
    await usersTable(page)
      .getByRole('checkbox', { name: `Select ${username}` })
      .check();

    // Delete stays disabled until the exact name is typed.
    await expect(usersTable(page).getByRole('checkbox', { name: `Select ${username}` })).toBeChecked();
    await page.getByRole('button', { name: 'Delete User' }).click();
    const remove = dialog(page, 'Delete User');
    await expect(remove).toBeVisible();
    await expect(remove).toContainText(fullName);
    const confirmDelete = remove.getByRole('button', { name: 'Delete', exact: true });
    const typed = remove.getByRole('textbox', { name: "User's name" });
    await expect(confirmDelete).toBeDisabled();
    await typed.fill(fullName.slice(0, -1));
    await expect(confirmDelete).toBeDisabled();
    await typed.fill(fullName.toUpperCase());
    await expect(confirmDelete).toBeDisabled();
    await typed.fill(fullName);
    await expect(confirmDelete).toBeEnabled();
    await snap(page, 'delete-user');
    await expectNoSeriousA11yViolations(page);
    await confirmDelete.click();
    await expect(page.getByText(`Deleted ${fullName}`)).toBeVisible();
    await expect(remove).toBeHidden();
    await expect(row).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete User' })).toBeDisabled();
    expect(await signInAs(SANDBOX_PASSWORD)).toBe(401);
  });
});
