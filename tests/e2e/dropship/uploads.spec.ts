import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import Papa from 'papaparse';
import { ORDER_UPLOAD_COLUMNS } from '../../../src/shared/domain/dropship/order-upload';
import { ORDER_UPLOAD_ROW } from '../../fixtures/dropship-orders';
import { apiGet, openMenu, signIn, snap, uniqueSuffix } from '../support/helpers';

/**
 * File Uploads (D1 2, 4, 5, 8) on the demo world: an office user uploads a good file built from the
 * world's vendors and SKUs and sees the result alert and the coloured row; files with a missing
 * column or value are refused before anything is sent; an admin gets master packslips of a
 * Petsense upload and deletes an upload after confirming. Desktop only (issue 5).
 */

type Line = Partial<Record<(typeof ORDER_UPLOAD_COLUMNS)[number], string>>;
/** The fixture row without what each test names itself (vendor, PO, SKU) and without an external SKU. */
const { vendor_name: _vendor, internal_po_number: _po, internal_sku: _sku, ...fixture } = ORDER_UPLOAD_ROW;
const base: Line = { ...fixture, external_sku: '' };

function csv(lines: Line[], columns: readonly string[] = ORDER_UPLOAD_COLUMNS): Buffer {
  const data = lines.map((l) => columns.map((c) => ({ ...base, ...l })[c as keyof Line] ?? ''));
  return Buffer.from(Papa.unparse({ fields: [...columns], data }), 'utf8');
}

/** The world's SKUs after the first few (bundles sort first), and the vendor names. */
async function worldData(page: Page) {
  const { vendors } = await apiGet<{ vendors: string[] }>(page, '/api/dropship/vendors');
  const { items } = await apiGet<{ items: string[] }>(page, '/api/dropship/items');
  expect(vendors).toEqual(expect.arrayContaining(['Chewy', 'Petsense']));
  expect(items.length).toBeGreaterThan(20);
  return { skus: items.slice(10, 14) };
}

async function openUploads(page: Page, user: string) {
  await signIn(page, user);
  const menu = await openMenu(page);
  await menu.getByRole('group', { name: 'Dropship' }).getByRole('link', { name: 'File Uploads' }).click();
  await expect(page).toHaveURL(/\/uploads$/);
  await expect(page.getByRole('table', { name: 'File Status' }).locator('tbody tr').first()).toBeVisible();
}

async function choose(page: Page, name: string, buffer: Buffer) {
  await page.getByLabel('Order file (CSV)').setInputFiles({ name, mimeType: 'text/csv', buffer });
}

/** Uploads the chosen file and waits for the result alert; answers it and returns the upload id. */
async function uploadAndReadResult(page: Page, expected: RegExp): Promise<{ id: number; alert: Locator }> {
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toBeVisible({ timeout: 20_000 });
  await expect(alert).toContainText(expected);
  const header = await alert.locator('.alert-title').textContent();
  const id = Number(/Upload (\d+)/.exec(header ?? '')?.[1]);
  expect(id).toBeGreaterThan(0);
  return { id, alert };
}

const rowOf = (page: Page, id: number) =>
  page
    .getByRole('table', { name: 'File Status' })
    .locator('tbody tr', { has: page.getByRole('checkbox', { name: `Select upload ${id}`, exact: true }) });

