import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { dialog, readSession, signIn, snap } from '../support/helpers';
import { expectColumnsReachable } from '../support/table-touch';

const SCREEN = '/failed_tracking';

type Row = {
  order_id: number;
  package_id: number;
  internal_po_number: string;
  carrier: string | null;
  name: string;
  address1: string;
  warehouse: string;
};

/** The failed rows as the signed-in user's own call answers them. */
async function failedRows(page: Page): Promise<Row[]> {
  const session = await readSession(page);
  const res = await page.request.get('/api/dropship/orders/failed_tracking', {
    headers: { authorization: `Bearer ${session.accessToken}`, company_id: 'Furhaven' },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { rows: Row[] }).rows;
}

const table = (page: Page) => page.getByRole('table', { name: 'Failed tracking' });
const rowOf = (page: Page, po: string) => table(page).locator('tbody tr', { hasText: po });
const toast = (page: Page, text: string | RegExp) => page.locator('ion-toast', { hasText: text });

async function openScreen(page: Page, user: string): Promise<void> {
  await signIn(page, user);
  await page.goto(SCREEN);
  await expect(table(page)).toBeVisible();
  await expect(table(page).locator('tbody tr').first()).not.toHaveText('Loading…');
}

/** A row shown on the first page (the table pages by 25) whose carrier we can make numbers for. */
async function pickRow(page: Page, skip: ReadonlySet<number> = new Set()): Promise<Row> {
  const rows = (await failedRows(page)).slice(0, 25);
  const row = rows.find((r) => !skip.has(r.package_id) && r.carrier !== null);
  expect(row, 'a failed row on the first page').toBeDefined();
  return row!;
}

async function select(page: Page, row: Row): Promise<void> {
  const checkbox = rowOf(page, row.internal_po_number).getByRole('checkbox');
  await checkbox.check();
  await expect(checkbox).toBeChecked();
}

/** A number of the carrier's form, different on every run. */
function trackingFor(carrier: string): string {
  const digits = `${Date.now()}${Math.floor(Math.random() * 1e9)}`.padEnd(30, '7');
  switch (carrier) {
    case 'fedex':
      return digits.slice(0, 12);
    case 'ups':
      return `1Z${digits.slice(0, 16)}`;
    case 'usps':
      return digits.slice(0, 22);
    default:
      return `TBA${digits.slice(0, 12)}`;
  }
}

test.describe('Failed Tracking (office)', () => {
  test('on a 1440 x 900 desktop the columns beyond the pane have a visible way there', async ({ page }) => {
    expect(page.viewportSize()).toEqual({ width: 1440, height: 900 });
    await openScreen(page, 'office');
    await expectColumnsReachable(page, 'Failed tracking');
    await snap(page, 'failed-tracking-last-columns');
  });

  test('set a tracking number: empty is refused, a valid one takes the row off the list', async ({
    page,
  }) => {
    await openScreen(page, 'office');
    await expect(page.getByRole('button', { name: 'Set Tracking' })).toBeDisabled();
    await expect(
      page.getByRole('button', { name: 'Regenerate Labels w/o Address Verification' }),
    ).toHaveCount(0);
    await snap(page, 'failed-tracking-list');
    await expectNoSeriousA11yViolations(page);

    const row = await pickRow(page);
    await select(page, row);
    await page.getByRole('button', { name: 'Set Tracking' }).click();
    const box = dialog(page, `Set Tracking for PO ${row.internal_po_number}`);
    await expect(box).toBeVisible();

    // Refusal: an empty number sends nothing and says why.
    await box.getByRole('button', { name: 'Set Tracking' }).click();
    await expect(box.getByRole('alert')).toHaveText('Enter a tracking number.');
    await snap(page, 'failed-tracking-empty-refused');
    await expectNoSeriousA11yViolations(page);
    expect((await failedRows(page)).some((r) => r.package_id === row.package_id)).toBe(true);

    const number = trackingFor(row.carrier!);
    await box.getByRole('textbox', { name: 'Tracking number', exact: true }).fill(number);
    await box.getByRole('button', { name: 'Set Tracking' }).click();
    await expect(toast(page, `Tracking ${number} set on PO ${row.internal_po_number}.`)).toBeVisible();
    await expect(rowOf(page, row.internal_po_number)).toHaveCount(0);
    expect((await failedRows(page)).some((r) => r.package_id === row.package_id)).toBe(false);
  });

  test('redo tracking buys the label again', async ({ page }) => {
    await openScreen(page, 'office');
    const row = await pickRow(page);
    await select(page, row);
    await page.getByRole('button', { name: 'Redo Tracking' }).click();
    await expect(toast(page, `Label created for PO ${row.internal_po_number}`)).toBeVisible();
    await expect(rowOf(page, row.internal_po_number)).toHaveCount(0);
    await snap(page, 'failed-tracking-redo');
  });

  test('Fallback Amazon ships an Amazon package on our own UPS account after asking', async ({ page }) => {
    await openScreen(page, 'office');
    const row = (await failedRows(page)).slice(0, 25).find((r) => r.carrier === 'amazon');
    expect(row, 'a failed Amazon row on the first page').toBeDefined();
    await select(page, row!);
    await page.getByRole('button', { name: 'Fallback Amazon' }).click();
    await page.locator('ion-alert').getByRole('button', { name: 'Buy Label' }).click();
    await expect(toast(page, `Label created for PO ${row!.internal_po_number}: UPS`)).toBeVisible();
    await expect(rowOf(page, row!.internal_po_number)).toHaveCount(0);
  });

  test('update the customer address: a bad ZIP is refused, a good address is saved', async ({ page }) => {
    await openScreen(page, 'office');
    const row = await pickRow(page);
    await select(page, row);
    await page.getByRole('button', { name: 'Update Customer' }).click();
    const box = dialog(page, `Update Customer for PO ${row.internal_po_number}`);
    await expect(box.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(row.name);

    await box.getByRole('textbox', { name: 'Address 1', exact: true }).fill('742 Evergreen Terrace');
    await box.getByRole('textbox', { name: 'City', exact: true }).fill('Louisville');
    await box.getByRole('textbox', { name: 'State', exact: true }).fill('KY');
    await box.getByRole('textbox', { name: 'Zip Code', exact: true }).fill('402');
    await box.getByRole('button', { name: 'Save' }).click();
    await expect(box.getByRole('alert')).toHaveText('The ZIP code "402" must have 5 or 9 digits.');
    await snap(page, 'failed-tracking-customer-refused');
    await expectNoSeriousA11yViolations(page);

    await box.getByRole('textbox', { name: 'Zip Code', exact: true }).fill('40202');
    await box.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, `Customer updated for PO ${row.internal_po_number}.`)).toBeVisible();
    await expect(rowOf(page, row.internal_po_number)).toContainText('742 Evergreen Terrace');
    const saved = (await failedRows(page)).find((r) => r.package_id === row.package_id);
    expect(saved?.address1).toBe('742 Evergreen Terrace');
  });
});

