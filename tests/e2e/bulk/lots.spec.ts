import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import Papa from 'papaparse';
import type pg from 'pg';
import { LOT_COLUMNS } from '../../../src/shared/domain/bulk/lots';
import { addDays, dayIn } from '../../../src/shared/lib/zoned-time';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { e2eDbPool } from '../support/e2e-db';
import { dialog, openMenu, signIn, snap } from '../support/helpers';

/**
 * Lots (D2 sections 2-5, 8) on the demo world: Get Template, a refused file (its rows named, nothing
 * sent), a good file ('Lots Uploaded!', the row turns green), and the drawer shorting and unshorting
 * a Built item ('Successfully shorted item' / 'Successfully unshorted item').
 */

let pool: pg.Pool;
test.beforeAll(() => {
  pool = e2eDbPool();
});
test.afterAll(async () => {
  await pool.end();
});

const toast = (page: Page, text: string) => page.locator('ion-toast').filter({ hasText: text }).last();

const csvFile = (name: string, rows: Record<string, string>[]) => {
  const path = join(mkdtempSync(join(tmpdir(), 'lots-')), name);
  writeFileSync(path, Papa.unparse(rows, { columns: [...LOT_COLUMNS, 'production_date'] }));
  return path;
};

/** A listed order (open, ASN not sent) with a line that has no lot, and its lines not cancelled. */
type Target = { po: string; vendor: string; skus: string[]; window: string | null };
async function orderWithoutLots(): Promise<Target> {
  const { rows } = await pool.query<Target>(
    `select o.internal_po_number as po, o.vendor_name as vendor,
            coalesce(o.ship_window_end, o.ship_window_start, o.requested_ship_date)::text as window,
            array_agg(distinct i.internal_sku) filter (where i.order_status <> 199) as skus
     from bulk_orders o join bulk_order_items i on i.order_id = o.id
     where o.company = 'furhaven' and o.stage in ('not_built','not_shipped','ready','shipped') and o.asn_status <> 301
       and (o.vendor_name = 'Treatly' or exists (select 1 from bulk_order_items b join lots l on l.item_id = b.id where b.order_id = o.id))
     group by o.id
     having bool_or(i.order_status <> 199 and not exists (select 1 from lots l where l.item_id = i.id))
     order by bool_or(i.order_status = 102) desc, count(distinct i.internal_sku) > 1 desc, o.upload_date desc
     limit 1`,
  );
  expect(rows, 'an open lot order with a line missing its lot').toHaveLength(1);
  return rows[0]!;
}

