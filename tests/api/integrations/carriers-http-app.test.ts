import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { ScanSheet } from '../../../src/shared/api/dropship/usps-scan-form';
import { LocalFileStore } from '../../../src/server/platform/files/file-store';
import { CarriersHttp } from '../../../src/server/integrations/carriers/http/adapter';
import { carriersSettingsFrom } from '../../../src/server/integrations/carriers/http/settings';
import { SandboxControl } from '../../../src/server/integrations/sandbox-control';
import { body } from '../support/test-app';
import { labelFor } from './contracts/carriers.contract';
import { CarriersFake } from './fakes/carriers-fake';
import { appOverFake } from './support/app-over-fake';
import { ACCOUNTS, API_KEY, WAREHOUSES } from './support/carriers-http-harness';

/**
 * The app with only the carriers' settings changed: USPS Scan Form runs over HTTP against the local
 * label API fake (over the simulator's tables), and a carrier failure shows as the screen's state.
 */
const carrierDir = await mkdtemp(path.join(os.tmpdir(), 'dockhand-carrier-'));
const fake = new CarriersFake({
  now: () => new Date(),
  apiKey: API_KEY,
  accounts: ACCOUNTS,
  warehouses: WAREHOUSES,
  files: new LocalFileStore(carrierDir),
});
const pairs = (record: Record<string, Record<string, string>>) =>
  Object.entries(record)
    .flatMap(([company, ids]) => Object.entries(ids).map(([carrier, id]) => `${company}.${carrier}=${id}`))
    .join(',');
const { t, call } = await appOverFake(fake, {
  config: (url) => ({
    carriers: carriersSettingsFrom({
      CARRIERS_URL: url,
      CARRIERS_API_KEY: API_KEY,
      CARRIERS_ACCOUNTS: pairs(ACCOUNTS),
      CARRIERS_WAREHOUSES: Object.entries(WAREHOUSES)
        .map(([name, id]) => `${name}=${id}`)
        .join(','),
      CARRIERS_TIMEOUT_MS: '2000',
      CARRIERS_RETRIES: '1',
    }),
  }),
  users: ['office'],
});
const control = new SandboxControl(t.db);

afterEach(async () => {
  await control.reset();
});
afterAll(async () => {
  await rm(carrierDir, { recursive: true, force: true });
});

let po = 0;
/** A shipped order whose one package carries a USPS label bought through the app's carriers port. */
async function shipUspsPackage(): Promise<string> {
  const label = await t.integrations.carriers('furhaven').createLabel(labelFor('usps', `SCAN-HTTP-${++po}`));
  const { rows } = await t.pool.query<{ id: number }>(
    `insert into dropship_orders (company, vendor_name, internal_po_number, order_date, name, address1, city, state,
       zip_code, carrier, warehouse, order_status)
     values ('furhaven', 'Chewy', $1, now(), 'Jane Buyer', '12 Main St', 'Louisville', 'KY', '40202', 'usps',
       'kentucky', 104) returning id`,
    [label.reference],
  );
  await t.pool.query(
    `insert into dropship_packages (company, order_id, tracking_number, carrier, tracking_status, warehouse, ship_date)
     values ('furhaven', $1, $2, 'usps', 201, 'kentucky', now())`,
    [rows[0]!.id, label.trackingNumber],
  );
  return label.trackingNumber;
}

describe('USPS Scan Form over the label API', () => {
  it('makes the form through POST /v1/manifests and serves the PDF the carrier rendered', async () => {
    expect(t.integrations.carriers('furhaven')).toBeInstanceOf(CarriersHttp);
    await shipUspsPackage();
    await shipUspsPackage();
    const res = await call('POST', '/dropship/usps/scansheets', { warehouse: 'kentucky' });
    expect(res.statusCode, res.body).toBe(201);
    const sheet = body<{ scansheet: ScanSheet }>(res).scansheet;
    expect(sheet).toMatchObject({ warehouse: 'kentucky', package_count: 2 });
    expect(fake.calls('POST', /^\/v1\/manifests$/)).toHaveLength(1);
    const pdf = await call('GET', `/dropship/usps/scansheet?key=${encodeURIComponent(sheet.key)}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('shows a carrier that is down as a 502 with its message, records nothing, and works once it is back', async () => {
    const number = await shipUspsPackage();
    await control.set('carriers', { failureMode: 'always', errorMessage: 'USPS manifests are down' });
    const res = await call('POST', '/dropship/usps/scansheets', { warehouse: 'kentucky' });
    expect(res.statusCode).toBe(502);
    expect(body(res)).toMatchObject({
      error: 'carriers_unavailable',
      message: expect.stringContaining('USPS manifests are down'),
    });
    const onForm = await t.pool.query('select 1 from usps_scan_form_packages where tracking_number = $1', [
      number,
    ]);
    expect(onForm.rowCount).toBe(0);
    await control.reset();
    const again = await call('POST', '/dropship/usps/scansheets', { warehouse: 'kentucky' });
    expect(again.statusCode).toBe(201);
    expect(body<{ scansheet: ScanSheet }>(again).scansheet.package_count).toBe(1);
  });
});
