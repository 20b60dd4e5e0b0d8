import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { StaticAction } from '../../../src/shared/api/inventory/inventory-management';
import { field } from '../../../src/server/integrations/acumatica/fields';
import { InventoryManagementRepository } from '../../../src/server/modules/inventory/inventory-management/inventory-management.repository';
import {
  giveUpStaticUpdate,
  runStaticUpdate,
} from '../../../src/server/modules/inventory/inventory-management/static-update.job';
import { loadWorld } from '../../../src/server/world/load-world';
import { apiCaller, authed, body, createTestApp, loginAll } from '../support/test-app';

/** Inventory Management (D1 sections 2, 3, 4, 5, 7, 8, 9) against the small sandbox world. */
const NOW = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
const t = await createTestApp();
const tokens = await loginAll(t.app, ['office', 'admin', 'floor', 'bulk'] as const);
const office = apiCaller(t.app, tokens.office.access_token, 'Furhaven');

beforeAll(async () => {
  await loadWorld(t.pool, { seed: 3, size: 'small', now: NOW });
}, 60_000);
afterEach(async () => {
  await t.integrations.control!.reset();
});
afterAll(async () => {
  await t.close();
});

type Err = { error: string; message: string };

const q = async <R extends object>(sql: string, params: unknown[] = []) =>
  (await t.pool.query<R>(sql, params)).rows;

/** Two active SKUs of Furhaven, with their Kentucky stock. */
async function twoSkus(): Promise<string[]> {
  const rows = await q<{ sku: string }>(
    `select i.sku from items i join item_stock s on s.item_id = i.id and s.warehouse = 'kentucky'
      where i.company = 'furhaven' and not i.is_bundle order by i.sku limit 2`,
  );
  return rows.map((r) => r.sku);
}
const stock = async (sku: string, warehouse = 'kentucky') =>
  (
    await q<{ on_hand: number; available: number }>(
      `select s.on_hand, s.available from item_stock s join items i on i.id = s.item_id
        where i.company = 'furhaven' and i.sku = $1 and s.warehouse = $2`,
      [sku, warehouse],
    )
  )[0];

/** Sends a file, waits for its job, and answers the action's final state. */
async function update(type: string, csv: string, company = 'Furhaven'): Promise<StaticAction> {
  const res = await office(
    'PUT',
    `/updatestatic/${type}`,
    { company, type, user: 'office', file_name: `${type}.csv`, csv },
    undefined,
    company,
  );
  expect(res.statusCode, res.body).toBe(202);
  const queued = body<StaticAction>(res);
  expect(queued).toMatchObject({
    action: type,
    user: 'office',
    status: 'action_processing',
    file_name: `${type}.csv`,
  });
  return finalState(queued.action_id);
}
async function finalState(actionId: number): Promise<StaticAction> {
  await t.jobs.idle?.();
  const res = await office('GET', '/updatestatic/actions');
  expect(res.statusCode, res.body).toBe(200);
  const found = body<{ actions: StaticAction[] }>(res).actions.find((a) => a.action_id === actionId);
  expect(found).toBeDefined();
  return found!;
}

describe('access: the inventory scope on every route', () => {
  const routes = [
    ['PUT', '/api/updatestatic/updateInventory'],
    ['GET', '/api/updatestatic/actions'],
    ['GET', '/api/updatestatic/inventory'],
    ['PUT', '/api/acumatica/inventory'],
  ] as const;
  const payload = { company: 'Furhaven', file_name: 'a.csv', csv: 'sku,warehouse,quantity\n1,kentucky,1' };

  it.each(routes)(
    '%s %s: no token 401, no inventory scope 403, a company not held 403',
    async (method, url) => {
      expect(
        (await t.app.inject({ method, url, payload, headers: { company_id: 'Furhaven' } })).statusCode,
      ).toBe(401);
      for (const user of ['floor', 'bulk'] as const) {
        const res = await t.app.inject({ method, url, payload, headers: authed(tokens[user].access_token) });
        expect(res.statusCode, `${user}: ${res.body}`).toBe(403);
      }
      // floor holds Furhaven only; office and admin hold both, so a third company is unknown.
      const other = await t.app.inject({
        method,
        url,
        payload,
        headers: authed(tokens.office.access_token, 'Acme'),
      });
      expect([400, 403]).toContain(other.statusCode);
    },
  );

  it('only the update takes the bulk company header; the lists are dropship calls', async () => {
    expect(
      (await office('GET', '/updatestatic/actions', undefined, undefined, 'Furhaven_bulk')).statusCode,
    ).toBe(400);
    expect(
      (await office('GET', '/updatestatic/inventory', undefined, undefined, 'Furhaven_bulk')).statusCode,
    ).toBe(400);
  });
});