test('upload lots, then short and unshort an item in the drawer', async ({ page }) => {
  test.setTimeout(240_000);
  const target = await orderWithoutLots();
  await signIn(page, 'bulk');
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Lots', exact: true }).click();
  await expect(page).toHaveURL(/\/lots$/);
  const table = page.getByRole('table', { name: 'Lot Orders' });
  await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
  const row = table.getByRole('row').filter({ hasText: target.po });
  await expect(row).toHaveClass(/is-invalid/);
  await expect(table.locator('tr.is-valid, tr.is-asn-sent').first()).toBeVisible();
  await snap(page, 'lots');
  await expectNoSeriousA11yViolations(page);

  // Get Template: LOT_NUMBERS_TEMPLATE with the header of D2 section 3.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Get Template' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('LOT_NUMBERS_TEMPLATE.csv');
  const template = Papa.parse<string[]>(readFileSync(await download.path(), 'utf8').trim());
  expect(template.data[0]).toEqual([...LOT_COLUMNS, 'production_date']);

  // A file with an expired lot is refused before it is sent.
  const line = (sku: string, over: Record<string, string> = {}) => ({
    internal_po_number: target.po,
    vendor_name: target.vendor,
    internal_sku: sku,
    lot_number: `LE2E${sku.slice(-3)}`,
    manufacturer: 'Treatly Kitchens',
    expiration_date: '12/31/2030',
    production_date: '12/31/2028',
    ...over,
  });
  const file = page.getByLabel('Lot file (CSV)');
  await file.setInputFiles(csvFile('expired.csv', [line(target.skus[0]!, { expiration_date: '1/1/2020' })]));
  const problems = page.getByRole('alert').filter({ hasText: 'Failed to Upload Lots' });
  await expect(problems).toContainText('expired on 2020-01-01');
  await expect(page.getByRole('button', { name: 'Upload', exact: true })).toBeDisabled();
  await snap(page, 'lots-refused-file');
  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(problems).toBeHidden();

  // The first SKU's lot expires 10 days after the ship window: flagged in the drawer (ours).
  const near = target.window ? addDays(target.window, 10) : null;
  const flagged = near !== null && near > dayIn(Date.now());
  const rowsOfFile = target.skus.map((sku, n) =>
    line(sku, n === 0 && near && flagged ? { expiration_date: near } : {}),
  );
  await file.setInputFiles(csvFile('lots.csv', rowsOfFile));
  await expect(page.getByRole('status').filter({ hasText: 'rows of lots ready' })).toBeVisible();
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(toast(page, 'Lots Uploaded!')).toBeVisible();
  await expect(row).toHaveClass(/is-valid/);
  const { rows: saved } = await pool.query<{ n: number }>(
    `select count(*)::int as n from lots l join bulk_order_items i on i.id = l.item_id join bulk_orders o on o.id = i.order_id
     where o.internal_po_number = $1 and o.vendor_name = $2 and l.production_date = '2028-12-31'`,
    [target.po, target.vendor],
  );
  expect(saved[0]!.n).toBeGreaterThanOrEqual(target.skus.length);
  await snap(page, 'lots-uploaded');

  // The drawer: every lot valid, so Regenerate Box Labels is on; short and unshort a Built item.
  await row.click();
  const drawer = dialog(page, 'Lot Order');
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Regenerate Box Labels' })).toBeEnabled();
  const items = drawer.getByRole('table', { name: 'Items' });
  await expect(items).toContainText('LE2E');
  const nearRows = items.getByRole('row').filter({ hasText: 'Expires within 30 days of the ship window' });
  await expect(nearRows).toHaveCount(flagged ? 1 : 0);
  if (flagged) await expect(nearRows).toContainText(target.skus[0]!);
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'lots-drawer');
  // Regenerate Box Labels asks first (it cannot be undone), then the Labels server makes the file.
  await drawer.getByRole('button', { name: 'Regenerate Box Labels' }).click();
  const confirm = page.locator('ion-alert').filter({ hasText: 'cannot be undone' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Regenerate' }).click();
  await expect(toast(page, 'Box labels regenerated')).toBeVisible({ timeout: 20_000 });
  await expect(drawer.getByRole('button', { name: 'Regenerating…' })).toBeDisabled();
  const { rows: files } = await pool.query<{ n: number }>(
    `select count(*)::int as n from label_files where kind = 'box' and name like $1`,
    [`%${target.po}%`],
  );
  expect(files[0]!.n).toBeGreaterThan(0);
  const { rows: built } = await pool.query<{ sku: string }>(
    `select i.internal_sku as sku from bulk_order_items i join bulk_orders o on o.id = i.order_id
     where o.internal_po_number = $1 and o.vendor_name = $2 and i.order_status = 102 order by i.id limit 1`,
    [target.po, target.vendor],
  );
  if (built.length === 0) {
    // Not built yet: every Short is off (only Built items can be shorted).
    await expect(drawer.getByRole('button', { name: /^Short / }).first()).toBeDisabled();
    return;
  }
  const sku = built[0]!.sku;
  await drawer.getByRole('button', { name: `Short ${sku}` }).click();
  await expect(toast(page, 'Successfully shorted item')).toBeVisible();
  const status = async () =>
    (
      await pool.query<{ s: number }>(
        `select min(i.order_status) as s from bulk_order_items i join bulk_orders o on o.id = i.order_id
         where o.internal_po_number = $1 and o.vendor_name = $2 and i.internal_sku = $3`,
        [target.po, target.vendor, sku],
      )
    ).rows[0]!.s;
  expect(await status()).toBe(199);
  await snap(page, 'lots-shorted');
  // Unless that was the order's only item (the order then leaves the list and the drawer closes).
  if (target.skus.length > 1) {
    await drawer.getByRole('button', { name: `Unshort ${sku}` }).click();
    await expect(toast(page, 'Successfully unshorted item')).toBeVisible();
    expect(await status()).toBe(102);
    await snap(page, 'lots-unshorted');
  }
});

test('a user without the bulk scope is sent home from Lots', async ({ page }) => {
  await signIn(page, 'office');
  await page.goto('/lots');
  await expect(page).not.toHaveURL(/\/lots$/);
});
