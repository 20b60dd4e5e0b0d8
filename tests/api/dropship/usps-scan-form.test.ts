import { afterAll, describe, expect, it } from 'vitest';
import type { ScanSheet } from '../../../src/shared/api/dropship/usps-scan-form';
import { SCAN_FORM_MESSAGES as M } from '../../../src/shared/domain/dropship/usps-scan-form';
import { addDays, dayIn } from '../../../src/shared/lib/zoned-time';
import { shipperAccount, trackingNumber } from '../../../src/server/integrations/carriers/tracking-numbers';
import { pdfLines } from '../../support/pdf-read-back';
import { apiCaller, body, createTestApp, loginAll } from '../support/test-app';

/** USPS Scan Form (D1 section 7): GET and POST /dropship/usps/scansheets, GET /dropship/usps/scansheet?key. */
const t = await createTestApp();
const tokens = await loginAll(t.app, ['office', 'floor', 'bulk', 'admin'] as const);
const call = apiCaller(t.app, tokens.office.access_token, 'Furhaven');
afterAll(async () => {
  await t.close();
});

const today = dayIn(Date.now());
let serial = 900_000;
const usps = () =>
  trackingNumber('usps', {
    account: shipperAccount('furhaven', 'usps'),
    serial: serial++,
    service: 'GROUND_ADVANTAGE',
  });

