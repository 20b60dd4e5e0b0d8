import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type {
  AmazonBatchResult,
  FailedTrackingRow,
  TrackingSet,
} from '../../../src/shared/api/dropship/failed-tracking';
import { dropshipOrders, dropshipPackages } from '../../../src/server/platform/db/schema/dropship';
import { loadWorld } from '../../../src/server/world/load-world';
import { FAILED_TRACKING_MESSAGES } from '../../../src/shared/domain/dropship/failed-tracking';
import { authed, body, createTestApp, loginAll } from '../support/test-app';

const NOW = new Date('2026-03-02T15:30:00Z');
const t = await createTestApp();
const tokens = await loginAll(t.app, ['office', 'admin', 'floor', 'bulk'] as const);
type User = keyof typeof tokens;
const token = (user: User) => tokens[user].access_token;
const control = t.integrations.control!;

/**
 * The small world has few failed packages; give orders still waiting for labels (status 100, no
 * package) a failed package each, the way label buying leaves them.
 */
async function makeFailed(company: string, warehouse: string, carrier: string, method: string, n: number) {
  await t.pool.query(
    `with picked as (
       select o.id from dropship_orders o
        where o.company = $1 and o.order_status = 100
          and not exists (select 1 from dropship_packages p where p.order_id = o.id)
        order by o.id limit $5),
     made as (
       insert into dropship_packages (company, order_id, carrier, method, warehouse, box_type, weight_lbs,
                                      total_quantity, tracking_error)
       select $1, picked.id, $3, $4, $2, 'B16126', '4.50',
              (select coalesce(sum(quantity), 0) from dropship_order_lines l where l.order_id = picked.id),
              'Carrier API timeout after 30000 ms'
         from picked
       returning id, order_id)
     update dropship_order_lines l set package_id = made.id from made
      where l.order_id = made.order_id and l.order_status <> 199`,
    [company, warehouse, carrier, method, n],
  );
}

beforeAll(async () => {
  await loadWorld(t.pool, { seed: 3, size: 'small', now: NOW });
  await makeFailed('furhaven', 'kentucky', 'fedex', 'FEDEX_GROUND', 8);
  await makeFailed('furhaven', 'pennsylvania', 'ups', 'GROUND', 4);
  await makeFailed('furhaven', 'kentucky', 'amazon', 'AMAZON_SHIPPING_GROUND', 3);
}, 60_000);
afterEach(async () => {
  await control.reset();
});
afterAll(async () => {
  await t.close();
});

type Err = { error: string; message: string };
const FAILED_URL = '/api/dropship/orders/failed_tracking';

async function list(user: User = 'office', query = '', company = 'Furhaven'): Promise<FailedTrackingRow[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `${FAILED_URL}${query}`,
    headers: authed(token(user), company),
  });
  expect(res.statusCode, res.body).toBe(200);
  return body<{ rows: FailedTrackingRow[] }>(res).rows;
}

function send(user: User, method: 'PUT' | 'POST', url: string, payload: object, company = 'Furhaven') {
  return t.app.inject({ method, url, headers: authed(token(user), company), payload });
}

async function pkg(id: number) {
  const [row] = await t.db.select().from(dropshipPackages).where(eq(dropshipPackages.id, id));
  if (!row) throw new Error(`no package ${id}`);
  return row;
}

/** A failed row of a carrier other than Amazon, not used by an earlier test. */
const taken = new Set<number>();
async function freshRow(user: User = 'office', carrier?: string): Promise<FailedTrackingRow> {
  const rows = await list(user);
  const row = rows.find(
    (r) => !taken.has(r.package_id) && (carrier ? r.carrier === carrier : r.carrier !== 'amazon'),
  );
  if (!row) throw new Error('no failed row left');
  taken.add(row.package_id);
  return row;
}

const ROUTES: [method: 'GET' | 'PUT' | 'POST', url: string][] = [
  ['GET', FAILED_URL],
  ['PUT', '/api/dropship/orders/update_tracking'],
  ['PUT', '/api/dropship/orders/redo_single_tracking'],
  ['PUT', '/api/dropship/orders/redo_tracking'],
  ['PUT', '/api/dropship/orders/fallback_amazon'],
  ['PUT', '/api/dropship/orders/update_customer'],
  ['POST', '/api/dropship/vendor/label_requests'],
  ['POST', '/api/dropship/vendor/get_label_requests'],
];

