import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CreatePullsheetResponse,
  FoamAndBolster,
  Pullsheet,
  PullsheetList,
  PullsheetPrint,
  RegenResponse,
  ResendAcumaticaResponse,
} from '../../../src/shared/api/dropship/pullsheets';
import { PULLSHEET_REFUSALS } from '../../../src/shared/domain/dropship/pullsheet-rules';
import { sheetTitle } from '../../../src/shared/domain/dropship/pullsheet-lines';
import type { PullsheetType } from '../../../src/shared/domain/dropship/status';
import { buildPullsheetPdf } from '../../../src/shared/documents/pullsheet-pdf';
import { pdfLines } from '../../support/pdf-read-back';
import { dropshipPackages, pullsheetPicks } from '../../../src/server/platform/db/schema/dropship';
import { loadWorld } from '../../../src/server/world/load-world';
import { authed, body, createTestApp, loginAll } from '../support/test-app';

const t = await createTestApp();
const tokens = await loginAll(t.app, ['office', 'admin', 'floor', 'bulk', 'hq'] as const);
type User = keyof typeof tokens;
const token = (user: User) => tokens[user].access_token;

beforeAll(async () => {
  await loadWorld(t.pool, { seed: 3, size: 'small', now: new Date() });
}, 60_000);
afterAll(async () => {
  await t.close();
});

type Err = { error: string; message: string };
const URL = '/api/dropship/pullsheets';

function call(
  user: User,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  company = 'Furhaven',
) {
  return t.app.inject({
    method,
    url,
    headers: authed(token(user), company),
    ...(payload ? { payload } : {}),
  });
}

