import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { chooseOption, dialog, readSession, signIn, snap } from '../support/helpers';

const SCREEN = '/on_hold';

type Line = { internal_sku: string; order_status: number };
type HoldOrder = {
  internal_po_number: string;
  vendor_name: string;
  order_status: number;
  acu_order_num: string | null;
  lines: Line[];
};

/** The hold list as the signed-in user's own call answers it (the server applies the scope rule). */
async function holdOrders(page: Page): Promise<HoldOrder[]> {
  const session = await readSession(page);
  const res = await page.request.get('/api/dropship/on_hold', {
    headers: { authorization: `Bearer ${session.accessToken}`, company_id: 'Furhaven' },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { orders: HoldOrder[] }).orders;
}

async function openScreen(page: Page, user: string): Promise<void> {
  await signIn(page, user);
  await page.goto(SCREEN);
  await expect(page.getByRole('table', { name: 'Orders on hold' })).toBeVisible();
  await expect(page.locator('table[aria-label="Orders on hold"] tbody tr').first()).not.toHaveText(
    'Loading…',
  );
}

const table = (page: Page) => page.getByRole('table', { name: 'Orders on hold' });
const rowOf = (page: Page, po: string) => table(page).locator('tbody tr', { hasText: po });

async function search(page: Page, text: string): Promise<void> {
  await page.getByLabel('Search PO, vendor, name or SKU').fill(text);
}

/** Opens the drawer of one order. */
async function openOrder(page: Page, po: string) {
  await search(page, po);
  await rowOf(page, po).getByRole('cell', { name: po, exact: true }).click();
  const drawer = dialog(page, 'Order details');
  await expect(drawer.getByText(`Order ${po}`)).toBeVisible();
  return drawer;
}

/** The confirmation (ion-alert) with its question; answers it. */
async function answer(page: Page, question: string, reply: 'Yes' | 'No'): Promise<void> {
  const alert = page.locator('ion-alert');
  await expect(alert.getByText(question, { exact: true })).toBeVisible();
  await alert.getByRole('button', { name: reply }).click();
  await expect(alert).toHaveCount(0);
}

const toast = (page: Page, text: string | RegExp) => page.locator('ion-toast', { hasText: text });

test.describe('Orders On Hold', () => {
  test('headquarters (washington) sees Unacknowledged and Ready orders', async ({ page }) => {
    await openScreen(page, 'hq');
    const orders = await holdOrders(page);
    expect(new Set(orders.map((o) => o.order_status))).toEqual(new Set([197, 198]));
    await expect(page.locator('.data-table__range')).toHaveText(new RegExp(` of ${orders.length}$`));
    // Sorted by status, descending, the Unacknowledged ones come first.
    const status = table(page).getByRole('button', { name: 'Status' });
    await status.click();
    await status.click();
    await expect(table(page).locator('tbody tr').first()).toContainText('Unacknowledged');
    await snap(page, 'on-hold-hq');
  });

  test('the office sees only Ready orders', async ({ page }) => {
    await openScreen(page, 'office');
    const orders = await holdOrders(page);
    expect(orders.length).toBeGreaterThan(0);
    expect(orders.every((o) => o.order_status === 197)).toBe(true);
    await expect(page.locator('.data-table__range')).toHaveText(new RegExp(` of ${orders.length}$`));
    await expect(table(page).getByText('Unacknowledged')).toHaveCount(0);
    await expect(table(page).getByText('Ready').first()).toBeVisible();
    await snap(page, 'on-hold-office');
    await expectNoSeriousA11yViolations(page);
  });

  test('headquarters approves an Unacknowledged order: acknowledged, then in Acumatica', async ({ page }) => {
    await openScreen(page, 'hq');
    const order = (await holdOrders(page)).find((o) => o.order_status === 198);
    expect(order, 'an Unacknowledged order in the demo world').toBeDefined();
    const po = order!.internal_po_number;
    const drawer = await openOrder(page, po);
    await expect(drawer.getByText('Unacknowledged')).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Send To Production' })).toHaveCount(0);
    await snap(page, 'on-hold-drawer');
    await expectNoSeriousA11yViolations(page);
    await drawer.getByRole('button', { name: 'Approve' }).click();
    await answer(page, `Accept order ${po}?`, 'Yes');
    await expect(toast(page, 'Acknowledgement Sent!')).toBeAttached();
    await expect(drawer.getByText('Ready', { exact: true })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await expect(drawer.getByRole('button', { name: 'Send To Production' })).toBeVisible();
    const after = (await holdOrders(page)).find((o) => o.internal_po_number === po);
    expect(after?.order_status).toBe(197);
    expect(after?.acu_order_num).toMatch(/^\d{7}$/);
    await expect(drawer.getByText(after!.acu_order_num!)).toBeVisible();
    await snap(page, 'on-hold-approved');
  });

  test('office: a declined confirmation changes nothing; then the order goes to production', async ({
    page,
  }) => {
    await openScreen(page, 'office');
    const order = (await holdOrders(page))[0]!;
    const po = order.internal_po_number;
    const drawer = await openOrder(page, po);
    await expect(drawer.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await drawer.getByRole('button', { name: 'Send To Production' }).click();
    await answer(page, `Send order ${po} to production?`, 'No');
    expect((await holdOrders(page)).some((o) => o.internal_po_number === po)).toBe(true);
    await expect(drawer.getByText(`Order ${po}`)).toBeVisible();

    await drawer.getByRole('button', { name: 'Send To Production' }).click();
    await answer(page, `Send order ${po} to production?`, 'Yes');
    await expect(toast(page, 'Order Sent To Production!')).toBeAttached();
    await expect(rowOf(page, po)).toHaveCount(0);
    expect((await holdOrders(page)).some((o) => o.internal_po_number === po)).toBe(false);
    await snap(page, 'on-hold-sent-to-production');
  });

  test('office cancels an item with a reason; a cancel file with a bad reason is refused', async ({
    page,
  }) => {
    await openScreen(page, 'office');
    const order = (await holdOrders(page)).find((o) => o.lines.some((l) => l.order_status !== 199))!;
    const po = order.internal_po_number;
    const sku = order.lines.find((l) => l.order_status !== 199)!.internal_sku;

    await page
      .getByRole('toolbar', { name: 'Hold order actions' })
      .getByRole('button', { name: 'Cancel Items' })
      .click();
    const cancel = dialog(page, 'Cancel Items');
    await expect(cancel.getByText('Open lines')).toBeVisible();
    // Two distinct names: Close leaves the dialog, Cancel Items cancels (no "Cancel" beside "Cancel Items").
    await expect(cancel.getByRole('button', { name: /^close$/i })).toBeVisible();
    await expect(cancel.getByRole('button', { name: /^cancel items$/i })).toBeDisabled();
    await expect(cancel.getByRole('button', { name: /^cancel$/i })).toHaveCount(0);

    // Refusal first: a file whose reason is not one of the five.
    await cancel.getByLabel(/Or load a cancel file/).setInputFiles({
      name: 'cancel.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        `internal_po_number,internal_sku,vendor_name,cancel_reason\n${po},${sku},${order.vendor_name},DAMAGED\n`,
      ),
    });
    await expect(cancel.getByText(/^Error: Row 1: Invalid cancel reason DAMAGED\./)).toBeVisible();
    await snap(page, 'on-hold-cancel-file-refused');
    await cancel.getByLabel(/Or load a cancel file/).setInputFiles([]);

    await cancel.getByLabel('Find PO, vendor or SKU').fill(po);
    await cancel
      .getByRole('checkbox', { name: new RegExp(`^${po} ${sku} `) })
      .first()
      .check();
    await expect(cancel.getByRole('button', { name: 'Cancel 1 Item' })).toHaveCount(0);
    await chooseOption(page, 'Cancel Reason', 'SMALLPO');
    await snap(page, 'on-hold-cancel-items');
    await expectNoSeriousA11yViolations(page);
    await cancel.getByRole('button', { name: 'Cancel 1 Item' }).click();
    await expect(toast(page, 'Items Cancelled! Successful Cancels: 1 / Failed Cancels: 0')).toBeAttached();
    const after = (await holdOrders(page)).find((o) => o.internal_po_number === po);
    const openBefore = order.lines.filter((l) => l.order_status !== 199).length;
    if (openBefore > 1) {
      expect(after?.lines.filter((l) => l.order_status !== 199)).toHaveLength(openBefore - 1);
    } else {
      expect(after).toBeUndefined();
    }
  });

  test('Export Unacknowledged Orders: a CSV of the 198 orders for headquarters', async ({ page }) => {
    await openScreen(page, 'hq');
    const unacknowledged = (await holdOrders(page)).filter((o) => o.order_status === 198);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Unacknowledged Orders' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('UnacknowledgedOrders.csv');
    const csv = await readFile(await download.path(), 'utf8');
    const [header, ...lines] = csv.trim().split(/\r?\n/);
    expect(header).toMatch(/^vendor_name,internal_po_number,external_po_number,order_date/);
    const pos = new Set(lines.map((l) => l.split(',')[1]));
    expect(pos).toEqual(new Set(unacknowledged.map((o) => o.internal_po_number)));
  });

  test('Export Unacknowledged Orders exports nothing for the office, who sees none', async ({ page }) => {
    await openScreen(page, 'office');
    await page.getByRole('button', { name: 'Export Unacknowledged Orders' }).click();
    await expect(toast(page, 'There are no unacknowledged orders to export.')).toBeAttached();
  });
});
