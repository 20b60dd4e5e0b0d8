import { expect, test, type Page } from '@playwright/test';
import type { PullsheetList, UnprocessedCount } from '../../../src/shared/api/dropship/pullsheets';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { apiGet, chooseOption, dialog, signIn, snap } from '../support/helpers';

const SCREEN = '/pullsheets';

// Each walk buys a hundred or more labels and reads thousands of orders on two shared cores.
test.describe.configure({ timeout: 180_000 });

const table = (page: Page) => page.getByRole('table', { name: 'Pull sheets' });
const rowOf = (page: Page, id: number) =>
  table(page).locator('tbody tr', { has: page.getByRole('cell', { name: String(id), exact: true }) });
const drawer = (page: Page) => page.getByRole('complementary', { name: 'Unprocessed orders' });
const toast = (page: Page, text: string | RegExp) => page.locator('ion-toast', { hasText: text });

/** The drawer's count buttons, one per warehouse of the scope ("Kentucky: 42"). */
async function expectCountButtons(page: Page, warehouses: readonly string[]): Promise<void> {
  const buttons = drawer(page).getByRole('button');
  await expect(buttons).toHaveCount(warehouses.length);
  for (const [i, w] of warehouses.entries()) {
    await expect(buttons.nth(i)).toHaveAccessibleName(new RegExp(`^${w}: \\d+$`));
  }
}

async function openScreen(page: Page, user: string): Promise<void> {
  await signIn(page, user);
  await page.goto(SCREEN);
  await expect(table(page)).toBeVisible();
  await expect(table(page).locator('tbody tr').first()).not.toHaveText('Loading…');
}

/** The biggest group of unprocessed orders of a warehouse, as the user's own call answers it. */
async function biggestGroup(page: Page, warehouse: string): Promise<UnprocessedCount['groups'][number]> {
  const list = await apiGet<PullsheetList>(page, '/api/dropship/pullsheets?warehouse=all');
  const groups = list.unprocessed.find((u) => u.warehouse === warehouse)?.groups ?? [];
  const group = [...groups].sort((a, b) => b.orders - a.orders)[0];
  expect(group, `unprocessed orders in ${warehouse}`).toBeDefined();
  return group!;
}

/** New Pullsheet from the warehouse's count button: the form is enabled only once complete. */
async function createSheet(
  page: Page,
  warehouse: string,
  label: string,
): Promise<{ id: number; pieces: number }> {
  const group = await biggestGroup(page, warehouse);
  await drawer(page)
    .getByRole('button', { name: new RegExp(`^${label}: \\d+`) })
    .click();
  const form = dialog(page, 'New Pullsheet');
  await expect(form).toBeVisible();
  const create = form.getByRole('button', { name: 'Create Pullsheet' });
  await expect(create).toBeDisabled();
  await chooseOption(page, 'Carrier', group.carrier);
  await expect(create).toBeDisabled();
  await chooseOption(page, 'Type', group.type.replace('_', ' '));
  await expect(form.getByText(`${group.orders} unprocessed`)).toBeVisible();
  await expect(create).toBeEnabled();
  await create.click();
  const done = toast(page, /Pullsheet \d+ created/);
  // A label is bought per package: a hundred-order sheet takes a while on shared cores.
  await expect(done).toContainText(`${group.orders} orders, ${group.pieces} pieces`, { timeout: 45_000 });
  // The toast's text is in its shadow root: read its message.
  const message = await done.evaluate((el) => String((el as HTMLElement & { message?: unknown }).message));
  const id = Number(/Pullsheet (\d+) created/.exec(message)?.[1]);
  await expect(form).toBeHidden();
  await expect(rowOf(page, id)).toContainText('Unbuilt');
  await expect(rowOf(page, id).getByRole('checkbox')).toBeChecked();
  return { id, pieces: group.pieces };
}

