import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type pg from 'pg';
import { pdfLines } from '../../support/pdf-read-back';
import { shipperAccount, trackingNumber } from '../../../src/server/integrations/carriers/tracking-numbers';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { e2eDbPool } from '../support/e2e-db';
import { chooseOption, openMenu, signIn, snap } from '../support/helpers';

/**
 * USPS Scan Form (D1 sections 2 and 7) as the office user: today's USPS packages of Texas go on one
 * form, the form downloads as a PDF that lists them, and a second Create for the same day is refused
 * with the reason; a person without the dropship scope is sent home.
 */
let pool: pg.Pool;
test.beforeAll(() => {
  pool = e2eDbPool();
});
test.afterAll(async () => {
  await pool.end();
});

/** A shipped order with one USPS package whose label was made just now, from `warehouse`. */
async function uspsPackageToday(warehouse: string): Promise<string> {
  // Seven digits of serial, above any the demo world uses.
  const serial = 9_000_000 + Math.floor(Math.random() * 999_999);
  const tracking = trackingNumber('usps', {
    account: shipperAccount('furhaven', 'usps'),
    serial,
    service: 'GROUND_ADVANTAGE',
  });
  const { rows } = await pool.query<{ id: number }>(
    `insert into dropship_orders (company, vendor_name, internal_po_number, order_date, name, address1, city, state,
       zip_code, carrier, warehouse, order_status)
     values ('furhaven', 'Chewy', $1, now(), 'Jane Buyer', '12 Main St', 'Dallas', 'TX', '75201', 'usps', $2, 104)
     returning id`,
    [`E2ESCAN${serial}`, warehouse],
  );
  await pool.query(
    `insert into dropship_packages (company, order_id, tracking_number, carrier, tracking_status, warehouse, ship_date)
     values ('furhaven', $1, $2, 'usps', 201, $3, now())`,
    [rows[0]!.id, tracking, warehouse],
  );
  return tracking;
}

const toast = (page: Page, text: string | RegExp) => page.locator('ion-toast', { hasText: text }).last();

test('the office user puts the day of USPS packages on a scan form and downloads it', async ({ page }) => {
  const tracking = await uspsPackageToday('texas');
  await signIn(page, 'office');
  const menu = await openMenu(page);
  await menu.getByRole('group', { name: 'Dropship' }).getByRole('link', { name: 'USPS Scan Form' }).click();
  await expect(page).toHaveURL(/\/usps_scan_form$/);

  await chooseOption(page, 'Ship from warehouse', 'Texas');
  await page.getByRole('button', { name: 'Create Scan Form' }).click();
  await expect(toast(page, /Scan form created for \d+ USPS package/)).toBeVisible();
  const table = page.getByRole('table', { name: 'Scan forms' });
  const row = table.locator('tbody tr').filter({ hasText: 'Texas' }).first();
  await expect(row).toBeVisible();
  await snap(page, 'usps-scan-form-created');

  const [file] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: /Download scan form/ }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(/^ScanForm_TX_\d{4}-\d{2}-\d{2}_\d+\.pdf$/);
  const bytes = new Uint8Array(readFileSync(await file.path()));
  expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
  const lines = await pdfLines(bytes);
  expect(lines).toContain('USPS SCAN Form');
  expect(lines.join('\n')).toContain(tracking);

  // The same day again: every package is on a form already.
  await page.getByRole('button', { name: 'Create Scan Form' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Failed to create scan form: No USPS packages shipped from Texas on',
  );
  await snap(page, 'usps-scan-form-nothing-left');
  await expectNoSeriousA11yViolations(page);
});

test('a person without the dropship scope is sent home from USPS Scan Form', async ({ page }) => {
  await signIn(page, 'bulk');
  await page.goto('/usps_scan_form');
  await expect(page).not.toHaveURL(/\/usps_scan_form$/);
});