test('admin sees Regenerate Labels w/o Address Verification and uses it after confirming', async ({
  page,
}) => {
  await openScreen(page, 'admin');
  const regenerate = page.getByRole('button', { name: 'Regenerate Labels w/o Address Verification' });
  await expect(regenerate).toBeVisible();
  await expect(regenerate).toBeDisabled();
  const row = await pickRow(page);
  await select(page, row);
  await expect(regenerate).toBeEnabled();
  await snap(page, 'failed-tracking-admin');
  await regenerate.click();
  const alert = page.locator('ion-alert');
  await expect(alert).toContainText(`PO ${row.internal_po_number}`);
  await alert.getByRole('button', { name: 'Regenerate' }).click();
  await expect(toast(page, `Label created for PO ${row.internal_po_number}`)).toBeVisible();
  await expect(rowOf(page, row.internal_po_number)).toHaveCount(0);
});

test('Resend and Repull Amazon answer with the spec messages', async ({ page }) => {
  await openScreen(page, 'office');
  const amazonBefore = (await failedRows(page)).filter((r) => r.carrier === 'amazon').length;
  await page.getByRole('button', { name: 'Resend Amazon' }).click();
  await expect(toast(page, /^Requests resent\.\.\. /)).toBeVisible({ timeout: 20_000 });
  const amazonAfter = (await failedRows(page)).filter((r) => r.carrier === 'amazon').length;
  expect(amazonAfter).toBeLessThanOrEqual(amazonBefore);
  await snap(page, 'failed-tracking-resend-amazon');
  // OK closes the toast early; on a slow machine it may already have closed on its own.
  const ok = page.locator('ion-toast').getByRole('button', { name: 'OK' });
  await ok.click({ timeout: 3_000 }).catch(() => undefined);
  await expect(toast(page, /^Requests resent\.\.\. /)).toHaveCount(0, { timeout: 15_000 });

  await page.getByRole('button', { name: 'Repull Amazon' }).click();
  await expect(toast(page, /^Labels repulled\.\.\. /)).toBeVisible({ timeout: 20_000 });
});
