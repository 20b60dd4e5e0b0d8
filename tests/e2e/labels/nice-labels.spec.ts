import { expect, test, type Page } from '@playwright/test';
import type pg from 'pg';
import { ZplListener } from '../../../src/server/integrations/printing/zpl-listener';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { e2eDbPool } from '../support/e2e-db';
import { chooseOption, openMenu, signIn, snap } from '../support/helpers';

/**
 * Label Printing (D3 2.18, 5, 8, 9) on the demo world: the search's refusals, a SKU's hang tag,
 * a sales order whose item without a UPC is red and not printed, the print jobs with Reprint.
 */
let pool: pg.Pool;
test.beforeAll(() => {
  pool = e2eDbPool();
});
test.afterAll(async () => {
  await pool.end();
});

const toast = (page: Page, text: string) => page.locator('ion-toast').filter({ hasText: text }).last();

/** A Furhaven ERP order for an Amazon customer whose lines are known items, the most lines first. */
async function amazonOrder(): Promise<{ order_nbr: string; skus: string[] }> {
  const { rows } = await pool.query<{ order_nbr: string; skus: string[] }>(
    `select o.order_nbr, array_agg(distinct l.inventory_id) as skus
       from sim_erp_sales_orders o
       join vendors v on v.company = o.company and v.code = o.customer_id
       join sim_erp_sales_order_lines l on l.order_id = o.id
       join items i on i.company = o.company and i.sku = l.inventory_id
      where o.company = 'furhaven' and v.name ilike '%amazon%' and i.upc is not null
      group by o.order_nbr order by count(*) desc, o.order_nbr limit 1`,
  );
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

test('search by SKU and by sales order, print, see the job and reprint it', async ({ page }) => {
  test.setTimeout(60_000);
  const sku = (
    await pool.query<{ sku: string }>(
      `select sku from items where company = 'furhaven' and upc is not null order by sku limit 1`,
    )
  ).rows[0]!.sku;
  const noUpc = (
    await pool.query<{ sku: string }>(
      `select sku from items where company = 'furhaven' and upc is null order by sku limit 1`,
    )
  ).rows[0]!.sku;
  const order = await amazonOrder();

  await signIn(page, 'office');
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Label Printing', exact: true }).click();
  await expect(page).toHaveURL(/\/nice_labels$/);

  // The refusals of D3 section 5.
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Please select a search type from the dropdown menu');
  await chooseOption(page, 'Search Type', 'SKU');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid SKU/sales order number');

  // By SKU: one row, quantity 1; a hang tag to Pennsylvania's QuickLabel.
  await page.getByLabel('SKU or Sales Order Number').fill(sku);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const items = page.getByRole('table', { name: 'Items' });
  await expect(items.getByRole('cell', { name: sku, exact: true })).toBeVisible();
  await chooseOption(page, 'Print from warehouse', 'Pennsylvania');
  await expect(page.getByText('Hang tag printer: QuickLabel QL-30M')).toBeVisible();
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Please select a type of label to print');
  await page.getByRole('checkbox', { name: 'Hang Tag' }).click();
  await items.getByLabel(`Quantity for ${sku}`).fill('x');
  await expect(items.getByText('Please provide a numeric value for quantity')).toBeVisible();
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(`Please enter a numeric item quantity for SKU ${sku}`);
  await items.getByLabel(`Quantity for ${sku}`).fill('2');
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  await expect(toast(page, 'Print job sent to Loftware')).toBeVisible();
  const jobs = page.getByRole('table', { name: 'Print jobs' });
  await expect(jobs.locator('tbody tr').first()).toContainText('QuickLabel QL-30M');
  await expect(jobs.locator('tbody tr').first()).toContainText('Hang Tag');

  // By sales order: the Amazon customer allows ASIN labels.
  await chooseOption(page, 'Search Type', 'Sales Order Number');
  await page.getByLabel('SKU or Sales Order Number').fill(order.order_nbr);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText(`Sales order ${order.order_nbr}`)).toBeVisible();
  for (const line of order.skus)
    await expect(items.getByRole('cell', { name: line, exact: true })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'ASIN Label' })).toBeEnabled();
  await page.getByRole('checkbox', { name: 'ASIN Label' }).click();
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  await expect(toast(page, 'Print job sent to Loftware').first()).toBeVisible();
  await expect(jobs.locator('tbody tr').first()).toContainText('ZDesigner ZT230-200dpi ZPL');
  await expect(jobs.locator('tbody tr').first()).toContainText('ASIN Label');
  await snap(page, 'nice-labels-sales-order');

  // A SKU without a UPC: red, with its cue, and not printable.
  await chooseOption(page, 'Search Type', 'SKU');
  await page.getByLabel('SKU or Sales Order Number').fill(noUpc);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const red = items.locator('tr.nice-labels__row--no-upc');
  await expect(red).toContainText('No UPC: not printed');
  await expect(red.getByLabel(`Quantity for ${noUpc}`)).toBeDisabled();
  await snap(page, 'nice-labels-no-upc');

  // Reprint the first job.
  const firstId = (await jobs.locator('tbody tr').first().locator('td').first().textContent())!.trim();
  await jobs.getByRole('button', { name: `Reprint job ${firstId}` }).click();
  await expect(jobs.locator('tbody tr').first()).toContainText(`reprint of ${firstId}`);
  await jobs.scrollIntoViewIfNeeded();
  await snap(page, 'nice-labels-jobs');
  const recorded = await pool.query<{ n: string }>(
    `select count(*) as n from print_jobs where company = 'furhaven' and reprint_of = $1`,
    [Number(firstId)],
  );
  expect(Number(recorded.rows[0]!.n)).toBeGreaterThan(0);

  await expectNoSeriousA11yViolations(page);
});