async function list(user: User = 'office', query = '?days=60'): Promise<PullsheetList> {
  const res = await call(user, 'GET', `${URL}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return body<PullsheetList>(res);
}

/** The biggest group of unprocessed orders of a warehouse that a New Pullsheet would take. */
async function biggestGroup(warehouse: string) {
  const { unprocessed } = await list();
  const wh = unprocessed.find((u) => u.warehouse === warehouse)!;
  return [...wh.groups].sort((a, b) => b.orders - a.orders)[0]!;
}

describe('access', () => {
  const ROUTES: [string, string, object | undefined][] = [
    ['GET', URL, undefined],
    ['POST', URL, { warehouse: 'kentucky', carrier: 'fedex', type: 'presses' }],
    ['PUT', `${URL}/split`, { pullsheet_id: 1 }],
    ['PUT', `${URL}/resendAcumatica`, { pullsheet_id: 1 }],
    ['GET', `${URL}/labels?pullsheet_id=1`, undefined],
    ['GET', `${URL}/print?pullsheet_id=1`, undefined],
    ['PUT', '/api/dropship/packslips/regen', { pullsheet_id: 1, type: 'packslips' }],
    ['POST', '/api/pullsheets/foam-and-bolster', {}],
  ];
  it.each(ROUTES)(
    '%s %s refuses no token, a user without dropship and a foreign company',
    async (method, url, payload) => {
      const m = method as 'GET' | 'POST' | 'PUT';
      const anonymous = await t.app.inject({
        method: m,
        url,
        headers: { company_id: 'Furhaven' },
        ...(payload ? { payload } : {}),
      });
      expect(anonymous.statusCode).toBe(401);
      expect((await call('bulk', m, url, payload)).statusCode).toBe(403);
      // floor holds furhaven only.
      expect((await call('floor', m, url, payload, 'Worldwise')).statusCode).toBe(403);
    },
  );
});

describe('GET /dropship/pullsheets', () => {
  it('lists the sheets with the spec fields and the unprocessed counts per warehouse', async () => {
    const { pullsheets, unprocessed } = await list();
    expect(pullsheets.length).toBeGreaterThan(10);
    const sheet = pullsheets[0]!;
    expect(Object.keys(sheet)).toEqual(
      expect.arrayContaining([
        'pullsheet_id',
        'date',
        'wh_name',
        'warehouse',
        'carrier',
        'order_count',
        'piece_count',
        'type',
        'status_code',
        'max_status_code',
        'sort',
      ]),
    );
    expect(new Set(pullsheets.map((p) => p.warehouse))).toEqual(new Set(['KY', 'PA', 'TX']));
    expect(pullsheets.some((p) => p.status_code === 101 && p.max_status_code === 102)).toBe(true);
    expect(unprocessed.map((u) => u.warehouse)).toEqual(['kentucky', 'pennsylvania', 'texas']);
    for (const u of unprocessed) expect(u.groups.reduce((s, g) => s + g.orders, 0)).toBe(u.orders);
    expect(unprocessed[0]!.orders).toBeGreaterThan(0);
  });

  it('shows a one-warehouse user only that warehouse, and refuses another', async () => {
    const { pullsheets, unprocessed } = await list('floor');
    expect(new Set(pullsheets.map((p) => p.warehouse))).toEqual(new Set(['KY']));
    expect(unprocessed.map((u) => u.warehouse)).toEqual(['kentucky']);
    const other = await call('floor', 'GET', `${URL}?warehouse=pennsylvania`);
    expect(other.statusCode).toBe(403);
    expect(body<Err>(other).message).toBe(PULLSHEET_REFUSALS.warehouseForbidden('Pennsylvania'));
  });

  it('refuses a bad warehouse or day count with a 400', async () => {
    expect((await call('office', 'GET', `${URL}?warehouse=ohio`)).statusCode).toBe(400);
    const days = await call('office', 'GET', `${URL}?days=0`);
    expect(days.statusCode).toBe(400);
    expect(body<Err>(days).message).toContain('days must be from 1 to 365.');
  });
});

describe('POST /dropship/pullsheets', () => {
  let created: CreatePullsheetResponse;

  it('groups the unprocessed orders of warehouse, carrier and type into one Unbuilt sheet with labels', async () => {
    const group = await biggestGroup('kentucky');
    const res = await call('office', 'POST', URL, {
      warehouse: 'Kentucky',
      carrier: group.carrier,
      type: group.type,
    });
    expect(res.statusCode, res.body).toBe(201);
    created = body<CreatePullsheetResponse>(res);
    const sheet = created.pullsheet;
    expect(sheet).toMatchObject({
      warehouse: 'KY',
      wh_name: 'Kentucky',
      carrier: group.carrier,
      type: group.type,
      status_code: 100,
      max_status_code: 100,
      order_count: group.orders,
      piece_count: group.pieces,
      created_by: 'office',
    });
    expect(created.labelled + created.label_failures).toBe(group.orders);
    const packages = await t.db
      .select()
      .from(dropshipPackages)
      .where(eq(dropshipPackages.pullsheetId, sheet.pullsheet_id));
    expect(packages.reduce((s, p) => s + p.totalQuantity, 0)).toBe(group.pieces);
    const after = (await list()).unprocessed.find((u) => u.warehouse === 'kentucky')!;
    expect(after.groups.find((g) => g.carrier === group.carrier && g.type === group.type)).toBeUndefined();
    expect((await list()).pullsheets[0]!.pullsheet_id).toBe(sheet.pullsheet_id);
  });

  it('refuses a second sheet of the same orders with a 409', async () => {
    const sheet = created.pullsheet;
    const again = await call('office', 'POST', URL, {
      warehouse: 'kentucky',
      carrier: sheet.carrier,
      type: sheet.type,
    });
    expect(again.statusCode).toBe(409);
    expect(body<Err>(again).message).toBe(PULLSHEET_REFUSALS.noOrders);
  });

  it('refuses bad input and a warehouse the user does not hold', async () => {
    const carrier = await call('office', 'POST', URL, {
      warehouse: 'kentucky',
      carrier: 'dhl',
      type: 'presses',
    });
    expect(carrier.statusCode).toBe(400);
    expect(body<Err>(carrier).message).toContain('carrier must be fedex, ups, usps or amazon.');
    const type = await call('office', 'POST', URL, {
      warehouse: 'kentucky',
      carrier: 'ups',
      type: 'pallets',
    });
    expect(type.statusCode).toBe(400);
    expect((await call('office', 'POST', URL, { carrier: 'ups', type: 'presses' })).statusCode).toBe(400);
    const foreign = await call('floor', 'POST', URL, {
      warehouse: 'pennsylvania',
      carrier: 'ups',
      type: 'presses',
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('serves the labels of the sheet as one ZPL file and regenerates its packslips', async () => {
    const id = created.pullsheet.pullsheet_id;
    const labels = await call('office', 'GET', `${URL}/labels?pullsheet_id=${id}`);
    expect(labels.statusCode, labels.body).toBe(200);
    expect(labels.headers['content-disposition']).toContain(`pullsheet_${id}_labels.zpl`);
    expect(labels.body.split('^XA').length - 1).toBe(created.labelled);

    const regen = await call('office', 'PUT', '/api/dropship/packslips/regen', {
      pullsheet_id: id,
      type: 'packslips',
    });
    expect(regen.statusCode, regen.body).toBe(200);
    expect(body<RegenResponse>(regen)).toEqual({
      pullsheet_id: id,
      type: 'packslips',
      regenerated: created.labelled,
      failed: 0,
    });
    const none = await call('office', 'PUT', '/api/dropship/packslips/regen', {
      pullsheet_id: id,
      type: 'labels',
    });
    expect(body<RegenResponse>(none).regenerated).toBe(0);
    const bad = await call('office', 'PUT', '/api/dropship/packslips/regen', {
      pullsheet_id: id,
      type: 'pdf',
    });
    expect(bad.statusCode).toBe(400);
    expect(body<Err>(bad).message).toContain('type must be packslips or labels.');
    expect((await call('office', 'GET', `${URL}/labels?pullsheet_id=abc`)).statusCode).toBe(400);
    expect((await call('office', 'GET', `${URL}/labels?pullsheet_id=999999`)).statusCode).toBe(404);
  });

  it('serves what the printed sheet is made of, and the PDF drawn from it reads back', async () => {
    const id = created.pullsheet.pullsheet_id;
    const res = await call('office', 'GET', `${URL}/print?pullsheet_id=${id}`);
    expect(res.statusCode, res.body).toBe(200);
    const print = body<PullsheetPrint>(res);
    expect(print.pullsheet.pullsheet_id).toBe(id);
    expect(print.lines.reduce((n, l) => n + l.quantity, 0)).toBe(created.pullsheet.piece_count);
    const pdf = buildPullsheetPdf({ ...print.pullsheet, lines: print.lines, bundles: print.bundles });
    const lines = await pdfLines(pdf.bytes);
    expect(lines[0]).toBe(sheetTitle(print.pullsheet.warehouse, print.pullsheet.type as PullsheetType));
    expect(lines).toContain(`Total Pieces: ${pdf.pieces}`);
    expect((await call('office', 'GET', `${URL}/print?pullsheet_id=abc`)).statusCode).toBe(400);
    expect((await call('office', 'GET', `${URL}/print?pullsheet_id=999999`)).statusCode).toBe(404);
  });

  it('counts the foam, fiber and liner of the sheets since a start', async () => {
    const start = new Date(Date.now() - 60_000).toISOString();
    const res = await call('office', 'POST', '/api/pullsheets/foam-and-bolster', { startDateTime: start });
    expect(res.statusCode, res.body).toBe(200);
    const lists = body<FoamAndBolster>(res);
    expect(lists.pullsheets).toContain(created.pullsheet.pullsheet_id);
    for (const line of [...lists.foam, ...lists.fiber, ...lists.liner]) {
      expect(Object.keys(line).sort()).toEqual(['description', 'quantity', 'sku']);
    }
    const bad = await call('office', 'POST', '/api/pullsheets/foam-and-bolster', {
      startDateTime: 'yesterday-ish',
    });
    expect(bad.statusCode).toBe(400);
    expect(body<Err>(bad).message).toContain('Please enter a valid date/time');
    const future = await call('office', 'POST', '/api/pullsheets/foam-and-bolster', {
      startDateTime: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(body<FoamAndBolster>(future)).toEqual({ foam: [], fiber: [], liner: [], pullsheets: [] });
  });

  it('takes a package off the sheet with removePackage and shrinks its counts', async () => {
    const id = created.pullsheet.pullsheet_id;
    const [pkg] = await t.db.select().from(dropshipPackages).where(eq(dropshipPackages.pullsheetId, id));
    const order = await t.pool.query<{ internal_po_number: string }>(
      'select internal_po_number from dropship_orders where id = $1',
      [pkg!.orderId],
    );
    const res = await call('office', 'PUT', `${URL}/removePackage`, {
      tracking_number: pkg!.trackingNumber,
      pullsheet_id: id,
      internal_po_number: order.rows[0]!.internal_po_number,
    });
    expect(res.statusCode, res.body).toBe(204);
    const sheet = (await list()).pullsheets.find((p) => p.pullsheet_id === id)!;
    expect(sheet.order_count).toBe(created.pullsheet.order_count - 1);
    expect(sheet.piece_count).toBe(created.pullsheet.piece_count - pkg!.totalQuantity);
  });
});

describe('PUT /dropship/pullsheets/split', () => {
  it('refuses a sheet being picked on a tablet, and changes nothing', async () => {
    const big = (await list('office', '?days=365')).pullsheets.find((p) => p.piece_count > 300)!;
    const [pick] = await t.db
      .insert(pullsheetPicks)
      .values({
        company: 'furhaven',
        pullsheetId: big.pullsheet_id,
        sku: 'PICKED-1',
        quantity: 1,
        expected: 1,
        method: 'tap',
        reason: 'Label missing',
        pickedBy: 'floor',
      })
      .returning();
    const res = await call('office', 'PUT', `${URL}/split`, { pullsheet_id: big.pullsheet_id });
    expect(res.statusCode).toBe(409);
    expect(body<Err>(res).message).toBe(PULLSHEET_REFUSALS.splitPicked);
    const after = (await list('office', '?days=365')).pullsheets.find(
      (p) => p.pullsheet_id === big.pullsheet_id,
    );
    expect(after).toMatchObject({ piece_count: big.piece_count, order_count: big.order_count });
    await t.db.delete(pullsheetPicks).where(eq(pullsheetPicks.id, pick!.id));
  });

  it('splits a sheet above 300 pieces in two, orders whole, pieces kept', async () => {
    const big = (await list('office', '?days=365')).pullsheets.find((p) => p.piece_count > 300);
    expect(big, 'the world has a sheet above 300 pieces').toBeDefined();
    const res = await call('office', 'PUT', `${URL}/split`, { pullsheet_id: big!.pullsheet_id });
    expect(res.statusCode, res.body).toBe(200);
    const [kept, moved] = body<{ pullsheets: Pullsheet[] }>(res).pullsheets;
    expect(kept!.pullsheet_id).toBe(big!.pullsheet_id);
    expect(moved!.split_from).toBe(big!.pullsheet_id);
    expect(kept!.piece_count + moved!.piece_count).toBe(big!.piece_count);
    expect(kept!.order_count + moved!.order_count).toBe(big!.order_count);
    expect(moved).toMatchObject({ warehouse: big!.warehouse, carrier: big!.carrier, type: big!.type });
    expect(kept!.piece_count).toBeLessThan(big!.piece_count);
  });

  it('refuses a sheet of 300 pieces or fewer, an unknown sheet and a bad id', async () => {
    const small = (await list()).pullsheets.find((p) => p.piece_count <= 300)!;
    const res = await call('office', 'PUT', `${URL}/split`, { pullsheet_id: small.pullsheet_id });
    expect(res.statusCode).toBe(409);
    expect(body<Err>(res).message).toBe(PULLSHEET_REFUSALS.notSplittable);
    expect((await call('office', 'PUT', `${URL}/split`, { pullsheet_id: 999_999 })).statusCode).toBe(404);
    const bad = await call('office', 'PUT', `${URL}/split`, { pullsheet_id: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(body<Err>(bad).message).toContain('pullsheet_id must be a whole number.');
  });

  it('refuses a sheet of a warehouse the user does not hold', async () => {
    const pa = (await list()).pullsheets.find((p) => p.warehouse === 'PA')!;
    expect((await call('floor', 'PUT', `${URL}/split`, { pullsheet_id: pa.pullsheet_id })).statusCode).toBe(
      403,
    );
  });
});

describe('PUT /dropship/pullsheets/resendAcumatica', () => {
  it('is for admin and acumatica only', async () => {
    const sheet = (await list()).pullsheets[0]!;
    const hq = await call('hq', 'PUT', `${URL}/resendAcumatica`, { pullsheet_id: sheet.pullsheet_id });
    expect(hq.statusCode).toBe(403);
    expect(body<Err>(hq).message).toBe(PULLSHEET_REFUSALS.resendForbidden);
  });

  it("sends the sheet's orders Acumatica lacks and links them", async () => {
    const sheet = (await list()).pullsheets[0]!;
    await t.pool.query(
      `update dropship_orders set acu_order_num = null, acumatica_status = -401
        where id in (select order_id from dropship_packages where pullsheet_id = $1)`,
      [sheet.pullsheet_id],
    );
    const res = await call('office', 'PUT', `${URL}/resendAcumatica`, { pullsheet_id: sheet.pullsheet_id });
    expect(res.statusCode, res.body).toBe(200);
    const answer = body<ResendAcumaticaResponse>(res);
    expect(answer.failures).toEqual([]);
    expect(answer.resent).toBe(sheet.order_count);
    const missing = await t.pool.query(
      `select count(*)::int as n from dropship_orders
        where acu_order_num is null and id in (select order_id from dropship_packages where pullsheet_id = $1)`,
      [sheet.pullsheet_id],
    );
    expect(missing.rows[0].n).toBe(0);
    const none = await call('admin', 'PUT', `${URL}/resendAcumatica`, {
      pullsheet_id: sheet.pullsheet_id,
      internal_po_number: 'NOPE',
    });
    expect(none.statusCode).toBe(404);
  });
});