let po = 0;
/** An order with one package: carrier, warehouse and when its label was made. */
async function shipPackage(opts: {
  carrier?: string;
  warehouse?: string;
  shipDate?: Date;
  company?: string;
  trackingStatus?: number;
  orderStatus?: number;
  tracking?: string;
}): Promise<string> {
  const company = opts.company ?? 'furhaven';
  const tracking = opts.tracking ?? usps();
  const { rows } = await t.pool.query<{ id: number }>(
    `insert into dropship_orders (company, vendor_name, internal_po_number, order_date, name, address1, city, state,
       zip_code, carrier, warehouse, order_status)
     values ($1, 'Chewy', $2, now(), 'Jane Buyer', '12 Main St', 'Louisville', 'KY', '40202', $3, $4, $5) returning id`,
    [company, `SCAN-${++po}`, opts.carrier ?? 'usps', opts.warehouse ?? 'kentucky', opts.orderStatus ?? 104],
  );
  await t.pool.query(
    `insert into dropship_packages (company, order_id, tracking_number, carrier, tracking_status, warehouse, ship_date)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      company,
      rows[0]!.id,
      tracking,
      opts.carrier ?? 'usps',
      opts.trackingStatus ?? 201,
      opts.warehouse ?? 'kentucky',
      opts.shipDate ?? new Date(),
    ],
  );
  return tracking;
}

const formRows = async () =>
  (await t.pool.query<{ n: string }>('select count(*)::text as n from usps_scan_forms')).rows[0]!.n;

describe('refusals', () => {
  it('refuses people without the dropship scope, other companies and the bulk header on every route', async () => {
    for (const [method, url, payload] of [
      ['GET', '/dropship/usps/scansheets', undefined],
      ['POST', '/dropship/usps/scansheets', { warehouse: 'kentucky' }],
      ['GET', '/dropship/usps/scansheet?key=x', undefined],
    ] as const) {
      expect(
        (await call(method, url, payload, tokens.bulk.access_token)).statusCode,
        `${method} ${url} bulk`,
      ).toBe(403);
      // floor works for Furhaven only.
      expect(
        (await call(method, url, payload, tokens.floor.access_token, 'Worldwise')).statusCode,
        `${method} ${url} other company`,
      ).toBe(403);
      expect(
        (await call(method, url, payload, undefined, 'Furhaven_bulk')).statusCode,
        `${method} ${url} bulk side`,
      ).toBeGreaterThanOrEqual(400);
      expect(
        (await t.app.inject({ method, url: `/api${url}`, ...(payload ? { payload } : {}) })).statusCode,
      ).toBe(401);
    }
  });

  it('refuses a warehouse the person does not hold, or the company does not have, and bad dates', async () => {
    await shipPackage({ warehouse: 'pennsylvania' });
    const other = await call(
      'POST',
      '/dropship/usps/scansheets',
      { warehouse: 'pennsylvania' },
      tokens.floor.access_token,
    );
    expect(other.statusCode).toBe(403);
    expect(body(other).message).toBe('You cannot make scan forms for Pennsylvania.');
    const unknown = await call('POST', '/dropship/usps/scansheets', { warehouse: 'illinois' });
    expect(unknown.statusCode).toBe(400);
    expect(body(unknown).message).toBe('illinois is not a warehouse of this company.');
    const future = await call('POST', '/dropship/usps/scansheets', {
      warehouse: 'kentucky',
      date: addDays(today, 1),
    });
    expect(future.statusCode).toBe(400);
    expect(body(future).message).toBe(M.future);
    const bad = await call('POST', '/dropship/usps/scansheets', {
      warehouse: 'kentucky',
      date: '2026-02-30',
    });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).message).toBe(M.badDate);
    const empty = await call('POST', '/dropship/usps/scansheets', {});
    expect(empty.statusCode).toBe(400);
    expect(await formRows()).toBe('0');
  });

  it('answers 400 without a key and 404 for a key that is not a form of the company', async () => {
    expect((await call('GET', '/dropship/usps/scansheet')).statusCode).toBe(400);
    expect((await call('GET', '/dropship/usps/scansheet?key=')).statusCode).toBe(400);
    const missing = await call(
      'GET',
      '/dropship/usps/scansheet?key=carriers/furhaven/usps/scan-forms/nope.pdf',
    );
    expect(missing.statusCode).toBe(404);
    expect(body(missing).message).toBe(M.notFound);
    expect((await call('GET', '/dropship/usps/scansheet?key=../../etc/passwd')).statusCode).toBe(404);
  });
});

describe('creating scan forms', () => {
  it('answers 409 with a clear message for a day with no USPS packages', async () => {
    await shipPackage({ carrier: 'fedex', tracking: '123456789012', warehouse: 'texas' });
    const res = await call('POST', '/dropship/usps/scansheets', { warehouse: 'texas', date: today });
    expect(res.statusCode).toBe(409);
    expect(body(res).message).toBe(M.noPackages('texas', today));
    expect(await formRows()).toBe('0');
  });

  it("puts the warehouse's USPS packages of the day on one form, and never a package on two", async () => {
    const yesterday = new Date(Date.now() - 36 * 3_600_000);
    const mine = [await shipPackage({}), await shipPackage({})];
    const notToday = await shipPackage({ shipDate: yesterday });
    const replaced = await shipPackage({ trackingStatus: 299 });
    const cancelled = await shipPackage({ orderStatus: 199 });
    const fedex = await shipPackage({ carrier: 'fedex', tracking: '999999999999' });
    const otherCompany = await shipPackage({ company: 'worldwise' });

    const res = await call('POST', '/dropship/usps/scansheets', { warehouse: 'kentucky' });
    expect(res.statusCode).toBe(201);
    const sheet = body<{ scansheet: ScanSheet }>(res).scansheet;
    expect(sheet).toMatchObject({ warehouse: 'kentucky', day: today, package_count: 2, user: 'office' });
    expect(sheet.name).toBe(`ScanForm_KY_${today}_${sheet.form_id}.pdf`);
    const onForm = await t.pool.query<{ tracking_number: string }>(
      'select tracking_number from usps_scan_form_packages order by 1',
    );
    expect(onForm.rows.map((r) => r.tracking_number)).toEqual([...mine].sort());
    for (const left of [notToday, replaced, cancelled, fedex, otherCompany])
      expect(onForm.rows.map((r) => r.tracking_number)).not.toContain(left);

    // The same day again: nothing left to put on a form.
    const again = await call('POST', '/dropship/usps/scansheets', { warehouse: 'kentucky', date: today });
    expect(again.statusCode).toBe(409);
    expect(body(again).message).toBe(M.noPackages('kentucky', today));

    // A package shipped later that day goes on a second form, alone.
    const late = await shipPackage({});
    const second = body<{ scansheet: ScanSheet }>(
      await call('POST', '/dropship/usps/scansheets', { warehouse: 'kentucky' }),
    ).scansheet;
    expect(second.package_count).toBe(1);
    expect(second.form_id).not.toBe(sheet.form_id);

    // Yesterday's form holds yesterday's package.
    const past = await call('POST', '/dropship/usps/scansheets', {
      warehouse: 'kentucky',
      date: dayIn(yesterday),
    });
    expect(past.statusCode).toBe(201);
    expect(body<{ scansheet: ScanSheet }>(past).scansheet.package_count).toBe(1);

    // Two clicks at once: one form, the other click finds nothing left.
    await shipPackage({ warehouse: 'pennsylvania' });
    const both = await Promise.all([
      call('POST', '/dropship/usps/scansheets', { warehouse: 'pennsylvania' }),
      call('POST', '/dropship/usps/scansheets', { warehouse: 'pennsylvania' }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const dupes = await t.pool.query(
      'select tracking_number from usps_scan_form_packages group by company, tracking_number having count(*) > 1',
    );
    expect(dupes.rows).toEqual([]);

    // A retried create (same Idempotency-Key) gets the first answer, not a second form or a 409.
    await shipPackage({ warehouse: 'texas' });
    const retry = (): ReturnType<typeof call> =>
      t.app.inject({
        method: 'POST',
        url: '/api/dropship/usps/scansheets',
        headers: {
          authorization: `Bearer ${tokens.office.access_token}`,
          company_id: 'Furhaven',
          'idempotency-key': 'scan-form-retry-1',
        },
        payload: { warehouse: 'texas' },
      });
    const first = await retry();
    const replay = await retry();
    expect(first.statusCode).toBe(201);
    expect(replay.statusCode).toBe(201);
    expect(body(replay)).toEqual(body(first));

    // The list: newest first, this company's only.
    const list = body<{ scansheets: ScanSheet[] }>(await call('GET', '/dropship/usps/scansheets')).scansheets;
    expect(list).toHaveLength(5);
    expect(list.map((s) => s.key)).toContain(sheet.key);
    const dates = list.map((s) => Date.parse(s.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(
      body<{ scansheets: ScanSheet[] }>(
        await call('GET', '/dropship/usps/scansheets', undefined, tokens.admin.access_token, 'Worldwise'),
      ).scansheets,
    ).toEqual([]);

    // Download by key: the form's PDF with its number and both tracking numbers.
    const file = await call('GET', `/dropship/usps/scansheet?key=${encodeURIComponent(sheet.key)}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    const lines = await pdfLines(new Uint8Array(file.rawPayload));
    expect(lines).toContain('USPS SCAN Form');
    expect(lines.join('\n')).toContain(sheet.form_id);
    for (const n of mine) expect(lines.join('\n')).toContain(n);
    expect(lines.join('\n')).not.toContain(late);
    // Another company cannot read it by its key.
    expect(
      (
        await call(
          'GET',
          `/dropship/usps/scansheet?key=${encodeURIComponent(sheet.key)}`,
          undefined,
          tokens.admin.access_token,
          'Worldwise',
        )
      ).statusCode,
    ).toBe(404);
  });
});