describe('Update (PUT /updatestatic/{name})', () => {
  it('refuses an unknown file type, a missing file and a wrong company with 400', async () => {
    const bad = await office('PUT', '/updatestatic/updateEverything', {
      company: 'Furhaven',
      file_name: 'a.csv',
      csv: 'a',
    });
    expect(bad.statusCode).toBe(400);
    expect(body<Err>(bad).message).toContain('File type is required.');
    const empty = await office('PUT', '/updatestatic/updateInventory', {
      company: 'Furhaven',
      file_name: 'a.csv',
      csv: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(body<Err>(empty).message).toContain('Choose a CSV file.');
    const other = await office('PUT', '/updatestatic/updateInventory', {
      company: 'Worldwise',
      file_name: 'a.csv',
      csv: 'sku,warehouse,quantity\n1,kentucky,1',
    });
    expect(other.statusCode).toBe(400);
    const mismatch = await office('PUT', '/updatestatic/updateInventory', {
      company: 'Furhaven',
      type: 'updateVendor',
      file_name: 'a.csv',
      csv: 'sku,warehouse,quantity\n1,kentucky,1',
    });
    expect(body<Err>(mismatch).message).toBe(
      'type updateVendor is not the file type of the path (updateInventory).',
    );
  });

  it('updatePallets needs the bulk company, and the other types the dropship one', async () => {
    const before = await q<{ n: number }>('select count(*)::int as n from static_actions');
    const pallets = await office('PUT', '/updatestatic/updatePallets', {
      company: 'Furhaven',
      file_name: 'p.csv',
      csv: 'sku,qty_per_pallet\n1,2',
    });
    expect(pallets.statusCode).toBe(400);
    expect(body<Err>(pallets).message).toBe('updatePallets is a bulk file: send it for Furhaven_bulk.');
    const inventory = await office(
      'PUT',
      '/updatestatic/updateInventory',
      { company: 'Furhaven', file_name: 'i.csv', csv: 'sku,warehouse,quantity\n1,kentucky,1' },
      undefined,
      'Furhaven_bulk',
    );
    expect(inventory.statusCode).toBe(400);
    expect(body<Err>(inventory).message).toBe(
      'updateInventory is a dropship file: send it for Furhaven, not the bulk company.',
    );
    // A bulk-only user has no inventory scope, whichever header it sends.
    const bulkUser = await office(
      'PUT',
      '/updatestatic/updatePallets',
      { company: 'Furhaven', file_name: 'p.csv', csv: 'sku,qty_per_pallet\n1,2' },
      tokens.bulk.access_token,
      'Furhaven_bulk',
    );
    expect(bulkUser.statusCode).toBe(403);
    expect(await q<{ n: number }>('select count(*)::int as n from static_actions')).toEqual(before);
  });

  it('refuses a file without the header row at once (400), recording nothing', async () => {
    const res = await office('PUT', '/updatestatic/updateInventory', {
      company: 'Furhaven',
      file_name: 'a.csv',
      csv: '10001,kentucky,5',
    });
    expect(res.statusCode).toBe(400);
    expect(body<Err>(res).message).toBe(
      'The file needs a header row with the columns sku, warehouse, quantity (missing: sku, warehouse, quantity).',
    );
  });

  it('a bad row writes nothing: the action ends action_failed with the reason', async () => {
    const [a, b] = await twoSkus();
    const before = [await stock(a!), await stock(b!)];
    const action = await update(
      'updateInventory',
      `sku,warehouse,quantity\n${a},kentucky,7\n${b},kentucky,lots\n`,
    );
    expect(action).toMatchObject({
      status: 'action_failed',
      successful: 0,
      reason: 'Row 3: quantity must be a whole number 0 or more.',
    });
    expect([await stock(a!), await stock(b!)]).toEqual(before);

    const unknown = await update(
      'updateInventory',
      `sku,warehouse,quantity\n${a},kentucky,7\nNOPE-1,kentucky,1\n`,
    );
    expect(unknown).toMatchObject({
      status: 'action_failed',
      reason: 'Row 3: SKU NOPE-1 is not in the item list.',
    });
    expect(await stock(a!)).toEqual(before[0]);
  });

  it('updateInventory sets on hand and available of the rows, and leaves the rest', async () => {
    const [a, b] = await twoSkus();
    const untouched = await stock(b!);
    const action = await update(
      'updateInventory',
      `SKU,Warehouse,Quantity\n${a},Kentucky,321\n${a},pennsylvania,12\n`,
    );
    expect(action).toMatchObject({ status: 'action_complete', successful: 2, failed: 0, reason: null });
    expect(await stock(a!)).toEqual({ on_hand: 321, available: 321 });
    expect(await stock(a!, 'pennsylvania')).toEqual({ on_hand: 12, available: 12 });
    expect(await stock(b!)).toEqual(untouched);
  });

  it('forceInventory replaces a warehouse and sends the count to Acumatica as a physical count', async () => {
    const [a, b] = await twoSkus();
    const action = await update('forceInventory', `sku,warehouse,quantity\n${a},texas,44\n`);
    expect(action.status, action.reason ?? '').toBe('action_complete');
    expect(await stock(a!, 'texas')).toEqual({ on_hand: 44, available: 44 });
    expect(await stock(b!, 'texas')).toEqual({ on_hand: 0, available: 0 });
    expect(await stock(b!, 'kentucky')).not.toEqual({ on_hand: 0, available: 0 });
    const erp = await t.integrations
      .acumatica('furhaven')
      .getInventoryCounts({ WarehouseID: 'TX', InventoryIDs: [a!, b!] });
    expect(erp.map((c) => [c.InventoryID.value, c.QtyOnHand.value])).toEqual([
      [a, 44],
      [b, 0],
    ]);
  });

  it('forceInventory writes nothing when Acumatica is down', async () => {
    const [a] = await twoSkus();
    const before = await stock(a!, 'pennsylvania');
    await t.integrations.control!.set('acumatica', { failureMode: 'always' });
    const action = await update('forceInventory', `sku,warehouse,quantity\n${a},pennsylvania,9\n`);
    expect(action.status).toBe('action_failed');
    expect(action.reason).toBeTruthy();
    expect(await stock(a!, 'pennsylvania')).toEqual(before);
  });

  it('updateMaster adds and updates items; updateVendor, updateZipcode and updatePallets write their tables', async () => {
    const [a] = await twoSkus();
    const master = await update(
      'updateMaster',
      `sku,description,price,case_packs\n${a},Renamed Bed,12.50,\nNEW-900,Brand New Bed,20,2\n`,
    );
    expect(master).toMatchObject({ status: 'action_complete', successful: 2 });
    expect(
      await q(
        `select sku, root_sku, description, price, case_packs from items where company='furhaven' and sku = any($1) order by sku`,
        [[a, 'NEW-900']],
      ),
    ).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ sku: a, description: 'Renamed Bed', price: '12.50' }),
        { sku: 'NEW-900', root_sku: 'NEW-900', description: 'Brand New Bed', price: '20.00', case_packs: 2 },
      ]),
    );

    const vendor = await update(
      'updateVendor',
      'vendor_name,code,fulfillment_priority,sends_inventory\nchewy,C99999,2,N\nNew Retailer,C77777,,Y\n',
    );
    expect(vendor).toMatchObject({ status: 'action_complete', successful: 2 });
    expect(
      await q(
        `select name, code, fulfillment_priority, sends_inventory from vendors where company='furhaven' and side='dropship' and name in ('Chewy','New Retailer') order by name`,
      ),
    ).toEqual([
      { name: 'Chewy', code: 'C99999', fulfillment_priority: 2, sends_inventory: false },
      { name: 'New Retailer', code: 'C77777', fulfillment_priority: null, sends_inventory: true },
    ]);

    const zips = await update(
      'updateZipcode',
      'zip_code,state,warehouse,city\n40202,ky,Kentucky,Louisville\n19103,PA,pennsylvania,\n',
    );
    expect(zips).toMatchObject({ status: 'action_complete', successful: 2 });
    expect(
      await q(
        `select zip_code, state, warehouse, city from zip_codes where company='furhaven' order by zip_code`,
      ),
    ).toEqual([
      { zip_code: '19103', state: 'PA', warehouse: 'pennsylvania', city: null },
      { zip_code: '40202', state: 'KY', warehouse: 'kentucky', city: 'Louisville' },
    ]);

    const pallets = await update(
      'updatePallets',
      `sku,qty_per_pallet\n${a!.toLowerCase()},48\n`,
      'Furhaven_bulk',
    );
    expect(pallets).toMatchObject({ status: 'action_complete', successful: 1 });
    expect(await q(`select sku, qty_per_pallet from pallet_quantities where company='furhaven'`)).toEqual([
      { sku: a, qty_per_pallet: 48 },
    ]);
  });
});

