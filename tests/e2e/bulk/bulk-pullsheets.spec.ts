import { readFileSync } from 'node:fs';
import { expect, test, type Download, type Page } from '@playwright/test';
import type pg from 'pg';
import { BULK_PULLSHEET_MESSAGES as M } from '../../../src/shared/domain/bulk/bulk-pullsheets';
import { pdfLines } from '../../support/pdf-read-back';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { e2eDbPool } from '../support/e2e-db';
import { openMenu, signIn, snap } from '../support/helpers';

/**
 * Bulk Pull Sheets (D2 sections 2, 5, 8, 9; issue 12 item 2) on the demo world, as the bulk user:
 * the messages of an empty and an unknown order number, a real order's pull sheet PDF (read back),
 * the download-again confirmation with its last time (No clears the field, Download downloads
 * again) and a date range with and without orders.
 */

type Order = { id: number; acu: string; po: string; pieces: number };

let pool: pg.Pool;
test.beforeAll(() => {
  pool = e2eDbPool();
});
test.afterAll(async () => {
  await pool.end();
});

/** A Kentucky order with lines to pull, never downloaded; each project takes its own. */
async function freshOrder(offset: number): Promise<Order> {
  const { rows } = await pool.query<Order>(
    `select o.id, o.acu_order_num as acu, o.internal_po_number as po, sum(i.fulfill_ky)::int as pieces
     from bulk_orders o join bulk_order_items i on i.order_id = o.id
     where o.company = 'furhaven' and o.warehouse = 'kentucky' and o.acu_order_num is not null
       and i.order_status <> 199 and i.fulfill_ky > 0
     group by o.id order by o.id offset $1 limit 1`,
    [offset],
  );
  const order = rows[0];
  if (!order) throw new Error('the demo world has no Kentucky order to print');
  await pool.query('update bulk_orders set pullsheet_downloaded_at = null where id = $1', [order.id]);
  return order;
}

/** The office day with the most printable orders, and those orders' ERP numbers. */
async function busiestDay(): Promise<{ day: string; numbers: string[] }> {
  const { rows } = await pool.query<{ day: string; numbers: string[] }>(
    `select to_char(o.order_date at time zone 'America/New_York', 'YYYY-MM-DD') as day,
            array_agg(distinct o.acu_order_num) as numbers
     from bulk_orders o
     where o.company = 'furhaven' and o.acu_order_num is not null
       and exists (select 1 from bulk_order_items i where i.order_id = o.id and i.order_status <> 199
         and case o.warehouse when 'kentucky' then i.fulfill_ky when 'pennsylvania' then i.fulfill_pa
           when 'texas' then i.fulfill_tx when 'illinois' then i.fulfill_il else 0 end > 0)
     group by 1 order by count(*) desc, 1 limit 1`,
  );
  if (!rows[0]) throw new Error('the demo world has no printable bulk order');
  return rows[0];
}

const toast = (page: Page, text: string) => page.locator('ion-toast', { hasText: text });
const orderField = (page: Page) => page.getByLabel('Acumatica Order #');
const byOrder = (page: Page) => page.getByRole('button', { name: 'Download order number' });
const byRange = (page: Page) => page.getByRole('button', { name: 'Download date range' });

async function expectToast(page: Page, text: string) {
  await expect(toast(page, text).last()).toBeVisible();
}

/** Clicks a Download button and reads the PDF it saves: its name and its lines of text. */
async function downloadPdf(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return readPdf(download);
}

async function readPdf(download: Download) {
  const path = await download.path();
  const bytes = new Uint8Array(readFileSync(path));
  expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  return { name: download.suggestedFilename(), lines: await pdfLines(bytes) };
}

