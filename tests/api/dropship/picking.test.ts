import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConfirmPickResponse, PickList } from '../../../src/shared/api/dropship/picking';
import type { CreatePullsheetResponse, PullsheetList } from '../../../src/shared/api/dropship/pullsheets';
import { PICK_MESSAGES, SHORT_REASONS, TAP_REASONS } from '../../../src/shared/domain/dropship/picking';
import { PULLSHEET_REFUSALS } from '../../../src/shared/domain/dropship/pullsheet-rules';
import {
  dropshipOrders,
  dropshipPackages,
  pullsheetPicks,
} from '../../../src/server/platform/db/schema/dropship';
import { loadWorld } from '../../../src/server/world/load-world';
import { authed, body, createTestApp, loginAll } from '../support/test-app';

const t = await createTestApp();
const tokens = await loginAll(t.app, ['office', 'admin', 'floor', 'bulk', 'hq'] as const);
type User = keyof typeof tokens;

afterAll(async () => {
  await t.close();
});

type Err = { error: string; message: string };
const LIST = '/api/dropship/pullsheets/pickList';
const PICK = '/api/dropship/pullsheets/pick';

function call(
  user: User,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  key?: string,
  company = 'Furhaven',
) {
  return t.app.inject({
    method,
    url,
    headers: { ...authed(tokens[user].access_token, company), ...(key ? { 'idempotency-key': key } : {}) },
    ...(payload ? { payload } : {}),
  });
}

