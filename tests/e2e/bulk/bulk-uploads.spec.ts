import { expect, test, type Page } from '@playwright/test';
import type pg from 'pg';
import { bulkOrderCsv, bulkOrderFileRow } from '../../fixtures/bulk-orders';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { e2eDbPool } from '../support/e2e-db';
import { openMenu, signIn, snap, tick, uniqueSuffix } from '../support/helpers';
import { dataTable, expectTouchSizedTargets } from '../support/table-touch';

/**
 * Bulk Uploads (D2 sections 2, 4, 8) on the demo world, as an admin: a file the browser refuses
 * (nothing sent), a file the server refuses (an unknown SKU: nothing written), a good file whose
 * orders land on the New tab ('Upload Successful!', the history refreshed after 5 s, the coloured
 * row), then Delete of that upload. The bulk user sees no Delete.
 */

let pool: pg.Pool;
test.beforeAll(() => {
  pool = e2eDbPool();
});
test.afterAll(async () => {
  await pool.end();
});

/** A Furhaven bulk vendor with its code and two catalog SKUs. */
async function worldData() {
  const vendor = await pool.query<{ name: string; code: string }>(
    `select name, code from vendors where company = 'furhaven' and side = 'bulk' order by name limit 1`,
  );
  const skus = await pool.query<{ sku: string }>(
    `select sku from items where company = 'furhaven' and active and not is_bundle order by sku offset 5 limit 2`,
  );
  return { vendor: vendor.rows[0]!, skus: skus.rows.map((r) => r.sku) };
}

const choose = (page: Page, name: string, csv: string) =>
  page
    .getByLabel('Bulk order file (CSV)')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
const uploadButton = (page: Page) => page.getByRole('button', { name: 'Upload', exact: true });
const orderCount = async (pos: string[]) =>
  (
    await pool.query<{ n: number }>(
      `select count(*)::int as n from bulk_orders where internal_po_number = any($1)`,
      [pos],
    )
  ).rows[0]!.n;

test('an admin uploads a bulk order file and deletes the upload', async ({ page }) => {
  test.setTimeout(120_000);
  const tablet = test.info().project.name === 'tablet';
  const { vendor, skus } = await worldData();
  const tag = uniqueSuffix().toUpperCase();
  const [poA, poB] = [`E2EA${tag}`, `E2EB${tag}`];
  const row = (po: string, over: Record<string, string> = {}) =>
    bulkOrderFileRow({
      internal_po_number: po,
      vendor_name: vendor.name,
      vendor_code: vendor.code,
      internal_sku: skus[0]!,
      ...over,
    });

  await signIn(page, 'admin');
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Bulk Uploads' }).click();
  await expect(page).toHaveURL(/\/bulk_uploads$/);
  const history = page.getByRole('table', { name: 'Upload History' });
  // The screen's chunk and the history: slow on two shared cores.
  await expect(history.locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
  await snap(page, 'bulk-uploads');
  await expectNoSeriousA11yViolations(page);
  if (tablet) {
    await expectTouchSizedTargets(dataTable(page, 'Upload History'));
    const controls = [
      page.getByLabel('Bulk order file (CSV)'),
      uploadButton(page),
      page.getByRole('button', { name: 'Download Template' }),
    ];
    for (const control of controls) {
      const box = await control.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(48);
      expect(box?.height).toBeGreaterThanOrEqual(48);
    }
  }

  // Refused in the browser: an unknown decision code. Nothing is sent.
  await choose(page, 'bad-decision.csv', bulkOrderCsv([row(poA, { decision: 'ZZ' })]));
  const refused = page.getByRole('alert').filter({ hasText: 'Error Uploading Order File' });
  await expect(refused).toHaveText(
    `Error Uploading Order File: Row 2 (PO ${poA}): decision "ZZ" is not one of KY, PA, TX, PF, IL, PL, SP, CN, DC, BO.`,
  );
  await expect(uploadButton(page)).toBeDisabled();

  // Refused by the server: a SKU the catalog does not know. Nothing is written.
  await choose(page, 'unknown-sku.csv', bulkOrderCsv([row(poA), row(poB, { internal_sku: 'NO-SUCH-SKU' })]));
  await expect(page.getByText('unknown-sku.csv: 2 orders in 2 rows')).toBeVisible();
  await uploadButton(page).click();
  await expect(refused).toHaveText(
    `Error Uploading Order File: Row 3 (PO ${poB}): internal_sku "NO-SUCH-SKU" is not in the catalog.`,
  );
  expect(await orderCount([poA, poB])).toBe(0);
  await snap(page, 'bulk-uploads-refused');

  // A good file: two orders, one of them with a split decision already.
  const name = `bulk-${tag}.csv`;
  await choose(
    page,
    name,
    bulkOrderCsv([
      row(poA),
      row(poA, {
        internal_sku: skus[1]!,
        quantity: '6',
        decision: 'SP',
        KY_qty: '2',
        PA_qty: '4',
        ship_type: 'LTL',
      }),
      row(poB, { decision: 'KY', ship_type: 'PARCEL' }),
    ]),
  );
  await uploadButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: 'Upload Successful!' })).toBeVisible();
  expect(await orderCount([poA, poB])).toBe(2);
  const { rows } = await pool.query<{ stage: string; lines: number }>(
    `select o.stage, count(i.id)::int as lines from bulk_orders o join bulk_order_items i on i.order_id = o.id
     where o.internal_po_number = any($1) group by o.id order by o.internal_po_number`,
    [[poA, poB]],
  );
  expect(rows).toEqual([
    { stage: 'new', lines: 2 },
    { stage: 'new', lines: 1 },
  ]);
  // The history shows it after the 5 s refresh, green (complete, all successful).
  const uploaded = history.getByRole('row').filter({ hasText: name });
  await expect(uploaded).toBeVisible({ timeout: 12_000 });
  await expect(uploaded).toHaveClass(/is-success/);
  await expect(uploaded).toContainText('Complete');
  await snap(page, 'bulk-uploads-done');

  // Delete (admin): asks first, then the upload's New orders go and the row greys out.
  await tick(uploaded.getByRole('checkbox'));
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.locator('ion-alert').filter({ hasText: 'Delete upload?' });
  await expect(confirm).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.locator('ion-toast').filter({ hasText: '2 orders deleted' }).last()).toBeVisible();
  await expect(uploaded).toHaveClass(/is-deleted/);
  expect(await orderCount([poA, poB])).toBe(0);
  await snap(page, 'bulk-uploads-deleted');
});

test('the bulk user uploads but has no Delete', async ({ page }) => {
  await signIn(page, 'bulk');
  await page.goto('/bulk_uploads');
  const first = page.getByRole('table', { name: 'Upload History' }).locator('tbody tr').first();
  await expect(first).toBeVisible({ timeout: 20_000 });
  await tick(first.getByRole('checkbox'));
  await expect(page.getByLabel('Bulk order file (CSV)')).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
});