/** Order detail view of the selected sheet, and Back to the table. */
async function detailAndBack(page: Page, id: number, name: string): Promise<void> {
  await page.getByRole('button', { name: 'View Orders' }).click();
  const orders = page.getByRole('table', { name: `Orders on pullsheet ${id}` });
  await expect(orders).toBeVisible();
  await expect(orders.locator('tbody tr').first()).not.toHaveText('Loading…');
  await expect(orders.locator('tbody tr').first()).not.toHaveText('No orders on this pullsheet.');
  await expect(page.getByRole('heading', { name: new RegExp(`Pullsheet ${id} ·.*Unbuilt`) })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snap(page, name);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(table(page)).toBeVisible();
}

test.describe('Pull Sheets', () => {
  test('office: New Pullsheet, the table, the order detail and Back, split above 300 pieces', async ({
    page,
  }) => {
    await openScreen(page, 'office');
    // Office holds every warehouse: one count button each; acumatica sees Resend Acumatica.
    await expectCountButtons(page, ['Kentucky', 'Pennsylvania', 'Texas']);
    await expect(page.getByRole('button', { name: 'Resend Acumatica' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await snap(page, 'pullsheets-table');

    const made = await createSheet(page, 'kentucky', 'Kentucky');
    // Not an admin: the warehouse selector is shown under All but cannot be changed.
    await drawer(page)
      .getByRole('button', { name: /^Kentucky: / })
      .click();
    const form = dialog(page, 'New Pullsheet');
    await expect(form.getByRole('button', { name: /^Warehouse, / })).toBeDisabled();
    await expect(form.getByText('Only an admin can change the warehouse.')).toBeVisible();
    await snap(page, 'pullsheets-new');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toBeHidden();

    // Split is offered only above 300 pieces.
    const split = page.getByRole('button', { name: 'Split' });
    if (made.pieces > 300) await expect(split).toBeEnabled();
    else await expect(split).toBeDisabled();
    await detailAndBack(page, made.id, 'pullsheets-detail');

    // The biggest sheet (the new one when it is above 300 pieces): split it in two.
    let big = made;
    if (made.pieces <= 300) {
      await table(page).getByRole('button', { name: 'Pieces' }).click();
      await table(page).getByRole('button', { name: 'Pieces' }).click();
      const first = table(page).locator('tbody tr').first();
      const cells = await first.getByRole('cell').allTextContents();
      big = { id: Number(cells[1]), pieces: Number(cells[7]) };
      await first.getByRole('checkbox').check();
    }
    expect(big.pieces, 'a sheet above 300 pieces').toBeGreaterThan(300);
    await expect(rowOf(page, big.id).getByRole('checkbox')).toBeChecked();
    await split.click();
    await page.locator('ion-alert').getByRole('button', { name: 'Split' }).click();
    await expect(
      toast(page, new RegExp(`Pullsheet ${big.id} now has \\d+ pieces; pullsheet \\d+ has \\d+`)),
    ).toBeVisible();
    await expect(rowOf(page, big.id).getByRole('cell').nth(7)).not.toHaveText(String(big.pieces));
    await snap(page, 'pullsheets-split');
  });

  test('a one-warehouse user sees only its warehouse and no Resend Acumatica', async ({ page }) => {
    await openScreen(page, 'floor');
    await expectCountButtons(page, ['Kentucky']);
    await expect(page.getByRole('button', { name: 'Resend Acumatica' })).toHaveCount(0);
    const warehouses = await table(page).locator('tbody tr td:nth-child(4)').allTextContents();
    expect(new Set(warehouses)).toEqual(new Set(['Kentucky']));
    await page.getByRole('button', { name: 'New Pullsheet' }).click();
    const form = dialog(page, 'New Pullsheet');
    await expect(form.getByRole('button', { name: /^Carrier, / })).toBeVisible();
    await expect(form.getByRole('button', { name: /^Warehouse, / })).toHaveCount(0);
    await form.getByRole('button', { name: 'Cancel' }).click();
  });

  test('foam and bolster: a custom start is required and must be valid', async ({ page }) => {
    await openScreen(page, 'admin');
    await page.getByRole('button', { name: 'Foam and Bolster' }).click();
    const form = dialog(page, 'Foam and Bolster');
    await form.getByRole('switch', { name: 'Custom start' }).click();
    await form.getByRole('button', { name: 'Get Foam and Bolster' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please select a date/time');
    await form.getByLabel('Start date/time').fill('2026-01-01T06:00');
    await form.getByRole('button', { name: 'Get Foam and Bolster' }).click();
    await expect(form.getByRole('table', { name: 'Foam' })).toBeVisible();
    await expect(form.getByRole('table', { name: 'Fiber' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await snap(page, 'pullsheets-foam');
  });
});

test.describe('Pull Sheets on a tablet', () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

  test('admin: count buttons big enough to touch, New Pullsheet with the warehouse selector, detail and Back', async ({
    page,
  }) => {
    await openScreen(page, 'admin');
    for (const button of await drawer(page).getByRole('button').all()) {
      const box = await button.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(48);
    }
    const { id } = await createSheet(page, 'pennsylvania', 'Pennsylvania');
    await page.getByRole('button', { name: 'New Pullsheet' }).click();
    await expect(dialog(page, 'New Pullsheet').getByRole('button', { name: /^Warehouse, / })).toBeEnabled();
    await dialog(page, 'New Pullsheet').getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog(page, 'New Pullsheet')).toBeHidden();
    await expectNoSeriousA11yViolations(page);
    await snap(page, 'pullsheets-tablet');
    await detailAndBack(page, id, 'pullsheets-tablet-detail');
  });
});
