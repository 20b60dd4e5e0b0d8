import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type pg from 'pg';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { e2eDbPool } from '../support/e2e-db';
import { openMenu, signIn, snap } from '../support/helpers';

/**
 * EDI Transaction Report (D2 sections 2, 8, 9; issue 14 item 7) as the bulk user: the Bulk and
 * Dropship tabs, Message Date in Los Angeles time, and Download saving the message's X12 text.
 */

let pool: pg.Pool;
test.beforeAll(() => {
  pool = e2eDbPool();
});
test.afterAll(async () => {
  await pool.end();
});

test('the bulk user reads both tabs and downloads a message', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'bulk');
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'EDI Transaction Report', exact: true }).click();
  await expect(page).toHaveURL(/\/transaction_report$/);
  const table = page.getByRole('table', { name: 'Bulk EDI messages' });
  const first = table.locator('tbody tr').first();
  await expect(first).toContainText(/ (PST|PDT)/, { timeout: 20_000 });
  for (const header of [
    'Functional ID',
    'Vendor',
    'Message Date',
    'Internal PO #',
    'Status',
    'Message Type',
    'Direction',
    'Download',
  ])
    await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  await snap(page, 'transaction-report-bulk');
  await expectNoSeriousA11yViolations(page);

  // The newest bulk message is the first row; its file is the X12 text stored for it.
  const gsId = (await first.locator('td').first().textContent())!.trim();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    first.getByRole('button', { name: /^Download / }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`_${gsId}\\.x12$`));
  const text = readFileSync(await download.path(), 'utf8');
  expect(text.startsWith('ISA')).toBe(true);
  const { rows } = await pool.query<{ body: string }>(
    `select body from edi_transactions where company = 'furhaven' and side = 'bulk' and gs_id = $1
     order by message_date desc, id desc limit 1`,
    [gsId],
  );
  expect(text).toBe(rows[0]!.body);
  await expect(page.locator('ion-toast').filter({ hasText: 'Downloaded' }).last()).toBeVisible();

  // The Dropship tab loads when opened.
  // The segment button takes the press (its inner tab role sits under it).
  await page
    .locator('ion-segment-button')
    .filter({ hasText: /^Dropship$/ })
    .click();
  const dropship = page.getByRole('table', { name: 'Dropship EDI messages' });
  await expect(dropship.locator('tbody tr').first()).toContainText(/ (PST|PDT)/, { timeout: 20_000 });
  await snap(page, 'transaction-report-dropship');
  await expectNoSeriousA11yViolations(page);
});

test('a user with neither the bulk nor the dropship scope is sent home from the report', async ({ page }) => {
  await signIn(page, 'labour');
  await page.goto('/transaction_report');
  await expect(page).not.toHaveURL(/\/transaction_report/);
});