test('an admin points Texas at a network Zebra: it gets the ZPL; switched off, the job fails and reprints', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const zebra = new ZplListener();
  const port = await zebra.start();
  const sku = (
    await pool.query<{ sku: string }>(
      `select sku from items where company = 'furhaven' and upc is not null and asin is not null
          and amazon_description is not null order by sku desc limit 1`,
    )
  ).rows[0]!.sku;

  await signIn(page, 'admin');
  await page.goto('/nice_labels');
  const admin = page.getByRole('region', { name: 'Printers (admin)' });
  await expect(admin.getByRole('table', { name: 'Printers' })).toContainText('QuickLabel QL-30M');
  await chooseOption(page, 'Printer warehouse', 'Texas');
  await chooseOption(page, 'Role', 'ASIN');
  await admin.getByLabel('Printer name').fill('Zebra ZT410 Texas');
  await chooseOption(page, 'Sent through', 'Zebra over the network (raw ZPL)');
  await admin.getByLabel('Host').fill('127.0.0.1');
  await admin.getByLabel('Port').fill(String(port));
  await admin.getByRole('button', { name: 'Save Printer' }).click();
  await expect(admin.getByRole('table', { name: 'Printers' })).toContainText(`127.0.0.1:${port}`);

  await chooseOption(page, 'Search Type', 'SKU');
  await page.getByLabel('SKU or Sales Order Number').fill(sku);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await chooseOption(page, 'Print from warehouse', 'Texas');
  await page.getByRole('checkbox', { name: 'ASIN Label' }).click();
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  await expect(toast(page, 'Print job sent to Zebra ZT410 Texas')).toBeVisible();
  const [received] = await zebra.waitFor(1);
  expect(received).toMatch(/^\^XA[\s\S]*\^XZ$/);
  const asin = (
    await pool.query<{ asin: string }>(`select asin from items where company = 'furhaven' and sku = $1`, [
      sku,
    ])
  ).rows[0]!.asin;
  expect(received).toContain(`^FD${asin}^FS`);

  // Switched off: the job fails with the reason, and stays to be reprinted.
  await zebra.close();
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  await expect(
    toast(page, `Failed to send print job to Zebra ZT410 Texas: The printer at 127.0.0.1:${port} refused`),
  ).toBeVisible();
  const jobs = page.getByRole('table', { name: 'Print jobs' });
  const failed = jobs.locator('tbody tr').first();
  await expect(failed).toContainText('Failed');
  await expect(failed).toContainText('ASIN Label (ZPL)');
  await expect(failed).toContainText(`The printer at 127.0.0.1:${port} refused the connection`);
  await jobs.scrollIntoViewIfNeeded();
  await snap(page, 'nice-labels-printer-off');

  const back = new ZplListener();
  await back.start(port);
  const failedId = (await failed.locator('td').first().textContent())!.trim();
  await jobs.getByRole('button', { name: `Reprint job ${failedId}` }).click();
  await expect(jobs.locator('tbody tr').first()).toContainText(`Sent (reprint of ${failedId})`);
  expect((await back.waitFor(1))[0]).toBe(received);
  await back.close();

  // Leave Texas as it was.
  await admin.getByRole('button', { name: 'Remove printer Zebra ZT410 Texas' }).click();
  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(admin.getByRole('table', { name: 'Printers' })).not.toContainText('Zebra ZT410 Texas');
});