describe('scope and company on every route', () => {
  it.each(ROUTES)(
    '%s %s refuses a user without dropship, a bulk header and a foreign company',
    async (method, url) => {
      const payload = method === 'GET' ? undefined : { order_id: 1 };
      const noScope = await t.app.inject({ method, url, headers: authed(token('bulk')), payload });
      expect(noScope.statusCode).toBe(403);
      const bulkSide = await t.app.inject({
        method,
        url,
        headers: authed(token('office'), 'Furhaven_bulk'),
        payload,
      });
      expect(bulkSide.statusCode).toBe(400);
      // floor holds furhaven only.
      const foreign = await t.app.inject({
        method,
        url,
        headers: authed(token('floor'), 'Worldwise'),
        payload,
      });
      expect(foreign.statusCode).toBe(403);
      const anonymous = await t.app.inject({ method, url, headers: { company_id: 'Furhaven' }, payload });
      expect(anonymous.statusCode).toBe(401);
    },
  );
});

describe('GET failed_tracking', () => {
  it('lists the failed packages of the warehouses the user holds, with the spec row fields', async () => {
    const rows = await list('office');
    const [count] = await t.pool
      .query<{ n: string }>(
        `select count(*) n from dropship_packages p join dropship_orders o on o.id = p.order_id
          where p.company = 'furhaven' and p.tracking_error is not null and o.order_status <> 199`,
      )
      .then((r) => r.rows);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows).toHaveLength(Number(count?.n));
    const row = rows[0]!;
    for (const key of [
      'order_id',
      'warehouse',
      'vendor_name',
      'internal_po_number',
      'internal_sku',
      'shipment_weight',
      'total_on_shipment',
      'box_type',
      'name',
      'address1',
      'address2',
      'city',
      'state',
      'zip_code',
    ] as const) {
      expect(row).toHaveProperty(key);
    }
    expect(row.tracking_error.length).toBeGreaterThan(0);
  });

  it('floor (Kentucky only) sees Kentucky rows only and may not ask for Pennsylvania', async () => {
    const rows = await list('floor');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.warehouse === 'kentucky')).toBe(true);
    const res = await t.app.inject({
      method: 'GET',
      url: `${FAILED_URL}?warehouse=pennsylvania`,
      headers: authed(token('floor')),
    });
    expect(res.statusCode).toBe(403);
    expect(body<Err>(res).error).toBe('warehouse_forbidden');
  });

  it('filters by warehouse', async () => {
    const pa = await list('office', '?warehouse=pennsylvania');
    expect(pa.every((r) => r.warehouse === 'pennsylvania')).toBe(true);
  });

  it('another company sees only its own rows', async () => {
    const furhaven = new Set((await list('office')).map((r) => r.package_id));
    const worldwise = await list('office', '', 'Worldwise');
    expect(worldwise.some((r) => furhaven.has(r.package_id))).toBe(false);
  });
});