describe('Pull Acumatica Counts (PUT /acumatica/inventory)', () => {
  it("writes the ERP simulator's counts to our stock", async () => {
    const [a, b] = await twoSkus();
    await t.integrations.acumatica('furhaven').applyPhysicalCount([
      { InventoryID: field(a!), WarehouseID: field('KY'), Qty: field(777) },
      { InventoryID: field(b!), WarehouseID: field('KY'), Qty: field(5) },
    ]);
    const res = await office('PUT', '/acumatica/inventory', { warehouse: 'kentucky' });
    expect(res.statusCode, res.body).toBe(202);
    const queued = body<StaticAction>(res);
    expect(queued).toMatchObject({ action: 'pullAcumaticaCounts', status: 'action_processing' });
    const done = await finalState(queued.action_id);
    expect(done.status, done.reason ?? '').toBe('action_complete');
    expect(done.successful).toBeGreaterThan(2);
    expect(await stock(a!)).toEqual({ on_hand: 777, available: 777 });
    expect(await stock(b!)).toEqual({ on_hand: 5, available: 5 });
  });

  it('ends action_failed with the reason when Acumatica is down, writing nothing', async () => {
    const [a] = await twoSkus();
    const before = await stock(a!);
    await t.integrations.control!.set('acumatica', { failureMode: 'always' });
    const res = await office('PUT', '/acumatica/inventory', {});
    expect(res.statusCode).toBe(202);
    const done = await finalState(body<StaticAction>(res).action_id);
    expect(done.status).toBe('action_failed');
    expect(done.reason).toBeTruthy();
    expect(await stock(a!)).toEqual(before);
  });

  it('refuses a warehouse the company does not have', async () => {
    const ww = apiCaller(t.app, tokens.office.access_token, 'Worldwise');
    const res = await ww('PUT', '/acumatica/inventory', { warehouse: 'texas' });
    expect(res.statusCode).toBe(400);
    expect(body<Err>(res).message).toBe('worldwise has no texas warehouse.');
  });
});