test('the bulk user downloads pull sheets by order number and by date range', async ({ page }) => {
  // Two PDFs built and read back, three axe runs: minutes on two shared cores.
  test.setTimeout(240_000);
  const tablet = test.info().project.name === 'tablet';
  const order = await freshOrder(tablet ? 1 : 0);

  await signIn(page, 'bulk');
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Bulk Pull Sheets' }).click();
  await expect(page).toHaveURL(/\/bulk_pullsheets$/);
  await expect(page.getByRole('heading', { name: 'By Order Number' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'By Date Range' })).toBeVisible();
  await snap(page, 'bulk-pullsheets');
  await expectNoSeriousA11yViolations(page);
  if (tablet) {
    for (const control of [orderField(page), byOrder(page), byRange(page), page.getByLabel('Start Date')]) {
      const box = await control.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(48);
      expect(box?.height).toBeGreaterThanOrEqual(48);
    }
  }

  // D2 section 5: an empty field, then a number no order has.
  await byOrder(page).click();
  await expectToast(page, M.enterOrderNumber);
  await orderField(page).fill('8888888');
  await byOrder(page).click();
  await expectToast(page, M.orderNotFound);
  await snap(page, 'bulk-pullsheets-not-found');

  // A real order, typed without its leading zeros: its PDF, named after the padded ERP number.
  await orderField(page).fill(order.acu.replace(/^0+/, ''));
  const first = await downloadPdf(page, () => byOrder(page).click());
  expect(first.name).toBe(`${order.acu}.pdf`);
  const text = first.lines.join('\n');
  expect(text).toContain(order.acu);
  expect(text).toContain(order.po);
  expect(text).toMatch(/Total Pieces/);
  expect(text).toContain(String(order.pieces));
  for (const column of ['SKU', 'Description', 'Size', 'Quantity', 'Pull Location'])
    expect(text).toContain(column);
  await expectToast(page, `Downloaded ${order.acu}.pdf`);
  const table = page.getByRole('table', { name: `Orders on ${order.acu}.pdf` });
  await expect(table.getByRole('row').filter({ hasText: order.po })).toBeVisible();
  // The download was recorded (insert-download-info).
  await expect
    .poll(async () => {
      const { rows } = await pool.query<{ at: Date | null }>(
        'select pullsheet_downloaded_at as at from bulk_orders where id = $1',
        [order.id],
      );
      return rows[0]?.at !== null;
    })
    .toBe(true);
  await snap(page, 'bulk-pullsheets-downloaded');

  // Downloaded before: the confirm shows the last time; No clears the field and downloads nothing.
  await byOrder(page).click();
  const alert = page.locator('ion-alert').filter({ hasText: 'Download Again?' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(`The pull sheet of order ${order.acu} was last downloaded`);
  await expect(alert).toContainText(/\d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2}/);
  await snap(page, 'bulk-pullsheets-again');
  await expectNoSeriousA11yViolations(page);
  let downloads = 0;
  page.on('download', () => downloads++);
  await alert.getByRole('button', { name: 'No' }).click();
  await expect(alert).toBeHidden();
  await expect(orderField(page)).toHaveValue('');
  expect(downloads).toBe(0);

  // Asked again, Download downloads it again.
  await orderField(page).fill(order.acu);
  await byOrder(page).click();
  await expect(alert).toBeVisible();
  const again = await downloadPdf(page, () => alert.getByRole('button', { name: 'Download' }).click());
  expect(again.name).toBe(`${order.acu}.pdf`);

  // A date range with no orders, then the busiest day of the world.
  await page.getByLabel('Start Date').fill('2001-01-01');
  await page.getByLabel('End Date').fill('2001-01-02');
  await byRange(page).click();
  await expectToast(page, M.noOrders);
  const { day, numbers } = await busiestDay();
  await page.getByLabel('Start Date').fill(day);
  await page.getByLabel('End Date').fill(day);
  const range = await downloadPdf(page, () => byRange(page).click());
  expect(range.name).toMatch(/\.pdf$/);
  const rangeText = range.lines.join('\n');
  for (const n of numbers) expect(rangeText).toContain(n);
  const listed = page.getByRole('table', { name: `Orders on ${range.name}` });
  await expect(listed).toBeVisible();
  await snap(page, 'bulk-pullsheets-range');
  await expectNoSeriousA11yViolations(page);
});

test('a user without the bulk scope is sent home', async ({ page }) => {
  await signIn(page, 'office');
  await page.goto('/bulk_pullsheets');
  await expect(page).not.toHaveURL(/bulk_pullsheets/);
});