test('office: a good file with one bad order gives the result alert and a partial-success row', async ({
  page,
}) => {
  await openUploads(page, 'office');
  const { skus } = await worldData(page);
  const run = uniqueSuffix().toUpperCase();
  const [po1, po2, po3, bad] = ['A', 'B', 'C', 'D'].map((x) => `E2E${run}${x}`);
  const file = `chewy_${run}.csv`;
  await snap(page, 'uploads-start');
  await expectNoSeriousA11yViolations(page);

  await choose(
    page,
    file,
    csv([
      { vendor_name: 'Chewy', internal_po_number: po1!, internal_sku: skus[0]!, quantity: '2' },
      { vendor_name: 'Chewy', internal_po_number: po1!, internal_sku: skus[1]! },
      { vendor_name: 'Chewy', internal_po_number: po2!, internal_sku: skus[2]!, name: 'Grace Hopper' },
      {
        vendor_name: 'Chewy',
        internal_po_number: po3!,
        internal_sku: skus[3]!,
        carrier: 'UPS',
        method: 'GROUND',
      },
      { vendor_name: 'Chewy', internal_po_number: bad!, internal_sku: 'NO-SUCH-SKU' },
    ]),
  );
  await expect(page.getByText(`${file}: 4 orders in 5 rows for Chewy.`, { exact: false })).toBeVisible();
  await snap(page, 'uploads-file-ready');

  const { id, alert } = await uploadAndReadResult(page, /Successful Uploads: 3 \/ Failed Uploads: 1/);
  await expect(alert).toContainText(`${bad}: Unknown SKU: NO-SUCH-SKU`);
  await snap(page, 'uploads-result-alert');
  await expectNoSeriousA11yViolations(page);
  await alert.getByRole('button', { name: 'OK' }).click();

  const row = rowOf(page, id);
  await expect(row).toHaveClass(/is-partial/);
  await expect(row).toContainText(file);
  await expect(row).toContainText('Complete');
  await expect(row.locator('td').nth(5)).toHaveText('4'); // orders
  await expect(row.locator('td').nth(6)).toHaveText('3'); // successful
  await expect(row.locator('td').nth(7)).toHaveText('1'); // failed

  // One selected row offers Tracking; Delete and Re-create Labels are for admins only.
  await row.getByRole('checkbox').check();
  const actions = page.getByRole('toolbar', { name: `Actions for upload ${id}` });
  await expect(actions.getByRole('button', { name: 'Tracking' })).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(actions.getByRole('button', { name: 'Re-create Labels' })).toHaveCount(0);
  await expect(actions.getByRole('button', { name: 'Get Master Packslips' })).toHaveCount(0);
  await snap(page, 'uploads-partial-row-selected');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    actions.getByRole('button', { name: 'Tracking' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`upload_${id}_tracking.csv`);
  const tracking = Papa.parse<Record<string, string>>(await readFile(await download.path(), 'utf8'), {
    header: true,
    skipEmptyLines: true,
  }).data;
  expect(tracking.map((r) => r.internal_po_number)).toEqual([po1, po2, po3]);
});

test('office: a missing column or value is refused before anything is sent', async ({ page }) => {
  await openUploads(page, 'office');
  const { skus } = await worldData(page);
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/dropship/orders/uploads')) posts.push(r.url());
  });
  const run = uniqueSuffix().toUpperCase();

  await choose(
    page,
    'no_zip.csv',
    csv(
      [{ vendor_name: 'Chewy', internal_po_number: `E2E${run}Z`, internal_sku: skus[0]! }],
      ORDER_UPLOAD_COLUMNS.filter((c) => c !== 'zip_code'),
    ),
  );
  // Said once: in the banner under the form, not also in a dialog.
  const banner = page.getByRole('region', { name: 'Upload an order file' }).getByRole('alert');
  await expect(banner).toContainText('no_zip.csv was not sent: Missing required field: zip_code');
  await snap(page, 'uploads-missing-column');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Upload', exact: true })).toBeDisabled();

  await choose(
    page,
    'no_city.csv',
    csv([
      { vendor_name: 'Chewy', internal_po_number: `E2E${run}Y`, internal_sku: skus[0]! },
      {
        vendor_name: 'Chewy',
        internal_po_number: `E2E${run}X`,
        internal_sku: skus[0]!,
        city: '',
        quantity: '0',
      },
    ]),
  );
  const problems = page.locator('.upload-form__problems');
  await expect(problems).toContainText('Missing required field: city');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(problems).toContainText(`Row 3 (PO E2E${run}X): Missing required field: city`);
  await expect(problems).toContainText(
    `Row 3 (PO E2E${run}X): quantity "0" must be a whole number from 1 to 9999.`,
  );
  await snap(page, 'uploads-row-problems');
  await expect(page.getByRole('button', { name: 'Upload', exact: true })).toBeDisabled();
  expect(posts).toEqual([]);
});