describe('Export Inventory (GET /updatestatic/inventory)', () => {
  it('answers a CSV of stock by SKU and warehouse, updateInventory columns first', async () => {
    const res = await office('GET', '/updatestatic/inventory');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/inventory_furhaven_\d{4}-\d{2}-\d{2}\.csv/);
    const lines = res.body.trim().split(/\r?\n/);
    expect(lines[0]).toBe('sku,warehouse,quantity,available,description,zeroed_out,updated_at');
    const [count] = await q<{ n: number }>(
      `select count(*)::int as n from item_stock where company='furhaven'`,
    );
    expect(lines).toHaveLength(count!.n + 1);
  });
});

describe('the job', () => {
  it('a second run of a finished action writes nothing again; a job that gives up ends the action failed', async () => {
    const [a] = await twoSkus();
    const done = await update('updateInventory', `sku,warehouse,quantity\n${a},kentucky,55\n`);
    expect(done.status).toBe('action_complete');
    await t.pool.query(
      `update item_stock s set on_hand = 1 from items i where i.id = s.item_id and i.sku = $1 and s.warehouse = 'kentucky'`,
      [a],
    );
    const repo = new InventoryManagementRepository(t.db);
    const deps = { repo, files: t.files, integrations: t.integrations };
    await runStaticUpdate(deps, { action_id: done.action_id, company: 'furhaven', type: 'updateInventory' });
    expect((await stock(a!))?.on_hand).toBe(1);

    const [row] = await q<{ action_id: number }>(
      `insert into static_actions (company, action, "user", status) values ('furhaven', 'updateZipcode', 'office', 'action_processing') returning action_id`,
    );
    await giveUpStaticUpdate(
      repo,
      { action_id: row!.action_id, company: 'furhaven', type: 'updateZipcode' },
      'worker died',
    );
    expect(await finalState(row!.action_id)).toMatchObject({
      status: 'action_failed',
      reason: 'worker died',
    });
  });
});
