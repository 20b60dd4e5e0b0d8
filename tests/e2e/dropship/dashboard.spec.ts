import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import Papa from 'papaparse';
import type { Dashboard, ExportOrderRow, WarehouseReport } from '../../../src/shared/api/dropship/dashboard';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { e2eDbPool } from '../support/e2e-db';
import { apiGet, dialog, readSession, signIn, snap } from '../support/helpers';

/**
 * Dashboard (D1 sections 2, 7, 8, 9): the home page of dropship users, with stat groups counted by
 * the server, Refresh, and the Export section. Desktop only, on the demo world.
 */

/** A New York calendar date `days` before now, as YYYY-MM-DD. */
function nyDate(daysAgo = 0): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
    new Date(Date.now() - daysAgo * 86_400_000),
  );
}

/** Chooses an option of a select of the Export dialog (the shell has its own Warehouse select). */
async function choose(page: Page, box: Locator, select: string, option: string): Promise<void> {
  const button = box.getByRole('button', { name: new RegExp(`^${select}, `) });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('radio', { name: option, exact: true }).click();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toHaveAccessibleName(`${select}, ${option}`);
}

const section = (page: Page) => page.getByRole('region', { name: 'Dashboard' });

test.describe('Dashboard', () => {
  test('an office user sees the stat groups on Home and refreshes them', async ({ page }) => {
    await signIn(page, 'office');
    await expect(page).toHaveURL(/\/$/);
    const dash = section(page);
    await expect(dash.getByRole('heading', { name: 'Dashboard', level: 2 })).toBeVisible();
    const expected = await apiGet<Dashboard>(page, '/api/updatestatic/dashboard');
    for (const group of expected.groups) {
      const region = dash.getByRole('region', { name: group.name });
      await expect(region.getByRole('heading', { name: group.name })).toBeVisible();
      for (const s of group.stats) {
        await expect(region.getByRole('listitem').filter({ hasText: s.name }).first()).toContainText(
          s.value.toLocaleString('en-US'),
        );
      }
    }
    // The groups that compare are charted too, and the chart has its numbers as a table.
    const unprocessed = dash.getByRole('region', { name: 'Unprocessed by Warehouse' });
    await expect(unprocessed.getByRole('img', { name: 'Unprocessed by Warehouse' })).toBeVisible();
    await unprocessed.getByText('Show the numbers').click();
    const numbers = unprocessed.getByRole('table', { name: 'Unprocessed by Warehouse: the numbers' });
    await expect(numbers.getByRole('row', { name: /Kentucky/ })).toBeVisible();
    // The screen list stays below.
    await expect(page.getByRole('link', { name: 'Pull Sheets' }).first()).toBeVisible();
    await snap(page, 'dashboard-home');
    await expectNoSeriousA11yViolations(page);

    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/updatestatic/dashboard') && r.status() === 200),
      dash.getByRole('button', { name: 'Refresh' }).click(),
    ]);
    expect(((await answer.json()) as Dashboard).groups.length).toBe(expected.groups.length);
  });

  test('exports Orders as a CSV, USPS with its toast, and nothing for an empty range', async ({ page }) => {
    await signIn(page, 'office');
    const dash = section(page);
    await dash.getByRole('button', { name: 'Orders', exact: true }).click();
    const box = dialog(page, 'Export Orders');
    await expect(box).toBeVisible();
    const start = nyDate(7);
    const end = nyDate(0);
    await box.getByRole('textbox', { name: 'Start date' }).fill(start);
    await box.getByRole('textbox', { name: 'End date' }).fill(end);
    await choose(page, box, 'Warehouse', 'Pennsylvania');
    await snap(page, 'dashboard-export-dialog');
    await expectNoSeriousA11yViolations(page);

    const session = await readSession(page);
    const res = await page.request.get(
      `/api/dropship/orders/export?startdate=${start}&enddate=${end}&export_by=upload_date&warehouse=pennsylvania`,
      { headers: { authorization: `Bearer ${session.accessToken}`, company_id: 'Furhaven' } },
    );
    const rows = ((await res.json()) as { rows: ExportOrderRow[] }).rows;
    expect(rows.length, 'the demo world uploaded Pennsylvania orders this week').toBeGreaterThan(0);

    const [file] = await Promise.all([
      page.waitForEvent('download'),
      box.getByRole('button', { name: 'Export', exact: true }).click(),
    ]);
    expect(file.suggestedFilename()).toBe(`Orders_Pennsylvania_${start}_${end}.csv`);
    const parsed = Papa.parse<string[]>((await readFile(await file.path(), 'utf8')).trim(), {
      skipEmptyLines: true,
    }).data;
    expect(parsed[0]).toContain('PO Number');
    const body = parsed.slice(1);
    expect(body).toHaveLength(rows.length);
    expect(body[0]![2]).toBe(rows[0]!.internal_po_number.replace(/,/g, '-'));
    // D1 section 9: no value keeps a comma.
    expect(body.flat().some((cell) => cell.includes(','))).toBe(false);
    await expect(dash.getByRole('status').filter({ hasText: 'Exported' })).toHaveText(
      `Exported ${rows.length} ${rows.length === 1 ? 'row' : 'rows'} as Orders_Pennsylvania_${start}_${end}.csv.`,
    );

    // USPS Tracking Numbers, by pull sheet date over a month: the file and the 'Exported' toast.
    await dash.getByRole('button', { name: 'USPS Tracking Numbers' }).click();
    const usps = dialog(page, 'Export USPS Tracking Numbers');
    await usps.getByRole('textbox', { name: 'Start date' }).fill(nyDate(30));
    await usps.getByRole('textbox', { name: 'End date' }).fill(end);
    await choose(page, usps, 'Export By', 'Pull Sheet Date');
    const [uspsFile] = await Promise.all([
      page.waitForEvent('download'),
      usps.getByRole('button', { name: 'Export', exact: true }).click(),
    ]);
    expect(uspsFile.suggestedFilename()).toBe(`USPS_Tracking_Kentucky_${nyDate(30)}_${end}.csv`);
    await expect(page.locator('ion-toast').filter({ hasText: 'Exported' })).toBeVisible();

    // No rows: a note and no file.
    let downloaded = false;
    page.on('download', () => {
      downloaded = true;
    });
    await dash.getByRole('button', { name: 'Orders', exact: true }).click();
    await expect(box).toBeVisible();
    await box.getByRole('textbox', { name: 'Start date' }).fill('2001-01-01');
    await box.getByRole('textbox', { name: 'End date' }).fill('2001-01-31');
    await box.getByRole('button', { name: 'Export', exact: true }).click();
    await expect(box.getByRole('status')).toHaveText('Nothing to export: no rows match.');
    await snap(page, 'dashboard-export-nothing');
    expect(downloaded).toBe(false);
  });

  test("Today's Counts exports at once; a failed USPS export says so", async ({ page }) => {
    await signIn(page, 'office');
    const dash = section(page);
    let report = await apiGet<WarehouseReport>(page, '/api/dropship/orders/warehouse_report');
    if (report.warehouses.length === 0) {
      // Just after midnight in New York nothing is uploaded yet today: the newest Kentucky order
      // arrives now, as an upload would bring it.
      const pool = e2eDbPool();
      try {
        await pool.query(
          `update dropship_orders set upload_date = now() where id = (select id from dropship_orders
            where company = 'furhaven' and warehouse = 'kentucky' order by upload_date desc limit 1)`,
        );
      } finally {
        await pool.end();
      }
      report = await apiGet<WarehouseReport>(page, '/api/dropship/orders/warehouse_report');
    }
    expect(report.warehouses.length).toBeGreaterThan(0);
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      dash.getByRole('button', { name: "Today's Counts" }).click(),
    ]);
    expect(file.suggestedFilename()).toBe(`TodaysCounts_${report.day}.csv`);
    const parsed = Papa.parse<string[]>((await readFile(await file.path(), 'utf8')).trim(), {
      skipEmptyLines: true,
    }).data;
    expect(parsed[0]).toEqual([
      'Warehouse',
      'Created',
      'Pulled',
      'Built',
      'Staged',
      'Shipped',
      'On Hold',
      'Cancelled',
      'Total',
    ]);
    expect(parsed).toHaveLength(report.warehouses.length + 1);
    const ky = report.warehouses.find((w) => w.warehouse === 'kentucky');
    if (ky) {
      const total = Object.values(ky.counts).reduce((a, b) => a + b, 0);
      expect(parsed.find((r) => r[0] === 'Kentucky')?.at(-1)).toBe(String(total));
    }

    await page.route('**/api/dropship/usps_tracking**', (route) =>
      route.fulfill({
        status: 500,
        json: { error: 'internal', message: 'Something went wrong on our side.' },
      }),
    );
    await dash.getByRole('button', { name: 'USPS Tracking Numbers' }).click();
    const usps = dialog(page, 'Export USPS Tracking Numbers');
    await usps.getByRole('button', { name: 'Export', exact: true }).click();
    await expect(page.locator('ion-toast').filter({ hasText: 'Failed to Export USPS' })).toBeVisible();
    await expect(usps.getByRole('alert')).toHaveText('Something went wrong on our side.');
    await snap(page, 'dashboard-usps-failed');
  });

  test('a user without the dropship scope gets the screen list, not the dashboard', async ({ page }) => {
    await signIn(page, 'bulk');
    await expect(page.getByRole('heading', { name: /^Hello, / })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Bulk Orders' }).first()).toBeVisible();
    await expect(section(page)).toHaveCount(0);
    const session = await readSession(page);
    const res = await page.request.get('/api/updatestatic/dashboard', {
      headers: { authorization: `Bearer ${session.accessToken}`, company_id: 'Furhaven' },
    });
    expect(res.status()).toBe(403);
    await snap(page, 'dashboard-bulk-home');
  });
});