test('office: an empty file and a file that is not a CSV are refused once, in plain words', async ({
  page,
}) => {
  await openUploads(page, 'office');
  const banner = page.getByRole('region', { name: 'Upload an order file' }).getByRole('alert');

  await choose(page, 'empty.csv', Buffer.alloc(0));
  await expect(banner).toHaveText(
    'empty.csv was not sent: Error Uploading Order File: The file is empty. Choose the order file: a CSV whose first row is the template’s header.',
  );
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  await choose(page, 'orders.csv', Buffer.from('Please ship 20 beds to Louisville by Friday.\nThanks!\n'));
  await expect(banner).toContainText(
    'orders.csv was not sent: Error Uploading Order File: This is not a CSV order file: no commas separate its values.',
  );
  await expect(banner).not.toContainText(/delimit|defaulted/i);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByText(/was not sent/)).toHaveCount(1);
  await snap(page, 'uploads-not-csv');
  await expect(page.getByRole('button', { name: 'Upload', exact: true })).toBeDisabled();
});

test('admin: master packslips of a Petsense upload, then delete after confirming', async ({ page }) => {
  await openUploads(page, 'admin');
  const { skus } = await worldData(page);
  const run = uniqueSuffix().toUpperCase();
  const file = `petsense_${run}.csv`;
  await choose(
    page,
    file,
    csv([
      {
        vendor_name: 'Petsense',
        internal_po_number: `PS${run}1`,
        internal_sku: skus[0]!,
        quantity: '6',
        name: 'Petsense Store 112',
      },
      {
        vendor_name: 'Petsense',
        internal_po_number: `PS${run}1`,
        internal_sku: skus[1]!,
        quantity: '4',
        name: 'Petsense Store 112',
      },
      {
        vendor_name: 'Petsense',
        internal_po_number: `PS${run}2`,
        internal_sku: skus[2]!,
        quantity: '3',
        name: 'Petsense Store 87',
      },
    ]),
  );
  const { id, alert } = await uploadAndReadResult(page, /Successful Uploads: 2 \/ Failed Uploads: 0/);
  await alert.getByRole('button', { name: 'OK' }).click();
  const row = rowOf(page, id);
  await expect(row).toHaveClass(/is-success/);
  await row.getByRole('checkbox').check();
  const actions = page.getByRole('toolbar', { name: `Actions for upload ${id}` });
  await expect(actions.getByRole('button', { name: 'Re-create Labels' })).toBeVisible();
  await snap(page, 'uploads-admin-petsense-selected');

  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    actions.getByRole('button', { name: 'Get Master Packslips' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe(`master_packslips_upload_${id}.pdf`);
  const bytes = await readFile(await pdf.path());
  expect(bytes.subarray(0, 8).toString('latin1')).toMatch(/^%PDF-1\.\d$/);
  expect(bytes.toString('latin1')).toContain('/Count 3');

  await actions.getByRole('button', { name: 'Re-create Labels' }).click();
  // Queued behind the download's toast (the notifier shows one at a time, none dropped).
  await expect(
    page.locator('ion-toast', { hasText: 'No package of this upload needs a new label.' }),
  ).toBeVisible({ timeout: 15_000 });

  // Delete asks first: Cancel keeps everything.
  await actions.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete upload?' });
  await expect(confirm).toContainText(`Delete upload ${id} (${file})?`);
  await snap(page, 'uploads-delete-confirm');
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toContainText('Complete');

  await actions.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete upload?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(
    page.locator('ion-toast', { hasText: `Upload ${id} deleted: 2 orders deleted.` }),
  ).toBeVisible();
  await expect(row).toHaveClass(/is-deleted/);
  await expect(row).toContainText('Deleted');
  await snap(page, 'uploads-deleted');
});