async function pickList(id: number, user: User = 'office'): Promise<PickList> {
  const res = await call(user, 'GET', `${LIST}?pullsheet_id=${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return body<PickList>(res);
}

/**
 * New Pullsheets (the server groups the unprocessed orders) of a warehouse, one per carrier and type
 * with orders, biggest group first, kept when they print at least `lines` lines.
 */
async function newSheets(
  warehouse: 'kentucky' | 'pennsylvania',
  wanted: number,
  lines = 3,
): Promise<PickList[]> {
  const res = await call('admin', 'GET', '/api/dropship/pullsheets?days=60');
  const { unprocessed } = body<PullsheetList>(res);
  const groups = [...unprocessed.find((u) => u.warehouse === warehouse)!.groups].sort(
    (a, b) => b.orders - a.orders,
  );
  const found: PickList[] = [];
  for (const group of groups) {
    if (found.length >= wanted) break;
    const made = await call('admin', 'POST', '/api/dropship/pullsheets', {
      warehouse,
      carrier: group.carrier,
      type: group.type,
    });
    expect(made.statusCode, made.body).toBe(201);
    const list = await pickList(body<CreatePullsheetResponse>(made).pullsheet.pullsheet_id, 'admin');
    if (list.lines.length >= lines) found.push(list);
  }
  return found;
}

let sheets: PickList[] = [];
beforeAll(async () => {
  await loadWorld(t.pool, { seed: 5, size: 'small', now: new Date() });
  sheets = await newSheets('kentucky', 4);
  expect(sheets.length).toBeGreaterThanOrEqual(4);
}, 60_000);
let used = 0;
const freshSheet = () => sheets[used++]!;

const confirm = (user: User, payload: object, key?: string) => call(user, 'POST', PICK, payload, key);

describe('access', () => {
  it.each([
    ['GET', `${LIST}?pullsheet_id=1`, undefined],
    ['POST', PICK, { pullsheet_id: 1, sku: 'X', quantity: 1, method: 'scan' }],
  ] as const)(
    '%s %s refuses no token, a user without dropship and a foreign company',
    async (method, url, payload) => {
      const anonymous = await t.app.inject({ method, url, headers: { company_id: 'Furhaven' }, payload });
      expect(anonymous.statusCode).toBe(401);
      expect((await call('bulk', method, url, payload)).statusCode).toBe(403);
      expect((await call('floor', method, url, payload, undefined, 'Worldwise')).statusCode).toBe(403);
    },
  );

  it('holds a picker to the warehouses of the scope: a Kentucky picker cannot open or pick a Pennsylvania sheet', async () => {
    const [pa] = await newSheets('pennsylvania', 1, 1);
    const id = pa!.pullsheet.pullsheet_id;
    const read = await call('floor', 'GET', `${LIST}?pullsheet_id=${id}`);
    expect(read.statusCode).toBe(403);
    expect(body<Err>(read).message).toBe(PULLSHEET_REFUSALS.warehouseForbidden('Pennsylvania'));
    const line = pa!.lines[0]!;
    const write = await confirm('floor', {
      pullsheet_id: id,
      sku: line.sku,
      quantity: line.quantity,
      method: 'scan',
    });
    expect(write.statusCode).toBe(403);
    expect(await t.db.select().from(pullsheetPicks).where(eq(pullsheetPicks.pullsheetId, id))).toEqual([]);
  });

  it('answers 404 for a sheet the company does not have', async () => {
    const res = await call('office', 'GET', `${LIST}?pullsheet_id=99999999`);
    expect(res.statusCode).toBe(404);
    const write = await confirm('office', { pullsheet_id: 99999999, sku: 'X', quantity: 1, method: 'scan' });
    expect(write.statusCode).toBe(404);
  });
});

describe('GET pickList', () => {
  it('gives the printed lines in walk order with the title and no confirmation yet', () => {
    const list = sheets[0]!;
    expect(list.title).toMatch(/^KY /);
    expect(list.lines.map((l) => l.line)).toEqual(list.lines.map((_, i) => i + 1));
    expect(new Set(list.lines.map((l) => l.sku)).size).toBe(list.lines.length);
    expect(list.lines.every((l) => l.confirmation === null && l.quantity > 0)).toBe(true);
    expect(list.lines.reduce((s, l) => s + l.quantity, 0)).toBeGreaterThanOrEqual(list.pullsheet.piece_count);
  });
});

describe('POST pick', () => {
  it('refuses bad input with a clear 400 and writes nothing', async () => {
    const list = freshSheet();
    const id = list.pullsheet.pullsheet_id;
    const line = list.lines[0]!;
    const cases: [object, RegExp | string][] = [
      [{}, /pullsheet_id is required/],
      [{ pullsheet_id: id, sku: line.sku, quantity: 1.5, method: 'scan' }, /quantity must be a whole number/],
      [
        { pullsheet_id: id, sku: line.sku, quantity: line.quantity, method: 'walk' },
        /method must be scan or tap/,
      ],
      [{ pullsheet_id: id, sku: 'a\u0000b', quantity: 1, method: 'scan' }, /cannot be stored/],
      [
        { pullsheet_id: id, sku: line.sku, quantity: line.quantity, method: 'tap' },
        PICK_MESSAGES.tapNeedsReason,
      ],
      [
        { pullsheet_id: id, sku: line.sku, quantity: line.quantity, method: 'tap', reason: 'Bored' },
        /reason must be one of/,
      ],
      [
        { pullsheet_id: id, sku: line.sku, quantity: line.quantity + 1, method: 'scan' },
        PICK_MESSAGES.quantityRange(line.quantity),
      ],
      [
        { pullsheet_id: id, sku: line.sku, quantity: line.quantity - 1, method: 'scan' },
        PICK_MESSAGES.shortNeedsReason,
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await confirm('office', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      if (typeof message === 'string') expect(body<Err>(res).message).toBe(message);
      else expect(body<Err>(res).message).toMatch(message);
    }
    const notOnSheet = await confirm('office', {
      pullsheet_id: id,
      sku: 'NOPE-1',
      quantity: 1,
      method: 'scan',
    });
    expect(notOnSheet.statusCode).toBe(404);
    expect(body<Err>(notOnSheet).message).toBe(PICK_MESSAGES.notOnSheet('NOPE-1', id));
    expect(await t.db.select().from(pullsheetPicks).where(eq(pullsheetPicks.pullsheetId, id))).toEqual([]);
  });

  it('records a line once: a double submit and a replay with the same key change nothing', async () => {
    const list = freshSheet();
    const id = list.pullsheet.pullsheet_id;
    const line = list.lines[0]!;
    const payload = { pullsheet_id: id, sku: line.sku, quantity: line.quantity, method: 'scan' };
    const [a, b] = await Promise.all([confirm('office', payload), confirm('office', payload)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect([body<ConfirmPickResponse>(a).replayed, body<ConfirmPickResponse>(b).replayed].sort()).toEqual([
      false,
      true,
    ]);
    const key = 'pick-replay-0001';
    const first = await confirm(
      'office',
      { ...payload, sku: list.lines[1]!.sku, quantity: list.lines[1]!.quantity },
      key,
    );
    const again = await confirm(
      'office',
      { ...payload, sku: list.lines[1]!.sku, quantity: list.lines[1]!.quantity },
      key,
    );
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    const rows = await t.db.select().from(pullsheetPicks).where(eq(pullsheetPicks.pullsheetId, id));
    expect(rows.map((r) => [r.sku, r.quantity]).sort()).toEqual(
      [
        [line.sku, line.quantity],
        [list.lines[1]!.sku, list.lines[1]!.quantity],
      ].sort(),
    );
    const after = await pickList(id);
    expect(after.lines[0]!.confirmation).toMatchObject({
      quantity: line.quantity,
      method: 'scan',
      picked_by: 'office',
    });
    expect(after.pullsheet.status_code).toBe(100);
  });

  it('never lets two pickers count a line twice; another quantity for a picked line is a clear 409', async () => {
    const list = freshSheet();
    const id = list.pullsheet.pullsheet_id;
    const line = list.lines.find((l) => l.quantity > 1) ?? list.lines[0]!;
    const full = { pullsheet_id: id, sku: line.sku, quantity: line.quantity, method: 'scan' };
    const results = await Promise.all([confirm('office', full), confirm('hq', full), confirm('admin', full)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(results.filter((r) => !body<ConfirmPickResponse>(r).replayed)).toHaveLength(1);
    const short = await confirm('hq', {
      ...full,
      quantity: line.quantity - 1,
      short_reason: SHORT_REASONS[0],
    });
    expect(short.statusCode).toBe(409);
    expect(body<Err>(short).error).toBe('pick_conflict');
    const winner = body<ConfirmPickResponse>(results.find((r) => !body<ConfirmPickResponse>(r).replayed)!);
    expect(body<Err>(short).message).toBe(
      PICK_MESSAGES.alreadyPicked(line.sku, line.quantity, winner.confirmation.picked_by),
    );
    const rows = await t.db.select().from(pullsheetPicks).where(eq(pullsheetPicks.pullsheetId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.quantity).toBe(line.quantity);
  });

  it('moves the sheet and its orders to Pulled (101) when the last line is confirmed or shorted', async () => {
    const list = freshSheet();
    const id = list.pullsheet.pullsheet_id;
    const [first, ...rest] = list.lines;
    const shortRes = await confirm('office', {
      pullsheet_id: id,
      sku: first!.sku,
      quantity: first!.quantity - 1,
      method: 'tap',
      reason: TAP_REASONS[0],
      short_reason: SHORT_REASONS[1],
    });
    expect(shortRes.statusCode, shortRes.body).toBe(200);
    expect(body<ConfirmPickResponse>(shortRes)).toMatchObject({
      done: 1,
      total: list.lines.length,
      status_code: 100,
    });
    let last: ConfirmPickResponse | null = null;
    for (const line of rest) {
      const res = await confirm('floor', {
        pullsheet_id: id,
        sku: line.sku,
        quantity: line.quantity,
        method: 'scan',
      });
      expect(res.statusCode, res.body).toBe(200);
      last = body<ConfirmPickResponse>(res);
    }
    expect(last).toMatchObject({ done: list.lines.length, total: list.lines.length, status_code: 101 });
    const after = await pickList(id);
    expect(after.pullsheet.status_code).toBe(101);
    expect(after.pullsheet.max_status_code).toBeGreaterThanOrEqual(101);
    expect(after.lines[0]!.confirmation).toMatchObject({
      quantity: first!.quantity - 1,
      expected: first!.quantity,
      method: 'tap',
      reason: TAP_REASONS[0],
      short_reason: SHORT_REASONS[1],
    });
    const orders = await t.db
      .selectDistinct({ status: dropshipOrders.orderStatus })
      .from(dropshipPackages)
      .innerJoin(dropshipOrders, eq(dropshipOrders.id, dropshipPackages.orderId))
      .where(eq(dropshipPackages.pullsheetId, id));
    expect(orders.map((o) => o.status).filter((s) => s === 100)).toEqual([]);
    // A replay of a line after the sheet is Pulled is still a no-op.
    const replay = await confirm('office', {
      pullsheet_id: id,
      sku: rest[0]!.sku,
      quantity: rest[0]!.quantity,
      method: 'scan',
    });
    expect(replay.statusCode).toBe(200);
    expect(body<ConfirmPickResponse>(replay)).toMatchObject({ replayed: true, status_code: 101 });
  });
});