describe('PUT update_tracking (setTracking)', () => {
  it('refuses an empty tracking number with a message and writes nothing', async () => {
    const row = await freshRow();
    const before = await pkg(row.package_id);
    for (const tracking_number of ['', '   ', null]) {
      const res = await send('office', 'PUT', '/api/dropship/orders/update_tracking', {
        order_id: row.order_id,
        tracking_number,
      });
      expect(res.statusCode).toBe(400);
      expect(body<Err>(res)).toEqual({ error: 'invalid_tracking', message: 'Enter a tracking number.' });
    }
    expect(await pkg(row.package_id)).toEqual(before);
  });

  it("refuses a number that does not fit the package's carrier, writing nothing", async () => {
    const row = await freshRow('office', 'fedex');
    const before = await pkg(row.package_id);
    const res = await send('office', 'PUT', '/api/dropship/orders/update_tracking', {
      order_id: row.order_id,
      tracking_number: '1Z999AA10123456784',
    });
    expect(res.statusCode).toBe(400);
    expect(body<Err>(res).message).toBe(
      'A FedEx tracking number has 12 digits (got 18). That looks like a UPS number.',
    );
    expect(await pkg(row.package_id)).toEqual(before);
  });

  it('sets a valid number: the row leaves the list with status Label Created', async () => {
    const row = await freshRow('office', 'fedex');
    const res = await send('office', 'PUT', '/api/dropship/orders/update_tracking', {
      order_id: row.order_id,
      tracking_number: '7712 3456 7890',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<TrackingSet>(res)).toMatchObject({ tracking_number: '771234567890', carrier: 'fedex' });
    const after = await pkg(row.package_id);
    expect(after).toMatchObject({ trackingNumber: '771234567890', trackingError: null, trackingStatus: 200 });
    expect((await list()).some((r) => r.package_id === row.package_id)).toBe(false);

    // The same number cannot go on a second package.
    const other = await freshRow('office', 'fedex');
    const dup = await send('office', 'PUT', '/api/dropship/orders/update_tracking', {
      order_id: other.order_id,
      tracking_number: '771234567890',
    });
    expect(dup.statusCode).toBe(409);
    expect(body<Err>(dup).message).toBe(
      `Tracking number 771234567890 is already on PO ${row.internal_po_number}.`,
    );
    // And the fixed row is no longer a failed row.
    const again = await send('office', 'PUT', '/api/dropship/orders/update_tracking', {
      order_id: row.order_id,
      tracking_number: '771234567891',
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses a row of a warehouse the user does not hold', async () => {
    const row = (await list('office')).find((r) => r.warehouse !== 'kentucky' && !taken.has(r.package_id));
    expect(row).toBeDefined();
    const res = await send('floor', 'PUT', '/api/dropship/orders/update_tracking', {
      order_id: row!.order_id,
      tracking_number: '771234567899',
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('PUT redo_single_tracking and the admin redo_tracking', () => {
  it('asks the carrier again: a label, its document, and the row leaves the list', async () => {
    const row = await freshRow();
    const res = await send('office', 'PUT', '/api/dropship/orders/redo_single_tracking', {
      order_id: row.order_id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const set = body<TrackingSet>(res);
    const after = await pkg(row.package_id);
    expect(after).toMatchObject({
      trackingNumber: set.tracking_number,
      trackingError: null,
      trackingStatus: 200,
    });
    expect(after.labelKey).toBeTruthy();
    expect(await t.files.get(after.labelKey!)).not.toBeNull();
    const label = await t.integrations.carriers('furhaven').getLabel(set.tracking_number);
    expect(label?.reference).toBe(row.internal_po_number);
  });

  it('a carrier that is down: 502, no label, the row stays with the new reason', async () => {
    const row = await freshRow();
    await control.set('carriers', {
      failureMode: 'next',
      failuresLeft: 1,
      errorMessage: 'FedEx API timeout',
    });
    const res = await send('office', 'PUT', '/api/dropship/orders/redo_single_tracking', {
      order_id: row.order_id,
    });
    expect(res.statusCode).toBe(502);
    expect(body<Err>(res).message).toBe('The carrier could not make the label: FedEx API timeout');
    const after = await pkg(row.package_id);
    expect(after).toMatchObject({ trackingNumber: null, trackingError: 'FedEx API timeout', labelKey: null });
  });

  it('an address the carrier refuses: 422; only an admin may regenerate without verification', async () => {
    const row = await freshRow();
    const [order] = await t.db
      .select()
      .from(dropshipOrders)
      .where(eq(dropshipOrders.internalPoNumber, row.internal_po_number));
    await t.db
      .update(dropshipOrders)
      .set({ address1: 'Old Mill Road' })
      .where(eq(dropshipOrders.id, order!.id));

    const refused = await send('office', 'PUT', '/api/dropship/orders/redo_single_tracking', {
      order_id: row.order_id,
    });
    expect(refused.statusCode).toBe(422);
    expect(body<Err>(refused).message).toContain(
      'Address verification failed: The street address has no house number.',
    );
    expect((await pkg(row.package_id)).trackingError).toBe(
      'Address verification failed: The street address has no house number.',
    );

    const office = await send('office', 'PUT', '/api/dropship/orders/redo_tracking', {
      order_id: row.order_id,
    });
    expect(office.statusCode).toBe(403);
    expect(body<Err>(office)).toEqual({
      error: 'admin_only',
      message: 'Only admins can regenerate labels without address verification.',
    });
    expect((await pkg(row.package_id)).trackingNumber).toBeNull();

    const admin = await send('admin', 'PUT', '/api/dropship/orders/redo_tracking', {
      order_id: row.order_id,
    });
    expect(admin.statusCode, admin.body).toBe(200);
    expect((await pkg(row.package_id)).trackingError).toBeNull();
  });
});

describe('PUT update_customer', () => {
  it('refuses a bad address with the rule that failed and writes nothing', async () => {
    const row = await freshRow();
    const [before] = await t.db
      .select()
      .from(dropshipOrders)
      .where(eq(dropshipOrders.internalPoNumber, row.internal_po_number));
    const payload = {
      order_id: row.order_id,
      name: 'Jo Doe',
      address1: '5 Elm St',
      city: 'Erie',
      state: 'PA',
      zip_code: '165',
    };
    const res = await send('office', 'PUT', '/api/dropship/orders/update_customer', payload);
    expect(res.statusCode).toBe(400);
    expect(body<Err>(res).message).toBe('The ZIP code "165" must have 5 or 9 digits.');
    const missing = await send('office', 'PUT', '/api/dropship/orders/update_customer', {
      ...payload,
      city: ' ',
    });
    expect(body<Err>(missing).message).toBe('City is required.');
    const [after] = await t.db.select().from(dropshipOrders).where(eq(dropshipOrders.id, before!.id));
    expect(after).toEqual(before);
  });

  it('stores the corrected address; the row stays until a label is bought, then redo works', async () => {
    const row = await freshRow();
    const payload = {
      order_id: row.order_id,
      name: 'Jo Doe',
      address1: '5 Elm St',
      address2: 'Apt 2',
      city: 'Erie',
      state: 'pa',
      zip_code: '16501',
    };
    const res = await send('office', 'PUT', '/api/dropship/orders/update_customer', payload);
    expect(res.statusCode, res.body).toBe(200);
    expect(body<{ row: FailedTrackingRow }>(res).row).toMatchObject({
      name: 'Jo Doe',
      address1: '5 Elm St',
      address2: 'Apt 2',
      city: 'Erie',
      state: 'PA',
      zip_code: '16501',
    });
    expect((await list()).some((r) => r.package_id === row.package_id)).toBe(true);
    const redo = await send('office', 'PUT', '/api/dropship/orders/redo_single_tracking', {
      order_id: row.order_id,
    });
    expect(redo.statusCode).toBe(200);
  });
});

describe('PUT fallback_amazon', () => {
  it('ships a failed Amazon package on our own UPS account; another carrier is refused', async () => {
    const other = await freshRow();
    const refused = await send('office', 'PUT', '/api/dropship/orders/fallback_amazon', {
      order_id: other.order_id,
    });
    expect(refused.statusCode).toBe(409);
    expect(body<Err>(refused).message).toBe(FAILED_TRACKING_MESSAGES.notAmazon);
    expect(await pkg(other.package_id)).toMatchObject({ trackingNumber: null, labelKey: null });

    const row = await freshRow('office', 'amazon');
    const res = await send('office', 'PUT', '/api/dropship/orders/fallback_amazon', {
      order_id: row.order_id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const set = body<TrackingSet>(res);
    expect(set.carrier).toBe('ups');
    const after = await pkg(row.package_id);
    expect(after).toMatchObject({ carrier: 'ups', trackingNumber: set.tracking_number, trackingError: null });
    expect(await t.files.get(after.labelKey!)).not.toBeNull();
    expect((await list()).some((r) => r.package_id === row.package_id)).toBe(false);
  });
});

describe('Amazon: Resend (label_requests) and Repull (get_label_requests)', () => {
  it('Resend asks Amazon for a label for every failed Amazon package', async () => {
    const amazon = (await list()).filter((r) => r.carrier === 'amazon' && !taken.has(r.package_id));
    expect(amazon.length).toBeGreaterThan(0);
    const res = await send('office', 'POST', '/api/dropship/vendor/label_requests', { warehouse: 'all' });
    expect(res.statusCode, res.body).toBe(200);
    const result = body<AmazonBatchResult>(res);
    expect(result.requested).toBe(amazon.length);
    expect(result.labelled + result.failed).toBe(result.requested);
    const left = (await list()).filter((r) => r.carrier === 'amazon');
    expect(left).toHaveLength(result.failed);
  });

  it('Resend with Amazon down: Failed to resend requests', async () => {
    const row = await freshRow();
    await t.db
      .update(dropshipPackages)
      .set({ carrier: 'amazon', method: null })
      .where(eq(dropshipPackages.id, row.package_id));
    await control.set('carriers', { failureMode: 'always' });
    const res = await send('office', 'POST', '/api/dropship/vendor/label_requests', {});
    expect(res.statusCode).toBe(502);
    expect(body<Err>(res).message).toMatch(/^Failed to resend requests: /);
  });

  it('Repull pulls the labels Amazon holds and marks unknown numbers as failed', async () => {
    const label = await t.integrations.carriers('furhaven').createLabel({
      carrier: 'amazon',
      reference: 'PULL-TEST',
      shipTo: { name: 'A', address1: '1 Main St', city: 'Erie', state: 'PA', zip: '16501' },
      weightLbs: '2.00',
    });
    const [known, unknown] = (await list()).filter((r) => !taken.has(r.package_id) && r.carrier !== 'amazon');
    for (const [row, number] of [
      [known!, label.trackingNumber],
      [unknown!, 'TBA999999999999'],
    ] as const) {
      taken.add(row.package_id);
      await t.db
        .update(dropshipPackages)
        .set({
          carrier: 'amazon',
          trackingNumber: number,
          trackingError: null,
          trackingStatus: 200,
          labelKey: null,
        })
        .where(eq(dropshipPackages.id, row.package_id));
    }
    await control.set('carriers', { failureMode: 'always' });
    const down = await send('office', 'POST', '/api/dropship/vendor/get_label_requests', {
      warehouse: 'all',
    });
    expect(down.statusCode).toBe(502);
    expect(body<Err>(down).message).toMatch(/^Failed to repull labels: /);
    await control.reset();

    const res = await send('office', 'POST', '/api/dropship/vendor/get_label_requests', { warehouse: 'all' });
    expect(res.statusCode, res.body).toBe(200);
    const result = body<AmazonBatchResult>(res);
    expect(result.labelled).toBeGreaterThanOrEqual(1);
    expect(result.failures).toContainEqual({
      internal_po_number: unknown!.internal_po_number,
      reason: 'Amazon has no label for TBA999999999999.',
    });
    expect(await pkg(known!.package_id)).toMatchObject({ labelKey: label.labelKey, trackingError: null });
    const rows = await list();
    expect(rows.find((r) => r.package_id === unknown!.package_id)?.tracking_number).toBe('TBA999999999999');
    // Only labels whose document is in the file store are linked.
    const linked = await t.pool.query<{ label_key: string }>(
      "select label_key from dropship_packages where carrier = 'amazon' and label_key is not null",
    );
    for (const { label_key } of linked.rows) expect(await t.files.exists(label_key)).toBe(true);
  });
});

describe("the spec's forms of the calls (D1 section 7)", () => {
  it('takes the warehouse as the user scope writes it (All, Pennsylvania) and refuses an unknown one', async () => {
    const ids = (rows: FailedTrackingRow[]) => rows.map((r) => r.package_id).sort((a, b) => a - b);
    expect(ids(await list('office', '?warehouse=All'))).toEqual(ids(await list('office')));
    const pa = await list('office', '?warehouse=Pennsylvania');
    expect(pa.length).toBeGreaterThan(0);
    expect(ids(pa)).toEqual(ids(await list('office', '?warehouse=pennsylvania')));
    const floor = await t.app.inject({
      method: 'GET',
      url: `${FAILED_URL}?warehouse=Pennsylvania`,
      headers: authed(token('floor')),
    });
    expect(floor.statusCode).toBe(403);
    const unknown = await t.app.inject({
      method: 'GET',
      url: `${FAILED_URL}?warehouse=Ohio`,
      headers: authed(token('office')),
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('Resend and Repull Amazon without a body work on every warehouse the caller holds', async () => {
    const amazon = (await list()).filter((r) => r.carrier === 'amazon');
    for (const url of ['/api/dropship/vendor/label_requests', '/api/dropship/vendor/get_label_requests']) {
      const res = await t.app.inject({ method: 'POST', url, headers: authed(token('office')) });
      expect(res.statusCode, res.body).toBe(200);
      const result = body<AmazonBatchResult>(res);
      expect(result.labelled + result.failed).toBe(result.requested);
      if (url.endsWith('/label_requests')) expect(result.requested).toBe(amazon.length);
    }
  });
});
